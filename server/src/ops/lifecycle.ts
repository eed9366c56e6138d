/**
 * Graceful shutdown: on SIGTERM/SIGINT readiness turns 503 at once, the server stops accepting connections and lets
 * the requests in flight finish (Fastify's close), within a bound; then the rest closes in order (the database
 * last but the lock). One JSON line says how it went: reason, requests drained, requests cut off, duration.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Readiness } from './readiness.js';

export interface RequestTracker {
  /** Requests received and not yet answered (or abandoned by their client). */
  readonly inFlight: ReadonlySet<FastifyRequest>;
  /** Called once for each request as it ends. */
  onEnd(listener: (req: FastifyRequest) => void): () => void;
}

/** Counts requests in flight; install before any route. */
export function installRequestTracker(app: FastifyInstance): RequestTracker {
  const inFlight = new Set<FastifyRequest>();
  const listeners = new Set<(req: FastifyRequest) => void>();
  const end = (req: FastifyRequest) => {
    if (!inFlight.delete(req)) return;
    for (const listener of listeners) listener(req);
  };
  app.addHook('onRequest', async (req) => {
    inFlight.add(req);
  });
  app.addHook('onResponse', async (req) => end(req));
  app.addHook('onRequestAbort', async (req) => end(req));
  return {
    inFlight,
    onEnd(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A part closed after the HTTP server (backups, the control socket, the database, the lock). */
export interface ShutdownStep {
  what: string;
  run(): unknown;
}

export interface ShutdownReport {
  reason: string;
  /** Requests in flight when the stop began that were answered. */
  drained: number;
  /** Requests still unanswered when the wait ended (their connections were cut). */
  cutOff: number;
  durationMs: number;
  /** False when a step failed or hung (requests cut off do not count: the bound is the policy). */
  clean: boolean;
}

export interface ShutdownOptions {
  app: FastifyInstance;
  readiness: Readiness;
  tracker: RequestTracker;
  log: FastifyBaseLogger;
  /** How long requests in flight (and each later step) may take. */
  timeoutMs: number;
  /** Before the HTTP server closes (e.g. no further scheduled backup starts). */
  before?: ShutdownStep[];
  /** After it closed, in order. */
  after?: ShutdownStep[];
}

const within = async <T>(work: Promise<T>, ms: number): Promise<'done' | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work.then(() => 'done' as const), late]);
  } finally {
    clearTimeout(timer);
  }
};

export async function gracefulShutdown(reason: string, options: ShutdownOptions): Promise<ShutdownReport> {
  const { app, readiness, tracker, log, timeoutMs } = options;
  const started = Date.now();
  readiness.beginShutdown();
  const pending = new Set(tracker.inFlight);
  let drained = 0;
  const unsubscribe = tracker.onEnd((req) => {
    if (pending.delete(req)) drained++;
  });
  log.info(
    { event: 'shutdown', reason, inFlight: pending.size },
    `Stopping (${reason}): finishing ${pending.size} request(s) in flight`,
  );

  let clean = true;
  const runStep = async (step: ShutdownStep) => {
    try {
      if (
        (await within(
          Promise.resolve().then(() => step.run()),
          timeoutMs,
        )) === 'timeout'
      ) {
        clean = false;
        log.error({ event: 'shutdown', step: step.what }, `Stopping: ${step.what} did not finish within ${timeoutMs} ms`);
      }
    } catch (err) {
      clean = false;
      log.error({ event: 'shutdown', step: step.what, err }, `Stopping: ${step.what} failed`);
    }
  };

  for (const step of options.before ?? []) await runStep(step);
  // close(): stops listening (new connections are refused), closes idle keep-alive connections, answers 503 to new
  // requests on open ones, and resolves once the requests in flight are answered.
  const closing = app.close();
  if ((await within(closing, timeoutMs)) === 'timeout') {
    log.warn(
      { event: 'shutdown', cutOff: pending.size },
      `Stopping: ${pending.size} request(s) did not finish within ${timeoutMs} ms; closing their connections`,
    );
    app.server.closeAllConnections();
    await within(closing, 1000);
  }
  unsubscribe();
  const cutOff = pending.size;
  for (const step of options.after ?? []) await runStep(step);

  const report: ShutdownReport = { reason, drained, cutOff, durationMs: Date.now() - started, clean };
  log.info(
    { event: 'shutdown', ...report },
    `Stopped (${reason}) after ${report.durationMs} ms: ${drained} request(s) drained, ${cutOff} cut off`,
  );
  return report;
}
