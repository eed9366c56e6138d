/**
 * Cross-page workflow state: the chosen clinic, the participant in progress, the selected stage and test,
 * and drafts of forms being filled. Persisted to sessionStorage so a reload keeps the user's place;
 * cleared when the session ends.
 */
import { create } from 'zustand';
import { persist, createJSONStorage, type PersistStorage } from 'zustand/middleware';
import type { Camp, Gender } from '../types';
import type { LogoutListener } from '../auth/auth.store';
import { currentLanguage, DEFAULT_LANGUAGE, i18n } from '../i18n/i18n';

export interface Participant {
  id: number;
  name: string;
  registrationId: string;
  age: number | null;
  gender: Gender | null;
  campId?: number | null;
}

/** 'Meena 42/FEMALE', the combined label of docs/screens.md §4; in another language the gender in its words ('Meena 42/பெண்'). */
export function participantLabel(p: Pick<Participant, 'name' | 'age' | 'gender'>): string {
  const gender =
    p.gender && currentLanguage() !== DEFAULT_LANGUAGE
      ? i18n.t(`gender.${p.gender}`, { ns: 'shared', defaultValue: p.gender })
      : p.gender;
  return `${p.name} ${p.age ?? ''}/${gender ?? ''}`.trim();
}

/**
 * Route-scoped data carried from one screen to the next (what the original kept in navigation state), by key.
 * Empty here: the area that owns a key declares it and its type beside the key, by declaration merging, so
 * storing or reading a key with another type does not compile, nor do two areas claiming one key with two types:
 *
 *   declare module '@screening/shared' {
 *     interface WorkflowSteps { [TAGGED_STEP]: TaggedStep }
 *   }
 *
 * Areas of different releases read one stored copy: a key whose type changes incompatibly gets a new name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WorkflowSteps {}

/** Unsaved form values, by key, declared like WorkflowSteps; a key pattern (`clinical.${string}`) may name a family. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WorkflowDrafts {}

export type StepKey = keyof WorkflowSteps & string;
export type DraftKey = keyof WorkflowDrafts & string;

/** What is persisted: the user's place, without the actions. */
export interface WorkflowData {
  clinic: Camp | null;
  participant: Participant | null;
  selectedStage: string | null;
  diseaseTestId: number | null;
  candidateTestId: number | null;
  steps: Partial<WorkflowSteps>;
  drafts: Partial<WorkflowDrafts>;
}

export interface WorkflowState extends WorkflowData {
  setClinic(clinic: Camp | null): void;
  setParticipant(participant: Participant | null): void;
  setStage(stage: string | null, diseaseTestId?: number | null, candidateTestId?: number | null): void;
  /** Stores a step's data; null removes it. */
  setStep<K extends StepKey>(key: K, value: WorkflowSteps[K] | null): void;
  saveDraft<K extends DraftKey>(key: K, value: WorkflowDrafts[K]): void;
  /** Any key may be cleared (e.g. every draft of one participant, found by its keys): clearing stores no value. */
  clearDraft(key: string): void;
  reset(): void;
}

const EMPTY: WorkflowData = {
  clinic: null,
  participant: null,
  selectedStage: null,
  diseaseTestId: null,
  candidateTestId: null,
  steps: {},
  drafts: {},
};

export const WORKFLOW_STORAGE_KEY = 'screening-workflow';

/**
 * The shape of the persisted state. 0 is the unversioned copy stored before versions were kept (the same fields,
 * unchecked). Raise it when the shape changes, and teach `migrateWorkflow` to read the previous one.
 */
export const WORKFLOW_STORE_VERSION = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value));
const isParticipant = (value: unknown): value is Participant =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';

/** The readable part of a record of slices: entries that hold a value. */
const slices = (value: unknown): Record<string, unknown> =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([, slice]) => slice !== undefined && slice !== null)) : {};

/**
 * Reads a persisted copy of any version into the current shape: each field that has the expected form is kept
 * (so a reload after an upgrade keeps the user's place), anything else is dropped to its empty value.
 */
