/** The messages between the page's facade (encrypted-sync.ts) and the sync worker (sync-worker.ts). */
import type { EncryptedSyncStatus } from './status.ts';

export type ToSyncWorker =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'sync-now'; id: number }
  /** The page is visible (periodic cycles run) or hidden (only writes and `online` start one). */
  | { type: 'active'; active: boolean }
  /** The page's `navigator.onLine` and its `online`/`offline` events: a dedicated worker is not always told (a
   * browser's emulated network, as in the browser tests, reaches the page only), and an offline runner waits for them. */
  | { type: 'network'; online: boolean }
  /** The app lock as the page knows it (the worker's database is its own Dexie instance): on, and the key if unlocked. */
  | { type: 'app-lock'; on: boolean; dataKey: Uint8Array | null; id: number };

/** `synced` answers `sync-now`; `app-lock-taken` answers `app-lock` once the worker's database has the new state. */
export type FromSyncWorker = { type: 'status'; status: EncryptedSyncStatus } | { type: 'synced' | 'app-lock-taken'; id: number };
