/** New Screening Enrollment against a real local HTTP server: messages of docs/screens.md §5, tagging, enrol, edit mode. */
import { screen, waitFor, within } from '@testing-library/react';
import {
  TAG_REASONS,
  useWorkflowStore,
  type PossibleDuplicate,
  loadOutboxSync,
  PENDING_REGISTRATION_ID,
} from '@screening/shared';
import { ENROLMENT_STEP, TAGGED_STEP } from '../../paths';
import { pageTests } from '../../testing/page-tests';
import { camp, candidate, savedCandidate } from '../../testing/fixtures';
import { currentPath, renderPage } from '../../testing/render-page';
import { optionOf, refusal } from '@screening/shared/testing';
import EnrolmentPage from './enrolment.page';

// No one like her is registered, unless a test says otherwise.
const t = pageTests({ routes: (server) => server.on('POST', '/curable/findPossibleDuplicates', { body: [] }) });

beforeEach(() => {
  // The social worker chose the second clinic of the list.
  useWorkflowStore.getState().setClinic(camp({ campId: 52, id: 52, campIdPrefix: '3301001', campName: 'Mahabalipuram Camp' }));
});

const field = (label: string) => screen.getByLabelText(label);
const open = (state?: unknown) => renderPage(<EnrolmentPage />, '/NewScreeningEnrollment', state);

async function fillValid() {
  await t.user.type(field('Name'), 'Meena K');
  await t.user.type(field('Mobile Number'), '9876543210');
  await t.user.click(screen.getByText('Female'));
  await t.user.type(field('Age'), '42');
  await t.user.type(field('Address'), '4 Beach Road');
  await t.user.type(field('Street ID'), '007');
}

test('shows the chosen clinic and the mobile message while typing; a refused letter or 11th digit says why', async () => {
  open();
  expect(screen.getByText(/Mahabalipuram Camp \(3301001\)/)).toBeInTheDocument();
  await t.user.type(field('Mobile Number'), '98a');
  expect(field('Mobile Number')).toHaveValue('98');
  const refusal = screen.getByText('Only digits can be typed here.');
  expect(refusal).toHaveAttribute('role', 'alert');
  expect(field('Mobile Number').getAttribute('aria-describedby')).toContain(refusal.id);
  await t.user.type(field('Mobile Number'), '76');
  expect(field('Mobile Number')).toHaveValue('9876');
  expect(screen.queryByText('Only digits can be typed here.')).not.toBeInTheDocument();
  expect(await screen.findByText('Mobile number must be 10 digits.')).toBeInTheDocument();
  await t.user.type(field('Mobile Number'), '543210');
  expect(field('Mobile Number')).toHaveValue('9876543210');
  await waitFor(() => expect(screen.queryByText('Mobile number must be 10 digits.')).not.toBeInTheDocument());
  await t.user.paste('9999');
  expect(field('Mobile Number')).toHaveValue('9876543210');
  expect(screen.getByText('Mobile number must be exactly 10 digits.')).toHaveAttribute('role', 'alert');
});

