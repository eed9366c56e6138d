/**
 * The suite on one HTTPS origin through Debian's nginx, as docs/deploy.md tells hospital IT to run it: the
 * configuration `deploy nginx` prints (renderNginxSite), a self-signed certificate made with openssl, the real API
 * (TRUST_PROXY=1, APP_URL the origin), the host's build and a remote's build, each answer checked over HTTPS with
 * that certificate as the only trusted one. Builds the host and one remote first when none is built.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { buildApps, RELEASE_FILE, type RemoteRelease } from '../build/build.js';
import { remoteRoots, servedRelease, startApi, type RunningProcess } from '../serve/suite.js';
import { hostContentSecurityPolicy } from '../serve/content-security-policy.js';
import { freePort } from '@screening/server/testing/free-port';
import { runNginxSite } from '@screening/server/testing/nginx';
import { NGINX } from '../test/nginx.js';
import { DEMO_PASSWORD } from '../start.js';
import { readApp, REMOTE_FOLDERS, repoRoot, type AppInfo } from '../workspace.js';
import { BROTLI_STATIC_MODULE, renderNginxSite } from './nginx-config.js';
import { workspaceFolders, writeProxiedSite } from './proxied-site.js';

const NAME = 'screening.test';
const OPENSSL = '/usr/bin/openssl';
const missing = [NGINX, OPENSSL, BROTLI_STATIC_MODULE].filter((file) => !fs.existsSync(file));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function collect(resolve: (answer: Answer) => void) {
  return (res: http.IncomingMessage) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
  };
}

/** The built remote the test serves: one already built (released or working), else camps, built now. */
function builtRemote(): AppInfo | undefined {
  return REMOTE_FOLDERS.map((folder) => readApp(folder)).find((app) => servedRelease(app) !== null);
}

