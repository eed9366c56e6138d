import { screen, waitFor, within } from '@testing-library/react';
import { formatMetricDate, useWorkflowStore, type MetricGroup, type MetricParam } from '@screening/shared';
import { pending, person } from '../testing/clinical-api';
import { BREAST_CLINICAL_ID, CERVICAL_CLINICAL_ID } from '../testing/definitions.test-data';
import { setupUser, typeDate } from '@screening/shared/testing';
import { renderPage, type HistoryEntry } from '@screening/shared/testing';
import { MENUS, answerButton, chooseExamination, clinicalTestServer, navigatedTo } from '../testing/clinical-session';
import ClinicalFormPage from './clinical-form.page';
import DiseaseClinicalPage from './disease-clinical.page';

const t = clinicalTestServer(MENUS.doctor, () => [
  person(502, 'Lakshmi', [pending(9101, BREAST_CLINICAL_ID), pending(9102, CERVICAL_CLINICAL_ID)]),
]);

const saves = () => t.server.requests.filter((r) => r.url === '/api/curable/candidatehistory');
const sentNames = () => (saves().at(-1)?.body.testMetrics as { params: MetricParam[] }).params.map((p) => p.testName);
const finish = () => screen.getByRole('button', { name: 'Finish' });
const dateInput = () => screen.getByLabelText('Mammogram Report Date');

async function openBreastClinical() {
  chooseExamination('clinical', t.people[0], 'Breast Clinical Evaluation', BREAST_CLINICAL_ID, 9101);
  renderPage(<ClinicalFormPage />, ['/DynamicScreen']);
  await screen.findByRole('radiogroup', { name: 'Breast Clinical Examination' }, { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByText('Loading clinical metrics…')).not.toBeInTheDocument(), { timeout: 10_000 });
}

