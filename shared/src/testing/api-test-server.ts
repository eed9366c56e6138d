/**
 * For component tests (node only, never bundled): a real local HTTP server that answers like the suite's server,
 * so pages run against the real API client with no mock of axios or of our modules.
 *
 *   const server = await startApiTestServer();
 *   server.on('POST', '/api/curable/getUsers', () => ({ status: 200, body: [] }));
 *   setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestReply {
  status: number;
  body?: unknown;
  /** Default application/json (the body is JSON-encoded); any other type sends the body as text. */
  contentType?: string;
  /** Further response headers (e.g. X-Total-Count). */
  headers?: Record<string, string>;
}
export interface TestRequest {
  method: string;
  url: string;
  body: Record<string, unknown>;
  authorization?: string;
}
export type TestHandler = (request: TestRequest) => TestReply | Promise<TestReply>;

export interface ApiTestServer {
  base: string;
  /** Every request received, in order. */
  requests: TestRequest[];
  /** Answers `method` requests whose path starts with `pathPrefix` (the latest registration wins). */
  on(method: string, pathPrefix: string, handler: TestHandler): void;
  /** Forgets the handlers and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  // As the suite's server exposes them to the browser.
  'Access-Control-Expose-Headers': 'Content-Disposition, X-Total-Count',
};

export function startApiTestServer(): Promise<ApiTestServer> {
  const handlers: { method: string; prefix: string; handler: TestHandler }[] = [];
  const requests: TestRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const request: TestRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
        authorization: req.headers.authorization,
      };
      requests.push(request);
      const found = [...handlers].reverse().find((h) => h.method === request.method && request.url.startsWith(h.prefix));
      const reply = found
        ? await found.handler(request)
        : { status: 404, body: { error: 'Not Found', message: `No route for ${request.url}` } };
      const type = reply.contentType ?? 'application/json';
      const payload =
        reply.body === undefined ? '' : type.startsWith('application/json') ? JSON.stringify(reply.body) : String(reply.body);
      res.writeHead(reply.status, { ...CORS, ...reply.headers, 'Content-Type': type }).end(payload);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        requests,
        on: (method, prefix, handler) => handlers.push({ method: method.toUpperCase(), prefix, handler }),
        reset: () => {
          handlers.length = 0;
          requests.length = 0;
        },
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
