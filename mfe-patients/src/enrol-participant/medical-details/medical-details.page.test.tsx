/** Medical Details and the Women's Health rules against a real local HTTP server (docs/screens.md §4, §5 "Medical", §9). */
import { loadOutboxSync } from '@screening/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { medicalRecord } from '../../testing/fixtures';
import { pageTests } from '../../testing/page-tests';
import { PARTICIPANT, currentPath, renderPage, resetWorkflow } from '../../testing/render-page';
import { choose, refusal } from '@screening/shared/testing';
import MedicalDetailsPage from './medical-details.page';

const t = pageTests({
  participant: PARTICIPANT,
  routes: (server) => {
    server.on('POST', '/curable/candidatehistoryForPrefil', {});
    server.on('POST', '/curable/createMedicalHistory', { body: 12 });
  },
});

const open = () => renderPage(<MedicalDetailsPage />, '/MedicalomenHealthDetails');
const field = (label: string) => screen.getByLabelText(label);
const loaded = () => screen.findByLabelText('Blood Pressure');

test("Women's Health is shown for FEMALE and OTHER, never for MALE", async () => {
  const { unmount } = open();
  await loaded();
  expect(screen.getByRole('heading', { name: "Women's Health" })).toBeInTheDocument();
  unmount();
  resetWorkflow({ ...PARTICIPANT, gender: 'OTHER' });
  const other = open();
  await loaded();
  expect(screen.getByRole('heading', { name: "Women's Health" })).toBeInTheDocument();
  other.unmount();
  resetWorkflow({ ...PARTICIPANT, gender: 'MALE' });
  open();
  await loaded();
  expect(screen.queryByRole('heading', { name: "Women's Health" })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Total Pregnancies')).not.toBeInTheDocument();
});

test('pregnancies 0 disables and clears both child ages; 1 disables and clears the last-child age', async () => {
  open();
  await loaded();
  // Nothing entered counts as 0.
  expect(field('Age at First Child')).toBeDisabled();
  expect(field('Age at Last Child')).toBeDisabled();
  await t.user.type(field('Total Pregnancies'), '3');
  expect(field('Age at First Child')).toBeEnabled();
  expect(field('Age at Last Child')).toBeEnabled();
  await t.user.type(field('Age at First Child'), '22');
  await t.user.type(field('Age at Last Child'), '30');

  // Replaced in one keystroke: a blank count in between would already count as 0.
  await t.user.tripleClick(field('Total Pregnancies'));
  await t.user.keyboard('1');
  expect(field('Total Pregnancies')).toHaveValue('1');
  expect(field('Age at First Child')).toHaveValue('22');
  expect(field('Age at Last Child')).toHaveValue('');
  expect(field('Age at Last Child')).toBeDisabled();

  await t.user.tripleClick(field('Total Pregnancies'));
  await t.user.keyboard('0');
  expect(field('Total Pregnancies')).toHaveValue('0');
  expect(field('Age at First Child')).toHaveValue('');
  expect(field('Age at First Child')).toBeDisabled();
  expect(field('Age at Last Child')).toBeDisabled();
});

test('child ages: required when pregnancies call for them, below the participant age, last above first', async () => {
  open();
  await loaded();
  await t.user.type(field('Total Pregnancies'), '2');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please correct validation errors before proceeding.')).toBeInTheDocument();
  expect(await screen.findByText('Age at First Child is required')).toBeInTheDocument();
  expect(screen.getByText('Age at Last Child is required')).toBeInTheDocument();
  await t.user.type(field('Age at First Child'), '45');
  expect(await screen.findByText("Age at First Child must be less than participant's age")).toBeInTheDocument();
  await t.user.clear(field('Age at First Child'));
  await t.user.type(field('Age at First Child'), '25');
  await t.user.type(field('Age at Last Child'), '24');
  expect(await screen.findByText('Age at Last Child must be greater than Age at First Child')).toBeInTheDocument();
  await t.user.clear(field('Age at Last Child'));
  await t.user.type(field('Age at Last Child'), '43');
  expect(
    await screen.findByText("Age at Last Child must be less than participant's age and greater than Age at First Child"),
  ).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/createMedicalHistory')).toHaveLength(0);
});

test('menarche and marriage are checked against the participant age', async () => {
  open();
  await loaded();
  await t.user.type(field('Age at Menarche'), '0');
  expect(field('Age at Menarche')).toHaveValue('');
  await t.user.type(field('Age at Menarche'), '50');
  expect(await screen.findByText("Age at Menarche cannot be greater than participant's age.")).toBeInTheDocument();
  await t.user.type(field('Age at Marriage'), '425');
  expect(field('Age at Marriage')).toHaveValue('42');
  expect(await screen.findByText('Age at Marriage must be less than participant age')).toBeInTheDocument();
});

test('vitals keep to their limits as typed', async () => {
  open();
  await loaded();
  await t.user.type(field('Blood Pressure'), '120/80 mmHg-');
  expect(field('Blood Pressure')).toHaveValue('120/80-');
  await t.user.type(field('Pulse Rate'), '72a34');
  expect(field('Pulse Rate')).toHaveValue('723');
  await t.user.type(field('Weight (Kgs)'), '65.257');
  expect(field('Weight (Kgs)')).toHaveValue('65.25');
  await t.user.clear(field('Weight (Kgs)'));
  await t.user.type(field('Weight (Kgs)'), '1001');
  expect(field('Weight (Kgs)')).toHaveValue('100');
  await t.user.type(field('Height (cms)'), '1605');
  expect(field('Height (cms)')).toHaveValue('160');
});

test('Next saves the record with its multi-select history and moves on', async () => {
  open();
  await loaded();
  await choose(t.user, field('Medical History'), 'Diabetes', 'Hypertension');
  await t.user.type(field('Blood Pressure'), '130/85');
  await t.user.type(field('Weight (Kgs)'), '61.5');
  await t.user.click(within(screen.getByRole('radiogroup', { name: 'Previous History of Surgery' })).getByText('No'));
  await t.user.type(field('Total Pregnancies'), '1');
  await t.user.type(field('Age at First Child'), '24');
  await choose(t.user, field('Have You Ever Undergone Breast/Cervix Screening?'), 'No, I have not undergone either');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/FamilyPersonalDetails'));
  expect(t.server.calls('POST', '/curable/createMedicalHistory')[0].body).toMatchObject({
    id: null,
    candidateId: 501,
    medicalhistory: 'Diabetes,Hypertension',
    bloodPressure: '130/85',
    weight: 61.5,
    historyOfSurgery: false,
    totalPregnancies: 1,
    ageAtFirstChild: 24,
    ageAtLastChild: null,
    currentlyPregant: null,
    undergoneCervicalBreastScrening: 'No, I have not undergone either',
  });
});

test('saved details prefill (type 3) and a later save updates the same record', async () => {
  t.server.on('POST', '/curable/candidatehistoryForPrefil', {
    body: medicalRecord({
      medicalhistory: 'Asthma,Others',
      bloodPressure: '110/70',
      height: 152,
      totalPregnancies: 0,
      currentlyPregant: false,
    }),
  });
  open();
  expect(await screen.findByDisplayValue('110/70')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistoryForPrefil')[0].body).toEqual({ candidateId: 501, type: 3 });
  expect(screen.getByText('Asthma')).toBeInTheDocument();
  expect(field('Total Pregnancies')).toHaveValue('0');
  expect(screen.getByRole('radio', { name: 'No', checked: true })).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Prev' }));
  await waitFor(() => expect(currentPath()).toBe('/ParticipantDetails'));
  expect(t.server.calls('POST', '/curable/createMedicalHistory')[0].body).toMatchObject({
    id: 9,
    medicalhistory: 'Asthma,Others',
    height: 152,
    totalPregnancies: 0,
  });
});

test('opened again, the step shows what is saved now, never what it read on the last visit', async () => {
  t.server.on('POST', '/curable/candidatehistoryForPrefil', { body: medicalRecord({ bloodPressure: '110/70' }) });
  const { unmount } = open();
  expect(await screen.findByDisplayValue('110/70')).toBeInTheDocument();
  unmount();
  t.server.on('POST', '/curable/candidatehistoryForPrefil', { body: medicalRecord({ bloodPressure: '120/80' }) });
  open();
  expect(await screen.findByDisplayValue('120/80')).toBeInTheDocument();
  expect(screen.queryByDisplayValue('110/70')).not.toBeInTheDocument();
});

test('a save the server cannot take now (a 500) is kept on the device and she goes on', async () => {
  t.server.on('POST', '/curable/createMedicalHistory', { status: 500, body: { error: 'x', message: '' } });
  open();
  await loaded();
  await t.user.type(field('Pulse Rate'), '80');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).not.toBeNull());
  const [queued] = await (await loadOutboxSync()).queuedWrites();
  expect(queued).toMatchObject({ step: 'medical', refusal: null, data: expect.objectContaining({ pulseRate: '80' }) });
});

test('a refused save stays on the page with the message', async () => {
  t.server.on('POST', '/curable/createMedicalHistory', refusal(400, 'PULSE', undefined, 'pulseRate'));
  open();
  await loaded();
  await t.user.type(field('Pulse Rate'), '80');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/Pulse rate must be at most 3 digits\./)).toBeInTheDocument();
  expect(currentPath()).toBeNull();
});
