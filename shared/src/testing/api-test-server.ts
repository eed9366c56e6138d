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
 * real server would never send fails the test that served it. A refusal (a 4xx but the sign-in 401s) is built
 * with `refusal(status, code, params, field)` from the server's own catalogue (API_ERRORS), and one that does not
 * fit it (an unknown code, a message other than the code's English) fails the same way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerMismatch,
  answerRoute,
  apiErrorText,
  isApiErrorCode,
  type ApiErrorCode,
  type ApiErrorParams,
} from '@screening/domain/api';
import { PASSWORD_CHANGE_REQUIRED } from '@screening/domain/types';
import { useSyncStatus } from '../offline/sync-status';

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

/**
 * The server's answer to a refused request: the code, its English message from the same catalogue the server
 * builds it from, the code's params and the refused field.
 */
export function refusal(status: number, code: ApiErrorCode, params?: ApiErrorParams, field?: string): TestReply {
  return {
    status,
    body: {
      error: code,
      message: apiErrorText(code, params),
      ...(field === undefined ? {} : { field }),
      ...(params === undefined ? {} : { params }),
    },
  };
}

/** The original's own `error` sentences a refusal may still carry (docs/api.md §1.1, §1.4): the forced password change, authorize's 404. */
const ORIGINAL_ERRORS = new Set<unknown>([PASSWORD_CHANGE_REQUIRED, 'Invalid login']);

/** What is wrong with a refusal's body, if the server would never send it. */
function refusalMismatch(body: unknown): string | null {
  const { error, message, params } = (body ?? {}) as { error?: unknown; message?: unknown; params?: ApiErrorParams };
  if (ORIGINAL_ERRORS.has(error)) return null;
  if (!isApiErrorCode(error)) return `error ${JSON.stringify(error)} is not a code of the API's refusals (use refusal())`;
  const expected = apiErrorText(error, params);
  return message === expected ? null : `message ${JSON.stringify(message)} is not ${error}'s ${JSON.stringify(expected)}`;
}

function recordIfWrong(request: TestRequest, reply: TestReply): void {
  const json = (reply.contentType ?? 'application/json').startsWith('application/json');
  if (!json || reply.body === undefined || reply.unlikeTheServer) return;
  if (reply.status >= 400 && reply.status < 500 && reply.status !== 401) {
    const mismatch = refusalMismatch(reply.body);
    if (mismatch) wrongReplies.push(`${request.method} ${request.url} refused with what the server never sends: ${mismatch}`);
    return;
  }
  if (reply.status < 200 || reply.status >= 300) return;
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
// A test whose call got no answer (a server stopped, a 503) leaves the server unreachable to the client, which keeps
// the next writes on the device: each test starts with a server that answers, as a page does.
afterEach(() => useSyncStatus.setState({ reachable: true }));

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
        : refusal(404, 'ROUTE_NOT_FOUND', { method: request.method, path: request.url });
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
