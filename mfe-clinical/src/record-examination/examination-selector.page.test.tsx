import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore } from '@screening/shared';
import { installClinicalApi, pending, person } from '../testing/clinical-api';
import {
  BREAST_CLINICAL_ID,
  BREAST_SCREENING_ID,
  CERVICAL_CLINICAL_ID,
  ORAL_SCREENING_ID,
} from '../testing/definitions.test-data';
import { setupUser } from '@screening/shared/testing';
import { refusal, renderPage } from '@screening/shared/testing';
import { MENUS, chooseExamination, clinicalTestServer, navigatedTo, signInStaff } from '../testing/clinical-session';
import ExaminationSelectorPage from './examination-selector.page';

const t = clinicalTestServer(MENUS.nurse, () => [
  person(601, 'Revathi', [
    pending(9201, BREAST_SCREENING_ID),
    pending(9202, ORAL_SCREENING_ID),
    pending(9203, CERVICAL_CLINICAL_ID),
    { ...pending(9204, BREAST_CLINICAL_ID), completed: 1 },
  ]),
]);

const choices = async () => within(await screen.findByRole('radiogroup', { name: 'Select Examination' }, { timeout: 10_000 }));

describe('the examination selector (/ExaminationScreen)', () => {
  it("lists the participant's pending screening and clinical tests, the one in progress chosen", async () => {
    signInStaff(t.server, MENUS.doctor);
    chooseExamination('screening', t.people[0], 'Oral Screening', ORAL_SCREENING_ID, 9202);
    renderPage(<ExaminationSelectorPage />, ['/ExaminationScreen']);
    const list = await choices();
    expect(list.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Breast Screening Screening',
      'Oral Screening Screening',
      'Cervical Clinical Evaluation Clinical evaluation',
    ]);
    expect(list.getByRole('radio', { name: /^Oral Screening/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Participant' })).toHaveTextContent('Revathi 45/FEMALE');
  });

  it('Begin Examination opens the chosen test: the cervical clinical examination form', async () => {
    const user = setupUser();
    signInStaff(t.server, MENUS.doctor);
    chooseExamination('screening', t.people[0], 'Breast Screening', BREAST_SCREENING_ID, 9201);
    renderPage(<ExaminationSelectorPage />, ['/ExaminationScreen']);
    await user.click((await choices()).getByRole('radio', { name: /^Cervical Clinical Evaluation/ }));
    await user.click(screen.getByRole('button', { name: 'Begin Examination' }));
    expect(navigatedTo()).toBe('/DiseaseSpecificDetailsClinical');
    const state = useWorkflowStore.getState();
    expect([state.selectedStage, state.diseaseTestId, state.candidateTestId]).toEqual([
      'Cervical Clinical Evaluation',
      CERVICAL_CLINICAL_ID,
      9203,
    ]);
  });

  it('asks for a choice, and shows a nurse only the screening tests', async () => {
    const user = setupUser();
    signInStaff(t.server, MENUS.nurse);
    chooseExamination('screening', t.people[0], 'Breast Screening', BREAST_SCREENING_ID, 9999);
    renderPage(<ExaminationSelectorPage />, ['/ExaminationScreen']);
    const list = await choices();
    expect(list.getAllByRole('radio')).toHaveLength(2);
    expect(t.server.requests.filter((r) => r.url === '/api/curable/getCandidatesList').map((r) => r.body.stage)).toEqual([1]);
    await user.click(screen.getByRole('button', { name: 'Begin Examination' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an examination to begin.');
    await user.click(list.getByRole('radio', { name: /^Oral Screening/ }));
    await user.click(screen.getByRole('button', { name: 'Begin Examination' }));
    expect(navigatedTo()).toBe('/OralExaminationPage');
  });

  it('shows that it is loading, says when the worklist cannot be read, and Retry reads it again', async () => {
    signInStaff(t.server, MENUS.nurse);
    chooseExamination('screening', t.people[0], 'Breast Screening', BREAST_SCREENING_ID, 9201);
    const worklist = t.server.requests.length;
    t.server.on('POST', '/api/curable/getCandidatesList', () => refusal(400, 'FIELD_REQUIRED', { field: 'search' }, 'search'));
    renderPage(<ExaminationSelectorPage />, ['/ExaminationScreen']);
    expect(screen.getByText('Loading examinations…')).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Failed to load data. Please try again.');
    expect(t.server.requests.length - worklist).toBe(1);

    installClinicalApi(t.server, t.people);
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect((await choices()).getByRole('radio', { name: /^Breast Screening/ })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing is pending, and when no participant is in progress', async () => {
    signInStaff(t.server, MENUS.nurse);
    t.people[0].tests = [];
    chooseExamination('screening', t.people[0], 'Breast Screening', BREAST_SCREENING_ID, 9201);
    const { unmount } = renderPage(<ExaminationSelectorPage />, ['/ExaminationScreen']);
    expect(
      await screen.findByText('No examinations are pending for this participant.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    unmount();
    useWorkflowStore.getState().reset();
    renderPage(<ExaminationSelectorPage />, ['/ExaminationScreen']);
    await waitFor(() =>
      expect(screen.getByText('No participant is selected. Find the participant in the search first.')).toBeInTheDocument(),
    );
  });
});
