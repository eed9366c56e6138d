/**
 * The routes as the applications hold them: the route table's methods and paths (route-table.ts), each carrying its
 * contract entry (contract.ts) as a type only, so a call is typed by the schemas without a browser building them.
 */
import type { ApiRoute, RouteName, routes as contract } from './contract';
import { routeTable, type RouteLocation } from './route-table';

declare const contractEntry: unique symbol;

/** A route's method and path, typed by its contract entry `R` (a phantom: never present at run time). */
export type ClientRoute<R extends ApiRoute = ApiRoute> = Pick<R, 'method' | 'path'> & { readonly [contractEntry]?: R };

export type ClientRoutes = { readonly [Name in RouteName]: ClientRoute<(typeof contract)[Name]> };

/** The contract entry a route stands for: a client route's, or the route itself when it is a contract entry. */
export type ContractEntryOf<C extends RouteLocation> = C extends { readonly [contractEntry]?: infer R extends ApiRoute }
  ? R
  : C extends ApiRoute
    ? C
    : never;

export const clientRoutes: ClientRoutes = routeTable;
