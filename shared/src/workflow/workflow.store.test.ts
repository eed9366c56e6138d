/** The workflow store as a reload finds it: what an earlier release stored, and what no release could read. */
import { useAuthStore } from '../auth/auth.store';
import { setLanguage } from '../i18n/i18n';
import type { AuthorizeResponse } from '../types';
import {
  participantLabel,
  resumeAfterSignIn,
  useWorkflowStore,
  WORKFLOW_STORAGE_KEY,
  WORKFLOW_STORE_VERSION,
  type Participant,
} from './workflow.store';
import { installSharedCore } from '../install';

// The effects of Log Out, as the package's entry puts them in place.
installSharedCore();

interface Place {
  clinicId: string;
}

declare module './workflow.store' {
  interface WorkflowSteps {
    'shared.test.place': Place;
  }
  interface WorkflowDrafts {
    [key: `shared.test.form.${number}`]: { name: string };
  }
}

const PARTICIPANT = { id: 501, name: 'Meena', registrationId: '1203045007000031', age: 42, gender: 'FEMALE' };

/** What the store kept before it had a version (zustand writes that as version 0). */
const VERSION_0 = {
  state: {
    clinic: { campId: 12, campName: 'Kovalam Camp' },
    participant: PARTICIPANT,
    selectedStage: 'Oral Screening',
    diseaseTestId: 5,
    candidateTestId: 77,
    steps: { 'shared.test.place': { clinicId: '1203045' }, 'camps/allocation': 'edit' },
    drafts: { 'shared.test.form.501': { name: 'Meena Draft' } },
  },
  version: 0,
};

const stored = () => JSON.parse(sessionStorage.getItem(WORKFLOW_STORAGE_KEY) ?? 'null') as { version?: number } | null;

async function reloadWith(value: string): Promise<void> {
  sessionStorage.setItem(WORKFLOW_STORAGE_KEY, value);
  await useWorkflowStore.persist.rehydrate();
}

beforeEach(() => {
  useWorkflowStore.getState().reset();
  sessionStorage.clear();
});

test('a copy stored before versions were kept is read into the current shape: the user keeps their place', async () => {
  await reloadWith(JSON.stringify(VERSION_0));
  const state = useWorkflowStore.getState();
  expect(state.clinic).toEqual({ campId: 12, campName: 'Kovalam Camp' });
  expect(state.participant).toEqual(PARTICIPANT);
  expect([state.selectedStage, state.diseaseTestId, state.candidateTestId]).toEqual(['Oral Screening', 5, 77]);
  expect(state.steps['shared.test.place']).toEqual({ clinicId: '1203045' });
  expect(state.drafts['shared.test.form.501']).toEqual({ name: 'Meena Draft' });
  expect(stored()?.version).toBe(WORKFLOW_STORE_VERSION);
});

test('what cannot be read is dropped, the rest kept, and the store goes on working', async () => {
  await reloadWith(
    JSON.stringify({
      state: {
        clinic: 'Kovalam',
        participant: { name: 'no id' },
        selectedStage: 3,
        diseaseTestId: '5',
        candidateTestId: 77,
        steps: ['camps/new-clinic'],
        drafts: { 'shared.test.form.501': { name: 'Meena Draft' }, 'shared.test.form.502': null },
      },
      version: 0,
    }),
  );
  const state = useWorkflowStore.getState();
  expect(state).toMatchObject({
    clinic: null,
    participant: null,
    selectedStage: null,
    diseaseTestId: null,
    candidateTestId: 77,
    steps: {},
    drafts: { 'shared.test.form.501': { name: 'Meena Draft' } },
  });
  state.setStep('shared.test.place', { clinicId: '0203045' });
  expect(useWorkflowStore.getState().steps['shared.test.place']).toEqual({ clinicId: '0203045' });
});

test.each([
  ['not JSON', '{"state": {"steps"'],
  ['not an object', JSON.stringify({ state: 'Kovalam', version: 0 })],
])('a stored copy that is %s is dropped without failing the reload', async (_what, value) => {
  await expect(reloadWith(value)).resolves.toBeUndefined();
  const state = useWorkflowStore.getState();
  expect(state).toMatchObject({ clinic: null, participant: null, steps: {}, drafts: {} });
  expect(sessionStorage.getItem(WORKFLOW_STORAGE_KEY) ?? '').not.toBe(value);
  state.setStep('shared.test.place', { clinicId: '1203045' });
  expect(useWorkflowStore.getState().steps['shared.test.place']).toEqual({ clinicId: '1203045' });
});

