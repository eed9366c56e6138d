import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { describeRelease, RELEASE_FILE, sha384 } from '../build/build.js';
import { sha384Digest } from '../webpack/chunk-integrity.js';
import { readApp, repoRoot, workspaceSharedVersion } from '../workspace.js';
import { isSiteFile } from '@screening/domain/site';
import { listSite, pin, readSite, release, ReleaseError, unpin } from './release.js';
import { SiteFileError } from './site-file.js';

let root: string;

/** A release folder as `release` leaves it, without spending a webpack build on it. */
async function fakeRelease(
  remote: string,
  folder: string,
  version: string,
  entry = `/* ${remote} ${version} */`,
  sharedVersion?: string,
  chunks: Record<string, string> = {},
) {
  const dir = path.join(process.env.SCREENING_RELEASES_DIR!, remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), entry);
  for (const [file, text] of Object.entries(chunks)) fs.writeFileSync(path.join(dir, file), text);
  const described = await describeRelease({ ...readApp(folder), version }, dir, sharedVersion, version);
  fs.writeFileSync(path.join(dir, RELEASE_FILE), JSON.stringify(described));
  return dir;
}

function cli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join('tooling', 'src', 'cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env },
    encoding: 'utf8',
  });
}

before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-release-'));
  process.env.SCREENING_RELEASES_DIR = path.join(root, 'releases');
  process.env.SCREENING_SITES_DIR = path.join(root, 'sites');
});
after(() => fs.rmSync(root, { recursive: true, force: true }));

