/**
 * Builds the Fastify app on an open database. Used by main.ts and by the tests (which call it over
 * `app.inject`). Routes: /token/* (gateway, no bearer) and /api/curable/* (bearer + privilege checks), plus health,
 * readiness, the ops status and the API's own documentation (/api/docs, /api/docs/json).
 */
import type { Server } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyHttpOptions,
  type RouteOptions,
} from 'fastify';
import pg from 'pg';
import type { Registry } from 'prom-client';
import { routes } from '@screening/domain/api';
import { loadPasswordPolicy } from '@screening/domain/validation';
import { authorizeRoutes } from './auth/authorize.routes.js';
import { secondFactorSignInRoutes } from './auth/second-factor.routes.js';
import { tokenRoutes } from './auth/token.routes.js';
import { createTokenService, type TokenService } from './auth/tokens.js';
import { campsRoutes } from './camps/camps.routes.js';
import { candidatesRoutes } from './candidates/candidates.routes.js';
import { WORKLIST_TOTAL_HEADER, WORKLIST_TOTAL_LIMIT_HEADER } from './candidates/candidates-list.js';
import type { AppConfig, TrustProxy } from './config.js';
import type { Db } from './db/types.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { docsRoutes } from './docs/docs.routes.js';
import { registerOpenApi } from './docs/openapi.js';
import { followUpRoutes } from './follow-up/follow-up.routes.js';
import { historyRoutes } from './history/history.routes.js';
import { installAccessControl } from './http/access.js';
import { installRefusalCheck } from './http/refusal-check.js';
import { serve } from './http/contract-route.js';
import { IDEMPOTENT_REPLAYED_HEADER, installIdempotency } from './http/idempotency.js';
import {
  capConnectionsPerAddress,
  DEFAULT_CONNECTION_LIMITS,
  httpServerOptions,
  type ConnectionLimits,
} from './http/connection-limits.js';
import { clientErrorHandler, frameworkErrors, installInputChecks } from './http/input.js';
import { installRequestLog, loggerOptions, type LogStream } from './http/logging.js';
import { ajvOptions, inputKeywords } from './http/ajv.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerErrorHandling } from './http/errors.js';
import { mastersRoutes } from './masters/masters.routes.js';
import { metricsRoutes } from './metrics/metrics.routes.js';
import { installRequestMetrics } from './monitoring/prometheus.js';
import { installRequestTracker, type RequestTracker } from './ops/lifecycle.js';
import { opsStatusRoutes, type Engine, type OpsRuntime } from './ops/ops-status.js';
import { createReadiness, readinessRoutes } from './ops/readiness.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { secondFactorRoutes } from './users/second-factor.routes.js';
import { usersRoutes } from './users/users.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** A read replica for report downloads (DATABASE_REPLICA_URL), or null: read it through db/report-database.ts. */
    replicaDb: Db | null;
    tokens: TokenService;
    appConfig: AppConfig;
    mailer: Mailer;
    /** Requests in flight (graceful shutdown counts what it drained). */
    requests: RequestTracker;
    /** Readiness, engine and backup schedule of this server. */
    ops: OpsRuntime;
    /** The time the sign-in and reset throttles count by and second-factor codes are checked at. */
    clock(): Date;
  }
}

export interface BuildAppOptions {
  db: Db;
  /**
   * Refuse, with a 500 naming it, a refusal the route's contract entry does not declare (http/refusal-check.ts): on
   * in the server's tests, so a missing declaration fails them; never where people use the app.
   */
  checkRefusals?: boolean;
  /** A read replica of `db` that report downloads read from (db/report-database.ts). */
  replicaDb?: Db | null;
  config: AppConfig;
  /** Defaults to one made from config.mail. */
  mailer?: Mailer;
  /** Where log lines go (default: standard output); tests read them. */
  logStream?: LogStream;
  /** A logger made before the app (main.ts: the same one logged the migration); replaces config.logLevel/logStream. */
  logger?: FastifyBaseLogger;
  /** Default: readiness on `db`, the engine `db` runs on, no scheduled backups. */
  ops?: Partial<OpsRuntime>;
  /** Called for every route as it is declared, before any (the fuzz test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
  /** Default: the system clock; tests move time on instead of waiting. */
  clock?: () => Date;
  /** Timeouts and the cap per client address of the HTTP server (default: DEFAULT_CONNECTION_LIMITS). */
  connections?: ConnectionLimits;
  /** Where this process's request metrics are recorded (monitoring/prometheus.ts); none by default. */
  metrics?: Registry | null;
}

/** Feature areas mounted under /api/curable; each registers its routes from the route contract (http/contract-route.ts) with their access rules. */
const curableAreas = [
  authorizeRoutes,
  mastersRoutes,
  metricsRoutes,
  usersRoutes,
  secondFactorRoutes,
  campsRoutes,
  reportsRoutes,
  candidatesRoutes,
  historyRoutes,
  followUpRoutes,
  dashboardRoutes,
];

/** Which engine a drizzle handle runs on: drizzle keeps its client as `$client` (a pg Pool, or a PGlite). */
function engineOf(db: Db): Engine {
  return (db as Db & { $client?: unknown }).$client instanceof pg.Pool ? 'postgresql' : 'embedded';
}

