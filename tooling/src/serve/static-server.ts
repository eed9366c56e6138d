/**
 * A static file server for the built applications: precompressed files, content-hashed chunks cached for a year,
 * entry files and site files never cached, CORS open (remote entries are loaded cross-origin with integrity).
 */
import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface StaticServerOptions {
  port: number;
  host?: string;
  /** Folders searched in order. */
  roots: string[];
  /** Exact url paths answered from a given file (site files such as /remotes.json). */
  files?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|gif|webp|woff2?)$/;

function setCacheHeaders(res: http.ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const handlers = options.roots
    .filter((root) => fs.existsSync(root))
    // dev mode looks files up on every request: releases are added while the server runs, and a replaced file
    // must be served as it is now (cache headers are set below, not by sirv).
    .map((root) => sirv(root, { dev: true, etag: true, gzip: true, dotfiles: false, setHeaders: setCacheHeaders }));

  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    const file = options.files?.[pathname];
    if (file) {
      fs.readFile(file, (err, body) => {
        if (err) {
          res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not Found' }));
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' }).end(body);
      });
      return;
    }
    const next = (i: number): void => {
      if (i >= handlers.length) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
        return;
      }
      handlers[i](req, res, () => next(i + 1));
    };
    next(0);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://localhost:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
