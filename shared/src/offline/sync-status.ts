/**
 * What the header says of the device's outbox (offline, how many writes wait, or all saved). Light core: the count
 * of the signed-in user's queue is also kept in localStorage, so the header shows it and the sync engine (sync.ts,
 * with IndexedDB) is fetched only when something waits (outbox-sync.ts says when it runs).
 */
import { create } from 'zustand';
import { useAuthStore } from '../auth/auth.store';

export interface SyncStatus {
  /** Whether the device says it has a network. */
  online: boolean;
  /** Whether the server answered the last call (reachability.ts); the device may say it is online when it is not. */
  reachable: boolean;
  /** Writes of the signed-in user still to send (refused ones included). */
  waiting: number;
  /** Writes the server refused: they wait for a person on the Sync page. */
  refused: number;
  syncing: boolean;
  /** Re-reads the counts from the device's outbox. */
  refresh(): Promise<void>;
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** `screening.outbox.<userId>`: "waiting/refused" of her queue, as last counted (never its contents). */
const markerKey = (userId: number) => `screening.outbox.${userId}`;

export function readMarker(userId: number | null): Pick<SyncStatus, 'waiting' | 'refused'> {
  try {
    const [waiting, refused] = (userId === null ? '' : (localStorage.getItem(markerKey(userId)) ?? '')).split('/').map(Number);
    return { waiting: waiting || 0, refused: refused || 0 };
  } catch {
    return { waiting: 0, refused: 0 };
  }
}

function writeMarker(userId: number, waiting: number, refused: number): void {
  try {
    if (waiting === 0) localStorage.removeItem(markerKey(userId));
    else localStorage.setItem(markerKey(userId), `${waiting}/${refused}`);
  } catch {
    // Storage refused: the counts show once the queue is read again.
  }
}

export const useSyncStatus = create<SyncStatus>()((set) => ({
  online: online(),
  reachable: true,
  ...readMarker(useAuthStore.getState().userId),
  syncing: false,
  refresh: async () => {
    const userId = useAuthStore.getState().userId;
    if (userId === null) {
      set({ waiting: 0, refused: 0 });
      return;
    }
    const { writesOf } = await import(/* webpackChunkName: "outbox" */ './outbox-db');
    const writes = await writesOf(userId);
    const refused = writes.filter((write) => write.refusal).length;
    writeMarker(userId, writes.length, refused);
    set({ waiting: writes.length, refused });
  },
}));

/** Whether writes of this user wait on the device (as last counted). */
export const hasWaitingWrites = (userId: number): boolean => readMarker(userId).waiting > 0;

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useSyncStatus.setState({ online: true }));
  window.addEventListener('offline', () => useSyncStatus.setState({ online: false }));
}