describe('release', () => {
  test('refuses to overwrite a version that is already released, before building anything', async () => {
    const dir = await fakeRelease('camps', 'mfe-camps', '3.1.0');
    const before = fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8');
    await assert.rejects(
      release('camps', { version: '3.1.0' }),
      (e: unknown) => e instanceof ReleaseError && /already released/.test(e.message),
    );
    assert.equal(fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8'), before);
  });

  test('the command line says so and exits non-zero', () => {
    const result = cli('release', 'camps', '--version', '3.1.0');
    assert.equal(result.status, 1);
    assert.match(result.stderr, /camps 3\.1\.0 is already released/);
  });

  test('rejects an unknown remote and a malformed version', async () => {
    await assert.rejects(release('pharmacy'), /Unknown remote "pharmacy"/);
    await assert.rejects(release('camps', { version: 'latest' }), /is not a version/);
  });
});

describe('site pin and list', () => {
  test('pin writes the release integrity, the entry URL and the remote paths', async () => {
    const dir = await fakeRelease('users', 'mfe-users', '2.0.0');
    const result = pin('ward-a', 'users@2.0.0');
    const site = readSite('ward-a');
    const pinned = site.remotes.users;
    assert.equal(site.site, 'ward-a');
    assert.equal(pinned.version, '2.0.0');
    assert.equal(pinned.integrity, sha384(path.join(dir, 'remoteEntry.js')));
    assert.equal(pinned.entry, `http://localhost:${readApp('mfe-users').port}/2.0.0/remoteEntry.js`);
    // The release CLI reads each area's manifest from its folder; the test compares with the same file.
    // eslint-disable-next-line import-x/no-relative-packages
    const { routeManifest } = await import('../../../mfe-users/src/route-manifest.ts');
    assert.deepEqual(
      pinned.paths,
      routeManifest.map((r: { path: string }) => r.path),
    );
    assert.equal(result.previous, null);
    assert.ok(
      fs.existsSync(path.join(process.env.SCREENING_SITES_DIR!, 'ward-a', 'config.json')),
      'a new site gets a config.json',
    );
  });

  test('pin carries the reads the release declares for offline use, each with its route’s access; an older release none', async () => {
    await fakeRelease('patients', 'mfe-patients', '2.0.0');
    pin('ward-offline', 'patients@2.0.0');
    const reads = readSite('ward-offline').remotes.patients.offlineReads ?? [];
    assert.deepEqual(
      reads.find((read) => read.route === 'worklist'),
      {
        route: 'worklist',
        body: { stage: 3, search: '', page: 0 },
        refresh: true,
        access: { menu: '/PatientEdit', privileges: ['VIEW'] },
      },
    );
    assert.ok(isSiteFile('remotes.json', readSite('ward-offline')), 'remotes.json with the reads fits its schema');

    // A release.json written before areas declared their reads: pinned without them, so the offline core knows.
    const dir = await fakeRelease('patients', 'mfe-patients', '1.9.0');
    const { offlineReads: _declared, ...older } = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_FILE), 'utf8'));
    fs.writeFileSync(path.join(dir, RELEASE_FILE), JSON.stringify(older));
    pin('ward-offline', 'patients@1.9.0');
    assert.equal(readSite('ward-offline').remotes.patients.offlineReads, undefined);
  });

  test('a pinned site holds a remotes.json and a config.json the host accepts at load', async () => {
    pin('ward-checked', 'users@2.0.0');
    const dir = path.join(process.env.SCREENING_SITES_DIR!, 'ward-checked');
    const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    assert.ok(isSiteFile('remotes.json', read('remotes.json')), 'remotes.json fits its schema');
    assert.ok(isSiteFile('config.json', read('config.json')), 'config.json fits its schema');
  });

  test('refuses to pin into a site whose remotes.json the host would refuse, naming what is wrong', async () => {
    const dir = path.join(process.env.SCREENING_SITES_DIR!, 'ward-hand-edited');
    fs.mkdirSync(dir, { recursive: true });
    const handEdited = { site: 'ward-hand-edited', remotes: { camps: { version: '1.0.0' } } };
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(handEdited));
    assert.throws(
      () => pin('ward-hand-edited', 'users@2.0.0'),
      (e: unknown) => e instanceof SiteFileError && /remotes\/camps\/entry is missing/.test(e.message),
    );
  });

  test('unpin takes one area out of a site and leaves the others pinned; unpinning it again is refused', async () => {
    await fakeRelease('dashboard', 'mfe-dashboard', '1.0.0');
    await fakeRelease('reports', 'mfe-reports', '1.0.0');
    pin('ward-unpin', 'dashboard@1.0.0');
    pin('ward-unpin', 'reports@1.0.0');
    const reports = readSite('ward-unpin').remotes.reports;
    assert.equal(unpin('ward-unpin', 'dashboard').previous.version, '1.0.0');
    assert.deepEqual(readSite('ward-unpin').remotes, { reports });
    assert.throws(() => unpin('ward-unpin', 'dashboard'), /Site ward-unpin does not pin dashboard/);
    const result = cli('site', 'unpin', 'ward-unpin', 'reports');
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /reports unpinned \(was 1\.0\.0\)/);
    assert.deepEqual(readSite('ward-unpin').remotes, {});
  });

  test('re-pinning keeps the site origin of that remote and reports the previous version', async () => {
    await fakeRelease('reports', 'mfe-reports', '1.0.0');
    await fakeRelease('reports', 'mfe-reports', '1.1.0');
    pin('ward-b', 'reports@1.0.0', { base: 'https://apps.hospital.example:8443' });
    const result = pin('ward-b', 'reports@1.1.0');
    assert.equal(result.previous?.version, '1.0.0');
    assert.equal(readSite('ward-b').remotes.reports.entry, 'https://apps.hospital.example:8443/1.1.0/remoteEntry.js');
  });

  test('refuses a version that was never released, naming the released ones', async () => {
    await fakeRelease('clinical', 'mfe-clinical', '1.0.0');
    assert.throws(() => pin('ward-c', 'clinical@9.9.9'), /clinical 9\.9\.9 has not been released\. Released versions: 1\.0\.0\./);
    assert.throws(() => pin('ward-c', 'clinical'), /Expected <remote>@<version>/);
  });

  test('a release built against an earlier major of @screening/shared is flagged: pinning warns, list says the shell refuses it', async () => {
    const major = Number(workspaceSharedVersion().split('.')[0]);
    const older = `${major - 1}.4.0`;
    await fakeRelease('camps', 'mfe-camps', '1.1.0', undefined, older);
    await fakeRelease('camps', 'mfe-camps', '9.0.0');
    const pinned = pin('ward-e', 'camps@1.1.0');
    assert.match(pinned.incompatible ?? '', new RegExp(`camps 1\\.1\\.0 needs @screening/shared \\^${major - 1}\\.4\\.0`));
    const result = cli('site', 'pin', 'ward-e', 'camps@1.1.0');
    assert.equal(result.status, 0, 'pinning stays possible (e.g. with a shell still on the older major)');
    assert.match(result.stderr, /Warning: .*cannot run with this suite/);
    assert.equal(listSite('ward-e')[0].shell, 'refuses');
    assert.match(cli('site', 'list', 'ward-e').stdout, /camps\s+1\.1\.0\s+\d+\s+ok\s+refuses/);

    assert.equal(pin('ward-e', 'camps@9.0.0').incompatible, undefined);
    assert.equal(listSite('ward-e')[0].shell, 'ok');
  });

  test('refuses to pin a release whose files were modified, and list shows a modified pin', async () => {
    const dir = await fakeRelease('patients', 'mfe-patients', '1.0.0');
    pin('ward-d', 'patients@1.0.0');
    assert.equal(listSite('ward-d')[0].verified, 'ok');
    fs.appendFileSync(path.join(dir, 'remoteEntry.js'), '\n/* changed */');
    assert.throws(() => pin('ward-d', 'patients@1.0.0'), /has been modified since it was released/);
    assert.equal(listSite('ward-d')[0].verified, 'modified');
    const result = cli('site', 'list', 'ward-d');
    assert.equal(result.status, 1);
    assert.match(result.stdout, /patients\s+1\.0\.0\s+\d+\s+modified/);
  });

  test('a changed chunk is found as a changed entry is: pinning names the file, list says modified', async () => {
    const chunks = { '11.63c162e2.js': 'self.page = 1;', '11.ad04956a.css': 'p{margin:0}' };
    // The entry carries each chunk's hash, as the build writes it (tooling/src/webpack/chunk-integrity.ts).
    const entry = `r.sri={j:{11:"${sha384Digest(chunks['11.63c162e2.js'])}"},c:{11:"${sha384Digest(chunks['11.ad04956a.css'])}"}};`;
    const dir = await fakeRelease('clinical', 'mfe-clinical', '2.0.0', entry, undefined, chunks);
    pin('ward-f', 'clinical@2.0.0');
    assert.equal(listSite('ward-f')[0].verified, 'ok');

    fs.appendFileSync(path.join(dir, '11.ad04956a.css'), 'body{display:none}');
    assert.throws(
      () => pin('ward-f', 'clinical@2.0.0'),
      /clinical 2\.0\.0 has been modified since it was released \(11\.ad04956a\.css no longer match/,
    );
    assert.equal(listSite('ward-f')[0].verified, 'modified');
    const result = cli('site', 'list', 'ward-f');
    assert.equal(result.status, 1);
    assert.match(result.stdout, /clinical\s+2\.0\.0\s+\d+\s+modified/);
  });

  test('a compressed copy that no longer decodes to its file is found too: a browser taking that encoding is served it', async () => {
    const chunks = { '13.5d6e7f80.js': 'self.page = 3;' };
    const entry = `r.sri={j:{13:"${sha384Digest(chunks['13.5d6e7f80.js'])}"}};`;
    const dir = await fakeRelease('reports', 'mfe-reports', '3.0.0', entry, undefined, chunks);
    const file = path.join(dir, '13.5d6e7f80.js');
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(chunks['13.5d6e7f80.js']));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(chunks['13.5d6e7f80.js']));
    pin('ward-h', 'reports@3.0.0');
    assert.equal(listSite('ward-h')[0].verified, 'ok');

    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync('self.page = 3; window.__tampered = true;'));
    assert.throws(
      () => pin('ward-h', 'reports@3.0.0'),
      /reports 3\.0\.0 has been modified since it was released \(13\.5d6e7f80\.js\.br no longer match/,
    );
    assert.equal(listSite('ward-h')[0].verified, 'modified');
    fs.writeFileSync(`${file}.br`, 'not brotli at all');
    assert.equal(listSite('ward-h')[0].verified, 'modified');
  });

  test('a release built before chunks were pinned is listed as pinned by its entry only', async () => {
    await fakeRelease('users', 'mfe-users', '1.5.0', '/* users 1.5.0 */', undefined, { '12.0a1b2c3d.js': 'self.page = 2;' });
    pin('ward-g', 'users@1.5.0');
    assert.equal(listSite('ward-g')[0].verified, 'entry only');
    assert.equal(cli('site', 'list', 'ward-g').status, 0);
  });
});