test('Enroll with nothing filled names every missing field and calls nothing', async () => {
  open();
  await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
  expect(await screen.findByText("Please enter the participant's name.")).toBeInTheDocument();
  expect(screen.getByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
  expect(screen.getByText('Please select gender.')).toBeInTheDocument();
  // The gender buttons say so too, as the other fields do: a screen reader hears the error on the group.
  const gender = screen.getByRole('radiogroup', { name: /Gender/ });
  expect(gender).toHaveAttribute('aria-invalid', 'true');
  expect(gender).toHaveAccessibleDescription('Please select gender.');
  expect(field('Name')).toHaveAccessibleDescription("Please enter the participant's name.");
  expect(screen.getByText('Age must be a whole number from 1 to 100.')).toBeInTheDocument();
  expect(t.server.http.requests).toHaveLength(0);
});

test('age refuses e, E, +, - and . and says at once why an age outside 1 to 100 is refused, keeping what was typed', async () => {
  open();
  await t.user.type(field('Age'), '4e');
  expect(field('Age')).toHaveValue('4');
  expect(screen.getByText('Only digits can be typed here.')).toHaveAttribute('role', 'alert');
  await t.user.type(field('Age'), '+-.E2');
  expect(field('Age')).toHaveValue('42');
  expect(screen.queryByText('Only digits can be typed here.')).toBeNull();
  expect(screen.queryByText('Age must be a whole number from 1 to 100.')).toBeNull();
  await t.user.type(field('Age'), '0');
  expect(field('Age')).toHaveValue('420');
  expect(await screen.findByText('Age must be a whole number from 1 to 100.')).toBeInTheDocument();
  await t.user.clear(field('Age'));
  await t.user.type(field('Age'), '100');
  expect(field('Age')).toHaveValue('100');
  await waitFor(() => expect(screen.queryByText('Age must be a whole number from 1 to 100.')).toBeNull());
});

test('street ID messages: format while typing, 000, and the range on Enroll', async () => {
  open();
  await t.user.type(field('Street ID'), '1a2');
  expect(field('Street ID')).toHaveValue('12');
  expect(await screen.findByText('Street ID must be exactly 3 digits (e.g., 001, 123).')).toBeInTheDocument();
  await t.user.clear(field('Street ID'));
  await t.user.type(field('Street ID'), '000');
  expect(await screen.findByText('Street ID cannot be 000.')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
  expect(await screen.findByText('Street ID must be 3 digits from 001 to 999.')).toBeInTheDocument();
});

test('Save needs an address, then asks for one of the eight reasons and tags the participant', async () => {
  t.server.on('POST', '/curable/saveCandidate', (body) => ({
    body: savedCandidate(body, { id: 77, registraionId: '3301001007000003', registrationId: '3301001007000003' }),
  }));
  open();
  await t.user.type(field('Street ID'), '007');
  await t.user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Address cannot be empty. Enter the address and click on Save')).toBeInTheDocument();
  expect(screen.queryByText('How would you like to tag this participant?')).not.toBeInTheDocument();

  await t.user.type(field('Address'), '4 Beach Road');
  await t.user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('How would you like to tag this participant?')).toBeInTheDocument();
  await t.user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please select a reason.')).toBeInTheDocument();

  const reason = () => document.getElementById('tag-reason') as HTMLElement;
  await t.user.click(reason());
  const reasons = [...document.querySelectorAll('.ant-select-item-option')].map((node) => node.textContent);
  // The eight reasons of docs/screens.md §5, in order (their texts are checked in the shared rules' tests).
  expect(reasons).toEqual([...TAG_REASONS]);
  await t.user.click(optionOf(reason(), 'Door Locked'));
  await t.user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(currentPath()).toBe('/SuccessMessagePatient'));
  const [request] = t.server.calls('POST', '/curable/saveCandidate');
  expect(request.body).toEqual({
    address: '4 Beach Road',
    campId: 52,
    streetId: 7,
    reason: 'Door Locked',
    hospitalId: 7,
    name: null,
    mobileNo: null,
    gender: null,
    age: null,
    screenId: 2,
  });
  expect(request.authorization).toBe('Bearer token-abc');
  expect(useWorkflowStore.getState().steps[TAGGED_STEP]).toEqual({ registrationId: '3301001007000003', name: null });
});

test('Enroll sends the participant into the chosen clinic and keeps the participant in progress', async () => {
  t.server.on('POST', '/curable/candidate', (body) => ({
    body: savedCandidate(body, { id: 88, registraionId: '3301001007000004', registrationId: '3301001007000004', age: 42 }),
  }));
  open();
  await fillValid();
  await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
  await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
  const [request] = t.server.calls('POST', '/curable/candidate');
  expect(request.body).toEqual({
    id: null,
    name: 'Meena K',
    mobileNo: '9876543210',
    gender: 'FEMALE',
    age: 42,
    address: '4 Beach Road',
    streetId: 7,
    hospitalId: 7,
    campId: 52,
    type: 1,
    screenId: 1,
  });
  expect(useWorkflowStore.getState().participant).toEqual({
    id: 88,
    name: 'Meena K',
    registrationId: '3301001007000004',
    age: 42,
    gender: 'FEMALE',
    campId: 52,
  });
  expect(useWorkflowStore.getState().steps[ENROLMENT_STEP]).toEqual({
    candidateId: 88,
    registrationId: '3301001007000004',
    edit: false,
  });
});

test('an enrolment the server cannot take now (a 500) is kept on the device: she goes on with a pending Registration ID', async () => {
  t.server.on('POST', '/curable/candidate', { status: 500, body: { error: 'Internal Server Error', message: '' } });
  open();
  await fillValid();
  await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
  await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
  expect(useWorkflowStore.getState().participant).toMatchObject({ name: 'Meena K', registrationId: PENDING_REGISTRATION_ID });
  const [queued] = await (await loadOutboxSync()).queuedWrites();
  expect(queued).toMatchObject({ step: 'enrolment', participantName: 'Meena K', refusal: null });
});

