/**
 * METRICS_PORT: `GET /metrics` on a port of its own, bound to 127.0.0.1 only (the API's port and its proxy never
 * serve it; Prometheus scrapes it on the machine, or through a tunnel IT sets up). Under API_WORKERS the primary asks
 * each worker for its registry over the cluster's channel and answers with all of them and its own, each worker's
 * series under its own `worker` label.
 */
import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AggregatorRegistry, Registry, type MetricObjectWithValues, type MetricValue } from 'prom-client';

export const METRICS_HOST = '127.0.0.1';
export const METRICS_PATH = '/metrics';
/** A worker that has not answered in this time (busy, or dying) is left out of that scrape rather than holding it. */
const WORKER_ANSWER_MS = 2000;

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

interface MetricsRequest {
  type: 'metrics-request';
  id: number;
}
interface MetricsAnswer {
  type: 'metrics-answer';
  id: number;
  metrics: MetricsJson;
}

const isRequest = (m: unknown): m is MetricsRequest =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'metrics-request';
const isAnswer = (m: unknown): m is MetricsAnswer =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'metrics-answer';

/** In a worker: answer the primary's requests with this worker's registry. */
export function answerMetricsRequests(registry: Registry): void {
  process.on('message', (message: unknown) => {
    if (!isRequest(message)) return;
    void registry.getMetricsAsJSON().then((metrics) => {
      if (process.connected) process.send?.({ type: 'metrics-answer', id: message.id, metrics } satisfies MetricsAnswer);
    });
  });
}

let nextRequest = 0;

function askWorker(worker: Worker): Promise<MetricsJson | null> {
  const id = nextRequest++;
  return new Promise((resolve) => {
    const done = (metrics: MetricsJson | null) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      resolve(metrics);
    };
    const onMessage = (message: unknown) => {
      if (isAnswer(message) && message.id === id) done(message.metrics);
    };
    const timer = setTimeout(() => done(null), WORKER_ANSWER_MS);
    worker.on('message', onMessage);
    try {
      worker.send({ type: 'metrics-request', id } satisfies MetricsRequest);
    } catch {
      done(null);
    }
  });
}

/** The primary's own registry and every live worker's, in one text. */
export async function clusterMetricsText(own: Registry): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && w.isConnected());
  const answers = await Promise.all(workers.map(askWorker));
  const all = [await own.getMetricsAsJSON(), ...answers.filter((a): a is MetricsJson => a !== null)];
  return AggregatorRegistry.aggregate(all).metrics();
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Serves `text()` at GET /metrics on 127.0.0.1:`port` (0: any free port, for tests). */
export async function serveMetrics(port: number, text: () => Promise<string>): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Only ${METRICS_PATH} is served here.\n`);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('GET only.\n');
      return;
    }
    text().then(
      (body) => res.writeHead(200, { 'content-type': Registry.PROMETHEUS_CONTENT_TYPE }).end(req.method === 'HEAD' ? '' : body),
      (err: Error) =>
        res
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`Metrics could not be collected: ${err.message}\n`),
    );
  });
  // Slow or idle scrapers cannot hold connections open.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
