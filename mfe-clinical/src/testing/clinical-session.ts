/** Test helpers of this remote: staff sessions, a participant already chosen in a worklist, answering button questions. */
import { screen, within } from '@testing-library/react';
import { useWorkflowStore, type CustomMenuDTO } from '@screening/shared';
import { startApiTestServer, type ApiTestServer } from '@screening/shared/testing';
import { signInForTest } from '@screening/shared/testing';
import type { User } from '@screening/shared/testing';
import { EXAMINATION_STEP, type ExaminationKind } from '../examination';
import { loadClinicalTranslations } from '../i18n';
import { installClinicalApi, type ClinicalApiControl, type FakePerson } from './clinical-api';

// antd forms in jsdom on a shared, busy machine: a user journey takes many seconds.
jest.setTimeout(180_000);

const ALL: CustomMenuDTO['privileges'] = ['CREATE', 'VIEW', 'EDIT'];
export const MENUS: Record<'nurse' | 'doctor' | 'viewer' | 'referralOnly', CustomMenuDTO[]> = {
  nurse: [{ menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL }],
  doctor: [
    { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL },
    { menu: 'Clinical Evaluation', menuOrder: 4, url: '/clinical', privileges: ALL },
    { menu: 'Referral to Hospital', menuOrder: 5, url: '/reftohospital', privileges: ALL },
  ],
  viewer: [
    { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ['VIEW'] },
    { menu: 'Clinical Evaluation', menuOrder: 4, url: '/clinical', privileges: ['VIEW'] },
  ],
  referralOnly: [{ menu: 'Referral to Hospital', menuOrder: 5, url: '/reftohospital', privileges: ALL }],
};

/** A nurse (user 21, role 6) of hospital 1 with `menus`, the client pointed at `server`, empty stores. */
export function signInStaff(server: ApiTestServer, menus: CustomMenuDTO[]): void {
  signInForTest(server, { menus, userId: 21, roleId: 6, roleName: 'Nurse', userName: 'Kavitha Ramesh', email: 'nurse@demo.in' });
}

/** The workflow store as a worklist's Next leaves it. */
export function chooseExamination(
  kind: ExaminationKind,
  p: FakePerson,
  stage: string,
  diseaseTestId: number,
  candidateTestId: number,
): void {
  const workflow = useWorkflowStore.getState();
  workflow.setParticipant({ id: p.id, name: p.name, registrationId: p.registraionId, age: p.age, gender: p.gender, campId: 7 });
  workflow.setStage(stage, diseaseTestId, candidateTestId);
  workflow.setStep(EXAMINATION_STEP, { kind, candidateId: p.id, diseaseTestId });
}

/** Presses the button `option` of the button question `label`. */
export async function answerButton(user: User, label: string, option: string): Promise<void> {
  await user.click(within(screen.getByRole('radiogroup', { name: label })).getByRole('radio', { name: option }));
}

/** The path the page navigated to (the kit shows it once the page is left). */
export const navigatedTo = () => screen.getByTestId('location').textContent;

export interface ClinicalTestContext {
  server: ApiTestServer;
  /** Fresh for every test; saves change them. */
  people: FakePerson[];
  api: ClinicalApiControl;
}

/**
 * One API test server for the file, answering like the suite's server over `makePeople()` (fresh per test),
 * and a member of staff with `menus` signed in before each test.
 */
export function clinicalTestServer(menus: CustomMenuDTO[], makePeople: () => FakePerson[]): ClinicalTestContext {
  const context = {} as ClinicalTestContext;
  beforeAll(async () => {
    // The host holds a page until its texts are in; so does every test.
    await loadClinicalTranslations();
    context.server = await startApiTestServer();
  });
  afterAll(() => context.server.close());
  beforeEach(() => {
    context.server.reset();
    context.people = makePeople();
    context.api = installClinicalApi(context.server, context.people);
    signInStaff(context.server, menus);
  });
  return context;
}