describe(
  'the suite on one HTTPS origin behind Debian nginx',
  { skip: missing.length ? `missing: ${missing.join(', ')}` : false },
  () => {
    let dir: string;
    let ca: Buffer;
    let httpsPort: number;
    let httpPort: number;
    let origin: string;
    let siteDir: string;
    let remote: RemoteRelease;
    /** The folder nginx serves that release from. */
    let remoteDir: string;
    let nginx: { stop(): Promise<void> } | undefined;
    let api: RunningProcess | undefined;

    /** A request over HTTPS to nginx, trusting only the test's certificate, from `localAddress` (a loopback address). */
    function request(
      pathname: string,
      options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string; localAddress?: string } = {},
    ): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = https.request(
          {
            host: '127.0.0.1',
            port: httpsPort,
            servername: NAME,
            ca,
            path: pathname,
            method: options.method ?? 'GET',
            localAddress: options.localAddress,
            agent: false,
            headers: { host: `${NAME}:${httpsPort}`, ...options.headers },
          },
          collect(resolve),
        );
        req.on('error', reject);
        req.end(options.body);
      });
    }

    const signIn = (userName: string, password: string, localAddress: string, headers: http.OutgoingHttpHeaders = {}) =>
      request('/token/authenticate', {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', origin, ...headers },
        body: JSON.stringify({ userName, password }),
      });

    before(async () => {
      const host = readApp('host');
      const built = builtRemote();
      const toBuild = [
        ...(fs.existsSync(path.join(host.dir, 'dist', 'index.html')) ? [] : [host]),
        ...(built ? [] : [readApp('mfe-camps')]),
      ];
      if (toBuild.length) await buildApps(toBuild);
      const app = built ?? readApp('mfe-camps');
      remote = servedRelease(app)!;
      remoteDir = remoteRoots(app)
        .map((root) => path.join(root, remote.version))
        .find((folder) => fs.existsSync(path.join(folder, RELEASE_FILE)))!;

      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-deploy-'));
      const at = (name: string) => path.join(dir, name);
      execFileSync(
        OPENSSL,
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          `/CN=${NAME}`,
          '-addext',
          `subjectAltName=DNS:${NAME}`,
          '-keyout',
          at('key.pem'),
          '-out',
          at('cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      ca = fs.readFileSync(at('cert.pem'));

      [httpsPort, httpPort] = [await freePort(), await freePort()];
      const apiPort = await freePort();
      origin = `https://${NAME}:${httpsPort}`;
      siteDir = at('site');
      writeProxiedSite(siteDir, origin, 'deploy-test');

      const site = renderNginxSite({
        ...workspaceFolders(siteDir),
        serverName: NAME,
        certificate: at('cert.pem'),
        key: at('key.pem'),
        api: `127.0.0.1:${apiPort}`,
        httpsListen: `127.0.0.1:${httpsPort}`,
        httpListen: `127.0.0.1:${httpPort}`,
        publicHttpsPort: httpsPort,
        acmeWebroot: at('acme'),
        brotli: true,
      });
      fs.writeFileSync(at('screening.conf'), site);
      // What certbot's webroot mode writes for a certificate authority to read.
      fs.mkdirSync(at('acme/.well-known/acme-challenge'), { recursive: true });
      fs.writeFileSync(at('acme/.well-known/acme-challenge/Tk9uY2U'), 'Tk9uY2U.thumbprint');
      api = await startApi({
        port: apiPort,
        dataDir: at('data'),
        quiet: true,
        env: { APP_URL: origin, TRUST_PROXY: '1', CORS_ORIGINS: '', NODE_ENV: '' },
      });

      nginx = await runNginxSite(dir, at('screening.conf'), [httpsPort, httpPort], [BROTLI_STATIC_MODULE]);
    });

    after(async () => {
      await nginx?.stop();
      await api?.stop();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    test('the host page answers over HTTPS with the site’s Content-Security-Policy and the static server’s headers', async () => {
      const page = await request('/');
      assert.equal(page.status, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.equal(page.headers['content-security-policy'], hostContentSecurityPolicy(siteDir));
      // One origin: the page may load code and call the API only on its own origin (named, or as 'self').
      const sources = String(page.headers['content-security-policy'])
        .split(/;\s*/)
        .flatMap((directive) => directive.split(' ').slice(1))
        .filter((source) => !source.startsWith("'") && source !== 'data:');
      assert.deepEqual([...new Set(sources)], [origin]);
      assert.match(String(page.headers['content-security-policy']), new RegExp(`connect-src 'self' ${origin};`));
      assert.equal(page.headers['cache-control'], 'no-cache');
      assert.equal(page.headers['x-content-type-options'], 'nosniff');
      assert.equal(page.headers['x-frame-options'], 'DENY');
      assert.equal(page.headers['strict-transport-security'], 'max-age=31536000');
      assert.equal(page.headers['access-control-allow-origin'], undefined);
      assert.match(page.body.toString(), /<script/);
      // Scripts carry no page policy.
      assert.equal((await request('/main.js')).headers['content-security-policy'], undefined);
    });

    test('the site files name the API and the remotes on the same origin, revalidated on every load', async () => {
      const config = await request('/config.json');
      assert.equal(config.status, 200);
      assert.equal(config.headers['cache-control'], 'no-cache');
      assert.match(String(config.headers['content-type']), /^application\/json/);
      const { apiBase, gatewayBase } = JSON.parse(config.body.toString());
      assert.deepEqual([apiBase, gatewayBase], [`${origin}/api`, `${origin}/token`]);
      const pins = await request('/remotes.json');
      assert.equal(pins.headers['cache-control'], 'no-cache');
      const pinned = JSON.parse(pins.body.toString()).remotes[remote.remote];
      assert.equal(pinned.entry, `${origin}/remotes/${remote.remote}/${remote.version}/remoteEntry.js`);
      const again = await request('/remotes.json', { headers: { 'if-none-match': String(pins.headers.etag) } });
      assert.equal(again.status, 304);
    });

    test('a remote’s entry answers through its path, the bytes its pin names, revalidated', async () => {
      const entryPath = `/remotes/${remote.remote}/${remote.version}/remoteEntry.js`;
      const entry = await request(entryPath);
      assert.equal(entry.status, 200);
      assert.match(String(entry.headers['content-type']), /javascript/);
      assert.equal(entry.headers['cache-control'], 'no-cache');
      assert.equal(entry.headers['x-content-type-options'], 'nosniff');
      assert.equal(`sha384-${crypto.createHash('sha384').update(entry.body).digest('base64')}`, remote.integrity);
      const again = await request(entryPath, { headers: { 'if-none-match': String(entry.headers.etag) } });
      assert.equal(again.status, 304);
    });

    test('content-hashed chunks are cached for a year and sent precompressed; source maps and dot files are not served', async () => {
      // The largest: a file the build compressed (a file under 1 KiB is sent as it is).
      const chunk = remote.files
        .filter((file) => /\.[0-9a-f]{8}\.js$/.test(file))
        .sort((a, b) => fs.statSync(path.join(remoteDir, b)).size - fs.statSync(path.join(remoteDir, a)).size)[0];
      assert.ok(chunk, `${remote.remote} ${remote.version} lists a hashed chunk`);
      const chunkPath = `/remotes/${remote.remote}/${remote.version}/${chunk}`;
      const res = await request(chunkPath, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(res.status, 200);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(res.headers['content-encoding'], 'gzip');
      // A browser that takes Brotli gets the build's .br, the same bytes once decoded.
      const brotli = await request(chunkPath, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.ok(fs.existsSync(path.join(remoteDir, `${chunk}.br`)), `the build wrote ${chunk}.br`);
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.deepEqual(zlib.brotliDecompressSync(brotli.body), fs.readFileSync(path.join(remoteDir, chunk)));
      for (const hidden of [`${chunkPath}.map`, `${chunkPath}.map.gz`, '/main.js.map', '/.env']) {
        assert.equal((await request(hidden)).status, 404, hidden);
      }
      const escape = await request(`/remotes/${remote.remote}/../../../etc/passwd`);
      assert.ok([400, 404].includes(escape.status), String(escape.status));
      assert.doesNotMatch(escape.body.toString(), /root:/);
      assert.equal((await request('/remotes/nosuch/1.0.0/remoteEntry.js')).status, 404);
      const hostChunk = fs.readdirSync(path.join(repoRoot, 'host', 'dist')).find((f) => /\.[0-9a-f]{8}\.js$/.test(f))!;
      assert.equal((await request(`/${hostChunk}`)).headers['cache-control'], 'public, max-age=31536000, immutable');
      for (const entry of ['/index.html', '/main.js', '/sw.js']) {
        assert.equal((await request(entry)).headers['cache-control'], 'no-cache', entry);
      }
    });

    test('the API answers through /api/: health and readiness', async () => {
      for (const probe of ['/api/health', '/api/ready']) {
        const res = await request(probe);
        assert.equal(res.status, 200, `${probe}: ${res.body.toString()}`);
      }
    });

    test('a sign-in through /token/ on the page’s own origin, then an authorised call through /api/', async () => {
      const res = await signIn('admin@demo.in', DEMO_PASSWORD, '127.0.0.1');
      assert.equal(res.status, 200, res.body.toString());
      const { token } = JSON.parse(res.body.toString());
      assert.equal(typeof token, 'string');
      const me = await request('/api/curable/authorizeUserRequest/admin@demo.in', {
        headers: { authorization: `Bearer ${token}`, origin },
      });
      assert.equal(me.status, 200, me.body.toString());
    });

    test('the sign-in throttles count the client nginx saw, not an X-Forwarded-For it wrote', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
        statuses.push((await signIn('nurse@demo.in', `Wrong-${i}-guess`, '127.0.0.2', forged)).status);
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
      // Another client of the same proxy is not held back by that address's failures.
      assert.equal((await signIn('nurse@demo.in', DEMO_PASSWORD, '127.0.0.3')).status, 200);
    });

    test('plain HTTP is redirected to the HTTPS origin, path and query kept', async () => {
      const res = await new Promise<Answer>((resolve, reject) => {
        http
          .get(
            { host: '127.0.0.1', port: httpPort, path: '/index.html?x=1', headers: { host: NAME }, agent: false },
            collect(resolve),
          )
          .on('error', reject);
      });
      assert.equal(res.status, 301);
      assert.equal(res.headers.location, `${origin}/index.html?x=1`);
    });

    test("a certificate authority's challenge is answered on plain HTTP from certbot's webroot; nothing else is", async () => {
      const get = (pathname: string) =>
        new Promise<Answer>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port: httpPort, path: pathname, headers: { host: NAME }, agent: false }, collect(resolve))
            .on('error', reject);
        });
      const challenge = await get('/.well-known/acme-challenge/Tk9uY2U');
      assert.equal(challenge.status, 200);
      assert.equal(challenge.body.toString(), 'Tk9uY2U.thumbprint');
      assert.match(String(challenge.headers['content-type']), /^text\/plain/);
      assert.equal((await get('/.well-known/acme-challenge/missing')).status, 404);
      // A path climbing out of the folder is normalised first, out of the challenge location: the file beside the
      // webroot is never read, only redirected to HTTPS like any other path.
      const climbing = await get('/.well-known/acme-challenge/../../screening.conf');
      assert.equal(climbing.status, 301);
      assert.ok(!climbing.body.toString().includes('server_name'));
      // Over HTTPS the challenge folder is not served (it is a dot folder of no build).
      assert.equal((await request('/.well-known/acme-challenge/Tk9uY2U')).status, 404);
    });
  },
);