test('a 400 from the server shows its message naming the problem', async () => {
  t.server.on('POST', '/curable/candidate', refusal(400, 'MOBILE_EXACT', undefined, 'mobileNo'));
  open();
  await fillValid();
  await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
  expect(await screen.findByText('Mobile number must be exactly 10 digits.')).toBeInTheDocument();
});

test('edit mode (Modify Patient Information) prefills through type 6, locks the street ID and updates the same participant', async () => {
  t.server.on('POST', '/curable/candidatehistoryForPrefil', { body: candidate({ streetId: 7, campId: 41 }) });
  t.server.on('POST', '/curable/candidate', (body) => ({ body: savedCandidate(body) }));
  open({ candidateId: 501, edit: true, registrationId: '1203045007000012' });
  expect(await screen.findByDisplayValue('Lakshmi Devi')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Screening Enrollment');
  expect(t.server.calls('POST', '/curable/candidatehistoryForPrefil')[0].body).toEqual({ candidateId: 501, type: 6 });
  expect(field('Street ID')).toHaveValue('007');
  expect(field('Street ID')).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();

  await t.user.clear(field('Mobile Number'));
  await t.user.type(field('Mobile Number'), '9000000001');
  await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
  await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
  expect(t.server.calls('POST', '/curable/candidate')[0].body).toMatchObject({
    id: 501,
    registraionId: '1203045007000012',
    mobileNo: '9000000001',
    streetId: 7,
    campId: 41,
    hospitalId: 7,
    screenId: 1,
  });
  expect(useWorkflowStore.getState().steps[ENROLMENT_STEP]).toEqual({
    candidateId: 501,
    registrationId: '1203045007000012',
    edit: true,
  });
});

test('prefill failures: refused and unreachable read differently, with Retry', async () => {
  useWorkflowStore.getState().setStep(ENROLMENT_STEP, { candidateId: 501, registrationId: null, edit: true });
  t.server.on('POST', '/curable/candidatehistoryForPrefil', { status: 500, body: { error: 'x', message: '' } });
  const { unmount } = open();
  expect(await screen.findByText('Failed to fetch prefill data. Please try again.')).toBeInTheDocument();
  unmount();
  t.server.offline(true);
  open();
  expect(await screen.findByText('Network error fetching prefill data. Please try again.')).toBeInTheDocument();
  t.server.offline(false);
  t.server.on('POST', '/curable/candidatehistoryForPrefil', { body: candidate() });
  await t.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByDisplayValue('Lakshmi Devi')).toBeInTheDocument();
});

