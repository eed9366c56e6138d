/**
 * For component tests (node only, never bundled): a real local HTTP server that answers like the suite's server,
 * so pages run against the real API client with no mock of axios or of our modules.
 *
 *   const server = await startApiTestServer();
 *   server.on('POST', '/api/curable/getUsers', () => ({ status: 200, body: [] }));
 *   setRuntimeConfig({ apiBase: `${server.base}/api`, gatewayBase: `${server.base}/token` });
 *
 * Every JSON success reply of a route with a documented answer is checked against that answer's schema
 * (`successAnswers` of @screening/domain/api, the schemas the server's OpenAPI document publishes): a fixture the
 * real server would never send fails the test that served it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerMismatch, answerRoute } from '@screening/domain/api';

export interface TestReply {
  status: number;
  body?: unknown;
  /** Default application/json (the body is JSON-encoded); any other type sends the body as text. */
  contentType?: string;
  /** Further response headers (e.g. X-Total-Count). */
  headers?: Record<string, string>;
  /**
   * Why this reply is one the suite's server never sends (the client's defence the SPEC asks for against another
   * server, e.g. a sign-in answer without a token): it is then not checked against the route's answer.
   */
  unlikeTheServer?: string;
}
export interface TestRequest {
  method: string;
  url: string;
  body: Record<string, unknown>;
  authorization?: string;
  idempotencyKey?: string;
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
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, Idempotency-Key',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  // As the suite's server exposes them to the browser.
  'Access-Control-Expose-Headers': 'Content-Disposition, X-Total-Count, X-Total-Count-Limit, Idempotent-Replayed',
};

/** The replies that did not fit their route's answer, since the last check. */
const wrongReplies: string[] = [];

function recordIfWrong(request: TestRequest, reply: TestReply): void {
  const json = (reply.contentType ?? 'application/json').startsWith('application/json');
  if (reply.status < 200 || reply.status >= 300 || !json || reply.body === undefined || reply.unlikeTheServer) return;
  const route = answerRoute(request.method, request.url);
  const mismatch = route && answerMismatch(route, reply.body);
  if (mismatch) wrongReplies.push(`${route} (${request.url}) answered what the server never sends: ${mismatch}`);
}

/**
 * Throws, naming the route and the first wrong path, when a reply since the last call did not fit its route's
 * answer. Run after every test: the reply itself goes out unchanged, because a page catches a failed call and
 * shows a message, so a handler that threw (or a 500) would fail the test only as some missing text, far from
 * the fixture at fault.
 */
export function checkRepliesFitTheApi(): void {
  const found = wrongReplies.splice(0);
  if (found.length > 0) throw new Error(`The test server's fixtures do not fit the API:\n${found.join('\n')}`);
}
afterEach(checkRepliesFitTheApi);

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
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      };
      requests.push(request);
      const found = [...handlers].reverse().find((h) => h.method === request.method && request.url.startsWith(h.prefix));
      const reply = found
        ? await found.handler(request)
        : { status: 404, body: { error: 'Not Found', message: `No route for ${request.url}` } };
      recordIfWrong(request, reply);
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
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Idle keep-alive sockets (a fire-and-forget request of the last test) must not hold the close.
            server.closeAllConnections();
          }),
      });
    });
  });
}
