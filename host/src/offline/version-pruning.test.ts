import { pinnedFolders, staleUrls, versionFolder } from './version-pruning';

const SITE = 'https://screening.example/remotes.json';
const manifest = (versions: Record<string, string>) =>
  JSON.stringify({
    site: 'demo',
    remotes: Object.fromEntries(
      Object.entries(versions).map(([name, entry]) => [name, { entry, integrity: 'sha384-x', version: '1' }]),
    ),
  });

test('a version folder is the origin and the version of a URL under one', () => {
  expect(versionFolder('https://cdn.example/2.4.0/main.1234abcd.js')).toBe('https://cdn.example/2.4.0/');
  expect(versionFolder('/2.4.0-rc.1/remoteEntry.js', SITE)).toBe('https://screening.example/2.4.0-rc.1/');
  // Every remote under the host's own origin, through the proxy of docs/deploy.md.
  expect(versionFolder('https://screening.example/remotes/patients/2.17.0/104.4a4ac1cd.js')).toBe(
    'https://screening.example/remotes/patients/2.17.0/',
  );
  expect(versionFolder('https://cdn.example/remotes.json')).toBeNull();
  expect(versionFolder('https://screening.example/104.4a4ac1cd.js')).toBeNull();
  expect(versionFolder('not a url')).toBeNull();
});

test('the folders pinned by remotes.json, relative entries read from where it was served', () => {
  const pinned = pinnedFolders(
    manifest({ camps: '/2.4.0/remoteEntry.js', shared: 'https://cdn.example/3.4.0/remoteEntry.js', odd: 'remoteEntry.js' }),
    SITE,
  );
  expect([...pinned].sort()).toEqual(['https://cdn.example/3.4.0/', 'https://screening.example/2.4.0/']);
  const proxied = pinnedFolders(manifest({ camps: '/remotes/camps/2.16.0/remoteEntry.js' }), SITE);
  expect([...proxied]).toEqual(['https://screening.example/remotes/camps/2.16.0/']);
  expect(pinnedFolders('<html>', SITE).size).toBe(0);
  expect(pinnedFolders('{"remotes":null}', SITE).size).toBe(0);
});

test('the files of versions pinned by neither the current nor the previous remotes.json are stale', () => {
  const cached = [
    'https://screening.example/2.2.0/main.11111111.js',
    'https://screening.example/2.3.0/main.22222222.js',
    'https://screening.example/2.3.0/remoteEntry.js',
    'https://screening.example/2.4.0/main.33333333.js',
    'https://screening.example/index.html',
  ];
  const current = pinnedFolders(manifest({ camps: '/2.4.0/remoteEntry.js' }), SITE);
  const previous = pinnedFolders(manifest({ camps: '/2.3.0/remoteEntry.js' }), SITE);
  expect(staleUrls(cached, current, previous)).toEqual(['https://screening.example/2.2.0/main.11111111.js']);
  // Without a previous copy only the current pins are kept.
  expect(staleUrls(cached, current, new Set())).toEqual(cached.slice(0, 3));
  // The same pins read again delete nothing: the versions of the pin before stay until the next new pin.
  expect(staleUrls(cached, current, current)).toEqual([]);
  // A remotes.json that pins nothing readable deletes nothing.
  expect(staleUrls(cached, new Set(), previous)).toEqual([]);
});
