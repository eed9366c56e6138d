/**
 * Server logs without secrets or personal data (ASVS V7.1).
 *
 * One line per request, written when the answer is sent:
 *   {"level":30,"time":…,"reqId":"req-1","method":"POST","route":"/api/curable/createUser","statusCode":201,
 *    "responseTime":42,"userId":3,"msg":"request completed"}
 * `route` is the route's pattern (never the URL, whose ids and query may identify a person); bodies, query
 * parameters and headers are never logged. Errors are logged through `serializeError`, which keeps a database
 * error's SQLSTATE, constraint, table and column but drops its message, query text and parameters (a failed
 * INSERT's parameters are password hashes, names and phone numbers). `redact` censors these keys should anyone
 * log such an object anyway.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

const SECRET_KEYS = [
  'password',
  'newPassword',
  'passwordHash',
  'password_hash',
  'token',
  'authorization',
  'cookie',
  'phoneNo',
  'phone_no',
  'mobileNo',
  'mobile_no',
  'alternateMobileNo',
  'email',
  'userName',
  'name',
  'address',
  'aadhar',
  'voterId',
  'rationCard',
  'body',
  'query',
  'params',
];

/** Top-level and one-level-deep keys, plus the request shapes pino's own serializers would log. */
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.url',
];

/** Fields of a PostgreSQL error that name what failed without carrying the data that made it fail. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

function isDatabaseError(err: Record<string, unknown>): boolean {
  return (
    'query' in err ||
    'params' in err ||
    'severity' in err ||
    'routine' in err ||
    err.name === 'DrizzleQueryError' ||
    err.constructor?.name === 'DatabaseError'
  );
}

/** Stack frames only: the first line of a stack repeats the message. */
const framesOf = (stack: unknown): string =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')
    : '';

/** Where log lines go (pino's destination); tests pass one to read them. */
export interface LogStream {
  write(line: string): void;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  cause?: SerializedError;
  [field: string]: unknown;
}

/** pino's `err` serializer: a whitelist, so nothing an error carries reaches the log unless named here. */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (value === null || typeof value !== 'object') return { type: typeof value, message: 'non-error value thrown', stack: '' };
  const err = value as Record<string, unknown> & { constructor?: { name?: string } };
  const out: SerializedError = { type: 'Error', message: '', stack: framesOf(err.stack) };
  if (isDatabaseError(err)) {
    out.type = 'DatabaseError';
    out.message = 'database query failed';
    for (const field of DATABASE_FIELDS) {
      const v = err[field];
      if (typeof v === 'string' || typeof v === 'number') out[field] = v;
    }
  } else {
    out.type = (typeof err.name === 'string' && err.name) || err.constructor?.name || 'Error';
    out.message = typeof err.message === 'string' ? err.message.slice(0, 500) : '';
    if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
    if (typeof err.statusCode === 'number') out.statusCode = err.statusCode;
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** pino's options: the level, the serializers and the redaction above. */
function pinoOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      // Only the request line below logs requests; these keep any other logged req/res to the same fields.
      req: (req: FastifyRequest) => ({ method: req.method, route: req.routeOptions?.url ?? null }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** Fastify's `logger` option: false, or the level with the serializers and redaction above. */
export function loggerOptions(level: string | false, stream?: LogStream): FastifyServerOptions['logger'] {
  if (level === false) return false;
  return { ...pinoOptions(level), ...(stream ? { stream } : {}) };
}

/**
 * The same logger, made before the app: main.ts logs the migration before the app exists, then gives it to the app
 * (`loggerInstance`), so every line of a run comes from one logger. Synchronous writes: the lines of a stop are
 * out before the process exits.
 */
export function createLogger(level: string, stream?: LogStream): FastifyBaseLogger {
  return pino(pinoOptions(level), stream ?? pino.destination({ fd: 1, sync: true }));
}

/** The request line (Fastify's own request logging is off: it logs the URL). */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions?.url ?? null,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
        userId: req.user?.userId ?? null,
      },
      'request completed',
    );
  });
}
