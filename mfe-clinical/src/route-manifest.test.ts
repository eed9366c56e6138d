import {
  apiTestServerForFile,
  candidate,
  formDefinition,
  readsWarmedFor,
  requestsAsKept,
  signInForTest,
} from '@screening/shared/testing';
import { fetchWorklistPage } from './candidates.api';
import { loadDefinition } from './record-examination/test-form.api';
import { routeManifest } from './route-manifest';

const server = apiTestServerForFile();

test('the reads clinical keeps on the device are those its screens send, byte for byte', async () => {
  const form = formDefinition({ id: 11, name: 'SCREENING', diseaseTestId: 11, stage: 'Oral', testMetrics: { params: [] } });
  const waiting = { candidateId: 5, candidateTestId: 51, diseaseTestId: 11, name: 'SCREENING' as const, stage: 'Oral' };
  server.on('POST', '/api/curable/getCandidatesList', () => ({
    status: 200,
    body: [candidate({ id: 5, eligibleDiseases: [waiting] })],
    headers: { 'X-Total-Count': '1' },
  }));
  server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [] }));
  server.on('GET', '/api/curable/getScreeningTests', () => ({ status: 200, body: [] }));
  server.on('GET', '/api/curable/getMetricsById/11', () => ({ status: 200, body: form }));
  signInForTest(server, {
    menus: ['/screening', '/clinical', '/reftohospital'].map((url) => ({ menu: url, menuOrder: 1, url, privileges: ['VIEW'] })),
  });
  // The first page of each worklist as its search screen opens it, and the form of a test waiting on it.
  for (const kind of ['screening', 'clinical', 'referral'] as const) await fetchWorklistPage(kind, '', 0);
  await loadDefinition(11);
  const screens = requestsAsKept(server);
  // Besides, the screening tests and her clinics, which the offline core reads for those she enrols on the device.
  expect(await readsWarmedFor(server, 'clinical', routeManifest)).toEqual(expect.arrayContaining(screens));
});
