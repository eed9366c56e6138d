import 'fake-indexeddb/auto';
import v8 from 'node:v8';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { useAuthStore } from '../auth/auth.store';
import { clearReadCache, setReadCacheForgetGate, withReadCache } from './read-cache';
import { installSharedCore } from '../install';

// The offline core in the client and the effects of Log Out, as the package's entry puts them in place.
installSharedCore();

// jsdom leaves out Node's structuredClone, which IndexedDB (fake-indexeddb here) copies values with.
globalThis.structuredClone ??= <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;

/** What the fake network does: answers with a body, refuses with a status, or gives no answer at all. */
type Network = { kind: 'answer'; body: unknown; status?: number; headers?: Record<string, string> } | { kind: 'down' };
let network: Network = { kind: 'down' };
let user: number | null = 7;
const sent: InternalAxiosRequestConfig[] = [];

const fakeAdapter: AxiosAdapter = async (config) => {
  sent.push(config);
  if (network.kind === 'down') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  const response = {
    data: JSON.stringify(network.body),
    status: network.status ?? 200,
    statusText: '',
    headers: new AxiosHeaders(network.headers ?? { 'content-type': 'application/json' }),
    config,
  };
  if (response.status >= 400) throw new AxiosError('Refused', AxiosError.ERR_BAD_REQUEST, config, null, response);
  return response;
};

const client = axios.create({ baseURL: 'http://api.test/api' });
client.defaults.adapter = withReadCache(fakeAdapter, () => user);

