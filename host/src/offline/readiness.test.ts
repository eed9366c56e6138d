import { normaliseMenus, type RemotesManifest } from '@screening/shared';
import { NURSE } from '../home/menus.test-data';
import { isReady, offlineReadiness } from './readiness';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const pin = (name: string, paths: string[]) => ({
  version: '2.6.0',
  entry: `https://${name}.example/2.6.0/remoteEntry.js`,
  integrity: 'sha384-x',
  paths,
});
const MANIFEST: RemotesManifest = {
  site: 'test',
  remotes: {
    camps: pin('camps', ['/HomePage']),
    patients: pin('patients', ['/PatientRegistrationSearch', '/PatientEdit']),
    clinical: pin('clinical', ['/PatientSearchPage', '/ClinicSearchPage']),
  },
};
const site = { manifest: MANIFEST };
const menus = normaliseMenus(NURSE);

/** A browser with service workers, and Cache Storage holding these URLs in the worker's remotes cache. */
function deviceKeeps(urls: string[]) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  const asked: { url: string; cacheName?: string }[] = [];
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      match: async (url: string, options?: { cacheName?: string }) => {
        asked.push({ url, cacheName: options?.cacheName });
        return options?.cacheName === 'remotes' && urls.includes(url) ? ({} as Response) : undefined;
      },
    },
  });
  return asked;
}

afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

test('an area is on the device once the worker kept its version whole (its release.json, kept last)', async () => {
  deviceKeeps(['https://patients.example/2.6.0/release.json']);
  const readiness = await offlineReadiness(menus, site);
  // A nurse's menus open registration and screening, never outreach clinics.
  expect(readiness?.areas).toEqual([
    { remote: 'patients', kept: true },
    { remote: 'clinical', kept: false },
  ]);
  expect(isReady(readiness!)).toBe(false);
});

test('ready only when every area is kept and every read the day needs is on the device', async () => {
  deviceKeeps(['https://patients.example/2.6.0/release.json', 'https://clinical.example/2.6.0/release.json']);
  const readiness = await offlineReadiness(menus, site);
  expect(readiness?.areas.every((area) => area.kept)).toBe(true);
  // Nobody is signed in here, so nothing of the day's reads is counted.
  expect(isReady({ areas: readiness!.areas, reads: { kept: 13, needed: 13 } })).toBe(true);
  expect(isReady({ areas: readiness!.areas, reads: { kept: 12, needed: 13 } })).toBe(false);
});

test('a browser without service workers or Cache Storage (not HTTPS) keeps no code for offline use', async () => {
  expect(await offlineReadiness(menus, site)).toBeNull();
  deviceKeeps([]);
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  expect(await offlineReadiness(menus, site)).toBeNull();
});
