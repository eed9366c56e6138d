/** Family Personal and Family Medical against a real local HTTP server (docs/screens.md §2, §5, §8, docs/api.md §7). */
import { loadOutboxSync } from '@screening/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { refusal } from '@screening/shared/testing';
import type { MetricGroup, MetricParam } from '@screening/shared';
import { formDefinition, historyRecord } from '../../testing/fixtures';
import { pageTests } from '../../testing/page-tests';
import { PARTICIPANT, currentPath, renderPage } from '../../testing/render-page';
import FamilyMedicalPage from './family-medical.page';
import FamilyPersonalPage from './family-personal.page';

const param = (testName: string, valueType: string, values: string[] = []): MetricParam => ({
  testName,
  subtestName: 'NONE',
  valueType,
  values,
  selectedValues: [],
  isMandatory: false,
  condition: null,
});
const PERSONAL: MetricGroup = {
  params: [
    param('Name', 'Input'),
    param('Relation ', 'SingleSelect', ['Mother', 'Son']),
    param('Gender', 'Button', ['Male', 'Female', 'Other']),
    param('Age', 'Input'),
  ],
  repeat: true,
  repeatlabel: 'Add Member',
};
const MEDICAL: MetricGroup = {
  params: [
    param('Relation ', 'SingleSelect', ['Mother', 'Aunt']),
    param('Cancer Site', 'SingleSelect', ['Breast', 'Oral']),
    param('Age At Diagnosis', 'Input'),
  ],
  repeat: true,
  repeatlabel: 'Add Member History',
};

const t = pageTests({
  participant: PARTICIPANT,
  routes: (server) => {
    server.on('GET', '/curable/getMetrics/FAMILY_PERSONAL', {
      body: formDefinition({ id: 5, name: 'FAMILY_PERSONAL', stage: 'FAMILY_PERSONAL', familyMetrics: PERSONAL }),
    });
    server.on('GET', '/curable/getMetrics/FAMILY_MEDICAL', {
      body: formDefinition({ id: 6, name: 'FAMILY_MEDICAL', stage: 'FAMILY_MEDICAL', testMetrics: MEDICAL }),
    });
    server.on('POST', '/curable/candidatehistoryForPrefil', {});
    server.on('POST', '/curable/candidatehistory', {});
  },
});

const savedGroups = (key: string) =>
  (t.server.calls('POST', '/curable/candidatehistory')[0].body[key] as MetricGroup[]).map((g) => ({
    id: g.id,
    answers: g.params.map((p) => [p.testName, p.selectedValues]),
  }));

test('family personal: prefilled members (type 4) keep their ids; member age rule; Next saves one group per member', async () => {
  t.server.on('POST', '/curable/candidatehistoryForPrefil', {
    body: historyRecord({
      familyMetrics: [
        {
          id: 71,
          params: [
            { testName: 'Name', valueType: 'Input', selectedValues: ['Saroja'] },
            { testName: 'Relation ', valueType: 'SingleSelect', selectedValues: ['Mother'] },
            { testName: 'Gender', valueType: 'Button', selectedValues: ['FEMALE'] },
            { testName: 'Age', valueType: 'Input', selectedValues: ['66'] },
          ],
        },
      ],
    }),
  });
  renderPage(<FamilyPersonalPage />, '/FamilyPersonalDetails');
  expect(await screen.findByDisplayValue('Saroja')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistoryForPrefil')[0].body).toEqual({ candidateId: 501, type: 4 });
  expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();

  await t.user.click(screen.getByRole('button', { name: 'Add Member' }));
  const names = await screen.findAllByLabelText('Name');
  await t.user.type(names[1], 'Arun');
  const ages = screen.getAllByLabelText('Age');
  await t.user.type(ages[1], '0');
  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Please correct validation errors before proceeding.')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistory')).toHaveLength(0);
  await t.user.clear(ages[1]);
  await t.user.type(ages[1], '19');

  await t.user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(currentPath()).toBe('/FamilyMedicalDetails'));
  expect(t.server.calls('POST', '/curable/candidatehistory')[0].body).toMatchObject({
    candidateId: 501,
    type: 1,
    stage: 'FAMILY_PERSONAL',
    diseaseTestMasterId: 5,
    hospitalId: 7,
  });
  expect(savedGroups('familyMetrics')).toEqual([
    {
      id: 71,
      answers: [
        ['Name', ['Saroja']],
        ['Relation ', ['Mother']],
        ['Gender', ['Female']],
        ['Age', ['66']],
      ],
    },
    {
      id: null,
      answers: [
        ['Name', ['Arun']],
        ['Relation ', []],
        ['Gender', []],
        ['Age', ['19']],
      ],
    },
  ]);
});

