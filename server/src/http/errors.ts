/**
 * One error shape for every failure: `{ error, message, field?, params? }` (docs/api.md §0 REC). A refusal's `error`
 * is a code of the domain's API_ERRORS and its `message` that code's English template filled with `params`.
 * Handlers throw an HttpError (via the helpers below); anything else becomes a logged 500 without internals in
 * the body.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiErrorText, ruleCodeOf, type ApiErrorCode, type ApiErrorParams } from '@screening/domain/api';
import type { ApiErrorBody } from '@screening/domain/types';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly field?: string,
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
    readonly params?: ApiErrorParams,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      error: this.error,
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.params === undefined ? {} : { params: this.params }),
    };
  }
}

/** A refusal of the catalogue: its code, its English message built from the template, its params in the body. */
export function refusal(
  statusCode: number,
  code: ApiErrorCode,
  params?: ApiErrorParams,
  field?: string,
  headers?: Record<string, string>,
): HttpError {
  const given = params && Object.keys(params).length > 0 ? params : undefined;
  return new HttpError(statusCode, code, apiErrorText(code, given), field, headers, given);
}

export const badRequest = (code: ApiErrorCode, params?: ApiErrorParams, field?: string) => refusal(400, code, params, field);
export const unauthorized = (error: string, message: string) => new HttpError(401, error, message);
export const forbidden = (code: ApiErrorCode, params?: ApiErrorParams) => refusal(403, code, params);
export const notFound = (code: ApiErrorCode, params?: ApiErrorParams) => refusal(404, code, params);
export const conflict = (code: ApiErrorCode, params?: ApiErrorParams, field?: string) => refusal(409, code, params, field);
export const tooManyRequests = (code: ApiErrorCode, params: ApiErrorParams, retryAfterSeconds: number) =>
  refusal(429, code, params, undefined, { 'Retry-After': String(retryAfterSeconds) });

/**
 * A shared validation rule's text (`errors[field]` of a domain validator) as a 400 under the rule's code; a text
 * the catalogue does not know (none should reach here) still gets a code, REQUEST_REFUSED.
 */
export function ruleRefusal(text: string, field: string): HttpError {
  const code = ruleCodeOf(text);
  return code ? badRequest(code, undefined, field) : badRequest('REQUEST_REFUSED', { reason: text }, field);
}

type AjvError = NonNullable<FastifyError['validation']>[number];

/** Turns the first schema violation into a sentence that names the field. */
function describeValidation(err: FastifyError): HttpError {
  const first: AjvError | undefined = err.validation?.[0];
  const context = err.validationContext ?? 'body';
  if (!first) return badRequest('REQUEST_REFUSED', { reason: err.message });
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : '';
  const field = [path, missing].filter(Boolean).join('.');
  if (!field) {
    return context === 'body' ? badRequest('BODY_NOT_OBJECT') : badRequest('PART_INVALID', { part: context });
  }
  if (first.keyword === 'required') return badRequest('FIELD_REQUIRED', { field }, field);
  if (first.keyword === 'type') {
    const types = String(first.params.type ?? '')
      .split(',')
      .filter((type) => type && type !== 'null');
    // integer-or-string is a number the original client may send as text (the `digits` keyword, http/ajv.ts).
    const described =
      types.includes('integer') && types.includes('string')
        ? 'a whole number'
        : types.map((type) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`).join(' or ');
    return badRequest('FIELD_TYPE', { field, type: described || 'valid' }, field);
  }
  return badRequest('FIELD_INVALID', { field, rule: first.message ?? 'is invalid' }, field);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.toBody());
    if (err.validation) {
      const httpError = describeValidation(err);
      return reply.code(400).send(httpError.toBody());
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send(badRequest('INVALID_JSON').toBody());
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework client errors (unsupported media type, body too large, …) keep their status and message.
      return reply.code(status).send(refusal(status, 'REQUEST_REFUSED', { reason: err.message }).toBody());
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal Server Error', message: 'An unexpected error occurred. Please try again.' });
  });
}
