/** The messages between the page's facade (encrypted-sync.ts) and the sync worker (sync-worker.ts). */
import type { EncryptedSyncStatus } from './status.ts';

export type ToSyncWorker =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'sync-now'; id: number }
  /** The page is visible (periodic cycles run) or hidden (only writes and `online` start one). */
  | { type: 'active'; active: boolean };

export type FromSyncWorker = { type: 'status'; status: EncryptedSyncStatus } | { type: 'synced'; id: number };
