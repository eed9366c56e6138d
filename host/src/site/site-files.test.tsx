/**
 * The site's two files as hospital IT serves them (a real HTTP server, read over the page's HTTP): a valid pair
 * starts the app; a missing file, one that is not JSON or one that fails its schema shows, instead of a default, a
 * page naming the file, its address, what is wrong and where the docs say how to mend it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '@screening/shared';
import { readSiteFiles, type GetSiteFile, type SiteFileFailure } from './site-files';
import { SiteFailurePage } from './site-failure.page';

const CONFIG = { apiBase: 'https://screening.hospital.example/api', gatewayBase: 'https://screening.hospital.example/token' };
const MANIFEST = {
  site: 'ward-a',
  remotes: {
    camps: {
      version: '2.11.0',
      entry: 'https://apps.hospital.example/camps/2.11.0/remoteEntry.js',
      integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      paths: ['/HomePage'],
      sharedVersion: '3.11.0',
      releasedAt: '2026-11-20T10:00:00.000Z',
    },
  },
};

/** What the server answers for each file this test; a file not listed is 404. */
let files: Record<string, string> = {};
const server = http.createServer((req, res) => {
  const name = (req.url ?? '').replace('/site/', '');
  const body = files[name];
  res
    .writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
    .end(body ?? 'Not Found');
});
let base = '';

beforeAll(
  () =>
    new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site/`;
        resolve();
      }),
    ),
);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  files = { 'config.json': JSON.stringify(CONFIG), 'remotes.json': JSON.stringify(MANIFEST) };
});
afterEach(() => act(() => setLanguage('en')));

/** The page's GET, over jsdom's HTTP (jsdom has no fetch); a connection that fails rejects, as fetch does. */
const overHttp: GetSiteFile = (url) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('GET', url);
    request.onload = () => resolve({ status: request.status, text: async () => request.responseText });
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    request.send();
  });

async function failuresOf(): Promise<SiteFileFailure[]> {
  const read = await readSiteFiles(overHttp, base);
  if (read.ok) throw new Error('the site files were accepted');
  return read.failures;
}

async function showFailures() {
  const onRetry = jest.fn();
  render(<SiteFailurePage failures={await failuresOf()} onRetry={onRetry} />);
  expect(screen.getByRole('heading', { level: 1, name: 'This site is not set up correctly' })).toBeInTheDocument();
  return onRetry;
}

const section = (file: string) => within(screen.getByRole('region', { name: file }));
const problemsListed = (file: string) =>
  section(file)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it('starts with both files when they fit their schemas', async () => {
  expect(await readSiteFiles(overHttp, base)).toEqual({ ok: true, files: { config: CONFIG, manifest: MANIFEST } });
});

it('names a missing config.json, its address and the docs section, and retries on request', async () => {
  delete files['config.json'];
  const onRetry = await showFailures();
  const config = section('config.json');
  expect(config.getByText(`${base}config.json`)).toBeInTheDocument();
  expect(config.getByText('The site folder has no config.json (the server answered 404 Not Found).')).toBeInTheDocument();
  expect(
    config.getByText(/needs a config\.json giving the API's addresses.*docs\/operations\.md.*“Running it for a hospital”/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'remotes.json' })).not.toBeInTheDocument();
  screen.getByRole('button', { name: 'Retry' }).click();
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('names a missing remotes.json and how it is written', async () => {
  delete files['remotes.json'];
  await showFailures();
  const remotes = section('remotes.json');
  expect(remotes.getByText('The site folder has no remotes.json (the server answered 404 Not Found).')).toBeInTheDocument();
  expect(remotes.getByText(/written by “pnpm site pin <site> <area>@<version>”/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'config.json' })).not.toBeInTheDocument();
});

it('says which file is not JSON, both when both are broken', async () => {
  files = { 'config.json': '{ "apiBase": "https://x/api", }', 'remotes.json': '<html>Welcome to nginx</html>' };
  await showFailures();
  expect(section('config.json').getByText('The file is not valid JSON.')).toBeInTheDocument();
  expect(section('remotes.json').getByText('The file is not valid JSON.')).toBeInTheDocument();
});

it("lists a config.json's schema problems with their paths: a wrong type, a missing key, a misspelt one", async () => {
  files['config.json'] = JSON.stringify({ apiBase: 8015, idempotencyKey: false });
  await showFailures();
  expect(problemsListed('config.json')).toEqual([
    '/gatewayBase is missing',
    '/idempotencyKey is not a key this file has (misspelt?)',
    '/apiBase must be text',
  ]);
});

it("lists a remotes.json's schema problems down to the pinned area's key", async () => {
  const { integrity: _integrity, ...unpinned } = MANIFEST.remotes.camps;
  files['remotes.json'] = JSON.stringify({ site: 'ward-a', remotes: { camps: { ...unpinned, entry: 'camps/remoteEntry.js' } } });
  await showFailures();
  expect(problemsListed('remotes.json')).toEqual([
    '/remotes/camps/integrity is missing',
    '/remotes/camps/entry must be an address beginning with https://, http:// or /',
  ]);
  expect(screen.queryByRole('region', { name: 'config.json' })).not.toBeInTheDocument();
});

it('shows the page in Tamil on a device set to Tamil', async () => {
  await act(() => setLanguage('ta'));
  files['config.json'] = JSON.stringify({ ...CONFIG, apiBase: 'screening.hospital.example' });
  render(<SiteFailurePage failures={await failuresOf()} onRetry={() => {}} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'இந்தத் தளம் சரியாக அமைக்கப்படவில்லை' })).toBeInTheDocument();
  expect(section('config.json').getByRole('listitem')).toHaveTextContent(
    '/apiBase https://, http:// அல்லது / என்று தொடங்கும் முகவரியாக இருக்க வேண்டும்',
  );
  expect(screen.getByRole('button', { name: 'மீண்டும் முயற்சி' })).toBeInTheDocument();
});

it('lets a file that cannot be fetched at all fail the start as a load without a network, not as a wrong site', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  await expect(readSiteFiles(overHttp, `http://127.0.0.1:${port}/site/`)).rejects.toThrow('Failed to fetch');
});
