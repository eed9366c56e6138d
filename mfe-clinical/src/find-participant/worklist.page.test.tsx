import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore } from '@screening/shared';
import { listItem, pending, person } from '../testing/clinical-api';
import {
  BREAST_CLINICAL_ID,
  BREAST_SCREENING_ID,
  CERVICAL_CLINICAL_ID,
  ORAL_SCREENING_ID,
} from '../testing/definitions.test-data';
import { renderPage } from '@screening/shared/testing';
import { choose, setupUser, type User } from '@screening/shared/testing';
import { MENUS, clinicalTestServer, navigatedTo, signInStaff } from '../testing/clinical-session';
import ClinicalWorklistPage from './clinical-worklist.page';
import ScreeningWorklistPage from './screening-worklist.page';

const t = clinicalTestServer(MENUS.doctor, () => [
  person(501, 'Meena', [pending(9001, BREAST_SCREENING_ID), pending(9002, ORAL_SCREENING_ID)]),
  person(502, 'Meenakshi', [pending(9003, CERVICAL_CLINICAL_ID), pending(9004, BREAST_CLINICAL_ID)]),
  person(503, 'Meenal', []),
]);

let user: User;
beforeEach(() => {
  user = setupUser();
});

const card = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name} `) });

async function search(text: string) {
  await user.type(screen.getByLabelText('Search by Patient name/id/mobile'), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('the screening worklist (/PatientSearchPage)', () => {
  it('opens on those waiting, with their number, before anything is typed', async () => {
    t.server.on('POST', '/api/curable/getCandidatesList', (request) => ({
      status: 200,
      headers: { 'X-Total-Count': '120' },
      body: request.body.search === '' ? [listItem(person(501, 'Meena', [pending(9001, BREAST_SCREENING_ID)]), 'SCREENING')] : [],
    }));
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    expect(await screen.findByRole('heading', { name: 'Waiting for screening (120)' })).toBeInTheDocument();
    expect(card('Meena')).toBeInTheDocument();
    expect(t.server.requests.find((r) => r.url === '/api/curable/getCandidatesList')?.body).toMatchObject({
      search: '',
      page: 0,
    });
    // A search that finds nobody says so, and no longer shows the waiting list's title.
    await search('Nobody');
    expect(await screen.findByText('No patient found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Waiting for screening/ })).not.toBeInTheDocument();
  });

  it('says when nobody is waiting', async () => {
    t.server.on('POST', '/api/curable/getCandidatesList', () => ({ status: 200, body: [] }));
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    expect(await screen.findByText('Nobody in your outreach clinics is waiting for screening.')).toBeInTheDocument();
  });

  it('lists participants with their pending tests, the first preselected with a normalised label', async () => {
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    expect(screen.getByRole('heading', { name: 'Screening' })).toBeInTheDocument();
    await search('Meena');
    const meena = await waitFor(() => card('Meena'));
    expect(within(meena).getByText('1203045001000501')).toBeInTheDocument();
    expect(within(meena).getByText('Breast Screening')).toBeInTheDocument();

    // The page opened on the waiting list (Meena is on it); the search is a call of its own.
    const sent = await waitFor(() => {
      const found = t.server.requests.find((r) => r.url === '/api/curable/getCandidatesList' && r.body.search !== '');
      expect(found).toBeDefined();
      return found;
    });
    expect(sent?.body).toEqual({ search: 'Meena', stage: 1, hospitalId: 1, roleId: 6, userId: 21, page: 0, size: 50 });
    expect(sent?.authorization).toBe('Bearer token-abc');
  });

  it('Next keeps the participant, the stage and the test in the workflow store and opens the screening form', async () => {
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    await search('Meena');
    const meena = await waitFor(() => card('Meena'));
    await choose(user, within(meena).getByRole('combobox'), 'Oral Screening');
    await user.click(within(meena).getByRole('button', { name: 'Next' }));

    expect(navigatedTo()).toBe('/DiseaseSpecificDetailsScreening');
    const state = useWorkflowStore.getState();
    expect(state.participant).toEqual({
      id: 501,
      name: 'Meena',
      registrationId: '1203045001000501',
      age: 45,
      gender: 'FEMALE',
      campId: 7,
    });
    expect(state.selectedStage).toBe('Oral Screening');
    expect(state.diseaseTestId).toBe(ORAL_SCREENING_ID);
    expect(state.candidateTestId).toBe(9002);
    // sessionStorage holds it, so a reload resumes here.
    expect(sessionStorage.getItem('screening-workflow')).toContain('"selectedStage":"Oral Screening"');
  });

  it('asks for a stage when none is chosen, and stays', async () => {
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    await search('Meena');
    const meenal = await waitFor(() => card('Meenal'));
    await user.click(within(meenal).getByRole('button', { name: 'Next' }));
    expect(within(meenal).getByRole('alert')).toHaveTextContent('Please select a stage before proceeding.');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(useWorkflowStore.getState().participant).toBeNull();
  });

  it('says when nobody matches and when the search fails', async () => {
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    await search('Zebra');
    expect(await screen.findByText('No patient found')).toBeInTheDocument();
    t.server.on('POST', '/api/curable/getCandidatesList', () => ({
      status: 500,
      body: { error: 'Internal Server Error', message: '' },
    }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Failed to fetch patients. Please try again later.')).toBeInTheDocument();
  });

  it('disables the search without CREATE, VIEW and EDIT on /screening', () => {
    signInStaff(t.server, MENUS.viewer);
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    expect(screen.getByLabelText('Search by Patient name/id/mobile')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByText(/need the View, Create and Edit permissions of Screening/)).toBeInTheDocument();
  });

  it('from a server that pages: the first 50, how many in all, and the next page on Show more', async () => {
    t.server.on('POST', '/api/curable/getCandidatesList', (request) => ({
      status: 200,
      headers: { 'X-Total-Count': '51' },
      body:
        request.body.page === 0
          ? Array.from({ length: 50 }, (_, i) =>
              listItem(person(1000 + i, `Meena ${i}`, [pending(9100 + i, BREAST_SCREENING_ID)]), 'SCREENING'),
            )
          : [listItem(person(1050, 'Meena 50', [pending(9150, BREAST_SCREENING_ID)]), 'SCREENING')],
    }));
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    await search('Meena');
    expect(await screen.findByText('Showing 50 of 51')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(51));
    const pages = t.server.requests
      .filter((r) => r.url === '/api/curable/getCandidatesList' && r.body.search === 'Meena')
      .map((r) => r.body.page);
    expect(pages).toEqual([0, 1]);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('the clinical worklist (/ClinicSearchPage)', () => {
  it('lists referred participants with their clinical tests sorted by stage and opens /DynamicScreen', async () => {
    renderPage(<ClinicalWorklistPage />, ['/ClinicSearchPage']);
    expect(screen.getByRole('heading', { name: 'Clinical Evaluation' })).toBeInTheDocument();
    await search('Meena');
    const meenakshi = await waitFor(() => card('Meenakshi'));
    expect(screen.queryByRole('group', { name: /^Meena 1203/ })).not.toBeInTheDocument();
    expect(t.server.requests.find((r) => r.url === '/api/curable/getCandidatesList')?.body.stage).toBe(2);
    expect(within(meenakshi).getByText('Breast Clinical Evaluation')).toBeInTheDocument();

    await user.click(within(meenakshi).getByRole('button', { name: 'Next' }));
    expect(navigatedTo()).toBe('/DynamicScreen');
    const state = useWorkflowStore.getState();
    expect([state.selectedStage, state.diseaseTestId, state.candidateTestId]).toEqual([
      'Breast Clinical Evaluation',
      BREAST_CLINICAL_ID,
      9004,
    ]);
  });

  it('lets a member of staff with only Referral to Hospital work the list', async () => {
    signInStaff(t.server, MENUS.referralOnly);
    renderPage(<ClinicalWorklistPage />, ['/ClinicSearchPage']);
    await search('Meenakshi');
    expect(await screen.findByRole('group', { name: /^Meenakshi / })).toBeInTheDocument();
  });
});
