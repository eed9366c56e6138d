/** What the header says of the device's outbox: offline, how many writes wait, or all saved. */
import { create } from 'zustand';
import { useAuthStore } from '../auth/auth.store';

export interface SyncStatus {
  online: boolean;
  /** Writes of the signed-in user still to send (refused ones included). */
  waiting: number;
  /** Writes the server refused: they wait for a person on the Sync page. */
  refused: number;
  syncing: boolean;
  /** Re-reads the counts from the device. */
  refresh(): Promise<void>;
}

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export const useSyncStatus = create<SyncStatus>()((set) => ({
  online: online(),
  waiting: 0,
  refused: 0,
  syncing: false,
  refresh: async () => {
    const userId = useAuthStore.getState().userId;
    if (userId === null) {
      set({ waiting: 0, refused: 0 });
      return;
    }
    const { writesOf } = await import(/* webpackChunkName: "outbox" */ './outbox-db');
    const writes = await writesOf(userId);
    set({ waiting: writes.length, refused: writes.filter((write) => write.refusal).length });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useSyncStatus.setState({ online: true }));
  window.addEventListener('offline', () => useSyncStatus.setState({ online: false }));
}
