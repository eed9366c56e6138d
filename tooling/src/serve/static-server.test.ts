import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { ConnectionLimits } from '@screening/server/http/connection-limits';
import { openConnection, sendThenStall } from '@screening/server/testing/slow-client';
import { startHostServer } from './suite.js';
import { startStaticServer, type RunningServer } from './static-server.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The bytes as sent (compressed when the answer says so). */
  raw: Buffer;
}

/** A GET with the path sent byte for byte (fetch would normalise it). */
function get(server: RunningServer, rawPath: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, path: rawPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body: bytes.toString('utf8'), raw: bytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Writes raw bytes on a socket and returns what the server answers before closing it. */
function raw(server: RunningServer, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

let dir: string;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-static-'));
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const UI_CHUNK = 'export const label = "Outreach Clinic";\n'.repeat(64);

describe('static server', () => {
  let server: RunningServer;
  const CSP = "default-src 'self'; frame-ancestors 'none'";
  before(async () => {
    const root = path.join(dir, 'app');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>host</title>');
    fs.writeFileSync(path.join(root, 'main.js'), 'console.log("main");\n');
    fs.writeFileSync(path.join(root, 'sw.js'), 'self.skipWaiting();\n');
    fs.writeFileSync(path.join(root, 'sign-in.89abcdef.js'), 'console.log("sign-in");\n');
    fs.writeFileSync(path.join(root, 'shell.0a1b2c3d.css'), '.shell{}\n');
    fs.writeFileSync(path.join(root, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    fs.mkdirSync(path.join(root, '2.0.0'));
    fs.writeFileSync(path.join(root, '2.0.0', 'remoteEntry.js'), 'var camps;\n');
    fs.writeFileSync(path.join(root, 'main.js.map'), '{"version":3,"sources":["secret.ts"]}');
    fs.writeFileSync(path.join(root, 'chunk.0123abcd.js.map.gz'), zlib.gzipSync('{"version":3}'));
    // A chunk as the build writes it: beside itself in gzip and in Brotli.
    fs.writeFileSync(path.join(root, 'ui.4e5f6a7b.js'), UI_CHUNK);
    fs.writeFileSync(path.join(root, 'ui.4e5f6a7b.js.gz'), zlib.gzipSync(UI_CHUNK));
    fs.writeFileSync(path.join(root, 'ui.4e5f6a7b.js.br'), zlib.brotliCompressSync(UI_CHUNK));
    server = await startStaticServer({ port: 0, roots: [root], contentSecurityPolicy: () => CSP });
  });
  after(() => server.close());

  test("an area's first release, made while the server runs, is served without a restart", async () => {
    const releases = path.join(dir, 'releases-of-a-new-area');
    const served = await startStaticServer({ port: 0, roots: [releases, path.join(dir, 'app')] });
    try {
      assert.equal((await get(served, '/1.0.0/remoteEntry.js')).status, 404);
      fs.mkdirSync(path.join(releases, '1.0.0'), { recursive: true });
      fs.writeFileSync(path.join(releases, '1.0.0', 'remoteEntry.js'), 'var dashboard;\n');
      const answer = await get(served, '/1.0.0/remoteEntry.js');
      assert.equal(answer.status, 200);
      assert.equal(answer.body, 'var dashboard;\n');
      // The roots after it still answer.
      assert.equal((await get(served, '/2.0.0/remoteEntry.js')).body, 'var camps;\n');
    } finally {
      await served.close();
    }
  });

  test('a chunk is sent in Brotli to a browser that takes it, else in gzip, else as it is', async () => {
    const brotli = await get(server, '/ui.4e5f6a7b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.match(String(brotli.headers.vary), /Accept-Encoding/i);
    assert.equal(zlib.brotliDecompressSync(brotli.raw).toString(), UI_CHUNK);
    assert.ok(brotli.raw.length < zlib.gzipSync(UI_CHUNK, { level: 9 }).length);
    const gzip = await get(server, '/ui.4e5f6a7b.js', { 'accept-encoding': 'gzip, deflate' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzip.raw).toString(), UI_CHUNK);
    const plainCopy = await get(server, '/ui.4e5f6a7b.js');
    assert.equal(plainCopy.headers['content-encoding'], undefined);
    assert.equal(plainCopy.body, UI_CHUNK);
  });

  test('a malformed path gets 400, and the server goes on answering', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/%zz', '/%C0%AF', '/a%00b', '/main.js%00.html']) {
      const res = await get(server, bad);
      assert.equal(res.status, 400, bad);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', bad);
      assert.equal((await get(server, '/main.js')).status, 200, `after ${bad}`);
    }
  });

  test('a request Node cannot parse gets 400, and the server goes on answering', async () => {
    assert.match(await raw(server, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'), /^HTTP\/1\.1 400 Bad Request/);
    assert.match(await raw(server, 'NOT-HTTP\r\n\r\n'), /^HTTP\/1\.1 400 Bad Request/);
    assert.equal((await get(server, '/')).status, 200);
  });

  test('an inverted byte range is answered whole instead of throwing', async () => {
    const res = await get(server, '/main.js', { range: 'bytes=5-2' });
    assert.equal(res.status, 200);
    assert.equal(res.body, 'console.log("main");\n');
    assert.equal((await get(server, '/main.js')).status, 200);
  });

  test('every answer says nosniff and refuses framing; pages carry the Content-Security-Policy', async () => {
    for (const url of ['/', '/index.html', '/main.js', '/missing.js', '/%']) {
      const res = await get(server, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(res.headers['x-frame-options'], 'DENY', url);
    }
    for (const page of ['/', '/index.html']) {
      const res = await get(server, page);
      assert.equal(res.status, 200, page);
      assert.match(String(res.headers['content-type']), /^text\/html/);
      assert.equal(res.headers['content-security-policy'], CSP, page);
    }
    assert.equal((await get(server, '/main.js')).headers['content-security-policy'], undefined);
  });

  test('the icon answers 200 as an image (a browser refuses an untyped file under nosniff)', async () => {
    const answer = await get(server, '/favicon.ico');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-type'], 'image/x-icon');
  });

  test('content-hashed chunks are cached for a year; the page, unhashed entries and the service worker are revalidated', async () => {
    for (const chunk of ['/sign-in.89abcdef.js', '/shell.0a1b2c3d.css']) {
      const res = await get(server, chunk);
      assert.equal(res.status, 200, chunk);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', chunk);
    }
    // A new build's service worker is seen on the next online load (a cached one would keep the old build).
    for (const entry of ['/', '/index.html', '/main.js', '/sw.js', '/2.0.0/remoteEntry.js']) {
      const res = await get(server, entry);
      assert.equal(res.status, 200, entry);
      assert.equal(res.headers['cache-control'], 'no-cache', entry);
      assert.equal((await get(server, entry, { 'if-none-match': String(res.headers.etag) })).status, 304, entry);
    }
  });

  test('source maps stay on disk: no spelling of a .map path is served', async () => {
    for (const url of [
      '/main.js.map',
      '/main.js.map/',
      '/main.js%2Emap',
      '/MAIN.JS.MAP',
      '/main.js.map?x=1',
      '/chunk.0123abcd.js.map.gz',
    ]) {
      const res = await get(server, url, { 'accept-encoding': 'gzip' });
      assert.equal(res.status, 404, url);
      assert.doesNotMatch(res.body, /version/, url);
    }
    const js = await get(server, '/main.js');
    assert.equal(js.status, 200);
    assert.doesNotMatch(js.body, /sourceMappingURL/);
  });
});

describe('slow and greedy clients (limits made small for the test)', () => {
  let server: RunningServer;
  const limits: ConnectionLimits = {
    headersTimeoutMs: 600,
    requestTimeoutMs: 1000,
    checkIntervalMs: 100,
    keepAliveTimeoutMs: 500,
    idleTimeoutMs: 5000,
    perAddress: 3,
  };
  before(async () => {
    const root = path.join(dir, 'limits');
    fs.mkdirSync(root);
    fs.writeFileSync(path.join(root, 'main.js'), 'console.log("main");\n');
    server = await startStaticServer({ port: 0, roots: [root], connections: limits });
  });
  after(() => server.close());

  const closedWithin = (outcome: { closedAfterMs: number | null }, ms: number) => {
    assert.notEqual(outcome.closedAfterMs, null, 'the connection was still open');
    assert.ok(outcome.closedAfterMs! < ms, `closed after ${outcome.closedAfterMs} ms`);
  };

  test('headers that never end are answered 408 and the connection closed', async () => {
    const outcome = await sendThenStall(server.port, 'GET /main.js HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    closedWithin(outcome, limits.headersTimeoutMs + 2000);
    assert.match(outcome.received, /^HTTP\/1\.1 408 Request Timeout/);
  });

  test('a request whose body stalls is cut', async () => {
    const outcome = await sendThenStall(server.port, 'POST /main.js HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nabc');
    closedWithin(outcome, limits.requestTimeoutMs + 2000);
  });

  test('a kept-alive connection left idle after its answer is closed', async () => {
    const outcome = await sendThenStall(server.port, 'GET /main.js HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(outcome.received, /^HTTP\/1\.1 200 OK/);
    closedWithin(outcome, limits.keepAliveTimeoutMs + 2000);
  });

  test('one address holds at most the cap: past it a connection is closed at once, unanswered', async () => {
    const held = await Promise.all(Array.from({ length: limits.perAddress }, () => openConnection(server.port)));
    try {
      const refused = await sendThenStall(server.port, 'GET /main.js HTTP/1.1\r\nHost: x\r\n\r\n');
      assert.equal(refused.received, '');
      closedWithin(refused, 1000);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe("the host's Content-Security-Policy", () => {
  let host: RunningServer;
  let siteDir: string;
  const pin = (remotes: Record<string, string>) =>
    fs.writeFileSync(
      path.join(siteDir, 'remotes.json'),
      JSON.stringify({
        site: 'csp',
        remotes: Object.fromEntries(
          Object.entries(remotes).map(([name, entry]) => [name, { version: '1.0.0', entry, integrity: 'sha384-x', paths: [] }]),
        ),
      }),
    );
  const policy = async () => {
    const res = await get(host, '/');
    return Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(/;\s*/)
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name, sources];
        }),
    ) as Record<string, string[]>;
  };

  before(async () => {
    siteDir = path.join(dir, 'site');
    fs.mkdirSync(siteDir);
    fs.writeFileSync(
      path.join(siteDir, 'config.json'),
      JSON.stringify({ apiBase: 'https://api.hospital.example/api', gatewayBase: 'https://api.hospital.example/token' }),
    );
    pin({ camps: 'https://apps.hospital.example/camps/remoteEntry.js', users: 'http://localhost:3002/remoteEntry.js' });
    host = await startHostServer(0, siteDir);
  });
  after(() => host.close());

  test('allows exactly the host, the pinned remote origins and the API origin', async () => {
    const remotes = ['https://apps.hospital.example', 'http://localhost:3002'];
    assert.deepEqual(await policy(), {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remotes],
      'style-src': ["'self'", "'unsafe-inline'", ...remotes],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'", 'https://api.hospital.example', ...remotes],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    const res = await get(host, '/');
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  test('site files are revalidated on every load: no-cache, and a 304 while unchanged', async () => {
    for (const file of ['/remotes.json', '/config.json']) {
      const first = await get(host, file);
      assert.equal(first.status, 200, file);
      assert.equal(first.headers['cache-control'], 'no-cache', file);
      const again = await get(host, file, { 'if-none-match': String(first.headers.etag) });
      assert.equal(again.status, 304, file);
      assert.equal(again.body, '', file);
    }
  });

  test('a site file is sent compressed to a browser that takes gzip, with an ETag of its own', async () => {
    const whole = fs.readFileSync(path.join(siteDir, 'remotes.json'));
    fs.writeFileSync(path.join(siteDir, 'remotes.json'), whole.toString().replace(/}$/, `, "note": "${'x'.repeat(2000)}"}`));
    try {
      const plainCopy = await get(host, '/remotes.json');
      assert.equal(plainCopy.headers['content-encoding'], undefined);
      const compressed = await get(host, '/remotes.json', { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(compressed.headers['content-encoding'], 'gzip');
      assert.equal(compressed.headers.vary, 'Accept-Encoding');
      assert.notEqual(compressed.headers.etag, plainCopy.headers.etag);
      assert.ok(compressed.raw.length < plainCopy.raw.length / 4, `${compressed.raw.length} of ${plainCopy.raw.length} bytes`);
      assert.equal(zlib.gunzipSync(compressed.raw).toString(), plainCopy.body);
      const again = await get(host, '/remotes.json', {
        'accept-encoding': 'gzip',
        'if-none-match': String(compressed.headers.etag),
      });
      assert.equal(again.status, 304);
      // A small file is not worth it: config.json is sent as it is.
      const config = await get(host, '/config.json', { 'accept-encoding': 'gzip' });
      assert.equal(config.headers['content-encoding'], undefined);
    } finally {
      fs.writeFileSync(path.join(siteDir, 'remotes.json'), whole);
    }
  });

  test('a new pin is allowed on the next page load, without a restart', async () => {
    pin({ camps: 'https://cdn.hospital.example/camps/2.0.0/remoteEntry.js' });
    const next = await policy();
    assert.deepEqual(next['script-src'], ["'self'", 'https://cdn.hospital.example']);
    assert.deepEqual(next['connect-src'], ["'self'", 'https://api.hospital.example', 'https://cdn.hospital.example']);
  });

  test('an entry that is not an http(s) URL adds nothing (no directive can be smuggled in)', async () => {
    pin({ camps: 'https://x.example; script-src *', users: 'javascript:alert(1)', patients: 'data:text/javascript,1' });
    assert.deepEqual((await policy())['script-src'], ["'self'"]);
  });

  test('a site file that fails its schema adds nothing, as the host would not start on it', async () => {
    pin({ camps: 'https://apps.hospital.example/camps/remoteEntry.js' });
    assert.deepEqual((await policy())['script-src'], ["'self'", 'https://apps.hospital.example']);
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8'));
    delete manifest.remotes.camps.integrity;
    fs.writeFileSync(path.join(siteDir, 'remotes.json'), JSON.stringify(manifest));
    assert.deepEqual((await policy())['script-src'], ["'self'"]);
  });

  test('a broken site file leaves the policy at the host itself, and the server answers', async () => {
    fs.writeFileSync(path.join(siteDir, 'remotes.json'), '{ not json');
    const next = await policy();
    assert.deepEqual(next['script-src'], ["'self'"]);
    assert.deepEqual(next['connect-src'], ["'self'", 'https://api.hospital.example']);
    assert.equal((await get(host, '/config.json')).status, 200);
  });
});
