/**
 * The book submissions this device knows of: the drafts waiting to be sent and the receipts of those the service has
 * received. Both are read in one read transaction: a receipt and the removal of its draft are written in one
 * transaction (src/features/resonance/sync/book-submission-handler.ts), so this read sees a submission either waiting or received, never both.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { BookDraftRow, BookReceiptRow } from '@/db/book-types';

export interface DeviceSubmissions {
  /** Queued, not yet received: oldest first. */
  waiting: BookDraftRow[];
  /** Newest first. */
  receipts: BookReceiptRow[];
}

export function readDeviceSubmissions(): Promise<DeviceSubmissions> {
  return db.transaction('r', db.bookDrafts, db.bookReceipts, async () => {
    const [waiting, receipts] = await Promise.all([
      db.bookDrafts.where('status').equals('queued').sortBy('updatedAt'),
      db.bookReceipts.orderBy('submittedAt').reverse().toArray(),
    ]);
    return { waiting, receipts };
  });
}

/** The submissions, kept current; undefined while reading. */
export function useDeviceSubmissions(): DeviceSubmissions | undefined {
  return useLiveQuery(readDeviceSubmissions, []);
}
