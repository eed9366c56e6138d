import { waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import { api } from '../api/client';
import { startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import type { AuthorizeResponse } from '../types';
import { isQueuedAnswer } from './outbox-gate';
import { discardWrite, queuedWrites } from './sync';
import { startOutboxSync } from './outbox-sync';
import { useSyncStatus } from './sync-status';
import { checkServer } from './reachability';
import { installSharedCore } from '../install';

// The offline core in the client and the effects of Log Out, as the package's entry puts them in place.
installSharedCore();

let server: ApiTestServer;
/** A port nothing listens on: the server is down. */
let stopped: string;

beforeAll(async () => {
  server = await startApiTestServer();
  const gone = await startApiTestServer();
  stopped = gone.base;
  await gone.close();
});
afterAll(() => server.close());

const reachTheServer = () => setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
const serverDown = () => setRuntimeConfig({ apiBase: `${stopped}/api`, gatewayBase: `${stopped}/token` });

beforeEach(async () => {
  reachTheServer();
  server.reset();
  useAuthStore.getState().signIn('tok-9', {
    userId: 9,
    userName: 'u9',
    email: 'u@b.in',
    roleName: 'Nurse',
    roleId: 5,
    hospitalId: 1,
    customMenuDTOs: [],
  } as unknown as AuthorizeResponse);
  server.on('POST', '/api/curable/discardQueuedWrite', () => ({ status: 200, body: { discarded: 1 } }));
  for (const write of await queuedWrites()) await discardWrite(write.seq as number);
  server.reset();
});

it('a call without an answer makes the server unreachable, though the device says it is online; its health makes it reachable again', async () => {
  expect(navigator.onLine).toBe(true);
  serverDown();
  await expect(api.get('/curable/statemaster')).rejects.toThrow();
  expect(useSyncStatus.getState().reachable).toBe(false);

  reachTheServer();
  await checkServer();
  expect(useSyncStatus.getState().reachable).toBe(true);
  // The health check carries no token: a server without that route cannot end the session.
  expect(server.requests).toEqual([expect.objectContaining({ method: 'GET', url: '/api/health', authorization: undefined })]);
  expect(useAuthStore.getState().token).toBe('tok-9');
});

it('a gateway saying the server behind it is down counts as no answer; a refusal counts as an answer', async () => {
  server.on('GET', '/api/curable/statemaster', () => ({ status: 502, body: '', contentType: 'text/plain' }));
  await expect(api.get('/curable/statemaster')).rejects.toThrow();
  expect(useSyncStatus.getState().reachable).toBe(false);
  server.on('GET', '/api/curable/statemaster', () => ({ status: 500, body: '', contentType: 'text/plain' }));
  await expect(api.get('/curable/statemaster')).rejects.toThrow();
  expect(useSyncStatus.getState().reachable).toBe(true);
});

it('while the server is unreachable a participant write is kept on the device at once, and sent as soon as it answers again', async () => {
  startOutboxSync();
  serverDown();
  await expect(api.get('/curable/statemaster')).rejects.toThrow();
  reachTheServer();
  const kept = await api.post('/curable/candidatehistory', { candidateId: 41, type: 1, eligibilityMetrics: { params: [] } });
  expect(isQueuedAnswer(kept)).toBe(true);
  expect(server.requests).toEqual([]);
  expect(useSyncStatus.getState().waiting).toBe(1);

  const sent: unknown[] = [];
  server.on('POST', '/api/curable/candidatehistory', ({ body }) => {
    sent.push(body);
    return { status: 200, body: '' };
  });
  await checkServer();
  await waitFor(() => expect(useSyncStatus.getState().waiting).toBe(0));
  expect(sent).toEqual([expect.objectContaining({ candidateId: 41, type: 1 })]);
});