export function migrateWorkflow(persisted: unknown, _version: number): WorkflowData {
  if (!isRecord(persisted)) return { ...EMPTY };
  const { clinic, participant, selectedStage, diseaseTestId, candidateTestId } = persisted;
  return {
    clinic: isRecord(clinic) ? (clinic as unknown as Camp) : null,
    participant: isParticipant(participant) ? participant : null,
    selectedStage: typeof selectedStage === 'string' ? selectedStage : null,
    diseaseTestId: isId(diseaseTestId) ? diseaseTestId : null,
    candidateTestId: isId(candidateTestId) ? candidateTestId : null,
    steps: slices(persisted.steps) as Partial<WorkflowSteps>,
    drafts: slices(persisted.drafts) as Partial<WorkflowDrafts>,
  };
}

/** sessionStorage as JSON; a copy that is not JSON at all is removed rather than failing every reload. */
function workflowStorage(): PersistStorage<WorkflowData> | undefined {
  const json = createJSONStorage<WorkflowData>(() => sessionStorage);
  if (!json) return undefined;
  return {
    ...json,
    getItem: (name) => {
      try {
        return json.getItem(name) as ReturnType<PersistStorage<WorkflowData>['getItem']>;
      } catch {
        json.removeItem(name);
        return null;
      }
    },
  };
}

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
          const drafts: Record<string, unknown> = { ...s.drafts };
          delete drafts[key];
          return { drafts: drafts as Partial<WorkflowDrafts> };
        }),
      reset: () => set({ ...EMPTY }),
    }),
    {
      name: WORKFLOW_STORAGE_KEY,
      storage: workflowStorage(),
      version: WORKFLOW_STORE_VERSION,
      migrate: migrateWorkflow,
      // A copy of the current version is read through the same checks: another release may have written it.
      merge: (persisted, current) => ({ ...current, ...migrateWorkflow(persisted, WORKFLOW_STORE_VERSION) }),
      partialize: ({ clinic, participant, selectedStage, diseaseTestId, candidateTestId, steps, drafts }): WorkflowData => ({
        clinic,
        participant,
        selectedStage,
        diseaseTestId,
        candidateTestId,
        steps,
        drafts,
      }),
    },
  ),
);

/** One step's data, re-rendering when it changes. */
export function useStep<K extends StepKey>(key: K): WorkflowSteps[K] | undefined {
  return useWorkflowStore((s) => s.steps[key]);
}

/**
 * Where a user was when her session ended on its own (sessionStorage, like the store): the store keeps her work
 * until the next sign-in. Never the token or the password.
 */
const RESUME_KEY = 'screening-resume';
interface ResumePoint {
  userId: number;
  path: string;
}

function readResume(): ResumePoint | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(RESUME_KEY) ?? 'null');
    return isRecord(value) && typeof value.userId === 'number' && typeof value.path === 'string'
      ? { userId: value.userId, path: value.path }
      : null;
  } catch {
    return null;
  }
}

/** The route of the hash router; the login screen and the reset page are no place to come back to. */
function currentPath(): string | null {
  const path = window.location.hash.replace(/^#/, '');
  return path.startsWith('/') && path !== '/' && !path.startsWith('/reset-password') ? path : null;
}

/**
 * When the session ends: one that ended on its own keeps her place and drafts for her return; Log Out clears them.
 * Registered on the auth store by the composition root (shared/src/install.ts).
 */
export const keepOrClearWorkflowOnLogout: LogoutListener = (notice, userId) => {
  const path = currentPath();
  if (notice !== null && userId !== null && path !== null) {
    sessionStorage.setItem(RESUME_KEY, JSON.stringify({ userId, path } satisfies ResumePoint));
    return;
  }
  sessionStorage.removeItem(RESUME_KEY);
  useWorkflowStore.getState().reset();
};

/**
 * Called once a user has signed in: the path to return to when she is the user whose session ended on its own
 * (her drafts are still here), else null; anyone else starts with an empty store.
 */
export function resumeAfterSignIn(userId: number | null): string | null {
  const resume = readResume();
  sessionStorage.removeItem(RESUME_KEY);
  if (resume && resume.userId === userId) return resume.path;
  if (resume) useWorkflowStore.getState().reset();
  return null;
}
