import { setRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import { refusal, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { candidate } from '../testing/candidate-fixture';
import { formDefinition } from '../testing/form-fixture';
import type { AuthorizeResponse, MenuEntry } from '../types';
import { waitFor } from '@testing-library/react';
import { api } from '../api/client';
import { readsKeptForTheDay, refreshWorklists, warmReadCache } from './warm-reads';
import { installSharedCore } from '../install';

// The offline core in the client and the effects of Log Out, as the package's entry puts them in place.
installSharedCore();

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
});
afterAll(() => server.close());

const menu = (url: string): MenuEntry => ({ menu: url, menuOrder: 1, url, privileges: ['VIEW', 'CREATE', 'EDIT'] });
const signIn = (menus: MenuEntry[]) =>
  useAuthStore.getState().signIn('tok', {
    userId: 9,
    userName: 'nurse',
    email: 'n@b.in',
    roleName: 'Nurse',
    roleId: 6,
    hospitalId: 1,
    customMenuDTOs: menus,
  } as unknown as AuthorizeResponse);
const test11 = {
  candidateId: 5,
  stage: 'Breast Screening Test',
  name: 'SCREENING' as const,
  diseaseTestId: 11,
  candidateTestId: 51,
};
const asked = () => server.requests.map((request) => `${request.url} ${request.body.stage ?? ''}`.trim());

beforeEach(() => {
  server.reset();
  server.on('POST', '/api/curable/activecamp', () => ({ status: 200, body: [] }));
  server.on('POST', '/api/curable/getCandidatesList', ({ body }) => ({
    status: 200,
    body: body.stage === 1 ? [candidate({ id: 5, eligibleDiseases: [test11] })] : [],
    headers: { 'X-Total-Count': body.stage === 1 ? '1' : '0' },
  }));
  server.on('GET', '/api/curable/getMetricsById/11', () => refusal(404, 'FORM_NOT_FOUND', { form: 'id 11' }));
  server.on('GET', '/api/curable/getScreeningTests', () => ({
    status: 200,
    body: [{ diseaseTestId: 12, stage: 'Oral screening Test', gender: null, ageRule: '>=18', defaultTest: false }],
  }));
});

test('after sign-in, a nurse’s open screening worklist is read as the screen reads it, then the forms of its tests', async () => {
  signIn([menu('/screening')]);
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  const worklists = server.requests.filter((request) => request.url === '/api/curable/getCandidatesList');
  expect(worklists.map((request) => request.body)).toEqual([
    { search: '', stage: 1, hospitalId: 1, roleId: 6, userId: 9, page: 0, size: 50 },
    // Modify Patient Information is on every user's menu.
    { hospitalId: 1, search: '', stage: 3, roleId: 6, userId: 9, page: 0, size: 50 },
  ]);
  expect(asked()).toContain('/api/curable/getMetricsById/11');
  expect(asked()).not.toContain('/api/curable/getCandidatesList 2');
  // Someone she enrols offline is due some of the screening tests: all their forms are kept too.
  expect(asked()).toContain('/api/curable/getScreeningTests');
  expect(asked()).toContain('/api/curable/getMetricsById/12');
});

test('an admin (no Screening, so no Modify Patient Information) has no participant list read behind her back', async () => {
  signIn([menu('/Outrich Clinic'), menu('/reports'), menu('/management')]);
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  // The server refuses her every participant list (403): nothing asks for one.
  expect(asked()).not.toContainEqual(expect.stringMatching(/^\/api\/curable\/getCandidatesList/));
  expect(asked()).toContain('/api/curable/statemaster');
});

test('the worklists are read again at most every 30 s', async () => {
  signIn([menu('/clinical')]);
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  expect(asked()).toContain('/api/curable/getCandidatesList 2');
  server.requests.length = 0;
  await refreshWorklists();
  expect(asked()).toEqual([]);
});

/** A screening form with no questions: what matters here is that it is answered. */
const form = (id: number) =>
  formDefinition({ id, name: 'SCREENING', diseaseTestId: id, stage: `Test ${id}`, testMetrics: { params: [] } });

test('the reads a camp day needs are counted on the device once the warm-up has them; a refused form leaves the day short', async () => {
  server.on('GET', '/api/curable/getMetricsById/12', () => ({ status: 200, body: form(12) }));
  signIn([menu('/screening')]);
  const { menus } = useAuthStore.getState();
  const before = await readsKeptForTheDay(menus);
  expect(before.kept).toBe(0);
  await warmReadCache(menus, async () => undefined);
  // Form 11 (waiting on her worklist) was refused: every other read is kept, and the forms of 11 and 12 are counted.
  // An answer is stored without the read waiting for it: counted once stored.
  const needed = before.needed + 2;
  await waitFor(async () => expect(await readsKeptForTheDay(menus)).toEqual({ kept: needed - 1, needed }));

  server.on('GET', '/api/curable/getMetricsById/11', () => ({ status: 200, body: form(11) }));
  await api.get('/curable/getMetricsById/11');
  await waitFor(async () => expect(await readsKeptForTheDay(menus)).toEqual({ kept: needed, needed }));
});
