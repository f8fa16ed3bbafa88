/**
 * The sync engine's own tables (database version 4), typed. Imported by the service worker: relative imports only.
 */
import type { Table } from 'dexie';
import { db, type BetterMindsDatabase } from '../db/database';
import type { DeadLetterRow, PendingUploadRow, SyncStateRow } from '../db/types';

export interface SyncTables {
  deadLetters: Table<DeadLetterRow, number>;
  syncState: Table<SyncStateRow, SyncStateRow['key']>;
  pendingUploads: Table<PendingUploadRow, string>;
}

export function syncTables(database: BetterMindsDatabase = db): SyncTables {
  return {
    deadLetters: database.table<DeadLetterRow, number>('deadLetters'),
    syncState: database.table<SyncStateRow, SyncStateRow['key']>('syncState'),
    pendingUploads: database.table<PendingUploadRow, string>('pendingUploads'),
  };
}
