/**
 * Authentication and privilege checks for /api (docs/architecture.md §3, docs/api.md Decision 3).
 *
 * Every route's access rule is its route contract entry's (`access`, @screening/domain/api access.ts): 'public',
 * 'authenticated', or { anyOf: grants } the caller's role must hold one of. An /api route declared without a contract
 * entry (not by `serve`, http/contract-route.ts) is a startup error. Grants are read from the database on every call,
 * so a changed role takes effect at once.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AUTH_REQUIRED, USER_INACTIVE, type AccessGrant, type RouteAccess } from '@screening/domain/api';
import { findCaller } from '../auth/employees.js';
import { normaliseMenuUrl, roleMenusForChecks } from '../auth/menus.js';
import { bearerToken } from '../auth/tokens.js';
import { forbidden, notFound, unauthorized } from './errors.js';

/** The signed-in caller, as the database knows them now (not as the token remembered them). */
export interface AuthUser {
  userId: number;
  roleId: number;
  hospitalId: number | null;
  /** Lower-cased login e-mail; used for created_by / last_modified_by. */
  login: string;
  /** The auth_session of this call's token. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every authenticated /api route; null elsewhere. Use requireUser(). */
    user: AuthUser | null;
  }
}

const API_PREFIX = '/api/';

/** The caller of an authenticated route. */
export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized(AUTH_REQUIRED, 'Sign in to use this resource.');
  return req.user;
}

/** The hospital all data of this request is scoped to: always the caller's, never a value from the body. */
export function hospitalScope(req: FastifyRequest): number {
  const { hospitalId } = requireUser(req);
  if (hospitalId === null) throw forbidden('NOT_MAPPED_TO_HOSPITAL');
  return hospitalId;
}

/** Verifies the bearer token and loads the caller; 401 when missing, invalid, expired or the user is inactive. */
async function authenticate(req: FastifyRequest): Promise<void> {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw unauthorized(AUTH_REQUIRED, 'A bearer token is required.');
  const claims = await req.server.tokens.verify(token);
  if (!claims) throw unauthorized(AUTH_REQUIRED, 'The token is invalid or has expired. Please sign in again.');
  const account = await findCaller(req.server.db, claims.userId, claims.sid);
  // A signature is not enough: the session must still be live (not signed out, not ended by a password change).
  if (!account?.sessionLive) throw unauthorized(AUTH_REQUIRED, 'The session has ended. Please sign in again.');
  if (account.isRecordDeleted) throw unauthorized(USER_INACTIVE, 'Your login access is inactive. Please contact the admin.');
  req.user = {
    userId: account.id,
    roleId: account.roleId,
    hospitalId: account.hospitalId,
    login: account.email.toLowerCase(),
    sessionId: claims.sid,
  };
}

function describeRule(rule: AccessGrant): string {
  return `${rule.privilege} on ${'url' in rule ? rule.url : rule.menu}`;
}

/** Whether the caller's role holds one of the rules' privileges (on a menu named by its url or its name). */
export async function holdsGrant(req: FastifyRequest, rules: readonly AccessGrant[]): Promise<boolean> {
  const menus = await roleMenusForChecks(req.server.db, requireUser(req).roleId);
  return rules.some((rule) =>
    menus.some(
      (m) =>
        m.privileges.includes(rule.privilege) &&
        ('url' in rule
          ? normaliseMenuUrl(m.url) === normaliseMenuUrl(rule.url)
          : m.menu.trim().toLowerCase() === rule.menu.trim().toLowerCase()),
    ),
  );
}

/** The privilege check of a route, also for handlers whose need depends on the body (create vs update). */
export async function authorize(req: FastifyRequest, rules: readonly AccessGrant[]): Promise<void> {
  if (!(await holdsGrant(req, rules))) {
    throw forbidden('PRIVILEGE_REQUIRED', { privileges: rules.map(describeRule).join(' or ') });
  }
}

export function appendHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

function validateAccess(route: RouteOptions): RouteAccess {
  const access = route.config?.contractRoute?.access;
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  if (access === undefined)
    throw new Error(`Route ${where} must be declared from its route contract entry, which gives its access`);
  if (typeof access === 'object' && (!Array.isArray(access.anyOf) || access.anyOf.length === 0)) {
    throw new Error(`Route ${where} declares an empty access.anyOf`);
  }
  return access;
}

/**
 * Installs the checks. Call before registering any route: the onRoute hook attaches authentication
 * (onRequest) and the privilege check (preHandler) to each /api route as it is registered.
 */
export function installAccessControl(app: FastifyInstance): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) {
      // Nothing here would enforce a stricter rule on a route outside /api (the /token routes check what they need
      // themselves), so declaring one would only mislead: such routes may declare 'public' or nothing.
      const access = route.config?.contractRoute?.access;
      if (access !== undefined && access !== 'public') {
        throw new Error(
          `Route ${[route.method].flat().join(',')} ${route.url} is outside ${API_PREFIX}: only 'public' can be declared there`,
        );
      }
      return;
    }
    const access = validateAccess(route);
    if (access === 'public') return;
    route.onRequest = appendHook(route.onRequest, async (req: FastifyRequest) => authenticate(req));
    if (typeof access === 'object') {
      const rules = access.anyOf;
      route.preHandler = appendHook(route.preHandler, async (req: FastifyRequest) => authorize(req, rules));
    }
  });

  // Unknown /api paths need a token too (as behind the original gateway), so anonymous callers learn nothing.
  app.setNotFoundHandler(async (req: FastifyRequest) => {
    if (req.url.startsWith(API_PREFIX)) await authenticate(req);
    const path = req.url.split('?')[0];
    throw notFound('ROUTE_NOT_FOUND', { method: req.method, path });
  });
}
