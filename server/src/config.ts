/**
 * Server configuration from the environment. Defaults suit a developer machine; production mode refuses to
 * start without an explicit JWT secret.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { loadDatabaseConfig } from './db/database-config.js';
import { connectionLimitsFromEnv, type ConnectionLimits } from './http/connection-limits.js';

export interface RateLimit {
  /** Attempts allowed within the window. */
  max: number;
  windowSeconds: number;
}

/**
 * A counter with growing delays: `free` failures pass at once; after n ≥ free of them, the next attempt waits
 * baseSeconds·2^(n−free) after the previous one, at most capSeconds. The counter is forgotten once forgetSeconds
 * pass without an attempt.
 */
export interface DelayRule {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  forgetSeconds: number;
}

/**
 * Sign-in and reset throttles, counted atomically in the database (docs/security.md: the thresholds and why). Only
 * failed sign-ins count; a reset request counts whatever its outcome.
 */
export interface ThrottleLimits {
  /** Failed sign-ins for one account over every address: guessing one account from many places. */
  signInAccount: DelayRule;
  /** Failed sign-ins for one account from one client address. */
  signInAccountAddress: DelayRule;
  /** The same, from an address that is spraying: each account gets one try, then waits. */
  signInAccountAddressSpraying: DelayRule;
  /** An address is spraying once this many different accounts failed from it within the window. */
  signInSpraying: RateLimit;
  /**
   * While an account waits, tries from addresses that have not failed for it (its owner at her desk) still get
   * their password checked, up to this many per account: the bound that keeps guesses under ASVS V2.2.1's 100 an hour.
   */
  signInCleanAddress: RateLimit;
  /** Reset requests for one account. */
  resetAccount: RateLimit;
  /** Reset requests from one client address. */
  resetAddress: RateLimit;
}

/** Outgoing mail: SMTP when smtpUrl is set; otherwise (never in production) .eml files in outboxDir. */
export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  outboxDir: string | null;
}

/** What the Fastify app itself needs (tests build it directly). */
export interface AppConfig {
  jwtSecret: string;
  /** Lifetime of one token; a refresh issues another, up to the session's absolute lifetime. */
  tokenTtlSeconds: number;
  /** No session lives longer than this after the password was entered, refreshes included. */
  sessionMaxSeconds: number;
  throttle: ThrottleLimits;
  /** Minutes an e-mailed password-reset link stays valid. */
  resetLinkMinutes: number;
  /** The host's public address, for links in e-mails (never taken from a request's Host header). */
  appUrl: string;
  /** Origins whose pages may call the API (CORS): APP_URL's origin and those of CORS_ORIGINS. */
  corsOrigins: string[];
  mail: MailConfig;
  production: boolean;
  /** Fastify's trustProxy (TRUST_PROXY): hops or proxies' addresses whose X-Forwarded-For names the client the throttles count. */
  trustProxy: TrustProxy;
  logLevel: string | false;
  /** DASHBOARD_CACHE_SECONDS: how long a dashboard answer is kept, 0 to 60 (default 60; 0 keeps none). */
  dashboardCacheSeconds?: number;
}

/** Scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP): on when BACKUP_DIR is set. */
export interface BackupScheduleConfig {
  dir: string;
  /** Interval between two backups. */
  everyMs: number;
  /** How many `screening-<timestamp>.backup` files to keep in dir (older ones are deleted). */
  keep: number;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** DATABASE_REPLICA_URL: a read replica of DATABASE_URL's database that report downloads read from. */
  databaseReplicaUrl: string | null;
  /** API_WORKERS: processes serving the API (node's cluster) over one PostgreSQL server; 1 runs no cluster. */
  apiWorkers: number;
  backup: BackupScheduleConfig | null;
  /** The HTTP server's timeouts and MAX_CONNECTIONS_PER_ADDRESS. */
  connections: ConnectionLimits;
  /** TEST_CLOCK_FILE: a clock the end-to-end tests move on (ops/test-clock.ts); never in production. */
  clockFile: string | null;
  /** METRICS_PORT: Prometheus metrics on 127.0.0.1 at this port (monitoring/metrics-server.ts); null: none. */
  metricsPort: number | null;
}

const MINUTES_15 = 15 * 60;
const HOUR = 3600;
export const DEFAULT_THROTTLE: ThrottleLimits = {
  signInAccount: { free: 10, baseSeconds: 1, capSeconds: 60, forgetSeconds: MINUTES_15 },
  signInAccountAddress: { free: 5, baseSeconds: 1, capSeconds: 60, forgetSeconds: MINUTES_15 },
  signInAccountAddressSpraying: { free: 1, baseSeconds: 60, capSeconds: 600, forgetSeconds: MINUTES_15 },
  signInSpraying: { max: 30, windowSeconds: HOUR },
  signInCleanAddress: { max: 10, windowSeconds: HOUR },
  resetAccount: { max: 5, windowSeconds: MINUTES_15 },
  resetAddress: { max: 20, windowSeconds: MINUTES_15 },
};

