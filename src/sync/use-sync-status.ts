import { useLiveQuery } from 'dexie-react-hooks';
import { useOnline } from '@/lib/use-online';
import { emptySnapshot, readSyncSnapshot, toSyncStatus, type SyncStatus } from './sync-status';

/**
 * The sync status for display (the accessibility panel, /systems): the storage indicator's label, records waiting,
 * the last successful sync, dead letters, and whether a retry is pending. Live across tabs.
 */
export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  // A local database that cannot be read shows as empty; the storage problem banner says why.
  const snapshot = useLiveQuery(() => readSyncSnapshot().catch(() => emptySnapshot), []);
  return toSyncStatus(snapshot, online);
}
