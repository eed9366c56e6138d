/**
 * What keeps slow or greedy clients from holding the connections of an HTTP server (the API, and the static server of
 * `@screening/tooling`): a request must arrive whole within a time (its headers sooner), a kept-alive or silent
 * connection is closed, and one client address holds a bounded number of connections at once. Without these, an
 * unfinished request body stayed open for minutes and some 20,000 of them from one client used up the process's file
 * descriptors, so that new connections were dropped.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** The request's headers must have arrived within this (a client sending them a byte at a time). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this. */
  requestTimeoutMs: number;
  /** How often those two are checked: a stalled request is cut at most this long after its limit. */
  checkIntervalMs: number;
  /** A kept-alive connection without a new request for this long is closed. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing is sent or received for this long (a client that stopped reading) is closed. */
  idleTimeoutMs: number;
  /** Connections open at once from one client address; 0: no cap. */
  perAddress: number;
}

/**
 * A stalled request is cut within 55 s. The keep-alive outlasts the 60 s idle of nginx's and most load balancers'
 * upstream connections, so a proxy closes first and never sends on a connection being closed. 500 connections per
 * address: a browser opens at most 6 to a server, so a hospital's staff behind one NAT address get 80 browsers at
 * their maximum (far more at the one or two they usually hold), while one address holds a bounded share of the
 * process's file descriptors.
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 50_000,
  checkIntervalMs: 5_000,
  keepAliveTimeoutMs: 65_000,
  idleTimeoutMs: 120_000,
  perAddress: 500,
};

/** MAX_CONNECTIONS_PER_ADDRESS (a whole number, 0 for no cap) over the defaults; a wrong value is refused. */
export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ConnectionLimits {
  const raw = env.MAX_CONNECTIONS_PER_ADDRESS;
  if (raw === undefined || raw === '') return DEFAULT_CONNECTION_LIMITS;
  const perAddress = Number(raw);
  if (!Number.isSafeInteger(perAddress) || perAddress < 0) {
    throw new Error(`MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0 for no cap), got "${raw}"`);
  }
  return { ...DEFAULT_CONNECTION_LIMITS, perAddress };
}

/** node:http's own options for the timeouts (the idle timeout is the server's setTimeout). */
export function httpServerOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

/**
 * Closes at once each connection past `max` open from one address. `onCapped` hears of an address when it reaches
 * the cap, once until it is below it again (a burst is one log line, not thousands).
 */
export function capConnectionsPerAddress(
  server: Pick<Server, 'on'>,
  max: number,
  onCapped: (address: string, max: number) => void = () => undefined,
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const capped = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!capped.has(address)) {
        capped.add(address);
        onCapped(address, max);
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) capped.delete(address);
    });
  });
}
