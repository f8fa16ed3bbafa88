import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { emptySnapshot, readSyncSnapshot, toSyncStatus, type SyncStatus } from './sync-status';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * The sync status for display (the accessibility panel, /systems): the storage indicator's label, records waiting,
 * the last successful sync, dead letters, and whether a retry is pending. Live across tabs.
 */
export function useSyncStatus(): SyncStatus {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  // A local database that cannot be read shows as empty; the storage problem banner says why.
  const snapshot = useLiveQuery(() => readSyncSnapshot().catch(() => emptySnapshot), []);
  return toSyncStatus(snapshot, online);
}
