import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { useAuthStore } from '../auth/auth.store';
import type { AuthorizeResponse } from '../types';
import { api } from './client';

/** What the server does with the next write: answer with a status, or drop the connection (no answer at all). */
let next: number | 'drop' = 200;
let keysSeen: (string | undefined)[] = [];

let server: http.Server;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization, Idempotency-Key');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    // The client asks the server's health after a call without an answer (offline/reachability.ts); on a slow machine
    // that check arrives between the writes, and it is not one of them.
    if (req.url?.endsWith('/health')) return void res.writeHead(200).end('{}');
    keysSeen.push(req.headers['idempotency-key'] as string | undefined);
    req.resume();
    req.on('end', () => {
      if (next === 'drop') return void req.socket.destroy();
      res.writeHead(next, { 'Content-Type': 'application/json' }).end('{"message":"answer"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ apiBase: `http://127.0.0.1:${port}/api`, gatewayBase: `http://127.0.0.1:${port}/token` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const user = (userId: number) =>
  ({
    userId,
    userName: 'Meena',
    email: 'm@b.in',
    roleName: 'Social Worker',
    roleId: 4,
    hospitalId: 1,
    customMenuDTOs: [],
  }) as unknown as AuthorizeResponse;

const enrolment = { name: 'Meena Kumari', mobileNo: '9000000007', campId: 3 };
const write = (body: unknown = enrolment) => api.post('/curable/newcamp', body).catch((e: unknown) => e);

beforeEach(() => {
  sessionStorage.clear();
  keysSeen = [];
  next = 200;
  useAuthStore.getState().signIn('tok', user(4));
});

it('sends an Idempotency-Key on every write and none on a read', async () => {
  await write();
  await api.put('/curable/camp/3', { name: 'Kovalam' });
  await api.get('/curable/statemaster');
  expect(keysSeen[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keysSeen[1]).toMatch(/^[0-9a-f]{32}$/);
  expect(keysSeen[1]).not.toBe(keysSeen[0]);
  expect(keysSeen[2]).toBeUndefined();
});

it('a write asked again after no answer or a server error carries the same key, until one is answered', async () => {
  next = 'drop';
  await write();
  next = 503;
  await write();
  next = 200;
  await write();
  expect(keysSeen[1]).toBe(keysSeen[0]);
  expect(keysSeen[2]).toBe(keysSeen[0]);
  // Answered: the same write done again is a new write, with a new key.
  await write();
  expect(keysSeen[3]).not.toBe(keysSeen[0]);
});

it('a refusal (4xx) also ends the write: the corrected or repeated write gets a new key', async () => {
  next = 'drop';
  await write();
  next = 400;
  await write();
  next = 200;
  await write();
  expect(keysSeen[1]).toBe(keysSeen[0]);
  expect(keysSeen[2]).not.toBe(keysSeen[1]);
});

it('only the same write by the same user reuses a key; the storage keeps a hash, never the body', async () => {
  next = 'drop';
  await write();
  await write({ ...enrolment, mobileNo: '9000000014' });
  useAuthStore.getState().signIn('tok', user(5));
  await write();
  expect(new Set(keysSeen).size).toBe(3);
  const stored = Object.values(sessionStorage).join(' ');
  expect(stored).not.toContain('Meena');
  expect(stored).not.toContain('9000000007');
  // After a reload (fresh modules, the same sessionStorage) the kept key is found again.
  const config = getRuntimeConfig();
  jest.resetModules();
  (await import('../config/runtime-config')).setRuntimeConfig(config);
  (await import('../auth/auth.store')).useAuthStore.getState().signIn('tok', user(4));
  const { api: reloaded } = await import('./client');
  await reloaded.post('/curable/newcamp', enrolment).catch(() => undefined);
  expect(keysSeen[3]).toBe(keysSeen[0]);
});

it('sends no key when the site says its API does not take one (config.json "idempotencyKeys": false)', async () => {
  const before = getRuntimeConfig();
  setRuntimeConfig({ ...before, idempotencyKeys: false });
  try {
    await write();
  } finally {
    setRuntimeConfig(before);
  }
  await write();
  expect(keysSeen[0]).toBeUndefined();
  expect(keysSeen[1]).toMatch(/^[0-9a-f]{32}$/);
});