test('a step is stored and read with the type its area declared; any other type does not compile', () => {
  const { setStep, saveDraft } = useWorkflowStore.getState();
  setStep('shared.test.place', { clinicId: '1203045' });
  saveDraft('shared.test.form.9', { name: 'Kavya' });
  const place: Place | undefined = useWorkflowStore.getState().steps['shared.test.place'];
  expect(place).toEqual({ clinicId: '1203045' });
  expect(useWorkflowStore.getState().drafts['shared.test.form.9']).toEqual({ name: 'Kavya' });

  // Checked by the typecheck, never run.
  const _wrongTypes = () => {
    // @ts-expect-error a declared step with another type
    setStep('shared.test.place', { clinicId: 1203045 });
    // @ts-expect-error a key no area declared
    setStep('shared.test.unknown', { clinicId: '1203045' });
    // @ts-expect-error a draft of a declared family with another type
    saveDraft('shared.test.form.9', { age: 3 });
    // @ts-expect-error read as another type
    const _wrong: { clinicId: number } | undefined = useWorkflowStore.getState().steps['shared.test.place'];
  };
});

describe('a session that ends on its own keeps the work for the same user', () => {
  const signedIn = (userId: number) =>
    useAuthStore.getState().signIn('token', {
      userId,
      userName: `User ${userId}`,
      email: `u${userId}@demo.in`,
      roleName: 'Social Worker',
      roleId: 5,
      hospitalId: 1,
      tenantName: null,
      customMenuDTOs: [],
    } as unknown as AuthorizeResponse);
  const typed = () => useWorkflowStore.getState().drafts['shared.test.form.1'];

  beforeEach(() => {
    sessionStorage.clear();
    useWorkflowStore.getState().reset();
    window.location.hash = '#/NewScreeningEnrollment';
    signedIn(41);
    useWorkflowStore.getState().setParticipant(PARTICIPANT as Participant);
    useWorkflowStore.getState().saveDraft('shared.test.form.1', { name: 'Meena' });
  });

  test('expired, then the same user signs in: back to her page with what she typed', () => {
    useAuthStore.getState().logout('Session expired. Please log in again.');
    expect(typed()).toEqual({ name: 'Meena' });
    expect(sessionStorage.getItem('screening-resume')).not.toContain('token');
    signedIn(41);
    expect(resumeAfterSignIn(41)).toBe('/NewScreeningEnrollment');
    expect(typed()).toEqual({ name: 'Meena' });
    expect(useWorkflowStore.getState().participant?.id).toBe(501);
    // Once only: a later sign-in starts from home.
    expect(resumeAfterSignIn(41)).toBeNull();
  });

  test('expired, then another user signs in: the drafts are discarded', () => {
    useAuthStore.getState().logout('Session expired. Please log in again.');
    signedIn(42);
    expect(resumeAfterSignIn(42)).toBeNull();
    expect(typed()).toBeUndefined();
    expect(useWorkflowStore.getState().participant).toBeNull();
  });

  test('Log Out discards the work at once', () => {
    useAuthStore.getState().logout();
    expect(typed()).toBeUndefined();
    signedIn(41);
    expect(resumeAfterSignIn(41)).toBeNull();
  });
});

describe("a participant's combined label", () => {
  afterEach(() => setLanguage('en'));

  it('is docs/screens.md §4\'s "name age/GENDER" in English and names her gender in the chosen language', async () => {
    expect(participantLabel({ name: 'Meena', age: 42, gender: 'FEMALE' })).toBe('Meena 42/FEMALE');
    await setLanguage('ta', { remember: false });
    expect(participantLabel({ name: 'Meena', age: 42, gender: 'FEMALE' })).toBe('Meena 42/பெண்');
    expect(participantLabel({ name: 'Ravi', age: null, gender: null })).toBe('Ravi /');
  });
});
