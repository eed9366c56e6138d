/** Disease Specific Details against a real local HTTP server (docs/screens.md §2, §5 "Eligibility", docs/api.md §6, §7). */
import { screen, waitFor, within } from '@testing-library/react';
import { useWorkflowStore, type MetricParam } from '@screening/shared';
import { formDefinition, historyRecord } from '../../testing/fixtures';
import { pageTests } from '../../testing/page-tests';
import { PARTICIPANT, currentPath, renderPage, resetWorkflow } from '../../testing/render-page';
import { choose, refusal } from '@screening/shared/testing';
import EligibilityPage from './eligibility.page';

const single = (testName: string, values: string[]): MetricParam => ({
  testName,
  subtestName: 'NONE',
  valueType: 'SingleSelect',
  values,
  selectedValues: [],
  isMandatory: false,
  condition: null,
});
const FEMALE = formDefinition({
  id: 3,
  name: 'ELIGIBILE',
  gender: 'FEMALE',
  eligibilityMetrics: {
    params: [single('Marital Status', ['Married', 'Widowed']), single('Hysterectomy Done', ['Yes', 'No'])],
    repeat: null,
    repeatlabel: null,
  },
});

const t = pageTests({
  participant: PARTICIPANT,
  routes: (server) => {
    server.on('GET', '/curable/getMetricsByGender/ELIGIBILE/FEMALE', { body: FEMALE });
    server.on('POST', '/curable/candidatehistoryForPrefil', {});
    server.on('POST', '/curable/candidatehistory', {});
  },
});

const open = () => renderPage(<EligibilityPage />, '/DiseaseSpecificDetails');

test('shows the participant in progress and the questions of that gender', async () => {
  open();
  expect(screen.getByText('Lakshmi Devi 42/FEMALE')).toBeInTheDocument();
  expect(screen.getByText('1203045007000012')).toBeInTheDocument();
  expect(await screen.findByLabelText('Hysterectomy Done')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistoryForPrefil')[0].body).toEqual({ candidateId: 501, type: 1 });
});

test('an OTHER participant is asked by gender OTHER; a failed definition load offers Retry', async () => {
  resetWorkflow({ ...PARTICIPANT, gender: 'OTHER' });
  t.server.on('GET', '/curable/getMetricsByGender/ELIGIBILE/OTHER', { status: 500, body: { error: 'x', message: '' } });
  open();
  expect(await screen.findByText('Failed to load data. Please try again.')).toBeInTheDocument();
  t.server.on('GET', '/curable/getMetricsByGender/ELIGIBILE/OTHER', { body: FEMALE });
  await t.user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Marital Status')).toBeInTheDocument();
});

test('Next and Finish with an unanswered question say so and save nothing', async () => {
  open();
  await choose(t.user, await screen.findByLabelText('Marital Status'), 'Married');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please fill in all mandatory fields.')).toBeInTheDocument();
  expect(screen.getByText('This field is required')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Finish' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistory')).toHaveLength(0);
});

test('Next saves the answers with the real participant, hospital and test, then moves on', async () => {
  open();
  await choose(t.user, await screen.findByLabelText('Marital Status'), 'Married');
  await choose(t.user, screen.getByLabelText('Hysterectomy Done'), 'No');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/ParticipantDetails'));
  const [saved] = t.server.calls('POST', '/curable/candidatehistory');
  expect(saved.body).toMatchObject({
    candidateId: 501,
    type: 1,
    stage: 'ELIGIBILE',
    diseaseTestMasterId: 3,
    hospitalId: 7,
    gender: 'FEMALE',
  });
  const params = (saved.body.eligibilityMetrics as { params: MetricParam[] }).params;
  expect(params.map((p) => [p.testName, p.selectedValues])).toEqual([
    ['Marital Status', ['Married']],
    ['Hysterectomy Done', ['No']],
  ]);
});

test('Finish asks first; No stays, Yes saves and ends on the final page', async () => {
  t.server.on('POST', '/curable/candidatehistoryForPrefil', {
    body: historyRecord({
      id: 12,
      eligibilityMetrics: {
        params: [
          { testName: 'Marital Status', valueType: 'SingleSelect', selectedValues: ['Widowed'] },
          { testName: 'Hysterectomy Done', valueType: 'SingleSelect', selectedValues: ['Yes'] },
        ],
      },
    }),
  });
  open();
  expect(await screen.findByText('Widowed')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Finish' }));
  let dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText('Non-mandatory fields are not provided. Are you sure you want to finish registration?'),
  ).toBeInTheDocument();
  await t.user.click(within(dialog).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(t.server.calls('POST', '/curable/candidatehistory')).toHaveLength(0);

  await t.user.click(screen.getByRole('button', { name: 'Finish' }));
  dialog = await screen.findByRole('dialog');
  await t.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(currentPath()).toBe('/SuccessMessagePRFinal'));
  expect(t.server.calls('POST', '/curable/candidatehistory')).toHaveLength(1);
});

test('Prev saves and returns to the enrolment form; a refused save stays with the message', async () => {
  t.server.on(
    'POST',
    '/curable/candidatehistory',
    refusal(400, 'MANDATORY_FIELD_MISSING', { name: 'Menopause' }, 'eligibilityMetrics.Menopause'),
  );
  open();
  await choose(t.user, await screen.findByLabelText('Marital Status'), 'Married');
  await choose(t.user, screen.getByLabelText('Hysterectomy Done'), 'Yes');
  await t.user.click(screen.getByRole('button', { name: 'Prev' }));
  expect(await screen.findByText(/Please fill in all mandatory fields\. \(Menopause\)/)).toBeInTheDocument();
  expect(currentPath()).toBeNull();
  // The answers are kept as a draft for a retry, even across a reload.
  expect(useWorkflowStore.getState().drafts['patients/DiseaseSpecificDetails:501']).toEqual({
    'Marital Status': ['Married'],
    'Hysterectomy Done': ['Yes'],
  });
  t.server.on('POST', '/curable/candidatehistory', {});
  await t.user.click(screen.getByRole('button', { name: 'Prev' }));
  await waitFor(() => expect(currentPath()).toBe('/NewScreeningEnrollment'));
  expect(useWorkflowStore.getState().drafts['patients/DiseaseSpecificDetails:501']).toBeUndefined();
});

test('without a participant in progress the page says so', () => {
  resetWorkflow();
  open();
  expect(screen.getByText('Missing patient information. Please log in again.')).toBeInTheDocument();
});
