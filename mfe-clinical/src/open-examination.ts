/**
 * How a test's form is opened, from a worklist's Next or from her view: the participant, the test and the step are
 * stored in the workflow store (the form pages read them there, use-examination.ts), and the path of the form is
 * returned to navigate to. Who may open it: whoever may record that examination (examination.ts) and whose menus
 * open the form's route (the host's guard, route-manifest.ts).
 */
import { opensRoute, useWorkflowStore, type MenuEntry, type Participant } from '@screening/shared';
import { canRecord, EXAMINATION_STEP, type ExaminationKind, type WorklistKind } from './examination';
import { PATHS } from './paths';
import { routeManifest } from './route-manifest';

/** The form each examination is recorded on. */
export const EXAMINATION_FORM: Record<ExaminationKind, string> = {
  screening: PATHS.screeningForm,
  clinical: PATHS.clinicalForm,
};

/** The test to open: its label as the worklist shows it, its form and its row. */
export interface OpenedTest {
  stage: string;
  diseaseTestId: number;
  candidateTestId: number;
}

/** Whether the menus let her record this examination and open its form. */
export function mayOpenExamination(menus: readonly MenuEntry[] | null | undefined, kind: ExaminationKind): boolean {
  const form = routeManifest.find((entry) => entry.path === EXAMINATION_FORM[kind]);
  return canRecord(menus, kind) && opensRoute(menus, form?.access);
}

/** Where a form was opened: a worklist, or her view ('participant'); its success page leads back there. */
export type ExaminationOrigin = WorklistKind | 'participant';

/** Stores the participant, the test and the step as a worklist's Next does, and returns the form's path. */
export function beginExamination(
  participant: Participant,
  kind: ExaminationKind,
  test: OpenedTest,
  origin?: ExaminationOrigin,
): string {
  const workflow = useWorkflowStore.getState();
  workflow.setParticipant(participant);
  workflow.setStage(test.stage, test.diseaseTestId, test.candidateTestId);
  workflow.setStep(EXAMINATION_STEP, {
    kind,
    candidateId: participant.id,
    diseaseTestId: test.diseaseTestId,
    ...(origin === 'participant' ? { fromView: true as const } : origin ? { worklist: origin } : {}),
  });
  return EXAMINATION_FORM[kind];
}
