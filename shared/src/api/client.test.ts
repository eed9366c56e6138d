import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import type { AuthorizeResponse } from '../types';
import { api, apiErrorMessage, errorMessage, httpStatus, isTransientFailure, SESSION_EXPIRED } from './client';
import { useWorkflowStore } from '../workflow/workflow.store';
import { installSharedCore } from '../install';

// The offline core in the client and the effects of Log Out, as the package's entry puts them in place.
installSharedCore();

let server: http.Server;
let seenAuthorization: string | undefined;
let getHits = 0;
let brokenHits = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    seenAuthorization = req.headers.authorization;
    if (req.url === '/api/curable/statemaster') {
      getHits += 1;
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('[{"id":1,"code":"1","name":"Tamil Nadu"}]');
    }
    if (req.url === '/api/curable/broken') brokenHits += 1;
    if (req.url === '/api/curable/broken')
      return void res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Internal details"}');
    if (req.url === '/api/curable/text')
      return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('{"message":"Clinic ID 0123 already exists"}');
    if (req.url === '/api/curable/expired')
      return void res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end('{"error":"Full authentication is required to access this resource"}');
    res
      .writeHead(409, { 'Content-Type': 'application/json' })
      .end('{"error":"Conflict","message":"An account with this email already exists"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/api`, gatewayBase: `http://127.0.0.1:${port}/token` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = {
  userId: 2,
  userName: 'Anand',
  email: 'a@b.in',
  roleName: 'Program Coordinator',
  roleId: 2,
  hospitalId: 1,
  tenantName: 'Cancer Institute (WIA)',
  customMenuDTOs: [],
} as unknown as AuthorizeResponse;

beforeEach(() => {
  useAuthStore.getState().logout();
  window.location.hash = '#/reports';
});

it('sends the stored token as a bearer to the runtime-configured API base', async () => {
  useAuthStore.getState().signIn('tok-123', user);
  const { data } = await api.get('/curable/statemaster');
  expect(data).toEqual([{ id: 1, code: '1', name: 'Tamil Nadu' }]);
  expect(seenAuthorization).toBe('Bearer tok-123');
});

it('a 401 on an authenticated call ends the session with a message and returns to the login screen', async () => {
  useAuthStore.getState().signIn('tok-123', user);
  await expect(api.get('/curable/expired')).rejects.toThrow();
  expect(useAuthStore.getState().token).toBeNull();
  expect(useAuthStore.getState().notice).toBe(SESSION_EXPIRED);
  expect(window.location.hash).toBe('#/');
});

it("says the server's sentence for an explained refusal, the network message when no answer came, else the fallback", async () => {
  useAuthStore.getState().signIn('tok-123', user);
  const conflict = await api.post('/curable/createUser', {}).catch((e: unknown) => e);
  const broken = await api.get('/curable/broken').catch((e: unknown) => e);
  const text = await api.get('/curable/text', { responseType: 'text' }).catch((e: unknown) => e);
  const unreachable = await api.get('http://127.0.0.1:1/api/curable/statemaster').catch((e: unknown) => e);
  const messages = { fallback: 'Failed to submit data.', network: 'Something went wrong, please try again later.' };
  expect(httpStatus(conflict)).toBe(409);
  expect(errorMessage(conflict, messages)).toBe('An account with this email already exists');
  expect(errorMessage(conflict, { ...messages, explained: [400] })).toBe('Failed to submit data.');
  expect(errorMessage(text, messages)).toBe('Clinic ID 0123 already exists');
  // A 5xx's body is for the logs, not for staff.
  expect(errorMessage(broken, messages)).toBe('Failed to submit data.');
  expect(errorMessage(unreachable, messages)).toBe('Something went wrong, please try again later.');
  expect(errorMessage(unreachable, { fallback: 'Failed.' })).toBe('Failed.');
  expect(errorMessage(new Error('boom'), messages)).toBe('Failed to submit data.');
  // What areas built against shared 2.2 still call: the server's sentence whatever the status.
  expect(apiErrorMessage(broken, 'Fallback.')).toBe('Internal details');
  expect(apiErrorMessage(unreachable, 'Fallback.')).toBe('Fallback.');
});

it('calls only an unanswered call or a server error transient (worth reading again), never a refusal', async () => {
  useAuthStore.getState().signIn('tok-123', user);
  const refused = await api.post('/curable/createUser', {}).catch((e: unknown) => e);
  const broken = await api.get('/curable/broken').catch((e: unknown) => e);
  const unreachable = await api.get('http://127.0.0.1:1/api/curable/statemaster').catch((e: unknown) => e);
  const controller = new AbortController();
  controller.abort();
  const cancelled = await api.get('/curable/statemaster', { signal: controller.signal }).catch((e: unknown) => e);
  expect([isTransientFailure(refused), isTransientFailure(broken), isTransientFailure(unreachable)]).toEqual([false, true, true]);
  expect(isTransientFailure(cancelled)).toBe(false);
  expect(isTransientFailure(new Error('Unexpected summary from the server'))).toBe(false);
});

it('never repeats a request itself: a failed read is retried by the query client, not by the HTTP client', async () => {
  const before = brokenHits;
  await expect(api.get('/curable/broken')).rejects.toThrow();
  expect(brokenHits).toBe(before + 1);
});

it('does not keep a password: the persisted state holds the user slice and the token only', () => {
  useAuthStore.getState().signIn('tok-123', user);
  const persisted = JSON.parse(localStorage.getItem('screening-auth') ?? '{}').state;
  expect(Object.keys(persisted).sort()).toEqual(
    [
      'email',
      'hospitalId',
      'isAuthed',
      'menus',
      'roleId',
      'roleName',
      'showLocalName',
      'tenantName',
      'token',
      'userId',
      'userName',
    ].sort(),
  );
});

it('logout resets every user field and the workflow store', async () => {
  useAuthStore.getState().signIn('tok-123', user);
  useWorkflowStore.getState().setStage('Breast Screening', 5, 9);
  useAuthStore.getState().logout();
  expect(useAuthStore.getState()).toMatchObject({
    isAuthed: false,
    token: null,
    userId: null,
    userName: null,
    hospitalId: null,
    menus: [],
  });
  expect(useWorkflowStore.getState().selectedStage).toBeNull();
  expect(getHits).toBeGreaterThan(0);
});
