import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { useWorkflowStore, type MetricParam, loadOutboxSync } from '@screening/shared';
import { pending, person } from '../testing/clinical-api';
import { BREAST_SCREENING_ID, CERVICAL_SCREENING_ID, ORAL_SCREENING_ID } from '../testing/definitions.test-data';
import { choose, setupUser } from '@screening/shared/testing';
import { refusal, renderPage } from '@screening/shared/testing';
import { MENUS, answerButton, chooseExamination, clinicalTestServer, navigatedTo } from '../testing/clinical-session';
import ScreeningFormPage from './screening-form.page';
import { OUTCOME_STEP } from '../examination';

const t = clinicalTestServer(MENUS.nurse, () => [
  person(501, 'Meena', [
    pending(9001, BREAST_SCREENING_ID),
    pending(9002, ORAL_SCREENING_ID),
    pending(9003, CERVICAL_SCREENING_ID),
  ]),
]);

const saves = () => t.server.requests.filter((r) => r.url === '/api/curable/candidatehistory');
const sentParam = (name: string) =>
  (saves().at(-1)?.body.testMetrics as { params: MetricParam[] }).params.find((p) => p.testName === name);
const finish = () => screen.getByRole('button', { name: 'Finish' });

async function openBreastScreening() {
  chooseExamination('screening', t.people[0], 'Breast Screening', BREAST_SCREENING_ID, 9001);
  renderPage(<ScreeningFormPage />, ['/DiseaseSpecificDetailsScreening']);
  await screen.findByLabelText('Breast Examination', {}, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByText('Loading clinical metrics…')).not.toBeInTheDocument(), { timeout: 10_000 });
}

