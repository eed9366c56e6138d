/** The test server refuses to let a fixture pass for the real server's answer. */
import http from 'node:http';
import { checkRepliesFitTheApi, refusal, startApiTestServer, type ApiTestServer } from './api-test-server';

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The parsed JSON body of a call (jsdom has no fetch; the page's own client is not under test here). */
function call(path: string, method = 'GET'): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .request(`${server.base}${path}`, { method }, (res) => {
        let raw = '';
        res.on('data', (chunk) => (raw += chunk));
        res.on('end', () => resolve(raw && res.headers['content-type']?.startsWith('application/json') ? JSON.parse(raw) : raw));
      })
      .on('error', reject)
      .end();
  });
}

const STATES = [{ id: 1, code: 'TN', name: 'Tamil Nadu' }];

test('a reply that fits its route passes', async () => {
  server.on('GET', '/api/curable/statemaster', () => ({ status: 200, body: STATES }));
  expect(await call('/api/curable/statemaster')).toEqual(STATES);
  expect(() => checkRepliesFitTheApi()).not.toThrow();
});

test('a reply the server never sends fails the test, naming the route and the first wrong path', async () => {
  server.on('GET', '/api/curable/districtmaster', () => ({ status: 200, body: [{ id: 3, code: 'CH', name: 'Chennai' }] }));
  // The reply still reaches the page as given.
  expect(await call('/api/curable/districtmaster/statemaster/1')).toHaveLength(1);
  expect(() => checkRepliesFitTheApi()).toThrow(
    /GET \/api\/curable\/districtmaster\/statemaster\/:stateId \(\/api\/curable\/districtmaster\/statemaster\/1\).*\/0\/stateMasterId/,
  );
});

test('a key the server does not send is wrong too', async () => {
  server.on('GET', '/api/curable/statemaster', () => ({ status: 200, body: [{ ...STATES[0], population: 7 }] }));
  await call('/api/curable/statemaster');
  expect(() => checkRepliesFitTheApi()).toThrow(/\/0\/population: Unexpected property/);
});

test('server errors (5xx), empty bodies, routes without a JSON answer and replies marked unlike the server are not checked', async () => {
  server.on('GET', '/api/curable/statemaster', () => ({ status: 503, body: { error: 'x', message: 'y' } }));
  server.on('POST', '/token/authenticate', () => ({ status: 200, body: { userName: 'a' }, unlikeTheServer: 'no token' }));
  await call('/token/authenticate', 'POST');
  server.on('POST', '/api/curable/newcamp', () => ({ status: 200, body: '1203045', contentType: 'text/plain' }));
  server.on('POST', '/api/curable/candidatehistoryForPrefil', () => ({ status: 200 }));
  await call('/api/curable/statemaster');
  await call('/api/curable/newcamp', 'POST');
  await call('/api/curable/candidatehistoryForPrefil', 'POST');
  expect(() => checkRepliesFitTheApi()).not.toThrow();
});

test("a refusal is the server's: its code, the code's English message and params; a hand-made one fails", async () => {
  server.on('POST', '/api/curable/createUser', () => refusal(409, 'EMAIL_TAKEN', undefined, 'email'));
  expect(await call('/api/curable/createUser', 'POST')).toEqual({
    error: 'EMAIL_TAKEN',
    message: 'An account with this email already exists.',
    field: 'email',
  });
  server.on('POST', '/api/curable/newcamp', () => refusal(409, 'CLINIC_ID_TAKEN', { clinicId: '1204051' }));
  expect(await call('/api/curable/newcamp', 'POST')).toMatchObject({
    message: 'Outreach Clinic ID 1204051 already exists. Please enter a different Clinic ID.',
    params: { clinicId: '1204051' },
  });
  expect(() => checkRepliesFitTheApi()).not.toThrow();

  server.on('POST', '/api/curable/createUser', () => ({ status: 409, body: { error: 'Conflict', message: 'Taken.' } }));
  await call('/api/curable/createUser', 'POST');
  expect(() => checkRepliesFitTheApi()).toThrow(/createUser refused with .*"Conflict" is not a code/);
  server.on('POST', '/api/curable/createUser', () => ({ status: 409, body: { error: 'EMAIL_TAKEN', message: 'Taken.' } }));
  await call('/api/curable/createUser', 'POST');
  expect(() => checkRepliesFitTheApi()).toThrow(/"Taken\." is not EMAIL_TAKEN's/);
});
