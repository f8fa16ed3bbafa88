import { db } from '@/db/database';
import type { LibraryStateRow } from '@/db/library-types';
import { reportStorageError } from '@/db/storage-health';
import { emptyLibraryState } from './library-state-row';

/**
 * Reads a reading's row (or a fresh one), applies `change` and writes it back, in one transaction so that two quick
 * changes (a bookmark while the position is being saved) never overwrite each other. Resolves false when the
 * device could not save it (the storage problem is shown by the layout); nothing else is lost.
 */
export async function updateLibraryState(
  readingId: string,
  change: (row: LibraryStateRow) => LibraryStateRow,
  now: Date,
): Promise<boolean> {
  try {
    await db.transaction('rw', db.libraryState, async () => {
      const current = (await db.libraryState.get(readingId)) ?? emptyLibraryState(readingId, now);
      await db.libraryState.put({ ...change(current), readingId, updatedAt: now.toISOString() });
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
