/**
 * In the server's tests (`checkRefusals` of buildApp, set by createTestApp), a refusal a route's contract entry does
 * not declare is itself refused: a 4xx whose `error` is neither one every route of its kind gives nor one its entry
 * lists under that status (`refusals`, @screening/domain/api refusals.ts) becomes a 500 naming the route, the status
 * and the code, and is logged. Every test that drives a refusal through a route then checks its declaration, so the
 * documented refusals (the OpenAPI document lists them from the contract) cannot fall behind what the routes answer.
 * Where people use the app the route answers as it did.
 */
import type { FastifyInstance } from 'fastify';
import {
  AUTH_REQUIRED,
  isRuleCode,
  routeKeyOf,
  USER_INACTIVE,
  type ApiErrorCode,
  type ApiRoute,
  type RefusalCode,
  type RefusalStatus,
} from '@screening/domain/api';

/** The schema and input checks every route has (http/errors.ts, http/input.ts), and a handler's own id checks. */
const INPUT_REFUSALS: readonly ApiErrorCode[] = [
  'FIELD_REQUIRED',
  'FIELD_TYPE',
  'FIELD_INVALID',
  'POSITIVE_WHOLE_NUMBER',
  'BODY_NOT_OBJECT',
  'PART_INVALID',
  'INVALID_JSON',
  'TEXT_TOO_LONG',
  'CHARACTER_NOT_ALLOWED',
  'NESTED_TOO_DEEPLY',
  'QUERY_ENCODING',
  'ADDRESS_ENCODING',
  'NOT_ROUTABLE',
];

/** The refusals of an Idempotency-Key (http/idempotency.ts), by status. */
const IDEMPOTENCY_REFUSALS: Readonly<Record<number, readonly ApiErrorCode[]>> = {
  400: ['IDEMPOTENCY_KEY_INVALID'],
  409: ['REQUEST_IN_PROGRESS', 'REQUEST_ALREADY_SAVED'],
  422: ['IDEMPOTENCY_KEY_REUSED'],
};

export interface RouteKind {
  /** Whether a signed-in write of this route takes an Idempotency-Key (no `idempotent: false`). */
  idempotent: boolean;
}

/** Whether every route of the entry's kind may answer `status` with `code`. */
function commonRefusal(entry: ApiRoute, kind: RouteKind, status: number, code: string): boolean {
  // A refusal of the HTTP framework in its own words (415, 413…), and a path segment too long for the router.
  if (code === 'REQUEST_REFUSED' || (status === 414 && code === 'PATH_SEGMENT_TOO_LONG')) return true;
  if (status === 400 && (INPUT_REFUSALS as readonly string[]).includes(code)) return true;
  if (entry.access === 'public') return false;
  if (status === 401 && (code === AUTH_REQUIRED || code === USER_INACTIVE)) return true;
  if (status === 403 && code === 'PRIVILEGE_REQUIRED' && typeof entry.access === 'object') return true;
  return kind.idempotent && entry.method === 'POST' && (IDEMPOTENCY_REFUSALS[status] ?? []).includes(code as ApiErrorCode);
}

/** Whether `entry` may answer `status` with the `error` `code`: a refusal of its kind, or one it declares. */
export function declaresRefusal(entry: ApiRoute, kind: RouteKind, status: number, code: string): boolean {
  if (commonRefusal(entry, kind, status, code)) return true;
  if (status === 400 && entry.refusals?.formRules && isRuleCode(code)) return true;
  const declared: readonly RefusalCode[] = entry.refusals?.[status as RefusalStatus] ?? [];
  return (declared as readonly string[]).includes(code);
}

/** The `error` of a JSON refusal body, if the payload is one. */
function errorOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const body: unknown = JSON.parse(payload);
    const error = (body as { error?: unknown } | null)?.error;
    return typeof error === 'string' ? error : undefined;
  } catch {
    return undefined;
  }
}

/** Installs the check (never in production). Call before any route is declared. */
export function installRefusalCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const status = reply.statusCode;
    const entry = req.routeOptions.config?.contractRoute;
    if (status < 400 || status >= 500 || !entry) return payload;
    const code = errorOf(payload);
    const kind = { idempotent: req.routeOptions.config?.idempotent !== false };
    if (code === undefined || declaresRefusal(entry, kind, status, code)) return payload;
    const problem = `${routeKeyOf(entry)} answered ${status} ${code}, which its route contract entry does not declare (domain/src/api/contract.ts)`;
    req.log.error({ event: 'undeclared-refusal', status, code }, problem);
    reply.code(500);
    return JSON.stringify({ error: 'Internal Server Error', message: problem });
  });
}
