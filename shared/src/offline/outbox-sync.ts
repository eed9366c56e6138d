/**
 * When the outbox is sent (sync.ts, in its own chunk): at once, when the network returns or the server answers again,
 * every minute, and when someone signs in.
 */
import { useAuthStore } from '../auth/auth.store';
import { readMarker, useSyncStatus } from './sync-status';

export const SYNC_INTERVAL_MS = 60_000;

/** The sync engine and the queue's actions, in their own chunk. */
export const loadOutboxSync = () => import(/* webpackChunkName: "outbox-sync" */ './sync');

let started = false;

/**
 * Sends the queue when something waits: at once, when the network returns or the server answers again, every minute,
 * and when someone signs in (the counts shown are the new user's own).
 */
export function startOutboxSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const kick = () => {
    if (useSyncStatus.getState().waiting === 0) return;
    void loadOutboxSync()
      .then(({ syncOutbox }) => syncOutbox())
      .catch(() => undefined);
  };
  window.addEventListener('online', kick);
  window.setInterval(kick, SYNC_INTERVAL_MS);
  // The server answers again: what waits is sent now, not at the next minute.
  useSyncStatus.subscribe((state, previous) => {
    if (state.reachable && !previous.reachable) kick();
  });
  useAuthStore.subscribe((state, previous) => {
    if (state.userId !== previous.userId || state.token !== previous.token) useSyncStatus.setState(readMarker(state.userId));
    if (state.token && state.token !== previous.token) kick();
  });
  useSyncStatus.setState(readMarker(useAuthStore.getState().userId));
  kick();
}