test('family personal: a failed definition load says so; blank cards are not saved and Prev just goes back', async () => {
  t.server.on('GET', '/curable/getMetrics/FAMILY_PERSONAL', refusal(404, 'FORM_NOT_FOUND', { form: 'FAMILY_PERSONAL' }));
  const { unmount } = renderPage(<FamilyPersonalPage />, '/FamilyPersonalDetails');
  expect(await screen.findByText('Failed to load family personal metrics.')).toBeInTheDocument();
  unmount();
  t.server.on('GET', '/curable/getMetrics/FAMILY_PERSONAL', { body: formDefinition({ id: 5, familyMetrics: PERSONAL }) });
  renderPage(<FamilyPersonalPage />, '/FamilyPersonalDetails');
  await screen.findByLabelText('Name');
  await t.user.click(screen.getByRole('button', { name: 'Prev' }));
  expect(currentPath()).toBe('/MedicalomenHealthDetails');
  expect(t.server.calls('POST', '/curable/candidatehistory')).toHaveLength(0);
});

test('family medical: the note, the load failure message, type 5 prefill and Finish without a question', async () => {
  t.server.on('GET', '/curable/getMetrics/FAMILY_MEDICAL', { status: 500, body: { error: 'x', message: '' } });
  const { unmount } = renderPage(<FamilyMedicalPage />, '/FamilyMedicalDetails');
  expect(await screen.findByText('Failed to load family medical metrics. Please try again.')).toBeInTheDocument();
  unmount();
  t.server.on('GET', '/curable/getMetrics/FAMILY_MEDICAL', { body: formDefinition({ id: 6, testMetrics: MEDICAL }) });
  t.server.on('POST', '/curable/candidatehistoryForPrefil', {
    body: historyRecord({
      id: 80,
      familyMedicalMetrics: [
        {
          params: [
            { testName: 'Relation ', valueType: 'SingleSelect', selectedValues: ['Aunt'] },
            { testName: 'Cancer Site', valueType: 'SingleSelect', selectedValues: ['Breast'] },
            { testName: 'Age At Diagnosis', valueType: 'Input', selectedValues: ['50'] },
          ],
        },
      ],
    }),
  });
  renderPage(<FamilyMedicalPage />, '/FamilyMedicalDetails');
  expect(await screen.findByText('Provide the details if any of the family members has cancer history')).toBeInTheDocument();
  expect(await screen.findByDisplayValue('50')).toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistoryForPrefil')[0].body).toEqual({ candidateId: 501, type: 5 });
  expect(screen.getByRole('button', { name: 'Add Member History' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

  await t.user.type(screen.getByLabelText('Age At Diagnosis'), '1');
  expect(screen.getByLabelText('Age At Diagnosis')).toHaveValue('501');
  expect(screen.getByText('Age at diagnosis must be a whole number from 1 to 100.')).toBeInTheDocument();
  await t.user.click(screen.getByRole('button', { name: 'Finish' }));
  expect(await screen.findByText('Please correct validation errors before proceeding.')).toBeInTheDocument();
  await t.user.clear(screen.getByLabelText('Age At Diagnosis'));
  await t.user.type(screen.getByLabelText('Age At Diagnosis'), '49');
  await t.user.click(screen.getByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(currentPath()).toBe('/SuccessMessagePRFinal'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(t.server.calls('POST', '/curable/candidatehistory')[0].body).toMatchObject({
    stage: 'FAMILY_MEDICAL',
    diseaseTestMasterId: 6,
  });
  expect(savedGroups('familyMedicalMetrics')).toEqual([
    {
      id: null,
      answers: [
        ['Relation ', ['Aunt']],
        ['Cancer Site', ['Breast']],
        ['Age At Diagnosis', ['49']],
      ],
    },
  ]);
});

test('family medical: Prev saves and returns to family personal, a save the server cannot take now kept on the device', async () => {
  t.server.on('POST', '/curable/candidatehistory', { status: 500, body: { error: 'x', message: '' } });
  renderPage(<FamilyMedicalPage />, '/FamilyMedicalDetails');
  await t.user.type(await screen.findByLabelText('Age At Diagnosis'), '61');
  await t.user.click(screen.getByRole('button', { name: 'Prev' }));
  await waitFor(() => expect(currentPath()).toBe('/FamilyPersonalDetails'));
  const [queued] = await (await loadOutboxSync()).queuedWrites();
  expect(queued).toMatchObject({ step: 'familyMedical', refusal: null });
  expect(within(document.body).queryByText('Failed to submit data. Please try again.')).not.toBeInTheDocument();
});
