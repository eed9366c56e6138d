/**
 * One error shape for every failure: `{ error, message, field? }` (BEHAVIOUR §0 REC). Handlers throw an
 * HttpError (via the helpers below); anything else becomes a logged 500 without internals in the body.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@screening/domain/types';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly field?: string,
    /** Extra response headers (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return this.field === undefined
      ? { error: this.error, message: this.message }
      : { error: this.error, message: this.message, field: this.field };
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'Bad Request', message, field);
export const unauthorized = (error: string, message: string) => new HttpError(401, error, message);
export const forbidden = (message: string) => new HttpError(403, 'Forbidden', message);
export const notFound = (message: string, error = 'Not Found') => new HttpError(404, error, message);
export const conflict = (message: string, field?: string) => new HttpError(409, 'Conflict', message, field);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'Too Many Requests', message, undefined, { 'Retry-After': String(retryAfterSeconds) });

/** The body every unauthenticated /api call gets (wording of the original gateway). */
export const AUTH_REQUIRED = 'Full authentication is required to access this resource';

type AjvError = NonNullable<FastifyError['validation']>[number];

/** Turns the first schema violation into a sentence that names the field. */
function describeValidation(err: FastifyError): HttpError {
  const first: AjvError | undefined = err.validation?.[0];
  const context = err.validationContext ?? 'body';
  if (!first) return badRequest(err.message);
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  const missing = first.keyword === 'required' ? String(first.params.missingProperty ?? '') : '';
  const field = [path, missing].filter(Boolean).join('.');
  if (!field) {
    return badRequest(context === 'body' ? 'The request body must be a JSON object.' : `Invalid ${context}.`);
  }
  if (first.keyword === 'required') return badRequest(`${field} is required.`, field);
  if (first.keyword === 'type') {
    const types = String(first.params.type ?? '')
      .split(',')
      .filter((type) => type && type !== 'null');
    // integer-or-string is a number the original client may send as text (the `digits` keyword, http/ajv.ts).
    const described =
      types.includes('integer') && types.includes('string')
        ? 'a whole number'
        : types.map((type) => `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`).join(' or ');
    return badRequest(`${field} must be ${described || 'valid'}.`, field);
  }
  return badRequest(`${field} ${first.message ?? 'is invalid'}.`, field);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.toBody());
    if (err.validation) {
      const httpError = describeValidation(err);
      return reply.code(400).send(httpError.toBody());
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send(badRequest('The request body is not valid JSON.').toBody());
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework client errors (unsupported media type, body too large, …) keep their status and message.
      return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Bad Request', message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal Server Error', message: 'An unexpected error occurred. Please try again.' });
  });
}
