/**
 * The refusals particular to a route: for each 4xx status, the `error` codes it may answer beyond those every route
 * of its kind gives (a schema or input refusal on any route, 401 behind a token, 403 PRIVILEGE_REQUIRED behind a
 * grant, the Idempotency-Key refusals of a signed-in write). A code is one of API_ERRORS (errors.ts) or one of the
 * original gateway's own words (original-refusals.ts); nothing else compiles. The server refuses, outside
 * production, an answer whose code its route does not declare (server/src/http/refusal-check.ts), and the OpenAPI
 * document lists each status's codes from here.
 */
import type { ApiErrorCode } from './errors';
import type { OriginalRefusal } from './original-refusals';

export type RefusalCode = ApiErrorCode | OriginalRefusal;
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;
export const REFUSAL_STATUSES: readonly RefusalStatus[] = [400, 401, 403, 404, 409, 429];

export type RouteRefusals = { readonly [Status in RefusalStatus]?: readonly RefusalCode[] } & {
  /** The route checks its input by the domain's validation rules: a 400 may carry the code of any rule (RuleCode). */
  readonly formRules?: true;
};