describe('the clinical evaluation form (/DynamicScreen)', () => {
  it('is titled by the stage, renders buttons and required markers, and leaves out Referred for', async () => {
    const user = setupUser();
    await openBreastClinical();
    expect(screen.getByRole('heading', { name: 'Breast Clinical Evaluation' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Participant' })).toHaveTextContent('Lakshmi 45/FEMALE');
    const examination = screen.getByRole('radiogroup', { name: 'Breast Clinical Examination' });
    expect(
      within(examination)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Yes', 'No']);
    expect(screen.getByText('Breast Clinical Examination').closest('label')).toHaveClass('ant-form-item-required');
    await answerButton(user, 'Breast Clinical Examination', 'Yes');
    expect(screen.getByRole('radiogroup', { name: 'Followup Advice' })).toBeInTheDocument();
    expect(screen.getByText('Followup Advice').closest('label')).not.toHaveClass('ant-form-item-required');
    expect(screen.queryByText('Referred for')).not.toBeInTheDocument();
  });

  it('refuses a future date, keeps Finish disabled until every required field is answered, and finishes', async () => {
    const user = setupUser();
    await openBreastClinical();
    await answerButton(user, 'Breast Clinical Examination', 'Yes');
    await user.click(screen.getByLabelText('Mammogram'));
    await user.paste('BIRADS 2');
    expect(finish()).toBeDisabled();
    expect(screen.getByText('Finish is available once every required field (*) is answered.')).toBeInTheDocument();

    const nextYear = new Date();
    nextYear.setFullYear(nextYear.getFullYear() + 1);
    await typeDate(user, dateInput(), (formatMetricDate(nextYear) as string).replaceAll('-', '/'));
    expect(finish()).toBeDisabled();
    expect(JSON.stringify(useWorkflowStore.getState().drafts)).not.toContain(String(nextYear.getFullYear()));

    await typeDate(user, dateInput(), '05/03/2024');
    await waitFor(() => expect(finish()).toBeEnabled());
    await user.click(finish());
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageClinicalFInal'));
    expect(saves()[0].body).toMatchObject({
      candidateId: 502,
      type: 3,
      stage: 'Breast Clinical Evaluation',
      completed: 1,
      diseaseTestMasterId: BREAST_CLINICAL_ID,
      hospitalId: 1,
      gender: 'FEMALE',
    });
    const dateParam = (saves()[0].body.testMetrics as { params: MetricParam[] }).params.find(
      (p) => p.testName === 'Mammogram Report Date',
    );
    expect(dateParam?.selectedValues).toEqual(['05-03-2024']);
    expect(sentNames()).not.toContain('Referred for');
  });

  it('shows a future date kept from before and will not finish with it', async () => {
    const user = setupUser();
    useWorkflowStore.getState().saveDraft(`clinical.clinical.502.${BREAST_CLINICAL_ID}`, {
      'Breast Clinical Examination': ['Yes'],
      Mammogram: ['BIRADS 1'],
      'Mammogram Report Date': ['01-01-2999'],
    });
    await openBreastClinical();
    expect(screen.getByText('Date cannot be in the future.')).toBeInTheDocument();
    // jsdom does not scroll: the refused Finish must ask the field in error to come into view.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      await user.click(finish());
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(dateInput().closest('.ant-form-item'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
    expect(within(dateInput().closest('.ant-form-item') as HTMLElement).getByRole('alert')).toHaveTextContent(
      'Date cannot be in the future.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves()).toHaveLength(0);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says at once that a UHID takes at most 20 characters, and Save sends none longer', async () => {
    const user = setupUser();
    await openBreastClinical();
    await answerButton(user, 'Breast Clinical Examination', 'Yes');
    await user.click(screen.getByLabelText('UHID'));
    await user.paste('CI-2026-'.repeat(50));
    expect(await screen.findByText('UHID must be at most 20 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves()).toHaveLength(0);

    await user.clear(screen.getByLabelText('UHID'));
    await user.paste('CI-2026-000012345678');
    expect(screen.queryByText('UHID must be at most 20 characters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageClinicalFInal'));
    const uhid = (saves()[0].body.testMetrics as { params: MetricParam[] }).params.find((p) => p.testName === 'UHID');
    expect(uhid?.selectedValues).toEqual(['CI-2026-000012345678']);
  });

  it('Save records the evaluation as incomplete', async () => {
    const user = setupUser();
    await openBreastClinical();
    await answerButton(user, 'Breast Clinical Examination', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigatedTo()).toBe('/SuccessMessageClinicalFInal'));
    expect(saves()[0].body).toMatchObject({ type: 3, completed: 0, diseaseTestMasterId: BREAST_CLINICAL_ID });
  });

  it('a finished evaluation opened again is shown as recorded, with no Save or Finish and no draft over it', async () => {
    const test = t.people[0].tests[0];
    test.completed = 1;
    test.testResult = { params: [{ testName: 'Breast Clinical Examination', selectedValues: ['No'] }] } as MetricGroup;
    useWorkflowStore
      .getState()
      .saveDraft(`clinical.clinical.502.${BREAST_CLINICAL_ID}`, { 'Breast Clinical Examination': ['Yes'] });
    await openBreastClinical();
    expect(
      screen.getByText('This test is finished. Its answers are shown as recorded and can no longer be changed.'),
    ).toBeInTheDocument();
    const no = within(screen.getByRole('radiogroup', { name: 'Breast Clinical Examination' })).getByRole('radio', { name: 'No' });
    expect(no).toBeChecked();
    expect(no).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
  });
});

describe('the disease-specific clinical details (/DiseaseSpecificDetailsClinical)', () => {
  it('?disease=cervical opens the cervical examination form of the participant in progress', async () => {
    chooseExamination('clinical', t.people[0], 'Breast Clinical Evaluation', BREAST_CLINICAL_ID, 9101);
    renderPage(<DiseaseClinicalPage />, [
      { pathname: '/DiseaseSpecificDetailsClinical', search: '?disease=cervical' } as HistoryEntry,
    ]);
    await screen.findByRole('radiogroup', { name: 'Cervical Clinical Examination' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Cervical Clinical Evaluation' })).toBeInTheDocument();
    const state = useWorkflowStore.getState();
    expect([state.selectedStage, state.diseaseTestId, state.candidateTestId]).toEqual([
      'Cervical Clinical Evaluation',
      CERVICAL_CLINICAL_ID,
      9102,
    ]);
  });

  it('says so when the participant has no pending test of that disease', async () => {
    chooseExamination('clinical', t.people[0], 'Breast Clinical Evaluation', BREAST_CLINICAL_ID, 9101);
    renderPage(<DiseaseClinicalPage />, [
      { pathname: '/DiseaseSpecificDetailsClinical', search: '?disease=oral' } as HistoryEntry,
    ]);
    expect(
      await screen.findByText('Lakshmi has no pending oral clinical evaluation.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
