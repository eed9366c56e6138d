/** Patient Registration clinic search against a real local HTTP server (docs/screens.md §2, §6, docs/discrepancies.md §35). */
import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore, type CustomMenuDTO } from '@screening/shared';
import { ENROLMENT_STEP } from '../paths';
import { pageTests } from '../testing/page-tests';
import { camp } from '../testing/fixtures';
import { PARTICIPANT, REGISTRATION_MENU, currentPath, renderPage, signInAs } from '../testing/render-page';
import FindClinicPage from './find-clinic.page';

const OUTREACH_CLINIC_MENU: CustomMenuDTO = {
  menu: 'Outreach Clinic',
  menuOrder: 1,
  url: '/Outrich Clinic',
  privileges: ['CREATE', 'VIEW', 'EDIT'],
};

const t = pageTests();

const KOVALAM = camp();
const MAHABS = camp({
  campId: 52,
  id: 52,
  campIdPrefix: '3301001',
  campName: 'Mahabalipuram Camp',
  panchayatName: 'Mamallapuram',
  displayEndDate: '2026-03-31',
});

async function search(text: string) {
  await t.user.type(screen.getByLabelText('Enter Clinic ID or Name'), text);
  await t.user.click(screen.getByRole('button', { name: 'Search' }));
}

test('searches active clinics as the signed-in user and shows each clinic', async () => {
  t.server.on('POST', '/curable/activecamp', { body: [KOVALAM, MAHABS] });
  renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  await search('camp');
  const card = await screen.findByRole('group', { name: 'Mahabalipuram Camp' });
  expect(t.server.calls('POST', '/curable/activecamp')[0].body).toEqual({
    search: 'camp',
    userId: 41,
    roleId: 4,
    hospitalId: 7,
    stage: 1,
  });
  for (const text of [
    '3301001',
    'Mamallapuram',
    'Tamil Nadu',
    'Chengalpattu',
    'Thiruporur',
    '603112',
    '22/10/2025',
    '31/03/2026',
  ]) {
    expect(within(card).getByText(text)).toBeInTheDocument();
  }
  for (const label of [
    'Outreach Clinic ID',
    'Name',
    'Pincode',
    'State Name',
    'District Name',
    'Taluk Name',
    'Panchayat/Village Name',
    'Start Date',
    'End Date',
  ]) {
    expect(within(card).getByText(label)).toBeInTheDocument();
  }
});

test('Start Registration registers into the clinic whose card was pressed, not the last one', async () => {
  t.server.on('POST', '/curable/activecamp', { body: [MAHABS, KOVALAM] });
  useWorkflowStore.getState().setParticipant(PARTICIPANT);
  useWorkflowStore.getState().setStep(ENROLMENT_STEP, { candidateId: 501, registrationId: 'x', edit: true });
  renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  await search('camp');
  const card = await screen.findByRole('group', { name: 'Mahabalipuram Camp' });
  await t.user.click(within(card).getByRole('button', { name: 'Start Registration' }));
  expect(currentPath()).toBe('/NewScreeningEnrollment');
  const state = useWorkflowStore.getState();
  expect(state.clinic?.campId).toBe(52);
  // A new registration starts afresh.
  expect(state.participant).toBeNull();
  expect(state.steps[ENROLMENT_STEP]).toBeUndefined();
});

test('nothing found asks one who may create clinics to create one; Yes opens the creation, No closes', async () => {
  t.server.on('POST', '/curable/activecamp', { body: [] });
  signInAs(t.server, [REGISTRATION_MENU, OUTREACH_CLINIC_MENU]);
  renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  await search('nowhere');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('This Outreach Clinic does not exist')).toBeInTheDocument();
  expect(within(dialog).getByText('Do you want to create a new Outreach Clinic?')).toBeInTheDocument();
  await t.user.click(within(dialog).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await t.user.click(screen.getByRole('button', { name: 'Search' }));
  await t.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  expect(currentPath()).toBe('/create-outreach-clinic');
});

test('nothing found, for one who may not create clinics: said on the page, no offer to create', async () => {
  t.server.on('POST', '/curable/activecamp', { body: [] });
  renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  await search('nowhere');
  expect(await screen.findByText('This Outreach Clinic does not exist')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText('Do you want to create a new Outreach Clinic?')).not.toBeInTheDocument();
});

test('a failed search says so', async () => {
  t.server.on('POST', '/curable/activecamp', { status: 500, body: { error: 'Internal Server Error', message: '' } });
  renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  await search('camp');
  expect(await screen.findByText('Failed to fetch clinic details. Please try again.')).toBeInTheDocument();
});

test('Start Registration needs CREATE and the search needs VIEW on Patient Registration', async () => {
  t.server.on('POST', '/curable/activecamp', { body: [KOVALAM] });
  signInAs(t.server, [{ ...REGISTRATION_MENU, privileges: ['VIEW'] }]);
  const { unmount } = renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  await search('kov');
  const card = await screen.findByRole('group', { name: 'Kovalam Camp' });
  expect(within(card).getByRole('button', { name: 'Start Registration' })).toBeDisabled();
  unmount();
  signInAs(t.server, [{ ...REGISTRATION_MENU, privileges: ['CREATE'] }]);
  renderPage(<FindClinicPage />, '/PatientRegistrationSearch');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
});
