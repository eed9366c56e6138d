import { waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import { useWorkflowStore } from '../workflow/workflow.store';
import { api } from '../api/client';
import { refusal, startApiTestServer, type ApiTestServer } from '../testing/api-test-server';
import { candidate } from '../testing/candidate-fixture';
import type { AuthorizeResponse } from '../types';
import { PENDING_REGISTRATION_ID, isQueuedAnswer } from './outbox-gate';
import { discardWrite, queuedWrites, resendWrite, syncOutbox } from './sync';
import { startOutboxSync } from './outbox-sync';
import { useSyncStatus } from './sync-status';
import { installSharedCore } from '../install';

// The offline core in the client and the effects of Log Out, as the package's entry puts them in place.
installSharedCore();

let server: ApiTestServer;
let online = true;

beforeAll(async () => {
  server = await startApiTestServer();
  setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => server.close());

const user = (userId: number) =>
  ({
    userId,
    userName: `user${userId}`,
    email: 'u@b.in',
    roleName: 'Social Worker',
    roleId: 4,
    hospitalId: 1,
    customMenuDTOs: [],
  }) as unknown as AuthorizeResponse;

const goOffline = () => {
  online = false;
  useSyncStatus.setState({ online: false });
};
const goOnline = () => {
  online = true;
  useSyncStatus.setState({ online: true });
};

let nextId = 101;
/** The server's side of an enrolment: a new id and a consecutive Registration ID. */
const enrolsLikeTheServer = () =>
  server.on('POST', '/api/curable/candidate', ({ body }) => {
    const id = nextId++;
    const registrationId = `CAMP3-${id}`;
    return { status: 200, body: candidate({ id, name: String(body.name), registraionId: registrationId, registrationId }) };
  });

const enrolment = (name: string) => ({ screenId: 1, campId: 3, name, mobileNo: '9000000007', gender: 'FEMALE', age: 42 });
const eligibility = (candidateId: number) => ({ candidateId, type: 1, eligibilityMetrics: { params: [] } });

beforeEach(async () => {
  server.reset();
  sessionStorage.clear();
  goOnline();
  useAuthStore.getState().signIn('tok-4', user(4));
  for (const write of await queuedWrites()) await discardQuietly(write.seq as number);
  server.reset();
});

async function discardQuietly(seq: number) {
  server.on('POST', '/api/curable/discardQueuedWrite', () => ({ status: 200, body: { discarded: 1 } }));
  await discardWrite(seq);
}

it('offline, an enrolment is kept on the device with a provisional id, and her next steps queue behind it', async () => {
  goOffline();
  const enrolled = await api.post('/curable/candidate', enrolment('Meena'));
  expect(isQueuedAnswer(enrolled)).toBe(true);
  expect(enrolled.data.registraionId).toBe(PENDING_REGISTRATION_ID);
  const provisional = enrolled.data.id as number;
  expect(provisional).toBeLessThan(0);

  // Nothing of hers is on the server yet: a read about her answers empty without asking it.
  const prefill = await api.post('/curable/candidatehistoryForPrefil', { candidateId: provisional, type: 1 });
  expect(prefill.data).toBe('');
  await api.post('/curable/candidatehistory', eligibility(provisional));

  expect(server.requests).toHaveLength(0);
  expect(useSyncStatus.getState().waiting).toBe(2);
  const queued = await queuedWrites();
  expect(queued.map((write) => [write.step, write.participantName])).toEqual([
    ['enrolment', 'Meena'],
    ['eligibility', 'Meena'],
  ]);
});

it('back online, the queue reaches the server once, in order, her real id in every later write and on screen', async () => {
  goOffline();
  const first = await api.post('/curable/candidate', enrolment('Meena'));
  await api.post('/curable/candidatehistory', eligibility(first.data.id));
  const second = await api.post('/curable/candidate', enrolment('Lakshmi'));
  useWorkflowStore.getState().setParticipant({
    id: second.data.id,
    name: 'Lakshmi',
    registrationId: PENDING_REGISTRATION_ID,
    age: 42,
    gender: 'FEMALE',
  });

  goOnline();
  enrolsLikeTheServer();
  server.on('POST', '/api/curable/candidatehistory', () => ({ status: 200, body: '' }));
  const firstId = nextId;
  await syncOutbox();

  expect(server.requests.map((request) => [request.url, request.body.name ?? request.body.candidateId])).toEqual([
    ['/api/curable/candidate', 'Meena'],
    ['/api/curable/candidatehistory', firstId],
    ['/api/curable/candidate', 'Lakshmi'],
  ]);
  expect(server.requests.every((request) => /^[0-9a-f]{32}$/.test(request.idempotencyKey ?? ''))).toBe(true);
  expect(await queuedWrites()).toEqual([]);
  expect(useSyncStatus.getState().waiting).toBe(0);
  expect(useWorkflowStore.getState().participant).toMatchObject({ id: firstId + 1, registrationId: `CAMP3-${firstId + 1}` });

  // Her next step, made online after the sync, goes straight to the server with her real id (beside the worklists
  // the sync reads again).
  server.requests.length = 0;
  await api.post('/curable/candidatehistory', eligibility(second.data.id));
  const step = server.requests.find((request) => request.url === '/api/curable/candidatehistory');
  expect(step?.body.candidateId).toBe(firstId + 1);
});

it('a write that got no answer is sent again with its first key, so the server can answer it instead of writing twice', async () => {
  server.on('POST', '/api/curable/candidate', () => ({ status: 503, body: { message: 'Busy' } }));
  const answer = await api.post('/curable/candidate', enrolment('Meena'));
  expect(isQueuedAnswer(answer)).toBe(true);
  const firstKey = server.requests[0]?.idempotencyKey;

  enrolsLikeTheServer();
  await syncOutbox();
  expect(server.requests).toHaveLength(2);
  expect(server.requests[1]?.idempotencyKey).toBe(firstKey);
});

it('a refusal stays queued with the server message, holds her later steps, and is sent again once corrected', async () => {
  goOffline();
  const enrolled = await api.post('/curable/candidate', { ...enrolment('Meena'), mobileNo: '123' });
  await api.post('/curable/candidatehistory', eligibility(enrolled.data.id));
  goOnline();
  server.on('POST', '/api/curable/candidate', () => refusal(400, 'MOBILE_EXACT', undefined, 'mobileNo'));
  await syncOutbox();

  expect(server.requests).toHaveLength(1);
  const [refused, held] = await queuedWrites();
  // Its stable code is kept beside the server's words, so the Sync page words it in her language and her terms.
  expect(refused?.refusal).toEqual({
    status: 400,
    message: 'Mobile number must be exactly 10 digits.',
    code: 'MOBILE_EXACT',
    params: {},
    field: 'mobileNo',
  });
  expect(held?.refusal).toBeNull();
  expect(useSyncStatus.getState()).toMatchObject({ waiting: 2, refused: 1 });

  enrolsLikeTheServer();
  server.on('POST', '/api/curable/candidatehistory', () => ({ status: 200, body: '' }));
  await resendWrite(refused?.seq as number, { ...(refused?.data as object), mobileNo: '9000000007' });
  expect(server.requests.slice(1).map((request) => request.body.mobileNo ?? request.body.type)).toEqual(['9000000007', 1]);
  expect(server.requests[1]?.idempotencyKey).toBe(server.requests[0]?.idempotencyKey);
  expect(await queuedWrites()).toEqual([]);
});

it('a corrected write keeps its place and key; a corrected name is hers on her later steps too', async () => {
  goOffline();
  const enrolled = await api.post('/curable/candidate', { ...enrolment('Meena'), campId: 9 });
  await api.post('/curable/candidatehistory', eligibility(enrolled.data.id));
  goOnline();
  server.on('POST', '/api/curable/candidate', () => refusal(404, 'CLINIC_NOT_FOUND'));
  await syncOutbox();
  const [refused, held] = await queuedWrites();
  expect(refused?.refusal).toMatchObject({ status: 404, code: 'CLINIC_NOT_FOUND', field: null });

  // Corrected while offline: it waits where it was, no longer refused, under her corrected name.
  goOffline();
  await resendWrite(refused?.seq as number, { ...(refused?.data as object), campId: 3, name: 'Meena K' });
  const waiting = await queuedWrites();
  expect(waiting.map((write) => [write.seq, write.participantName, write.refusal])).toEqual([
    [refused?.seq, 'Meena K', null],
    [held?.seq, 'Meena K', null],
  ]);
  expect(waiting[0]?.key).toBe(refused?.key);
  expect(useSyncStatus.getState()).toMatchObject({ waiting: 2, refused: 0 });
});

it('discarding a refused enrolment drops her queued steps too, and tells the server who discarded what', async () => {
  goOffline();
  const enrolled = await api.post('/curable/candidate', enrolment('Meena'));
  await api.post('/curable/candidatehistory', eligibility(enrolled.data.id));
  goOnline();
  server.on('POST', '/api/curable/candidate', () => refusal(409, 'REGISTRATION_ID_TAKEN', undefined, 'campId'));
  await syncOutbox();
  const [refused] = await queuedWrites();

  server.on('POST', '/api/curable/discardQueuedWrite', () => ({ status: 200, body: { discarded: 2 } }));
  await discardWrite(refused?.seq as number);
  const audit = server.requests.at(-1);
  expect(audit?.body).toMatchObject({ steps: ['enrolment', 'eligibility'], candidateId: null, refusalStatus: 409 });
  expect(JSON.stringify(audit?.body)).not.toContain('Meena');
  expect(await queuedWrites()).toEqual([]);
});

it("another user on the same tablet neither sends nor sees someone else's queue", async () => {
  goOffline();
  await api.post('/curable/candidate', enrolment('Meena'));
  useAuthStore.getState().logout();
  useAuthStore.getState().signIn('tok-5', user(5));
  goOnline();
  await syncOutbox();
  expect(server.requests).toHaveLength(0);
  expect(await queuedWrites()).toEqual([]);

  useAuthStore.getState().signIn('tok-4', user(4));
  enrolsLikeTheServer();
  await syncOutbox();
  expect(server.requests.map((request) => request.authorization)).toEqual(['Bearer tok-4']);
});

it('a queue left by an earlier visit is counted at once and sent when the network returns', async () => {
  goOffline();
  await api.post('/curable/candidate', enrolment('Meena'));
  expect(localStorage.getItem('screening.outbox.4')).toBe('1/0');
  // The next visit, still offline: the header's count comes from the device before anything else is read.
  useSyncStatus.setState({ waiting: 0 });
  startOutboxSync();
  expect(useSyncStatus.getState().waiting).toBe(1);
  enrolsLikeTheServer();
  goOnline();
  window.dispatchEvent(new Event('online'));
  // The run loads its modules first: on a busy machine that takes more than waitFor's default second.
  await waitFor(() => expect(server.requests.map((request) => request.body.name)).toEqual(['Meena']), { timeout: 10_000 });
  await waitFor(() => expect(useSyncStatus.getState().waiting).toBe(0), { timeout: 10_000 });
  expect(localStorage.getItem('screening.outbox.4')).toBeNull();
});

/** A follow-up as the server answers a recorded call. */
const followUpAnswer = {
  id: 31,
  candidateId: 77,
  registrationId: '3100011001',
  name: 'Meena',
  mobileNo: '9000000007',
  campId: 3,
  campName: 'Clinic',
  disease: 'breast',
  urgency: 'URGENT',
  reasons: ['USG breast'],
  referredOn: '2026-03-01',
  dueDate: '2026-03-22',
  daysOverdue: 0,
  state: 'DUE',
  unansweredCalls: 1,
  attendedDate: null,
  hospital: null,
  finding: null,
  treatmentDate: null,
  lostReason: null,
  events: [],
};

it('offline, a follow-up call is kept as hers and reaches the server once, with its first key, when the network returns', async () => {
  goOffline();
  const call = { followUpId: 31, candidateId: 77, kind: 'call', outcome: 'NOT_REACHED', nextCallDate: '2026-03-22' };
  const kept = await api.post('/curable/followUp/record', call);
  expect(isQueuedAnswer(kept)).toBe(true);
  expect(server.requests).toHaveLength(0);
  expect((await queuedWrites()).map((write) => [write.step, write.participant, write.detail])).toEqual([
    ['followUp', 77, 'call'],
  ]);

  goOnline();
  server.on('POST', '/api/curable/followUp/record', () => ({ status: 200, body: followUpAnswer }));
  await syncOutbox();
  const sent = server.requests.filter((request) => request.url === '/api/curable/followUp/record');
  expect(sent.map((request) => request.body)).toEqual([call]);
  expect(sent[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  expect(await queuedWrites()).toEqual([]);
});

it('a follow-up call that does not say whose it is is not kept: only enrolment and tag may name nobody', async () => {
  goOffline();
  server.on('POST', '/api/curable/followUp/record', () => ({ status: 200, body: followUpAnswer }));
  const answer = await api.post('/curable/followUp/record', { followUpId: 31, kind: 'lost', reason: 'DIED' });
  expect(isQueuedAnswer(answer)).toBe(false);
  expect(server.requests.map((request) => request.url)).toEqual(['/api/curable/followUp/record']);
  expect(await queuedWrites()).toEqual([]);
});