const SECRET_FILE = 'jwt-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { dataDir, databaseUrl, production } = loadDatabaseConfig(env);
  const smtpUrl = env.SMTP_URL || null;
  const appUrl = (env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
  if (production && !smtpUrl) {
    throw new Error('SMTP_URL is required when NODE_ENV=production: password-reset links are sent by e-mail');
  }
  // Checked before the JWT secret, which may be written to DATA_DIR: a refused setting leaves no file behind.
  const logLevel = parseLogLevel(env.LOG_LEVEL);
  const backup = parseBackupSchedule(env);
  const apiWorkers = parseApiWorkers(env.API_WORKERS, databaseUrl);
  const databaseReplicaUrl = parseReplicaUrl(env.DATABASE_REPLICA_URL, databaseUrl);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const connections = connectionLimitsFromEnv(env);
  const clockFile = env.TEST_CLOCK_FILE ? path.resolve(process.cwd(), env.TEST_CLOCK_FILE) : null;
  if (production && clockFile) {
    throw new Error("TEST_CLOCK_FILE moves the server's clock for tests: it is refused when NODE_ENV=production");
  }
  const port = positiveInt(env.PORT, 8015, 'PORT');
  return {
    clockFile,
    port,
    metricsPort: parseMetricsPort(env.METRICS_PORT, port),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseReplicaUrl,
    apiWorkers,
    trustProxy,
    jwtSecret: resolveJwtSecret(env, dataDir),
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, 7200, 'TOKEN_TTL_SECONDS'),
    sessionMaxSeconds: positiveInt(env.SESSION_MAX_HOURS, 12, 'SESSION_MAX_HOURS') * 3600,
    throttle: DEFAULT_THROTTLE,
    resetLinkMinutes: 30,
    appUrl,
    corsOrigins: parseCorsOrigins(appUrl, env.CORS_ORIGINS),
    mail: {
      smtpUrl,
      from: env.MAIL_FROM || 'Screening App <no-reply@localhost>',
      outboxDir: smtpUrl ? null : path.join(dataDir, 'outbox'),
    },
    production,
    // info: one line per request (route pattern, status, time, user id; never bodies or queries), http/logging.ts.
    logLevel,
    backup,
    connections,
    dashboardCacheSeconds: parseDashboardCacheSeconds(env.DASHBOARD_CACHE_SECONDS),
  };
}

/** DASHBOARD_CACHE_SECONDS: 0 to 60 (the dashboard's figures are at most a minute old), 60 by default. */
function parseDashboardCacheSeconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 60;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 60)
    throw new Error(`DASHBOARD_CACHE_SECONDS must be a whole number of seconds from 0 to 60, got "${raw}"`);
  return value;
}

/** METRICS_PORT: off unless set; a port of its own, never the API's (whose proxy would then serve the metrics). */
function parseMetricsPort(raw: string | undefined, apiPort: number): number | null {
  if (raw === undefined || raw === '') return null;
  const port = positiveInt(raw, 0, 'METRICS_PORT');
  if (port > 65_535) throw new Error(`METRICS_PORT must be a port number (1-65535), got "${raw}"`);
  if (port === apiPort)
    throw new Error(`METRICS_PORT must differ from PORT (${apiPort}): the metrics are served apart from the API`);
  return port;
}

/** Each worker holds its own pool; more processes than this would only compete for the same cores and connections. */
const MAX_API_WORKERS = 64;

/** API_WORKERS: 1 by default; several only over a PostgreSQL server, since the embedded database has one owner. */
function parseApiWorkers(raw: string | undefined, databaseUrl: string | null): number {
  const workers = positiveInt(raw, 1, 'API_WORKERS');
  if (workers > MAX_API_WORKERS) throw new Error(`API_WORKERS must be at most ${MAX_API_WORKERS}, got "${raw}"`);
  if (workers > 1 && !databaseUrl) {
    throw new Error(
      `API_WORKERS=${workers} needs DATABASE_URL: the embedded database can be open in one process only (set API_WORKERS=1, or use a PostgreSQL server)`,
    );
  }
  return workers;
}

/**
 * DATABASE_REPLICA_URL: a postgres:// URL with a host, and only beside DATABASE_URL (the embedded database has no
 * replica). The value is never repeated in a message: it may carry a password.
 */
