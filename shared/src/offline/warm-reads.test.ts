import { setRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import { refusal, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { candidate } from '../testing/candidate-fixture';
import type { AuthorizeResponse, MenuEntry } from '../types';
import { refreshWorklists, warmReadCache } from './warm-reads';

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

test('the worklists are read again at most every 30 s', async () => {
  signIn([menu('/clinical')]);
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  expect(asked()).toContain('/api/curable/getCandidatesList 2');
  server.requests.length = 0;
  await refreshWorklists();
  expect(asked()).toEqual([]);
});
