/**
 * A static file server for the built applications: precompressed files, content-hashed chunks cached for a year,
 * entry files and site files never cached, CORS open (remote entries are loaded cross-origin with integrity).
 * One process serves the host and every remote, so no request may stop it: a malformed path gets 400, a failing
 * answer 500, a malformed request line 400 from `clientError`. Source maps are kept on disk but never served.
 * A slow or silent client cannot hold a connection, and one address holds a bounded number (the API's limits:
 * `@screening/server/http/connection-limits`).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sirv from 'sirv';
import {
  capConnectionsPerAddress,
  connectionLimitsFromEnv,
  httpServerOptions,
  type ConnectionLimits,
} from '@screening/server/http/connection-limits';

export interface StaticServerOptions {
  port: number;
  host?: string;
  /** Folders searched in order. */
  roots: string[];
  /** Exact url paths answered from a given file (site files such as /remotes.json). */
  files?: Record<string, string>;
  /** The Content-Security-Policy of HTML answers, asked for each one (a host's follows its site files). */
  contentSecurityPolicy?: () => string;
  /** Timeouts and the cap per client address (default: the API's, MAX_CONNECTIONS_PER_ADDRESS included). */
  connections?: ConnectionLimits;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|jpe?g|gif|webp|woff2?)$/;

/** Site files from this size on are sent compressed to a browser that takes gzip (nginx's gzip_min_length). */
const SITE_FILE_GZIP_FROM = 1024;

/** A source map, also precompressed or with the trailing slash sirv drops before looking a file up. */
const SOURCE_MAP = /\.map(\.(gz|br))?\/*$/i;

function setFileHeaders(res: http.ServerResponse, pathname: string) {
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // sirv knows no type for icons; with nosniff a browser would refuse one sent without it.
  if (/\.ico$/i.test(pathname)) res.setHeader('Content-Type', 'image/x-icon');
}

/** The request's path, decoded; null when it is malformed (bad %-escape, NUL, not absolute). */
export function decodePath(url: string): string | null {
  const raw = url.split('?')[0];
  if (!raw.startsWith('/')) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return pathname.includes('\0') ? null : pathname;
}

/** What may be a page: `/`, `*.html`, or an extensionless path sirv resolves to an index.html. */
function isDocument(pathname: string): boolean {
  return /\.html?$/i.test(pathname) || !/\.[^/]*$/.test(pathname);
}

function plain(res: http.ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end(text);
}

export function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  // dev mode looks files up on every request: releases are added while the server runs, and a replaced file
  // must be served as it is now (cache headers are set below, not by sirv). A root that is not there yet (the releases
  // of an area never released) is looked for again on each request, so its first release is served without a restart.
  type Handler = ReturnType<typeof sirv>;
  const handlers: Handler[] = options.roots.map((root) => {
    let serve: Handler | null = null;
    return (req, res, next) => {
      if (!serve && fs.existsSync(root))
        serve = sirv(root, { dev: true, etag: true, brotli: true, gzip: true, dotfiles: false, setHeaders: setFileHeaders });
      if (serve) serve(req, res, next);
      else next?.();
    };
  });

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.writeHead(204).end();
      return;
    }
    const pathname = decodePath(req.url ?? '/');
    if (pathname === null) {
      plain(res, 400, 'Bad Request');
      return;
    }
    // Built with hidden-source-map: the maps sit beside the files for support, and stay there.
    if (SOURCE_MAP.test(pathname)) {
      plain(res, 404, 'Not Found');
      return;
    }
    // Nothing here needs ranges, and sirv throws on an inverted one (bytes=5-2) after writing its head.
    delete req.headers.range;
    // sirv pipes a file it found a moment ago; if a rebuild removed it since, the read stream's error would be
    // uncaught and stop the process: end this answer instead.
    res.once('pipe', (source) => source.once('error', () => res.destroy()));
    if (options.contentSecurityPolicy && isDocument(pathname)) {
      res.setHeader('Content-Security-Policy', options.contentSecurityPolicy());
    }
    const file = options.files?.[pathname];
    if (file) {
      fs.readFile(file, (err, body) => {
        if (err) {
          res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not Found' }));
          return;
        }
        // Revalidated on every visit (a new pin takes effect on the next load); unchanged, it costs a 304. Compressed
        // when the browser takes it, as the deploy recipe's nginx does (a site's remotes.json is several KiB, read
        // before the login screen shows); the compressed copy has an ETag of its own.
        const gzip = body.length >= SITE_FILE_GZIP_FROM && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const digest = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
        const etag = `"${digest}${gzip ? '-gz' : ''}"`;
        const headers: http.OutgoingHttpHeaders = {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-cache',
          ETag: etag,
          Vary: 'Accept-Encoding',
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        };
        if (req.headers['if-none-match'] === etag) res.writeHead(304, headers).end();
        else res.writeHead(200, headers).end(gzip ? zlib.gzipSync(body) : body);
      });
      return;
    }
    const next = (i: number): void => {
      if (i >= handlers.length) {
        plain(res, 404, 'Not Found');
        return;
      }
      handlers[i](req, res, () => next(i + 1));
    };
    next(0);
  };

  const limits = options.connections ?? connectionLimitsFromEnv();
  const server = http.createServer(httpServerOptions(limits), (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(`static server: ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal Server Error');
    }
  });
  server.setTimeout(limits.idleTimeoutMs);
  capConnectionsPerAddress(server, limits.perAddress);
  // A request Node cannot parse (bad request line, headers too large, too slow) is answered and its socket closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
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
