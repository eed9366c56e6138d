/**
 * The institute's original client (its production build, ../shared/reference/original-build.tar.gz beside the
 * repository) served on its own port against the suite's API. The build calls http://localhost:8015 hard-coded,
 * so its JavaScript is served with that address replaced by the e2e API's; the browser then calls the API
 * directly, with the original's own origin (which the harness adds to the API's CORS_ORIGINS). The archive is
 * extracted to a temporary folder, never into the repository.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
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
    let body: Buffer | string = fs.readFileSync(file);
    if (ext === '.js') body = body.toString('utf8').replaceAll(BUILT_FOR_API, apiUrl);
    res.writeHead(200, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    res.end(body);
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
