import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { LibraryStateRow } from '@/db/library-types';
import { reportStorageError } from '@/db/storage-health';
import { isLibraryShelf, isParagraphIndex, sortedBookmarks } from './library-state-row';

/**
 * A stored row as the screens may trust it: a shelf that is not one of the three is no shelf, a position that is
 * not a paragraph index is the start, and bookmarks that point nowhere are dropped (a row damaged by hand or by an
 * older version never breaks the reader).
 */
function sanitizeLibraryState(row: LibraryStateRow): LibraryStateRow {
  const bookmarks = Array.isArray(row.bookmarks) ? row.bookmarks.filter((bookmark) => isParagraphIndex(bookmark?.paragraph)) : [];
  return {
    readingId: row.readingId,
    shelf: isLibraryShelf(row.shelf) ? row.shelf : null,
    position: isParagraphIndex(row.position) ? row.position : 0,
    bookmarks: sortedBookmarks(bookmarks),
    updatedAt: typeof row.updatedAt === 'string' ? row.updatedAt : new Date(0).toISOString(),
  };
}

export async function readLibraryState(readingId: string): Promise<LibraryStateRow | null> {
  try {
    const row = await db.libraryState.get(readingId);
    return row ? sanitizeLibraryState(row) : null;
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}

/** Live: what the device keeps about one reading; null when nothing yet, undefined while loading. */
export function useLibraryState(readingId: string): LibraryStateRow | null | undefined {
  return useLiveQuery(() => readLibraryState(readingId), [readingId]);
}

/** Live: every reading's row, by reading id; undefined while loading. */
export function useLibraryStates(): Record<string, LibraryStateRow> | undefined {
  return useLiveQuery(async () => {
    try {
      const rows = await db.libraryState.toArray();
      return Object.fromEntries(rows.map((row) => [row.readingId, sanitizeLibraryState(row)]));
    } catch (error) {
      reportStorageError(error);
      return {};
    }
  }, []);
}