/**
 * TRUST_PROXY's hop count as a trust function: the connection and the hops - 1 addresses nearest to it in
 * X-Forwarded-For are proxies, the next one is the client. (Fastify 5 takes a bare number as trusting nothing.)
 */
function trustProxyOption(trust: TrustProxy): FastifyHttpOptions<Server>['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export function buildApp({
  db,
  replicaDb = null,
  config,
  mailer = createMailer(config.mail),
  logStream,
  logger,
  ops,
  onRoute,
  clock = () => new Date(),
  connections = DEFAULT_CONNECTION_LIMITS,
  checkRefusals = false,
  metrics = null,
}: BuildAppOptions): FastifyInstance {
  const options: FastifyHttpOptions<Server> = {
    // One line per request without URL, body or headers (http/logging.ts); Fastify's own would log the URL.
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel, logStream) }),
    logController: new LogController({ disableRequestLogging: true }),
    // No type coercion, bounded integers, the `digits` keyword for numbers the original client sends as text.
    ajv: { customOptions: ajvOptions, plugins: [inputKeywords] },
    // A path that is not valid percent-encoded UTF-8 answers 400 in the API's error shape.
    frameworkErrors,
    // Request bodies are small JSON documents; metric answers are the largest.
    bodyLimit: 1024 * 1024,
    // The client address the sign-in throttles count: X-Forwarded-For only as far as the configured proxies wrote it.
    trustProxy: trustProxyOption(config.trustProxy),
    // A slow or silent client cannot hold a connection (http/connection-limits.ts).
    http: httpServerOptions(connections),
    requestTimeout: connections.requestTimeoutMs,
    keepAliveTimeout: connections.keepAliveTimeoutMs,
    connectionTimeout: connections.idleTimeoutMs,
    // A request Node cannot parse, or too slow to arrive, is answered in the API's error shape.
    clientErrorHandler,
  };
  const app = Fastify(options);
  capConnectionsPerAddress(app.server, connections.perAddress, (_address, max) =>
    // The address itself is not logged (a person's, behind no NAT); the cap is.
    app.log.warn(
      { event: 'connections-capped', max },
      `A client address holds ${max} connections (MAX_CONNECTIONS_PER_ADDRESS): its further connections are closed until some of its own end`,
    ),
  );
  if (onRoute) app.addHook('onRoute', onRoute);

  app.decorate('db', db);
  app.decorate('replicaDb', replicaDb);
  app.decorate('appConfig', config);
  app.decorate('clock', clock);
  app.decorate('tokens', createTokenService(config.jwtSecret, config.tokenTtlSeconds));
  app.decorate('mailer', mailer);
  const runtime: OpsRuntime = {
    readiness: ops?.readiness ?? createReadiness(db),
    engine: ops?.engine ?? engineOf(db),
    backups: ops?.backups ?? null,
  };
  app.decorate('ops', runtime);
  // Before every route, so each request is counted.
  app.decorate('requests', installRequestTracker(app));
  if (metrics) installRequestMetrics(app, metrics);
  app.addHook('onClose', async () => mailer.close());
  // Answers carry tokens, temporary passwords and patient records: no browser or proxy may keep them.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // Headers for a JSON API: nothing in an answer may run, be sniffed into HTML, be framed or leak a referrer.
  // Registered before CORS, whose preflight answers end the request.
  app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS means something only over HTTPS; a plain-http demo on localhost must not pin localhost to https.
    strictTransportSecurity: config.appUrl.startsWith('https:') ? { maxAge: 31_536_000 } : false,
  });
  // Only the suite's own pages may call the API (exact origins; never "null" or a reflected Origin). The app
  // sends a bearer token, never cookies, so no credentials are allowed.
  app.register(cors, {
    origin: [...config.corsOrigins],
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Content-Disposition', WORKLIST_TOTAL_HEADER, WORKLIST_TOTAL_LIMIT_HEADER, IDEMPOTENT_REPLAYED_HEADER],
  });

  // The password policy's estimator is in place before the first request: a new password is never judged without it.
  app.register(async () => loadPasswordPolicy());

  registerErrorHandling(app);
  installInputChecks(app);
  installRequestLog(app);
  installAccessControl(app);
  if (checkRefusals && !config.production) installRefusalCheck(app);
  // After access control: its route hooks come first, so a key is checked only for an allowed, signed-in caller.
  installIdempotency(app);

  // Before every route: swagger documents the routes declared after it (GET /api/docs/json, docs/openapi.ts).
  registerOpenApi(app);

  app.register(tokenRoutes, { prefix: '/token' });
  app.register(secondFactorSignInRoutes, { prefix: '/token' });
  // In a plugin, like every other route: plugins load in order, so swagger's hook is in place when these are declared
  // (declared on `app` directly, they would come before it and be missing from the document).
  app.register(async (api) => {
    // Liveness: the process answers; never the database (a database outage must not get healthy processes restarted).
    serve(api, routes.health, { logLevel: 'warn' }, async () => ({ ok: true }) as const);
    readinessRoutes(api, runtime.readiness);
    opsStatusRoutes(api, runtime);
    docsRoutes(api);
  });
  app.register(
    async (curable) => {
      for (const area of curableAreas) await curable.register(area);
    },
    { prefix: '/api/curable' },
  );

  return app;
}