describe('the disease-specific screening form', () => {
  it('is headed by the stage, names the participant and shows the loader on entry', async () => {
    chooseExamination('screening', t.people[0], 'Breast Screening', BREAST_SCREENING_ID, 9001);
    renderPage(<ScreeningFormPage />, ['/DiseaseSpecificDetailsScreening']);
    expect(screen.getByRole('heading', { name: 'Breast Screening' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Participant' });
    expect(banner).toHaveTextContent('Participant: Meena 45/FEMALE');
    expect(banner).toHaveTextContent('ID: 1203045001000501');
    expect(screen.getByText('Loading clinical metrics…')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText('Loading clinical metrics…'), { timeout: 10_000 });
    expect(t.server.requests.find((r) => r.url === `/api/curable/getMetricsById/${BREAST_SCREENING_ID}`)).toBeDefined();
    expect(t.server.requests.find((r) => r.url === '/api/curable/candidatehistoryForPrefil')?.body).toMatchObject({
      candidateId: 501,
      type: 7,
      diseaseTypeId: BREAST_SCREENING_ID,
    });
  });

  it('shows conditional fields by the answers and drops the answers of fields it hides', async () => {
    const user = setupUser();
    await openBreastScreening();
    expect(screen.queryByRole('radiogroup', { name: 'Referral' })).not.toBeInTheDocument();
    await choose(user, 'Breast Examination', 'Yes');
    await answerButton(user, 'Referral', 'Yes');
    expect(screen.getByLabelText('Referred for')).toBeInTheDocument();
    await choose(user, 'Referred for', 'USG breast');
    await answerButton(user, 'Referral', 'No');
    expect(screen.queryByLabelText('Referred for')).not.toBeInTheDocument();
    await answerButton(user, 'Symptoms', 'No');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'));
    expect(sentParam('Referral')?.selectedValues).toEqual(['No']);
    expect(sentParam('Referred for')?.selectedValues).toEqual([]);
  });

  it('keeps Finish disabled with the reason while a required field is empty, and shows the missing fields', async () => {
    const user = setupUser();
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'Yes');
    expect(finish()).toBeDisabled();
    const reason = screen.getByText('Finish is available once every required field (*) is answered.');
    expect(finish()).toHaveAttribute('aria-describedby', reason.closest('[id]')?.id);

    await user.click(screen.getByRole('button', { name: 'Show missing fields' }));
    const symptoms = screen.getByRole('radiogroup', { name: 'Symptoms' }).closest('.ant-form-item') as HTMLElement;
    expect(within(symptoms).getByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);

    await answerButton(user, 'Symptoms', 'Yes');
    expect(within(symptoms).queryByRole('alert')).not.toBeInTheDocument();
    await answerButton(user, 'Referral', 'Yes');
    expect(finish()).toBeDisabled();
    await choose(user, 'Referred for', 'Baseline mammogram');
    expect(finish()).toBeEnabled();
    expect(screen.queryByText(/Finish is available once/)).not.toBeInTheDocument();
  });

  it('Save sends an incomplete record with the real participant, hospital and test; Finish a complete one', async () => {
    const user = setupUser();
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'Not now');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'));
    expect(saves()[0].body).toMatchObject({
      candidateId: 501,
      type: 1,
      stage: 'Breast Screening',
      completed: 0,
      diseaseTestMasterId: BREAST_SCREENING_ID,
      candidateTestId: 9001,
      hospitalId: 1,
      gender: 'FEMALE',
    });
    expect(sentParam('Breast Examination')?.selectedValues).toEqual(['Not now']);
    expect(useWorkflowStore.getState().drafts).toEqual({});
  });

  it('Finish sends completed 1', async () => {
    const user = setupUser();
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'No');
    await user.click(finish());
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'));
    expect(saves()[0].body).toMatchObject({ type: 1, completed: 1, diseaseTestMasterId: BREAST_SCREENING_ID });
    expect(useWorkflowStore.getState().steps[OUTCOME_STEP]).toMatchObject({ referred: false });
  });

  it('Finish with a referral offers her slip on the next page', async () => {
    const user = setupUser();
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'Yes');
    await answerButton(user, 'Symptoms', 'No');
    await answerButton(user, 'Referral', 'Yes');
    await choose(user, 'Referred for', 'USG breast');
    await user.click(finish());
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'));
    expect(useWorkflowStore.getState().steps[OUTCOME_STEP]).toMatchObject({ candidateId: 501, referred: true });
  });

  it('a record the server cannot take now (a 503) is kept on the device, and the page moves on', async () => {
    const user = setupUser();
    t.api.failSavesWith = { status: 503, body: { error: 'Service Unavailable', message: '' } };
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'Yes');
    await answerButton(user, 'Symptoms', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'), { timeout: 10_000 });
    const [queued] = await (await loadOutboxSync()).queuedWrites();
    expect(queued).toMatchObject({ step: 'test', detail: 'Breast Screening', refusal: null });
    expect(queued?.data).toMatchObject({ candidateId: 501, completed: 0, diseaseTestMasterId: BREAST_SCREENING_ID });
  });

  it("shows the server's reason when it refuses the record", async () => {
    const user = setupUser();
    t.api.failSavesWith = refusal(409, 'TEST_FINISHED', { kind: 'screening' }, 'completed');
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'Not now');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'This screening test is already finished; a finished result cannot be changed. Your answers are kept on this page.',
      ),
    ).toBeInTheDocument();
    // The answers stay, and the form may be saved again.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByLabelText('Breast Examination')).toBeEnabled();
    expect(Object.values(useWorkflowStore.getState().drafts)).toEqual([{ 'Breast Examination': ['Not now'] }]);
    t.api.failSavesWith = null;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'));
    expect(saves()).toHaveLength(2);
  });

  it('disables Save and Finish and the answers while a save is under way, Save showing it is busy', async () => {
    const user = setupUser();
    let release = () => {};
    t.api.holdSaves = new Promise<void>((resolve) => (release = resolve));
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'No');
    expect(finish()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const save = screen.getByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    expect(save).toBeDisabled();
    expect(finish()).toBeDisabled();
    expect(finish()).not.toHaveClass('ant-btn-loading');
    expect(screen.getByLabelText('Breast Examination')).toBeDisabled();
    release();
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'));
    expect(saves().map((request) => request.body.completed)).toEqual([0]);
  });

  it('shows Finish, not Save, busy while a finish is under way', async () => {
    const user = setupUser();
    let release = () => {};
    t.api.holdSaves = new Promise<void>((resolve) => (release = resolve));
    await openBreastScreening();
    await choose(user, 'Breast Examination', 'No');
    await user.click(finish());
    await waitFor(() => expect(screen.getByRole('button', { name: /Finish/ })).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveClass('ant-btn-loading');
    release();
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageScreeningFInal'));
    expect(saves().map((request) => request.body.completed)).toEqual([1]);
  });

  it('prefills saved answers and keeps a change as a draft in the workflow store', async () => {
    t.people[0].tests[0].testResult = {
      params: [
        { testName: 'Breast Examination', valueType: 'SingleSelect', selectedValues: ['Yes'] },
        { testName: 'Symptoms', valueType: 'Button', selectedValues: ['No'] },
      ],
    };
    await openBreastScreening();
    expect(within(screen.getByRole('radiogroup', { name: 'Symptoms' })).getByRole('radio', { name: 'No' })).toBeChecked();
    await answerButton(setupUser(), 'Symptoms', 'Yes');
    expect(JSON.stringify(useWorkflowStore.getState().drafts)).toContain('"Symptoms":["Yes"]');
    expect(sessionStorage.getItem('screening-workflow')).toContain('"Symptoms":["Yes"]');
  });

  it('reopens after a reload with the draft, not the older saved answer', async () => {
    t.people[0].tests[0].testResult = {
      params: [
        { testName: 'Breast Examination', valueType: 'SingleSelect', selectedValues: ['Yes'] },
        { testName: 'Symptoms', valueType: 'Button', selectedValues: ['No'] },
      ],
    };
    useWorkflowStore
      .getState()
      .saveDraft(`clinical.screening.501.${BREAST_SCREENING_ID}`, { 'Breast Examination': ['Yes'], Symptoms: ['Yes'] });
    await openBreastScreening();
    expect(within(screen.getByRole('radiogroup', { name: 'Symptoms' })).getByRole('radio', { name: 'Yes' })).toBeChecked();
  });

  it('gives the reason when a clinical evaluation answer is No', async () => {
    const user = setupUser();
    chooseExamination('screening', t.people[0], 'Oral Screening', ORAL_SCREENING_ID, 9002);
    renderPage(<ScreeningFormPage />, ['/DiseaseSpecificDetailsScreening']);
    await screen.findByRole('radiogroup', { name: 'Oral Examination' }, { timeout: 10_000 });
    await answerButton(user, 'Oral Examination', 'No');
    expect(finish()).toBeEnabled();
    await answerButton(user, 'Needs clinical evaluation', 'No');
    expect(finish()).toBeDisabled();
    expect(
      screen.getByText("Finish is not available while clinical evaluation is answered 'No'. Save keeps the test open."),
    ).toBeInTheDocument();
  });

  it("gives the reason when a cervical sub-test is 'Not now'", async () => {
    const user = setupUser();
    chooseExamination('screening', t.people[0], 'Cervical Screening', CERVICAL_SCREENING_ID, 9003);
    renderPage(<ScreeningFormPage />, ['/DiseaseSpecificDetailsScreening']);
    expect(screen.getByRole('heading', { name: 'Cervical Screening' })).toBeInTheDocument();
    await screen.findByRole('radiogroup', { name: 'Cervical Screening' }, { timeout: 10_000 });
    await answerButton(user, 'Cervical Screening', 'Yes');
    await answerButton(user, 'HR-HPV DNA', 'Not now');
    expect(finish()).toBeDisabled();
    expect(
      screen.getByText(
        "Finish is not available while HR-HPV DNA, Cytology or Visual Test is 'Not now'. Save keeps the test open.",
      ),
    ).toBeInTheDocument();
    await answerButton(user, 'HR-HPV DNA', 'Yes');
    expect(finish()).toBeEnabled();
  });

  it('shows the loader again briefly when Breast Examination changes', async () => {
    const user = setupUser();
    await openBreastScreening();
    // 200 ms is shorter than a busy test machine's click: watch for the loader rather than race it.
    let shown = false;
    const watcher = new MutationObserver(() => {
      shown ||= document.body.textContent?.includes('Loading clinical metrics…') ?? false;
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
    await choose(user, 'Breast Examination', 'No');
    await waitFor(() => expect(screen.queryByText('Loading clinical metrics…')).not.toBeInTheDocument());
    watcher.disconnect();
    expect(shown).toBe(true);
  });

  it('sends the user back to the search when no participant is in progress', async () => {
    renderPage(<ScreeningFormPage />, ['/DiseaseSpecificDetailsScreening']);
    expect(screen.getByText('No participant is selected. Find the participant in the search first.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Search participants' }));
    expect(navigatedTo()).toBe('/PatientSearchPage');
  });
});
