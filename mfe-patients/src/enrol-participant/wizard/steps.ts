/** The enrolment flow of docs/screens.md §4: each Next saves then moves on, Prev saves then goes back, Finish ends it. */
import { PATHS } from '../../paths';

export const FLOW = [
  PATHS.enrolment,
  PATHS.eligibility,
  PATHS.generalDetails,
  PATHS.medicalDetails,
  PATHS.familyPersonal,
  PATHS.familyMedical,
] as const;
export type StepPath = (typeof FLOW)[number];
export type Move = 'prev' | 'next' | 'finish';

/** Where a move from `step` leads; Next from the last step and Finish both end on the final page. */
export function targetOf(step: StepPath, move: Move): string {
  const index = FLOW.indexOf(step);
  if (move === 'prev') return FLOW[Math.max(0, index - 1)];
  if (move === 'finish' || index === FLOW.length - 1) return PATHS.complete;
  return FLOW[index + 1];
}

/** Draft keys are per participant, so another participant's unsaved values never show up. */
export type PatientDraftKey = `patients${StepPath}:${string}`;
export const draftKey = (step: StepPath, participantId: number | string): PatientDraftKey => `patients${step}:${participantId}`;

declare module '@screening/shared' {
  interface WorkflowDrafts {
    // Each step keeps its own form's values; `useDraft` reads them as that form's type.
    [key: PatientDraftKey]: unknown;
  }
}
