/**
 * The book draft on this device: saved as the author types (the manuscript's bytes as a Blob included), so nothing is
 * lost to a closed tab or a lost connection. A draft is not sent until the author sends it (queue-book-submission.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { BookDraftRow } from '@/db/book-types';
import { reportStorageError } from '@/db/storage-health';

export type BookDraftFields = Omit<BookDraftRow, 'status' | 'updatedAt' | 'refusal'>;

export function emptyBookDraft(id: string = crypto.randomUUID()): BookDraftFields {
  return { id, title: '', author: '', synopsis: '', contentNotes: '', consent: false, manuscript: null };
}

/**
 * Saves the draft's fields (a draft being written; a queued or sent one is never changed here). Resolves to false
 * when the browser refused the write (shown through the storage problem banner).
 */
export async function saveBookDraft(fields: BookDraftFields, now: Date = new Date()): Promise<boolean> {
  try {
    return await db.transaction('rw', db.bookDrafts, async () => {
      const stored = await db.bookDrafts.get(fields.id);
      if (stored && stored.status !== 'draft') return false;
      await db.bookDrafts.put({ ...fields, status: 'draft', refusal: stored?.refusal ?? null, updatedAt: now.toISOString() });
      return true;
    });
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** The draft being written on this device (the newest), null when there is none, undefined while reading. */
export function useBookDraft(): BookDraftRow | null | undefined {
  return useLiveQuery(async () => (await db.bookDrafts.where('status').equals('draft').reverse().sortBy('updatedAt'))[0] ?? null, []);
}
