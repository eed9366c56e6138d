import { apiTestServerForFile, formDefinition, readsWarmedFor, requestsAsKept, signInForTest } from '@screening/shared/testing';
import { searchClinics } from './clinics.api';
import { fetchHabitTypes } from './enrol-participant/general-details/habits.api';
import { fetchEligibilityDefinition, fetchStageDefinition } from './enrol-participant/wizard/metrics.api';
import { searchCandidates } from './modify-patient/candidates.api';
import { routeManifest } from './route-manifest';

const server = apiTestServerForFile();

test('the reads registration keeps on the device are those its screens send, byte for byte', async () => {
  server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [] }));
  server.on('POST', '/api/curable/getCandidatesList', () => ({ status: 200, body: [], headers: { 'X-Total-Count': '0' } }));
  server.on('GET', '/api/curable/getMetricsByGender', () => ({ status: 200, body: formDefinition({ name: 'ELIGIBILE' }) }));
  server.on('GET', '/api/curable/getMetrics/', () => ({ status: 200, body: formDefinition() }));
  server.on('GET', '/api/curable/getHabitTypes', () => ({ status: 200, body: ['Cigarette'] }));
  signInForTest(server, {
    menus: [
      { menu: 'Patient Registration', menuOrder: 1, url: '/preg', privileges: ['VIEW', 'CREATE', 'EDIT'] },
      { menu: 'Screening', menuOrder: 2, url: '/screening', privileges: ['VIEW'] },
    ],
  });
  // Each read as its screen sends it: the clinic search, the enrolment's forms and habit types, the first page of
  // Modify Patient Information.
  await searchClinics('');
  for (const gender of ['FEMALE', 'MALE', 'OTHER'] as const) await fetchEligibilityDefinition(gender);
  for (const habit of ['Tobacco', 'Smoking', 'Alcohol']) await fetchHabitTypes(habit);
  for (const stage of ['FAMILY_PERSONAL', 'FAMILY_MEDICAL'] as const) await fetchStageDefinition(stage);
  await searchCandidates('', 0);
  const screens = requestsAsKept(server);
  expect((await readsWarmedFor(server, 'patients', routeManifest)).sort()).toEqual(screens.sort());
});
