/**
 * Whether the server answers, apart from whether the device says it has a network. A tablet on a network that reaches
 * nothing (a dead mobile connection, a camp's Wi-Fi without an uplink) says it is online, and a page opened without a
 * network may be told so by nothing; so every call's outcome counts: no answer at all, or a gateway's "the server
 * behind me is down", makes the server unreachable; any other answer makes it reachable. While it is unreachable the
 * server's health is asked after 1, 2, 4 and then every 8 seconds, and at once when the device's network returns, so
 * what waits to sync goes within seconds of the server answering again (sync-status.ts kicks the outbox then).
 */
import axios, { type AxiosAdapter } from 'axios';
import { useSyncStatus } from './sync-status';

/** Waits between health checks while the server is unreachable; the last repeats. */
export const PROBE_DELAYS_MS = [1_000, 2_000, 4_000, 8_000] as const;
/** A health check without an answer by then counts as none. */
export const PROBE_TIMEOUT_MS = 5_000;

/** A proxy's word that the server behind it did not answer (or our server stopping): the server is not reachable. */
const SERVER_DOWN = new Set([502, 503, 504]);

let timer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
/** Asks the server's health; given with the client's transport by the composition root (shared/src/install.ts). */
let askHealth: (() => Promise<unknown>) | null = null;

function setReachable(reachable: boolean): void {
  if (useSyncStatus.getState().reachable === reachable) {
    if (!reachable) schedule();
    return;
  }
  if (!reachable) attempt = 0;
  useSyncStatus.setState({ reachable });
  if (!reachable) schedule();
}

// Reachable again, by whichever call: no more health checks until the next call without an answer.
useSyncStatus.subscribe((state) => {
  if (!state.reachable || timer === undefined) return;
  clearTimeout(timer);
  timer = undefined;
});

/** The server answered with `status`. */
export function noteAnswer(status: number): void {
  setReachable(!SERVER_DOWN.has(status));
}

/** A call got no answer at all (no network, the server down, a timeout). */
export function noteNoAnswer(): void {
  setReachable(false);
}

function schedule(): void {
  if (timer !== undefined || typeof window === 'undefined') return;
  const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)];
  attempt += 1;
  timer = setTimeout(() => {
    timer = undefined;
    void checkServer();
  }, delay);
}

/**
 * Asks the server's health now (its answer counts like any other call's). Not while the device says it has no
 * network: its return asks at once.
 */
export async function checkServer(): Promise<void> {
  if (!askHealth || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  // The call's outcome is counted by the adapter below; a refusal of any kind is an answer all the same.
  await askHealth().catch(() => undefined);
}

/** Counts every answer (and every missing one) of the calls sent through `adapter`. */
export function withReachability(adapter: AxiosAdapter, health: () => Promise<unknown>): AxiosAdapter {
  askHealth ??= health;
  return async (config) => {
    try {
      const response = await adapter(config);
      noteAnswer(response.status);
      return response;
    } catch (error) {
      if (axios.isAxiosError(error) && error.code !== axios.AxiosError.ERR_CANCELED) {
        if (error.response) noteAnswer(error.response.status);
        else noteNoAnswer();
      }
      throw error;
    }
  };
}

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    attempt = 0;
    if (!useSyncStatus.getState().reachable) void checkServer();
  });
