import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import type { AuthorizeResponse } from '../types';
import { api, apiErrorMessage, httpStatus, SESSION_EXPIRED } from './client';

let server: http.Server;
let seenAuthorization: string | undefined;
let getHits = 0;

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
    if (req.url === '/api/curable/expired') return void res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Full authentication is required to access this resource"}');
    res.writeHead(409, { 'Content-Type': 'application/json' }).end('{"error":"Conflict","message":"An account with this email already exists"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/api`, gatewayBase: `http://127.0.0.1:${port}/token` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = { userId: 2, userName: 'Anand', email: 'a@b.in', roleName: 'Program Coordinator', roleId: 2, hospitalId: 1, tenantName: 'Cancer Institute (WIA)', customMenuDTOs: [] } as unknown as AuthorizeResponse;

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

it("gives the server's message for a failed call, else the fallback", async () => {
  useAuthStore.getState().signIn('tok-123', user);
  const error = await api.post('/curable/createUser', {}).catch((e: unknown) => e);
  expect(httpStatus(error)).toBe(409);
  expect(apiErrorMessage(error, 'Network or server error. Please try again.')).toBe('An account with this email already exists');
  expect(apiErrorMessage(new Error('boom'), 'Fallback.')).toBe('Fallback.');
});

it('does not keep a password: the persisted state holds the user slice and the token only', () => {
  useAuthStore.getState().signIn('tok-123', user);
  const persisted = JSON.parse(localStorage.getItem('screening-auth') ?? '{}').state;
  expect(Object.keys(persisted).sort()).toEqual(['email', 'hospitalId', 'isAuthed', 'menus', 'roleId', 'roleName', 'showLocalName', 'tenantName', 'token', 'userId', 'userName'].sort());
});

it('logout resets every user field and the workflow store', async () => {
  const { useWorkflowStore } = await import('../workflow/workflow.store');
  useAuthStore.getState().signIn('tok-123', user);
  useWorkflowStore.getState().setStage('Breast Screening', 5, 9);
  useAuthStore.getState().logout();
  expect(useAuthStore.getState()).toMatchObject({ isAuthed: false, token: null, userId: null, userName: null, hospitalId: null, menus: [] });
  expect(useWorkflowStore.getState().selectedStage).toBeNull();
  expect(getHits).toBeGreaterThan(0);
});
