/**
 * What every screen of this remote agrees on: the two kinds of examination (screening, clinical evaluation),
 * who may record them (docs/screens.md §6), how a pending test is labelled (docs/api.md §5.4) and the workflow-store keys.
 */
import { hasAll, MENU_KEYS, normaliseStageLabel, type Answers, type EligibleDisease, type MenuEntry } from '@screening/shared';

export type ExaminationKind = 'screening' | 'clinical';

/** The worklists: one per examination, and referral to hospital (the referred whose clinical evaluation has not begun). */
export type WorklistKind = ExaminationKind | 'referral';

/** getCandidatesList stage of each worklist (docs/screens.md §9: 1 screening, 2 clinical; 4 referral to hospital, this suite's). */
export const WORKLIST_STAGE: Record<WorklistKind, 1 | 2 | 4> = { screening: 1, clinical: 2, referral: 4 };

/** The examination a worklist's Next records: the referral list leads to the clinical evaluation. */
export const examinationOf = (kind: WorklistKind): ExaminationKind => (kind === 'referral' ? 'clinical' : kind);

/**
 * Search, Next, Save and Finish need CREATE, VIEW and EDIT on '/screening' (screening) or on '/clinical' or
 * '/reftohospital' (clinical evaluation; the referral tile opens the same worklist).
 */
export function canRecord(menus: readonly MenuEntry[] | null | undefined, kind: ExaminationKind): boolean {
  if (kind === 'screening') return hasAll(menus, MENU_KEYS.screening);
  return hasAll(menus, MENU_KEYS.clinical) || hasAll(menus, MENU_KEYS.referral);
}

/** The label of a pending test: screening labels are normalised ("Breast screening Test" → "Breast Screening"), clinical ones kept verbatim. */
export function stageLabel(kind: ExaminationKind, stage: string): string {
  return kind === 'screening' ? normaliseStageLabel(stage) : stage.trim();
}

export interface StageOption {
  /** The candidate-test row id: unique per pending test. */
  value: number;
  label: string;
  test: EligibleDisease;
}

/** A participant's pending tests as options, in the order the screen lists them (clinical: by raw stage). */
export function stageOptions(kind: ExaminationKind, tests: readonly EligibleDisease[] | null | undefined): StageOption[] {
  const list = (tests ?? []).filter((t) => t && typeof t.stage === 'string' && Number.isFinite(t.diseaseTestId));
  const ordered = kind === 'clinical' ? [...list].sort((a, b) => a.stage.localeCompare(b.stage)) : list;
  return ordered.map((test) => ({ value: test.candidateTestId, label: stageLabel(kind, test.stage), test }));
}

/** Workflow-store step: which worklist the stored stage and test came from. */
export const EXAMINATION_STEP = 'clinical.examination';
export interface ExaminationStep {
  kind: ExaminationKind;
  candidateId: number;
  diseaseTestId: number;
  /** The worklist Next was pressed on: the outcome page leads back to it. */
  worklist?: WorklistKind;
  /** Opened from her view: the outcome page leads back to it first. */
  fromView?: true;
}

/** Workflow-store step: what the last Save or Finish recorded, for the success page. */
export const OUTCOME_STEP = 'clinical.outcome';
export interface OutcomeStep {
  kind: ExaminationKind;
  /** The worklist the examination was begun from (absent: the examination's own). */
  worklist?: WorklistKind;
  /** Begun from her view (candidateId then names her). */
  fromView?: true;
  completed: 0 | 1;
  participant: string;
  stage: string;
  candidateId?: number;
  /** A finished screening that referred her, saved on the server: her view and slip are offered. */
  referred?: boolean;
}

/** Workflow-store draft key of one participant's answers to one test. */
export type ExaminationDraftKey = `clinical.${ExaminationKind}.${number}.${number}`;
export const draftKey = (kind: ExaminationKind, candidateId: number, diseaseTestId: number): ExaminationDraftKey =>
  `clinical.${kind}.${candidateId}.${diseaseTestId}`;

declare module '@screening/shared' {
  interface WorkflowSteps {
    [EXAMINATION_STEP]: ExaminationStep;
    [OUTCOME_STEP]: OutcomeStep;
  }
  interface WorkflowDrafts {
    [key: ExaminationDraftKey]: Answers;
  }
}