function parseReplicaUrl(raw: string | undefined, databaseUrl: string | null): string | null {
  if (!raw) return null;
  if (!databaseUrl) {
    throw new Error('DATABASE_REPLICA_URL is set but DATABASE_URL is not: a read replica serves a PostgreSQL server only');
  }
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname || url.pathname.length < 2) {
    throw new Error(
      'DATABASE_REPLICA_URL must be a PostgreSQL URL with a host and a database, such as postgres://screening:PASSWORD@replica.hospital.example:5432/screening',
    );
  }
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL: pino's levels; a misspelt one stops the start with a clear message instead of pino's own. */
function parseLogLevel(raw: string | undefined): string {
  if (!raw) return 'info';
  const level = raw.trim().toLowerCase();
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

const DURATION_UNITS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1000 };
/** Shorter intervals would take backups back to back on any real database. */
export const MIN_BACKUP_EVERY_MS = 60_000;

/** "24h", "30m", "90s", "1d", "1h30m" → milliseconds; null when it is not such a duration. */
export function parseDuration(raw: string): number | null {
  const text = raw.trim().toLowerCase();
  if (!/^(\d+[dhms])+$/.test(text)) return null;
  let ms = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+)([dhms])/g)) ms += Number(amount) * DURATION_UNITS[unit];
  return Number.isSafeInteger(ms) ? ms : null;
}

/** An interval as the shortest text that says it: 86400000 → "24h", 5400000 → "1h30m". */
export function formatDuration(ms: number): string {
  if (ms % 1000 !== 0 || ms <= 0) return `${ms}ms`;
  let rest = ms;
  let text = '';
  for (const unit of ['h', 'm', 's']) {
    const size = DURATION_UNITS[unit];
    const amount = Math.floor(rest / size);
    if (amount > 0) text += `${amount}${unit}`;
    rest -= amount * size;
  }
  return text;
}

/**
 * BACKUP_DIR turns scheduled backups on; BACKUP_EVERY (default 24h) and BACKUP_KEEP (default 7) tune them and are
 * refused without it, so a schedule that was meant to run cannot silently stay off.
 */
function parseBackupSchedule(env: NodeJS.ProcessEnv): BackupScheduleConfig | null {
  if (!env.BACKUP_DIR) {
    for (const name of ['BACKUP_EVERY', 'BACKUP_KEEP'] as const) {
      if (env[name])
        throw new Error(`${name} is set but BACKUP_DIR is not: set BACKUP_DIR to the folder scheduled backups go to`);
    }
    return null;
  }
  const everyMs = env.BACKUP_EVERY ? parseDuration(env.BACKUP_EVERY) : DURATION_UNITS.h * 24;
  if (everyMs === null || everyMs < MIN_BACKUP_EVERY_MS) {
    throw new Error(`BACKUP_EVERY must be a duration of at least 60s such as 24h, 30m or 90s, got "${env.BACKUP_EVERY}"`);
  }
  return {
    dir: path.resolve(process.cwd(), env.BACKUP_DIR),
    everyMs,
    keep: positiveInt(env.BACKUP_KEEP, 7, 'BACKUP_KEEP'),
  };
}

/** Fastify's trustProxy as TRUST_PROXY gives it: off, the number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: unset or "false" (no proxy: the connection's address is the client's), a number of hops (the
 * proxies in front of the API, each appending the address it was reached from to X-Forwarded-For), or the proxies'
 * addresses and CIDR ranges, comma-separated. "true" is refused: it would take the first X-Forwarded-For address,
 * the one the client writes itself, and every sign-in throttle would count an address the guesser chooses.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = raw?.trim() ?? '';
  if (!text || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust the X-Forwarded-For a client writes itself, and the sign-in throttles would count addresses an attacker chooses: set TRUST_PROXY to the number of proxies in front of the API (1 for one reverse proxy) or to their addresses (such as 10.0.0.5 or 10.0.0.0/24)',
    );
  }
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the API or their addresses and CIDR ranges, comma-separated (such as 1, or 10.0.0.5,10.0.0.0/24), got "${invalid}"`,
    );
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The host's own origin plus CORS_ORIGINS (comma-separated), each reduced to scheme://host[:port]. A wildcard or
 * "null" (sandboxed frames, file: pages) is refused: only the suite's own pages may call the API.
 */
export function parseCorsOrigins(appUrl: string, raw: string | undefined): string[] {
  const entries = [['APP_URL', appUrl], ...(raw ?? '').split(',').map((v) => ['CORS_ORIGINS', v.trim()])];
  const origins = new Set<string>();
  for (const [name, value] of entries) {
    if (!value) continue;
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`${name} must hold http(s) origins such as https://screening.hospital.example, got "${value}"`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * Production needs JWT_SECRET. Elsewhere a random secret is generated once and kept in DATA_DIR, so tokens
 * survive restarts without anyone having to invent a secret.
 */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return fromEnv;
  }
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