/** Storing an answer is not awaited by the read: let IndexedDB finish it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function readOnline<T>(call: () => Promise<{ data: T }>, body: unknown, headers?: Record<string, string>) {
  network = { kind: 'answer', body, headers };
  const { data } = await call();
  await settle();
  network = { kind: 'down' };
  return data;
}

const states = [{ id: 1, name: 'Tamil Nadu' }];
const clinics = [
  { campId: 1, campIdPrefix: 'TN-001', campName: 'Villupuram Camp' },
  { campId: 2, campIdPrefix: 'TN-002', campName: 'Salem Camp' },
];
const clinicSearch = (search: string) => ({ search, userId: 7, roleId: 4, hospitalId: 1, stage: 1 });

beforeEach(async () => {
  user = 7;
  network = { kind: 'down' };
  sent.length = 0;
  setReadCacheForgetGate(() => true);
  await clearReadCache(7);
  await clearReadCache(8);
});

test('a master read online answers, as the server did, when no answer comes', async () => {
  await readOnline(() => client.get('/curable/statemaster'), states);
  const offline = await client.get('/curable/statemaster');
  expect(offline.status).toBe(200);
  expect(offline.data).toEqual(states);
});

test('a read through POST is kept by its body: another body has no answer offline', async () => {
  const prefill = { candidateId: 5, type: 'GENERAL' };
  await readOnline(() => client.post('/curable/candidatehistoryForPrefil', prefill), { name: 'Meena' });
  expect((await client.post('/curable/candidatehistoryForPrefil', prefill)).data).toEqual({ name: 'Meena' });
  await expect(client.post('/curable/candidatehistoryForPrefil', { candidateId: 6, type: 'GENERAL' })).rejects.toMatchObject({
    code: AxiosError.ERR_NETWORK,
  });
});

test("another user's kept reads are never given", async () => {
  await readOnline(() => client.get('/curable/statemaster'), states);
  user = 8;
  await expect(client.get('/curable/statemaster')).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK });
});

test('a refusal is never hidden by a kept answer, and is not kept', async () => {
  await readOnline(() => client.get('/curable/statemaster'), states);
  network = { kind: 'answer', body: { message: 'Forbidden' }, status: 403 };
  await expect(client.get('/curable/statemaster')).rejects.toMatchObject({ response: { status: 403 } });
  await settle();
  network = { kind: 'down' };
  expect((await client.get('/curable/statemaster')).data).toEqual(states);
});

test('writes and other reads pass untouched: nothing is kept for them', async () => {
  await readOnline(() => client.post('/curable/candidate', { name: 'Meena' }), { id: 1 });
  await expect(client.post('/curable/candidate', { name: 'Meena' })).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK });
  await readOnline(() => client.get('/curable/reports/1'), { rows: [] });
  await expect(client.get('/curable/reports/1')).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK });
});

test('a cancelled read is not answered from the device', async () => {
  await readOnline(() => client.get('/curable/statemaster'), states);
  const controller = new AbortController();
  controller.abort();
  await expect(client.get('/curable/statemaster', { signal: controller.signal })).rejects.toMatchObject({
    code: AxiosError.ERR_CANCELED,
  });
});

test('a worklist keeps its headers (the total count) with its rows', async () => {
  const body = { campId: 1, stage: 'SCREENING', page: 0 };
  await readOnline(() => client.post('/curable/getCandidatesList', body), [{ candidateId: 1 }], {
    'content-type': 'application/json',
    'x-total-count': '41',
  });
  const offline = await client.post('/curable/getCandidatesList', body);
  expect(offline.data).toEqual([{ candidateId: 1 }]);
  expect(offline.headers['x-total-count']).toBe('41');
});

test('a clinic search offline is answered from her whole list of clinics, by name or clinic ID', async () => {
  await readOnline(() => client.post('/curable/activecamp', clinicSearch('')), clinics);
  expect((await client.post('/curable/activecamp', clinicSearch(' salem '))).data).toEqual([clinics[1]]);
  expect((await client.post('/curable/activecamp', clinicSearch('tn-00'))).data).toEqual(clinics);
  expect((await client.post('/curable/activecamp', clinicSearch('Madurai'))).data).toEqual([]);
});

test('the last answer read online replaces the kept one', async () => {
  await readOnline(() => client.get('/curable/statemaster'), states);
  const more = [...states, { id: 2, name: 'Kerala' }];
  await readOnline(() => client.get('/curable/statemaster'), more);
  expect((await client.get('/curable/statemaster')).data).toEqual(more);
});

test("clearReadCache forgets one user's reads only", async () => {
  await readOnline(() => client.get('/curable/statemaster'), states);
  user = 8;
  await readOnline(() => client.get('/curable/statemaster'), states);
  await clearReadCache(7);
  expect((await client.get('/curable/statemaster')).data).toEqual(states);
  user = 7;
  await expect(client.get('/curable/statemaster')).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK });
});

describe('on sign-out', () => {
  const signOut = async (notice: string | null) => {
    useAuthStore.setState({ userId: 7, token: 't', isAuthed: true });
    useAuthStore.getState().logout(notice);
    await settle();
  };

  test('Log Out forgets her reads', async () => {
    await readOnline(() => client.get('/curable/statemaster'), states);
    await signOut(null);
    await expect(client.get('/curable/statemaster')).rejects.toMatchObject({ code: AxiosError.ERR_NETWORK });
  });

  test('Log Out keeps them while the gate says writes of hers wait to be sent', async () => {
    await readOnline(() => client.get('/curable/statemaster'), states);
    const asked: number[] = [];
    setReadCacheForgetGate((userId) => {
      asked.push(userId);
      return false;
    });
    await signOut(null);
    expect(asked).toEqual([7]);
    expect((await client.get('/curable/statemaster')).data).toEqual(states);
  });

  test('a session that ended on its own keeps them for her next sign-in', async () => {
    await readOnline(() => client.get('/curable/statemaster'), states);
    await signOut('Session expired. Please log in again.');
    expect((await client.get('/curable/statemaster')).data).toEqual(states);
  });
});

test('a database of that name found without its store (a probe opened it first) still keeps the reads', async () => {
  const request = <T>(open: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
  // The device's connection gives way when the database is deleted; a probe then creates it empty.
  await request(indexedDB.deleteDatabase('screening-reads'));
  (await request(indexedDB.open('screening-reads'))).close();
  await readOnline(() => client.get('/curable/statemaster'), states);
  expect((await client.get('/curable/statemaster')).data).toEqual(states);
});
