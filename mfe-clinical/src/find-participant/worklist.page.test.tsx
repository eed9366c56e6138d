import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore, type MetricGroup } from '@screening/shared';
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
import ReferralWorklistPage from './referral-worklist.page';
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

const worklistCalls = () => t.server.requests.filter((r) => r.url === '/api/curable/getCandidatesList').map((r) => r.body);
const names = () => screen.getAllByRole('group').map((group) => group.getAttribute('aria-label')?.split(' ')[0]);

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

describe('the clinic filter', () => {
  beforeEach(() => {
    t.people.push(person(504, 'Meera', [pending(9005, BREAST_SCREENING_ID)], { campId: 8 }));
  });
  const clinicSelect = () => screen.getByRole('combobox', { name: 'Outreach Clinic' });

  it('offers the clinics someone waits in, and narrows the open list and the search to the one chosen', async () => {
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    expect(await screen.findByRole('heading', { name: 'Waiting for screening (3)' })).toBeInTheDocument();
    expect(screen.getByText('All my outreach clinics')).toBeInTheDocument();
    // Without a clinic the call is the one the original client makes: no campId.
    expect(worklistCalls()[0]).not.toHaveProperty('campId');
    expect(t.server.requests.find((r) => r.url === '/api/curable/getWorklistClinics')?.body).toEqual({ stage: 1 });

    await choose(user, clinicSelect(), 'Clinic 8 (1203008) · 1 waiting');
    expect(await screen.findByRole('heading', { name: 'Waiting for screening (1)' })).toBeInTheDocument();
    expect(names()).toEqual(['Meera']);
    expect(worklistCalls().at(-1)).toMatchObject({ search: '', stage: 1, campId: 8, page: 0 });

    await search('Mee');
    await waitFor(() => expect(worklistCalls().at(-1)).toMatchObject({ search: 'Mee', campId: 8 }));
    expect(names()).toEqual(['Meera']);

    // Another clinic runs the same search again there; "all" drops the filter.
    await choose(user, clinicSelect(), 'Clinic 7 (1203007) · 2 waiting');
    await waitFor(() => expect(worklistCalls().at(-1)).toMatchObject({ search: 'Mee', campId: 7 }));
    await waitFor(() => expect(names()).toEqual(['Meena', 'Meenal']));
    await choose(user, clinicSelect(), 'All my outreach clinics');
    await waitFor(() => expect(names()).toEqual(['Meena', 'Meenal', 'Meera']));
    expect(worklistCalls().at(-1)).not.toHaveProperty('campId');
  });

  it('says when nobody waits in the chosen clinic', async () => {
    t.server.on('POST', '/api/curable/getCandidatesList', ({ body }) => ({
      status: 200,
      body: body.campId === 8 ? [] : [listItem(t.people[0], 'SCREENING')],
    }));
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    await choose(user, clinicSelect(), 'Clinic 8 (1203008) · 1 waiting');
    expect(await screen.findByText('Nobody in this outreach clinic is waiting for screening.')).toBeInTheDocument();
  });

  it('when the clinics cannot be read, offers all of them and the worklist still works', async () => {
    t.server.on('POST', '/api/curable/getWorklistClinics', () => ({
      status: 500,
      body: { error: 'Internal Server Error', message: '' },
    }));
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    expect(await screen.findByRole('heading', { name: 'Waiting for screening (3)' })).toBeInTheDocument();
    await user.click(clinicSelect());
    expect(await screen.findByRole('option', { name: 'All my outreach clinics' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is disabled, and reads no clinics, without the permission to work the list', () => {
    signInStaff(t.server, MENUS.viewer);
    renderPage(<ScreeningWorklistPage />, ['/PatientSearchPage']);
    expect(clinicSelect()).toBeDisabled();
    expect(t.server.requests.some((r) => r.url === '/api/curable/getWorklistClinics')).toBe(false);
  });
});

describe('the referral worklist (/ReferralSearchPage)', () => {
  beforeEach(() => {
    // Her clinical evaluation was saved once: on the clinical worklist, no longer on the referral one.
    t.people.push(person(505, 'Meenu', [pending(9006, BREAST_CLINICAL_ID, { params: [] } as unknown as MetricGroup)]));
  });

  it('is titled Referral to Hospital and lists the referred whose clinical evaluation has not begun', async () => {
    signInStaff(t.server, MENUS.referralOnly);
    renderPage(<ReferralWorklistPage />, ['/ReferralSearchPage']);
    expect(screen.getByRole('heading', { name: 'Referral to Hospital' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Clinical Evaluation' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Referred, not yet evaluated (1)' })).toBeInTheDocument();
    expect(names()).toEqual(['Meenakshi']);
    expect(worklistCalls()[0]).toMatchObject({ search: '', stage: 4 });

    await user.click(within(card('Meenakshi')).getByRole('button', { name: 'Next' }));
    expect(navigatedTo()).toBe('/DynamicScreen');
    expect(useWorkflowStore.getState().steps).toMatchObject({ 'clinical.examination': { kind: 'clinical', candidateId: 502 } });
  });

  it('the clinical worklist keeps those whose evaluation has begun', async () => {
    renderPage(<ClinicalWorklistPage />, ['/ClinicSearchPage']);
    expect(await screen.findByRole('heading', { name: 'Waiting for clinical evaluation (2)' })).toBeInTheDocument();
    expect(names()).toEqual(['Meenakshi', 'Meenu']);
  });

  it('says when nobody referred is waiting', async () => {
    t.server.on('POST', '/api/curable/getCandidatesList', () => ({ status: 200, body: [] }));
    renderPage(<ReferralWorklistPage />, ['/ReferralSearchPage']);
    expect(
      await screen.findByText('Nobody referred from your outreach clinics is waiting for clinical evaluation.'),
    ).toBeInTheDocument();
  });
});
