/**
 * Checks every request input gets before any schema or handler sees it, so hostile values answer 400 instead of
 * failing deeper (a database that refuses NUL or a lone surrogate, a stack overflow on deep nesting):
 *  - JSON bodies: at most MAX_DEPTH levels of nesting, no string (value or key) with NUL or a lone surrogate or
 *    longer than MAX_STRING. Checked with an explicit stack right after JSON.parse (which is iterative in V8 and
 *    handles any depth within the body limit); a 50,000-deep array used to overflow the stack in handlers
 *    (String(array)) and in JSON.stringify when stored.
 *  - path parameters and query strings: well-formed percent-encoding, no NUL or lone surrogate. A malformed
 *    path segment is refused by the router (frameworkErrors below).
 * Field-level rules (types, bounds, lengths) are the routes' schemas (@screening/domain/api).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { badRequest, HttpError, refusal } from './errors.js';

/** Deepest nesting of arrays and objects in a body; the deepest real request (a metric answer) has about 6. */
export const MAX_DEPTH = 32;
/** Longest string anywhere in a body; declared fields have their own, smaller maximum. */
export const MAX_STRING = 20_000;

// A NUL, or a surrogate half without its partner.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const HOSTILE_CHAR = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(value: string, field: string): HttpError | null {
  if (value.length > MAX_STRING)
    return badRequest('TEXT_TOO_LONG', { field: field || 'The body', max: MAX_STRING }, field || undefined);
  if (HOSTILE_CHAR.test(value)) {
    return badRequest('CHARACTER_NOT_ALLOWED', { field: field || 'The body' }, field || undefined);
  }
  return null;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** The first problem of a parsed JSON body, or null. Iterative, so any depth is safe to inspect. */
export function jsonBodyProblem(root: unknown): HttpError | null {
  const stack: Array<[unknown, string, number]> = [[root, '', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, path);
      if (problem) return problem;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) {
      // The field is the last named key on the way (not the run of array indexes below it).
      const segments = path ? path.split('.') : [];
      let last = segments.length - 1;
      while (last >= 0 && /^\d+$/.test(segments[last])) last--;
      const field = segments.slice(0, last + 1).join('.');
      return badRequest('NESTED_TOO_DEEPLY', { field: field || 'The body', max: MAX_DEPTH }, field || undefined);
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], join(path, i), depth + 1]);
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const field = join(path, key);
      const problem = textProblem(key, field);
      if (problem) return problem;
      stack.push([child, field, depth + 1]);
    }
  }
  return null;
}

/** Decodes one query-string component; null when its percent-encoding is malformed. */
function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function queryProblem(url: string): HttpError | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  for (const part of url.slice(start + 1).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decodeComponent(part.slice(eq + 1));
    if (key === null || value === null) return badRequest('QUERY_ENCODING', undefined, key ?? undefined);
    const problem = textProblem(key, key) ?? textProblem(value, key);
    if (problem) return problem;
  }
  return null;
}

/** JSON body parser with the checks above; Fastify's own parser (with prototype-poisoning protection) parses. */
export function installInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    parseJson(req, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      const problem = jsonBodyProblem(value);
      if (problem) return done(problem, undefined);
      done(null, value);
    });
  });

  app.addHook('preValidation', async (req: FastifyRequest) => {
    const params = (req.params ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== 'string') continue;
      const problem = textProblem(value, name);
      if (problem) throw problem;
    }
    const problem = queryProblem(req.url);
    if (problem) throw problem;
  });
}

/** Router-level refusals (a path that is not valid percent-encoded UTF-8, an overlong segment) in the API's error shape. */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(refusal(414, 'PATH_SEGMENT_TOO_LONG').toBody());
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(badRequest('ADDRESS_ENCODING').toBody());
  }
  return reply.code(400).send(badRequest('NOT_ROUTABLE').toBody());
};

/**
 * A request Node cannot parse or that did not arrive in time (http/connection-limits.ts) gets a status and a body of
 * the catalogue, then its connection is closed.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify(refusal(status, 'REQUEST_REFUSED', { reason }).toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};
