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
import { setPinnedAreas } from './pinned-areas';
import type { PinnedOfflineRead } from '@screening/domain/reads';
import type { PinnedRemote } from '../types';

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
/** A site's pin of an area whose manifest declares these reads (`offlineReads`: absent for an older release). */
const pin = (offlineReads?: PinnedRemote['offlineReads']): PinnedRemote => ({
  version: '1.0.0',
  entry: 'http://localhost/remoteEntry.js',
  integrity: 'sha384-x',
  paths: [],
  ...(offlineReads ? { offlineReads } : {}),
});
const SCREENING = { menu: '/screening' };
const CLINICAL = { menu: '/clinical' };
/** What the clinical and patients areas declare (their route-manifest.ts), as the release tooling pins it. */
const clinicalReads: PinnedOfflineRead[] = [
  { route: 'worklist', body: { stage: 1, search: '', page: 0 }, refresh: true, testForms: 'waiting', access: SCREENING },
  { route: 'screeningTests', refresh: true, testForms: 'listed', access: SCREENING },
  { route: 'activeClinics', body: { search: '' }, access: SCREENING },
  { route: 'worklist', body: { stage: 2, search: '', page: 0 }, refresh: true, testForms: 'waiting', access: CLINICAL },
];
const patientsReads: PinnedOfflineRead[] = [
  {
    route: 'worklist',
    body: { stage: 3, search: '', page: 0 },
    refresh: true,
    access: { menu: '/PatientEdit', privileges: ['VIEW'] },
  },
  { route: 'activeClinics', body: { search: '' }, access: { menu: 'Patient Registration', privileges: ['VIEW'] } },
];
const asked = () => server.requests.map((request) => `${request.url} ${request.body.stage ?? ''}`.trim());

beforeEach(() => {
  setPinnedAreas({ clinical: pin(clinicalReads), patients: pin(patientsReads), reports: pin([]) });
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
  // As the areas declare them, in the order of the site's pins; sent as the screens send them (key order too).
  expect(worklists.map((request) => JSON.stringify(request.body))).toEqual([
    JSON.stringify({ search: '', stage: 1, hospitalId: 1, roleId: 6, userId: 9, page: 0, size: 50 }),
    // Modify Patient Information is on the menu of whoever screens.
    JSON.stringify({ search: '', stage: 3, hospitalId: 1, roleId: 6, userId: 9, page: 0, size: 50 }),
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
  expect(asked()).toEqual([]);
});

test('a read an area newly declares is kept; one it no longer declares is not asked', async () => {
  server.on('GET', '/api/curable/districtmaster/statemaster/7', () => ({ status: 200, body: [] }));
  setPinnedAreas({
    clinical: pin([
      ...clinicalReads.filter((read) => read.route !== 'screeningTests'),
      { route: 'districts', params: { stateId: 7 }, access: SCREENING },
    ]),
  });
  signIn([menu('/screening')]);
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  expect(asked()).toContain('/api/curable/districtmaster/statemaster/7');
  expect(asked()).not.toContain('/api/curable/getScreeningTests');
  expect(asked()).not.toContain('/api/curable/getMetricsById/12');
});

test('what a pin declares is asked only when it is a read the device keeps, built by its one builder', async () => {
  setPinnedAreas({
    clinical: pin([
      // A write, a read the device does not keep, a body its builder does not take, a path without its param.
      { route: 'enrol', body: { name: 'x' } },
      { route: 'users', body: {} },
      { route: 'worklist', body: { stage: 9, search: '' } },
      { route: 'districts' },
      // Sent as the screen builds it, whatever else the pin says.
      { route: 'activeClinics', body: { search: '', userId: 1, stage: 5 } },
    ]),
  });
  signIn([menu('/screening')]);
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  expect(server.requests.map((request) => `${request.method} ${request.url} ${JSON.stringify(request.body)}`)).toEqual([
    `POST /api/curable/activecamp ${JSON.stringify({ search: '', userId: 9, roleId: 6, hospitalId: 1, stage: 1 })}`,
  ]);
});

test('a site pinning area releases made before they declared their reads keeps what those releases read', async () => {
  // No `offlineReads`: the lists the offline core kept for them until then.
  setPinnedAreas({ camps: pin(), patients: pin(), clinical: pin(), users: pin() });
  signIn([menu('/screening'), menu('/Outrich Clinic')]);
  await warmReadCache(useAuthStore.getState().menus, async () => undefined);
  expect(asked()).toEqual(
    expect.arrayContaining([
      '/api/curable/activecamp 1',
      '/api/curable/statemaster',
      '/api/curable/getCandidatesList 1',
      '/api/curable/getCandidatesList 3',
      '/api/curable/getScreeningTests',
      '/api/curable/getMetricsById/11',
      '/api/curable/getMetricsById/12',
    ]),
  );
  expect(asked()).not.toContain('/api/curable/getCandidatesList 2');
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
