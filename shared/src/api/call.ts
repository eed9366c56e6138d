/**
 * The one way an application reaches the API: `call(routes.worklist, body)` sends the route's method to its path
 * (@screening/domain/api/client-routes, typed by the route contract), through the one client (api/client.ts) with its token, idempotency keys,
 * outbox and read cache, and types the input and the answer by the route's schemas. Paths are written nowhere else.
 */
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { RouteAnswer, RouteArguments, RouteLocation } from '@screening/domain/api';
import type { ContractEntryOf } from '@screening/domain/api/client-routes';
import { api, gateway } from './client';

const GATEWAY = '/token';
const API = '/api';

/** The route's path relative to its client's base, its `:param`s filled in (each one URI-encoded). */
export function routeUrl(route: RouteLocation, params: Record<string, unknown> = {}): string {
  const base = route.path.startsWith(`${GATEWAY}/`) ? GATEWAY : API;
  return route.path.slice(base.length).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Each route's URL pattern, made once: the offline core asks for every request whether it is one it keeps. */
const urlPatterns = new WeakMap<RouteLocation, RegExp>();

/** Whether a URL under a client's base (its query aside) is the route's: each `:param` any one segment. */
export function isRouteUrl(route: RouteLocation, url: string): boolean {
  let pattern = urlPatterns.get(route);
  if (!pattern) {
    const base = route.path.startsWith(`${GATEWAY}/`) ? GATEWAY : API;
    const source = route.path
      .slice(base.length)
      .split(/:[A-Za-z0-9_]+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    pattern = new RegExp(`^${source}$`);
    urlPatterns.set(route, pattern);
  }
  return pattern.test(url.split('?')[0] ?? '');
}

/**
 * Call a route of the contract. A GET's input fills its path's params; a POST's is its body, sent as given (a POST
 * without a body schema sends the input when one is given: the original client sent `{}` to some).
 */
export async function call<C extends RouteLocation>(
  route: C,
  ...[input, config]: RouteArguments<ContractEntryOf<C>, AxiosRequestConfig>
): Promise<AxiosResponse<RouteAnswer<ContractEntryOf<C>>>> {
  const client = route.path.startsWith(`${GATEWAY}/`) ? gateway : api;
  const isGet = route.method === 'GET';
  const url = routeUrl(route, isGet ? ((input ?? {}) as Record<string, unknown>) : {});
  return isGet ? client.get(url, config) : client.post(url, input ?? undefined, config);
}
