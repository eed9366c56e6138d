/**
 * The shared test server (a real local HTTP server answering like the suite's server) with what these page tests
 * need on top: routes by exact path (`/curable/candidate` must not answer `/curable/candidatehistory`), canned
 * replies, the requests made to a path, slow answers, and an unreachable server.
 */
import { setRuntimeConfig } from '@screening/shared';
import { refusal, startApiTestServer, type ApiTestServer, type TestRequest } from '@screening/shared/testing';

export interface Reply {
  status?: number;
  body?: unknown;
  /** Answer after this many milliseconds (to see loading states). */
  delayMs?: number;
  /** Answer headers, e.g. a worklist's X-Total-Count. */
  headers?: Record<string, string>;
  /** See TestReply: why this reply is one the suite's server never sends. */
  unlikeTheServer?: string;
}
export type Handler = (body: Record<string, unknown>, url: string) => Reply | Promise<Reply>;
/** A request as the page made it, its url without the `/api` base. */
export type RecordedRequest = TestRequest;

export interface ApiServer {
  /** The underlying shared server (for signInForTest). */
  http: ApiTestServer;
  /** Answers `method` calls to `path` (after /api) or below it; the most specific route wins. */
  on(method: 'GET' | 'POST', path: string, handler: Handler | Reply): void;
  /** The requests made to `path` or below it. */
  calls(method: 'GET' | 'POST', path: string): RecordedRequest[];
  /** Points the client at a port where nothing listens (a network failure), or back at this server. */
  offline(down: boolean): void;
  reset(): void;
  close(): Promise<void>;
}

/** `/curable/getHabitTypes/Snuff` is under `/curable/getHabitTypes`; `/curable/candidatehistory` is not under `/curable/candidate`. */
function underPath(url: string, path: string): boolean {
  return url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`);
}

const withoutBase = (url: string) => url.replace(/^\/api/, '');

export async function startApiServer(): Promise<ApiServer> {
  const http = await startApiTestServer();
  const routes = new Map<string, Handler>();
  const dispatch = async (request: TestRequest) => {
    const url = withoutBase(request.url);
    const key = [...routes.keys()]
      .filter((k) => k.startsWith(`${request.method} `) && underPath(url, k.slice(k.indexOf(' ') + 1)))
      .sort((a, b) => b.length - a.length)[0];
    const reply: Reply = key
      ? await (routes.get(key) as Handler)(request.body, url)
      : refusal(404, 'ROUTE_NOT_FOUND', { method: request.method, path: url });
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return { status: reply.status ?? 200, body: reply.body, headers: reply.headers, unlikeTheServer: reply.unlikeTheServer };
  };
  const listen = () => {
    http.on('GET', '/', dispatch);
    http.on('POST', '/', dispatch);
  };
  listen();
  const online = () => setRuntimeConfig({ apiBase: `${http.base}/api`, gatewayBase: `${http.base}/token` });
  online();
  return {
    http,
    on(method, path, handler) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    calls: (method, path) =>
      http.requests
        .filter((r) => r.method === method && underPath(withoutBase(r.url), path))
        .map((r) => ({ ...r, url: withoutBase(r.url) })),
    offline(down) {
      // Port 9 (discard) is closed on a test machine: the connection is refused at once.
      if (down) setRuntimeConfig({ apiBase: 'http://127.0.0.1:9/api', gatewayBase: 'http://127.0.0.1:9/token' });
      else online();
    },
    reset() {
      routes.clear();
      http.reset();
      listen();
      online();
    },
    close: () => http.close(),
  };
}
