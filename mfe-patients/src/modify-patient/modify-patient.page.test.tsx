/** Modify Patient Information against a real local HTTP server (docs/screens.md §2, docs/api.md §5.4, docs/discrepancies.md §12). */
import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore } from '@screening/shared';
import { ENROLMENT_STEP } from '../paths';
import { pageTests } from '../testing/page-tests';
import { candidate } from '../testing/fixtures';
import { PARTICIPANT, REGISTRATION_MENU, SCREENING_MENU, currentPath, renderPage, signInAs } from '../testing/render-page';
import ModifyPatientPage from './modify-patient.page';

const t = pageTests({ participant: PARTICIPANT });

const field = () => screen.getByLabelText('Search by Patient name/id/mobile');

async function search(text: string) {
  await t.user.type(field(), text);
  await t.user.click(screen.getByRole('button', { name: 'Search' }));
}

test('shows what may be searched above the field, so its placeholder stays short enough for a phone', async () => {
  t.server.on('POST', '/curable/getCandidatesList', { body: [] });
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  expect(screen.getByText('Search by Patient name/id/mobile', { selector: 'label' })).toBeVisible();
  expect(field()).toHaveAttribute('placeholder', 'Name, ID or mobile');
});

test('searches stage 3 and shows each participant with her Registration ID and clinic', async () => {
  t.server.on('POST', '/curable/getCandidatesList', {
    body: [
      candidate({
        id: 601,
        name: 'Ravi Kumar',
        gender: 'MALE',
        age: 51,
        spouseName: 'Malar',
        fatherName: 'Kannan',
        mobileNo: '9123456780',
        registraionId: '3301001007000021',
        registrationId: '3301001007000021',
        campName: 'Kovalam Camp',
      }),
    ],
  });
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  await search('ravi');
  // The open list (an empty search) was read first.
  await waitFor(() =>
    expect(t.server.calls('POST', '/curable/getCandidatesList').at(-1)?.body).toEqual({
      hospitalId: 7,
      search: 'ravi',
      stage: 3,
      roleId: 4,
      userId: 41,
      page: 0,
      size: 50,
    }),
  );
  const card = await screen.findByRole('group', { name: 'Ravi Kumar' });
  for (const [label, value] of [
    ['Individual Name', 'Ravi Kumar'],
    ['Registration ID', '3301001007000021'],
    ['Outreach Clinic', 'Kovalam Camp'],
    ['Age', '51'],
    ['Gender', 'Male'],
    ['Spouse Name', 'Malar'],
    ['Father Name', 'Kannan'],
    ['Mobile No', '9123456780'],
  ]) {
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByText(value)).toBeInTheDocument();
  }
});

test('opens on the participants of her clinics, newest first, with their number; a search narrows them', async () => {
  t.server.on('POST', '/curable/getCandidatesList', (body) =>
    body.search === ''
      ? {
          body: [candidate({ id: 602, name: 'Kamala S' }), candidate({ id: 601, name: 'Ravi Kumar' })],
          headers: { 'X-Total-Count': '2' },
        }
      : { body: [candidate({ id: 601, name: 'Ravi Kumar' })], headers: { 'X-Total-Count': '1' } },
  );
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  expect(await screen.findByRole('heading', { level: 2, name: 'Participants of your outreach clinics (2)' })).toBeInTheDocument();
  expect(screen.getAllByRole('group').map((card) => card.getAttribute('aria-label'))).toEqual(['Kamala S', 'Ravi Kumar']);
  expect(t.server.calls('POST', '/curable/getCandidatesList')[0].body).toMatchObject({ search: '', stage: 3, page: 0 });

  await search('ravi');
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Kamala S' })).not.toBeInTheDocument());
  expect(screen.getByRole('group', { name: 'Ravi Kumar' })).toBeInTheDocument();
});

test('nobody enrolled yet: the open list says so, with no dialog', async () => {
  t.server.on('POST', '/curable/getCandidatesList', { body: [], headers: { 'X-Total-Count': '0' } });
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  expect(await screen.findByText('Nobody is enrolled in your outreach clinics yet.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('her name opens her view (her tests, referral and follow-up)', async () => {
  t.server.on('POST', '/curable/getCandidatesList', { body: [candidate({ id: 601, name: 'Ravi Kumar' })] });
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  await search('ravi');
  const card = await screen.findByRole('group', { name: 'Ravi Kumar' });
  const name = within(card).getByRole('link', { name: 'Ravi Kumar' });
  expect(name).toHaveAttribute('href', '/Participant?id=601');
  await t.user.click(name);
  expect(currentPath()).toBe('/Participant');
});

test('Edit opens the enrolment form on that participant in edit mode', async () => {
  t.server.on('POST', '/curable/getCandidatesList', {
    body: [candidate({ id: 601, name: 'Ravi Kumar', registraionId: '3301001002000009', registrationId: undefined })],
    unlikeTheServer: "the original's CandidateDTO has only the wire's spelling, registraionId",
  });
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  await search('ravi');
  await t.user.click(within(await screen.findByRole('group', { name: 'Ravi Kumar' })).getByRole('button', { name: 'Edit' }));
  expect(currentPath()).toBe('/NewScreeningEnrollment');
  expect(useWorkflowStore.getState().steps[ENROLMENT_STEP]).toEqual({
    candidateId: 601,
    edit: true,
    registrationId: '3301001002000009',
  });
  // Whoever was in progress before is not the participant being edited.
  expect(useWorkflowStore.getState().participant).toBeNull();
});

test('no match shows the No candidates found dialog with Close', async () => {
  t.server.on('POST', '/curable/getCandidatesList', { body: [] });
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  await search('zzzz');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('No candidates found')).toBeInTheDocument();
  expect(within(dialog).getByText('No candidates match your search. Please try a different search term.')).toBeInTheDocument();
  await t.user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a failed search says so; fewer than three characters do not search', async () => {
  t.server.on('POST', '/curable/getCandidatesList', { status: 500, body: { error: 'x', message: '' } });
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  await t.user.type(field(), 'ra');
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  await search('v');
  expect(await screen.findByText('Failed to fetch patients. Please try again later.')).toBeInTheDocument();
});

test('search and Edit need the screening permission', async () => {
  signInAs(t.server, [REGISTRATION_MENU, { ...SCREENING_MENU, privileges: ['VIEW'] }]);
  t.server.on('POST', '/curable/getCandidatesList', { body: [candidate()] });
  const { unmount } = renderPage(<ModifyPatientPage />, '/PatientEdit');
  await search('lak');
  expect(within(await screen.findByRole('group', { name: 'Lakshmi Devi' })).getByRole('button', { name: 'Edit' })).toBeDisabled();
  // A disabled button says why.
  expect(screen.getByText('Editing a participant needs the Edit permission of Screening.')).toBeInTheDocument();
  unmount();
  signInAs(t.server, [REGISTRATION_MENU]);
  renderPage(<ModifyPatientPage />, '/PatientEdit');
  expect(field()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  expect(
    screen.getByText('Searching and editing participants need the View and Edit permissions of Screening.'),
  ).toBeInTheDocument();
});