test('without a chosen clinic a new enrolment points back to the clinic search', async () => {
  useWorkflowStore.getState().setClinic(null);
  open();
  expect(screen.getByText('Choose an outreach clinic before registering a participant.')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Patient Registration' }));
  expect(currentPath()).toBe('/PatientRegistrationSearch');
});

test('Enter in a field enrols, as the Enroll button does', async () => {
  t.server.on('POST', '/curable/candidate', () => ({ body: candidate({ id: 89, registraionId: '3301001007000005' }) }));
  open();
  await fillValid();
  await t.user.type(field('Name'), '{Enter}');
  await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
  expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(1);
});

const registered: PossibleDuplicate = {
  id: 640,
  name: 'Meena K',
  age: 43,
  gender: 'FEMALE',
  registrationId: '3301001007000002',
  clinic: { id: 52, outreachClinicId: '3301001', name: 'Mahabalipuram Camp' },
  registrationDate: '2026-03-04T05:30:00.000Z',
};

describe('possible duplicates before a new participant is created', () => {
  beforeEach(() => {
    t.server.on('POST', '/curable/candidate', (body) => ({
      body: savedCandidate(body, { id: 90, registraionId: '3301001007000009', registrationId: '3301001007000009' }),
    }));
  });

  test('a possible duplicate is shown with her Registration ID and clinic, and nothing is created', async () => {
    t.server.on('POST', '/curable/findPossibleDuplicates', { body: [registered] });
    open();
    await fillValid();
    await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This person may already be registered')).toBeInTheDocument();
    const card = within(dialog).getByRole('group', { name: 'Meena K 3301001007000002' });
    const shown = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(shown).toEqual({
      Name: 'Meena K',
      Age: '43',
      Gender: 'Female',
      'Registration ID': '3301001007000002',
      'Outreach Clinic': 'Mahabalipuram Camp (3301001)',
      'Registration Date': '04/03/2026',
    });
    expect(t.server.calls('POST', '/curable/findPossibleDuplicates')[0].body).toEqual({
      campId: 52,
      name: 'Meena K',
      mobileNo: '9876543210',
      age: 42,
    });
    expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(0);

    await t.user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Name')).toHaveValue('Meena K');
    expect(field('Street ID')).toHaveValue('007');
    expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(0);
  });

  test('"Enrol as a new participant" creates her with what was typed', async () => {
    t.server.on('POST', '/curable/findPossibleDuplicates', { body: [registered] });
    open();
    await fillValid();
    await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
    await t.user.click(await screen.findByRole('button', { name: 'Enrol as a new participant' }));
    await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
    const [request] = t.server.calls('POST', '/curable/candidate');
    expect(request.body).toMatchObject({ id: null, name: 'Meena K', mobileNo: '9876543210', campId: 52, screenId: 1 });
    expect(useWorkflowStore.getState().participant?.id).toBe(90);
  });

  test('Open shows her existing record in the form and keeps the typed draft', async () => {
    t.server.on('POST', '/curable/findPossibleDuplicates', { body: [registered] });
    t.server.on('POST', '/curable/candidatehistoryForPrefil', {
      body: candidate({ id: 640, name: 'Meena K', mobileNo: '9876500000', registraionId: '3301001007000002', campId: 52 }),
    });
    open();
    await fillValid();
    await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
    const dialog = await screen.findByRole('dialog');
    await t.user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await screen.findByDisplayValue('9876500000')).toBeInTheDocument();
    expect(t.server.calls('POST', '/curable/candidatehistoryForPrefil').map((call) => call.body)).toContainEqual({
      candidateId: 640,
      type: 6,
    });
    expect(screen.getByText('3301001007000002')).toBeInTheDocument();
    expect(field('Street ID')).toBeDisabled();
    expect(useWorkflowStore.getState().steps[ENROLMENT_STEP]).toEqual({
      candidateId: 640,
      registrationId: '3301001007000002',
      edit: false,
    });
    expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(0);
    expect(Object.values(useWorkflowStore.getState().drafts)).toContainEqual(expect.objectContaining({ name: 'Meena K' }));
  });

  test('no possible duplicate: Enroll creates her at once', async () => {
    open();
    await fillValid();
    await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
    expect(t.server.calls('POST', '/curable/findPossibleDuplicates')).toHaveLength(1);
    expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(1);
    expect(screen.queryByText('This person may already be registered')).not.toBeInTheDocument();
  });

  test('a check that fails says so and lets the worker enrol her', async () => {
    const down = { status: 503, body: { error: 'Service Unavailable', message: 'The database is unavailable.' } };
    t.server.on('POST', '/curable/findPossibleDuplicates', down);
    // The server stays down for the test: its health check (after a second) must not find it back and send the write.
    t.server.on('GET', '/health', down);
    open();
    await fillValid();
    await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(
      await screen.findByText(
        'Could not check whether this person is already registered. You can still enrol her as a new participant.',
      ),
    ).toBeInTheDocument();
    expect(t.server.calls('POST', '/curable/candidate')).toHaveLength(0);
    await t.user.click(screen.getByRole('button', { name: 'Enrol as a new participant' }));
    await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
    // A 503 says the server behind is down: the enrolment is kept on the device and sent once the server answers
    // again, which any other call's answer may already say; either way she is enrolled exactly once, never lost.
    expect(useWorkflowStore.getState().participant).toMatchObject({ name: 'Meena K' });
    const sync = await loadOutboxSync();
    await waitFor(async () => {
      const kept = (await sync.queuedWrites()).filter((write) => write.participantName === 'Meena K');
      expect(kept.length + t.server.calls('POST', '/curable/candidate').length).toBe(1);
    });
  });

  test('an edit of a saved participant is not checked', async () => {
    t.server.on('POST', '/curable/candidatehistoryForPrefil', { body: candidate({ streetId: 7, campId: 41 }) });
    open({ candidateId: 501, edit: true, registrationId: '1203045007000012' });
    expect(await screen.findByDisplayValue('Lakshmi Devi')).toBeInTheDocument();
    await t.user.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(currentPath()).toBe('/DiseaseSpecificDetails'));
    expect(t.server.calls('POST', '/curable/findPossibleDuplicates')).toHaveLength(0);
  });
});
