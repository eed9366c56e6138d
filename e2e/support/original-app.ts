/**
 * The institute's original client (its production build, ../shared/reference/original-build.tar.gz beside the
 * repository) served on its own port against the suite's API. The build calls http://localhost:8015 hard-coded,
 * so its JavaScript is served with that address replaced by the e2e API's; the browser then calls the API
 * directly, with the original's own origin (which the harness adds to the API's CORS_ORIGINS). The archive is
 * extracted to a temporary folder, never into the repository. Its code is served compressed as the suite's is
 * (Brotli at the suite build's quality where the browser takes it, else gzip -9; once, kept in memory), as a
 * production server would, so the journey benchmark counts its bytes as the suite's are counted, and cached as one
 * would, so its second visit is measured warm as the suite's is.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { repoRoot } from '@screening/tooling/workspace.ts';

export const ORIGINAL_BUILD = path.resolve(repoRoot, '..', 'shared', 'reference', 'original-build.tar.gz');
const BUILT_FOR_API = 'http://localhost:8015';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

export interface OriginalApp {
  url: string;
  close(): Promise<void>;
}

export async function serveOriginalApp(port: number, apiUrl: string): Promise<OriginalApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-original-'));
  const untar = spawnSync('tar', ['xzf', ORIGINAL_BUILD, '-C', dir], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`Cannot extract ${ORIGINAL_BUILD}: ${untar.stderr}`);
  const root = path.join(dir, 'build');
  // Its code and page, with the API address replaced, plain and compressed: read and compressed once.
  const texts = new Map<string, { body: Buffer; gzip: Buffer; brotli: Buffer }>();
  const text = (file: string) => {
    let entry = texts.get(file);
    if (!entry) {
      let source = fs.readFileSync(file, 'utf8');
      if (file.endsWith('.js')) source = source.replaceAll(BUILT_FOR_API, apiUrl);
      const body = Buffer.from(source);
      const brotli = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } });
      entry = { body, gzip: zlib.gzipSync(body, { level: 9 }), brotli };
      texts.set(file, entry);
    }
    return entry;
  };
  // Compressed before the first request, so no visit waits for it.
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (/\.(js|css|html)$/.test(file)) text(path.join(root, file));
  }

  const server = http.createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(root, path.normalize(pathname));
    // Its router uses real paths: anything that is not a file is the app's page.
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const ext = path.extname(file);
    // As a production server serves such a build (and as the suite's own files are served): the content-hashed
    // files under /static/ are kept for a year, the rest asked again with their ETag, so a second visit is a warm one.
    const body = /\.(js|css|html)$/.test(ext) ? text(file).body : fs.readFileSync(file);
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': file.startsWith(path.join(root, 'static') + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (/\.(js|css|html)$/.test(ext)) {
      headers.Vary = 'Accept-Encoding';
      const accepted = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) {
        res.writeHead(200, { ...headers, 'Content-Encoding': 'br' }).end(text(file).brotli);
        return;
      }
      if (/\bgzip\b/.test(accepted)) {
        res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' }).end(text(file).gzip);
        return;
      }
      res.writeHead(200, headers).end(text(file).body);
      return;
    }
    res.writeHead(200, headers).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
