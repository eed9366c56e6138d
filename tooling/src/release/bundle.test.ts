/**
 * `release bundle` as hospital IT uses it: the tarball unpacked by the system's tar, checked by `sha256sum -c`, and
 * the API started from it with plain node. The areas and the host are small stand-ins (their bytes do not matter
 * here); the server is the real build, since starting it is the point. Built once for the file (about 20 s of it is
 * `pnpm deploy` copying the server's packages from the store).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildServer } from '@screening/server/build/build-server';
import { startCompiledServer } from '@screening/server/testing/compiled-server';
import { freePort } from '@screening/server/testing/free-port';
import { describeRelease, RELEASE_FILE } from '../build/build.js';
import { brotliStaticInstalled, renderNginxSite } from '../deploy/nginx-config.js';
import { writeProxiedConfig, proxiedRemoteBase } from '../deploy/proxied-site.js';
import { renderApiUnit } from '../deploy/systemd-units.js';
import { readApp, repoRoot } from '../workspace.js';
import { bundle, CHECKSUMS_FILE, MANIFEST_FILE, type Bundle, type BundleManifest } from './bundle.js';
import { pin, ReleaseError } from './release.js';

const ORIGIN = 'https://screening.hospital.example';
const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const BUILT_AT = '2026-11-29T12:00:00.000Z';
const ADMIN = { email: 'it.admin@hospital.example', password: 'Bundle#Admin-2026-kestrel' };

let root: string;
let serverDist: string;
let hostDist: string;
let made: Bundle;
let unpacked: string;

/** A release folder as `release` leaves it, without a webpack build. */
async function fakeRelease(remote: string, folder: string, version: string) {
  const dir = path.join(process.env.SCREENING_RELEASES_DIR!, remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${version} */`);
  fs.writeFileSync(path.join(dir, '12.0123abcd.js'), `/* a chunk of ${remote} */`);
  const described = await describeRelease({ ...readApp(folder), version }, dir, undefined, version);
  fs.writeFileSync(path.join(dir, RELEASE_FILE), JSON.stringify(described));
}

function cli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join('tooling', 'src', 'cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env },
    encoding: 'utf8',
  });
}

const files = (dir: string): string[] => (fs.readdirSync(dir, { recursive: true }) as string[]).sort();

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-bundle-test-'));
  process.env.SCREENING_RELEASES_DIR = path.join(root, 'releases');
  process.env.SCREENING_SITES_DIR = path.join(root, 'sites');
  await fakeRelease('camps', 'mfe-camps', '2.16.0');
  await fakeRelease('users', 'mfe-users', '1.4.0');
  writeProxiedConfig(path.join(root, 'sites', 'ward-a'), ORIGIN);
  pin('ward-a', 'camps@2.16.0', { base: proxiedRemoteBase(ORIGIN, 'camps') });
  pin('ward-a', 'users@1.4.0', { base: proxiedRemoteBase(ORIGIN, 'users') });

  hostDist = path.join(root, 'host-dist');
  fs.mkdirSync(hostDist);
  fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>Screening</title>');
  fs.writeFileSync(path.join(hostDist, 'main.js'), '/* the host */');
  serverDist = path.join(root, 'server-dist');
  await buildServer(serverDist);

  made = await bundle({
    site: 'ward-a',
    outDir: path.join(root, 'out'),
    commit: COMMIT,
    builtAt: BUILT_AT,
    serverDist,
    hostDist,
  });
  unpacked = path.join(root, 'opt-screening');
  fs.mkdirSync(unpacked);
  const untar = spawnSync('tar', ['-xzf', made.file, '-C', unpacked], { encoding: 'utf8' });
  assert.equal(untar.status, 0, untar.stderr);
});
after(() => fs.rmSync(root, { recursive: true, force: true }));

describe('release bundle', () => {
  test('one tarball beside its .sha256, named by the site, the server version and the commit; nothing else left', () => {
    assert.equal(path.basename(made.file), `screening-ward-a-1.0.0-${COMMIT.slice(0, 12)}.tar.gz`);
    assert.deepEqual(files(path.join(root, 'out')), [path.basename(made.file), `${path.basename(made.file)}.sha256`]);
    const check = spawnSync('sha256sum', ['-c', made.checksumFile], { cwd: path.dirname(made.file), encoding: 'utf8' });
    assert.equal(check.status, 0, check.stdout + check.stderr);
  });

  test('unpacks to the layout nginx and the unit name: host, pinned releases, site files, the compiled server', () => {
    const has = (file: string) => assert.ok(fs.existsSync(path.join(unpacked, file)), `${file} is in the bundle`);
    for (const file of ['host/dist/index.html', 'host/dist/main.js', 'sites/ward-a/config.json', 'sites/ward-a/remotes.json'])
      has(file);
    for (const release of ['camps/2.16.0', 'users/1.4.0'])
      for (const file of ['remoteEntry.js', '12.0123abcd.js', RELEASE_FILE]) has(`releases/${release}/${file}`);
    for (const file of ['server/dist/main.js', 'server/dist/admin-cli.js', 'server/dist/db-cli.js', 'server/dist/migrations'])
      has(file);
    has('server/node_modules/fastify/package.json');
    has('docs/deploy.md');
    has('deploy.mjs');
    assert.deepEqual(fs.readdirSync(path.join(unpacked, 'releases')).sort(), ['camps', 'users']);
    assert.equal(
      fs.readFileSync(path.join(unpacked, 'sites/ward-a/remotes.json'), 'utf8'),
      fs.readFileSync(path.join(root, 'sites/ward-a/remotes.json'), 'utf8'),
    );
    const release = JSON.parse(fs.readFileSync(path.join(unpacked, 'releases/camps/2.16.0', RELEASE_FILE), 'utf8'));
    assert.match(release.integrity, /^sha384-/);
    assert.equal(JSON.parse(fs.readFileSync(path.join(unpacked, 'server/package.json'), 'utf8')).type, 'module');
    // pnpm's records name the temporary folder it installed into; they are not shipped.
    assert.ok(!fs.existsSync(path.join(unpacked, 'server/node_modules/.modules.yaml')));
  });

  test('manifest.json: the release, each part’s version, the commit and the given build time', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, MANIFEST_FILE), 'utf8')) as BundleManifest;
    assert.equal(manifest.release, `ward-a-1.0.0-${COMMIT.slice(0, 12)}`);
    assert.equal(manifest.site, 'ward-a');
    assert.equal(manifest.commit, COMMIT);
    assert.equal(manifest.builtAt, BUILT_AT);
    assert.equal(manifest.server, '1.0.0');
    assert.equal(manifest.host, readApp('host').version);
    assert.deepEqual(Object.fromEntries(Object.entries(manifest.remotes).map(([r, { version }]) => [r, version])), {
      camps: '2.16.0',
      users: '1.4.0',
    });
    const listing = spawnSync('tar', ['-tvzf', made.file], { encoding: 'utf8' }).stdout;
    assert.match(listing, /2026-11-29 12:00 .*manifest\.json/, 'every entry carries the build time');
    assert.match(listing, / 0\/0 .* deploy\/prometheus\/screening-rules\.yml$/m, 'the alert rules, owned by no local account');
  });

  test('sha256sum -c SHA256SUMS passes on the unpacked files, and fails naming a file one byte of which changed', () => {
    const check = () => spawnSync('sha256sum', ['--quiet', '-c', CHECKSUMS_FILE], { cwd: unpacked, encoding: 'utf8' });
    const listed = fs.readFileSync(path.join(unpacked, CHECKSUMS_FILE), 'utf8').trim().split('\n');
    assert.ok(listed.some((line) => line.endsWith('  server/dist/main.js')));
    assert.ok(listed.some((line) => line.endsWith('  manifest.json')));
    const passed = check();
    assert.equal(passed.status, 0, passed.stdout + passed.stderr);

    const file = path.join(unpacked, 'releases/camps/2.16.0/remoteEntry.js');
    const original = fs.readFileSync(file);
    const changed = Buffer.from(original);
    changed[0] ^= 1;
    fs.writeFileSync(file, changed);
    try {
      const failed = check();
      assert.notEqual(failed.status, 0);
      assert.match(failed.stdout, /releases\/camps\/2\.16\.0\/remoteEntry\.js: FAILED/);
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  test('a site pinning a version never released is refused, naming it, and no tarball is written', () => {
    const site = path.join(root, 'sites', 'ward-b');
    fs.cpSync(path.join(root, 'sites', 'ward-a'), site, { recursive: true });
    const remotes = JSON.parse(fs.readFileSync(path.join(site, 'remotes.json'), 'utf8'));
    remotes.site = 'ward-b';
    remotes.remotes.camps.version = '9.9.9';
    remotes.remotes.camps.entry = `${ORIGIN}/remotes/camps/9.9.9/remoteEntry.js`;
    fs.writeFileSync(path.join(site, 'remotes.json'), JSON.stringify(remotes));
    const out = path.join(root, 'out-b');

    const run = cli('release', 'bundle', '--site', 'ward-b', '--out', out, '--commit', COMMIT, '--built-at', BUILT_AT);
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /Cannot bundle site ward-b:/);
    assert.match(run.stderr, /camps 9\.9\.9 is pinned but has not been released/);
    assert.doesNotMatch(run.stderr, /users/);
    assert.ok(!fs.existsSync(out) || fs.readdirSync(out).length === 0, 'no tarball, not even a partial one');
  });

  test('no server build, or one without its commands: refused, naming what is missing, before anything is written', async () => {
    const out = path.join(root, 'out-c');
    const refused = (dist: string, message: RegExp) =>
      assert.rejects(
        bundle({ site: 'ward-a', outDir: out, commit: COMMIT, builtAt: BUILT_AT, serverDist: dist, hostDist }),
        (e: unknown) => e instanceof ReleaseError && message.test(e.message),
      );
    await refused(path.join(root, 'none'), /the server is not built \(\S*none\/main\.js, /);
    // A build made before the commands were compiled.
    const older = path.join(root, 'older-dist');
    fs.mkdirSync(path.join(older, 'migrations'), { recursive: true });
    fs.writeFileSync(path.join(older, 'main.js'), '');
    await refused(older, /the server is not built \(\S*older-dist\/admin-cli\.js, \S*older-dist\/db-cli\.js\)/);
    assert.ok(!fs.existsSync(out));
  });

  test('its deploy.mjs renders nginx and the unit for the folder it was unpacked in, as deploy nginx and deploy units do', () => {
    const deploy = (...args: string[]) =>
      spawnSync(process.execPath, [path.join(unpacked, 'deploy.mjs'), ...args], {
        cwd: os.tmpdir(),
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
      });
    const tls = { certificate: path.join(root, 'cert.pem'), key: path.join(root, 'key.pem') };
    const nginx = deploy('nginx', '--server-name', 'screening.hospital.example', '--cert', tls.certificate, '--key', tls.key);
    assert.equal(nginx.status, 0, nginx.stderr);
    const expected = renderNginxSite({
      serverName: 'screening.hospital.example',
      ...tls,
      hostDir: path.join(unpacked, 'host/dist'),
      siteDir: path.join(unpacked, 'sites/ward-a'),
      remotes: { camps: [path.join(unpacked, 'releases/camps')], users: [path.join(unpacked, 'releases/users')] },
      // Brotli where this machine's nginx has its module, as the command decides.
      brotli: brotliStaticInstalled(),
    });
    assert.equal(nginx.stdout, expected);
    assert.ok(nginx.stdout.includes(`root ${unpacked}/host/dist;`));
    assert.ok(nginx.stdout.includes(`${unpacked}/releases/camps/$screening_file`));
    // Only the certificate is missing: every folder it names is in the bundle.
    assert.doesNotMatch(nginx.stderr, /does not exist yet \(nginx would answer 404\)/);

    const unit = deploy('units', '--backup-dir', '/srv/screening/backups');
    assert.equal(unit.status, 0, unit.stderr);
    assert.equal(unit.stdout, renderApiUnit({ installDir: unpacked, backupDir: '/srv/screening/backups' }));
    assert.match(
      unit.stdout,
      new RegExp(`^ExecStart=/usr/bin/node --enable-source-maps ${unpacked}/server/dist/main\\.js$`, 'm'),
    );
    assert.doesNotMatch(unit.stderr, /main\.js does not exist/);
  });

  test(
    'the unpacked API runs with plain node: its first administrator is created, it answers health and signs her in',
    { timeout: 240_000 },
    async () => {
      const data = path.join(root, 'data');
      const port = await freePort();
      const env: NodeJS.ProcessEnv = { DATA_DIR: data };
      // From another folder, with only the bundle's files to find its own.
      const cwd = os.tmpdir();
      const admin = spawnSync(
        process.execPath,
        [path.join(unpacked, 'server/dist/admin-cli.js'), 'create', '--email', ADMIN.email, '--name', 'IT Admin'],
        { cwd, env: { PATH: process.env.PATH, ...env }, input: `${ADMIN.password}\n`, encoding: 'utf8' },
      );
      assert.equal(admin.status, 0, admin.stdout + admin.stderr);

      const server = startCompiledServer(path.join(unpacked, 'server/dist/main.js'), port, env, cwd);
      const { child, base } = server;
      try {
        assert.equal(await server.ready(), 200, server.stdout() + server.stderr());
        const health = await fetch(`${base}/api/health`);
        assert.equal(health.status, 200);
        const signIn = await fetch(`${base}/token/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
        });
        assert.equal(signIn.status, 200, await signIn.clone().text());
        process.kill(child.pid!, 'SIGTERM');
        assert.equal(await server.exited, 0, server.stderr());
      } finally {
        if (child.exitCode === null) process.kill(child.pid!, 'SIGKILL');
      }
    },
  );
});
