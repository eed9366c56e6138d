/** @jest-environment node */
import { copyWorthKeeping } from './site-copies';

const ORIGIN = 'https://screening.hospital.example';
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
const manifest = {
  site: 'default',
  remotes: { camps: { version: '2.13.0', entry: '/camps/2.13.0/remoteEntry.js', integrity: 'sha384-x', paths: [] } },
};
const config = { apiBase: '/api', gatewayBase: '/token' };

test('a site file the host would start on replaces the kept copy', async () => {
  const answer = json(manifest);
  expect(await copyWorthKeeping(`${ORIGIN}/remotes.json`, answer)).toBe(answer);
  const configAnswer = json(config);
  expect(await copyWorthKeeping(`${ORIGIN}/config.json`, configAnswer)).toBe(configAnswer);
});

test('a broken or invalid site file leaves the last good copy in place', async () => {
  expect(await copyWorthKeeping(`${ORIGIN}/remotes.json`, new Response('<html>Bad gateway</html>'))).toBeNull();
  expect(await copyWorthKeeping(`${ORIGIN}/remotes.json`, json({ site: 'default' }))).toBeNull();
  expect(await copyWorthKeeping(`${ORIGIN}/config.json`, json({ ...config, apiBase: 'ftp://x' }))).toBeNull();
  expect(await copyWorthKeeping(`${ORIGIN}/config.json`, json(config, 404))).toBeNull();
});

test('the page itself is kept whenever it answers 200, and only then', async () => {
  const page = new Response('<!doctype html>', { status: 200 });
  expect(await copyWorthKeeping(`${ORIGIN}/PatientSearchPage`, page)).toBe(page);
  expect(await copyWorthKeeping(`${ORIGIN}/`, new Response('', { status: 503 }))).toBeNull();
});
