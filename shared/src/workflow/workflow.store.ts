/**
 * Cross-page workflow state: the chosen clinic, the participant in progress, the selected stage and test,
 * and drafts of forms being filled. Persisted to sessionStorage so a reload keeps the user's place;
 * cleared when the session ends.
 */
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import type { Camp, Gender } from '../types';
import { onLogout } from '../auth/auth.store';

export interface Participant {
  id: number;
  name: string;
  registrationId: string;
  age: number | null;
  gender: Gender | null;
  campId?: number | null;
}

/** 'Meena 42/FEMALE' — the combined label of SPEC §4. */
export function participantLabel(p: Pick<Participant, 'name' | 'age' | 'gender'>): string {
  return `${p.name} ${p.age ?? ''}/${p.gender ?? ''}`.trim();
}

export interface WorkflowState {
  clinic: Camp | null;
  participant: Participant | null;
  selectedStage: string | null;
  diseaseTestId: number | null;
  candidateTestId: number | null;
  /** Route-scoped data carried between steps (what the original kept in navigation state). */
  steps: Record<string, unknown>;
  drafts: Record<string, unknown>;
  setClinic(clinic: Camp | null): void;
  setParticipant(participant: Participant | null): void;
  setStage(stage: string | null, diseaseTestId?: number | null, candidateTestId?: number | null): void;
  setStep<T>(key: string, value: T | null): void;
  saveDraft<T>(key: string, value: T): void;
  clearDraft(key: string): void;
  reset(): void;
}

const EMPTY = {
  clinic: null,
  participant: null,
  selectedStage: null,
  diseaseTestId: null,
  candidateTestId: null,
  steps: {},
  drafts: {},
};

export const WORKFLOW_STORAGE_KEY = 'screening-workflow';

export const useWorkflowStore = create<WorkflowState>()(
  persist(
    (set) => ({
      ...EMPTY,
      setClinic: (clinic) => set({ clinic }),
      setParticipant: (participant) => set({ participant }),
      setStage: (selectedStage, diseaseTestId = null, candidateTestId = null) =>
        set({ selectedStage, diseaseTestId, candidateTestId }),
      setStep: (key, value) =>
        set((s) => {
          const steps = { ...s.steps };
          if (value === null) delete steps[key];
          else steps[key] = value;
          return { steps };
        }),
      saveDraft: (key, value) => set((s) => ({ drafts: { ...s.drafts, [key]: value } })),
      clearDraft: (key) =>
        set((s) => {
          const drafts = { ...s.drafts };
          delete drafts[key];
          return { drafts };
        }),
      reset: () => set({ ...EMPTY }),
    }),
    { name: WORKFLOW_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage) },
  ),
);

onLogout(() => useWorkflowStore.getState().reset());
