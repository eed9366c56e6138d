/**
 * Server configuration from the environment. Defaults suit a developer machine; production mode refuses to
 * start without an explicit JWT secret.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface RateLimit {
  /** Attempts allowed per login within the window. */
  max: number;
  windowSeconds: number;
}

/** What the Fastify app itself needs (tests build it directly). */
export interface AppConfig {
  jwtSecret: string;
  tokenTtlSeconds: number;
  /** Failed sign-ins per login before 429. */
  authenticateLimit: RateLimit;
  /** Password resets (any outcome) per login before 429. */
  forgotPasswordLimit: RateLimit;
  logLevel: string | false;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
}

export const DEFAULT_RATE_LIMITS = {
  authenticateLimit: { max: 10, windowSeconds: 15 * 60 },
  forgotPasswordLimit: { max: 5, windowSeconds: 15 * 60 },
} as const satisfies Pick<AppConfig, 'authenticateLimit' | 'forgotPasswordLimit'>;

const SECRET_FILE = 'jwt-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR || './data');
  return {
    port: positiveInt(env.PORT, 8015, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: resolveJwtSecret(env, dataDir),
    tokenTtlSeconds: positiveInt(env.TOKEN_TTL_SECONDS, 7200, 'TOKEN_TTL_SECONDS'),
    logLevel: env.LOG_LEVEL || 'warn',
    ...DEFAULT_RATE_LIMITS,
  };
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
