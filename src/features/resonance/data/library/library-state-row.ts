import type { LibraryBookmark, LibraryShelf, LibraryStateRow } from '@/db/library-types';

export const LIBRARY_SHELVES: readonly LibraryShelf[] = ['want-to-read', 'reading', 'read'];

/** More bookmarks than a reading has paragraphs would be a mistake; this cap keeps a damaged row from growing. */
export const MAX_BOOKMARKS = 500;

export function isLibraryShelf(value: unknown): value is LibraryShelf {
  return typeof value === 'string' && (LIBRARY_SHELVES as readonly string[]).includes(value);
}

/** A paragraph index: a whole number from 0 (positions and bookmarks point at paragraphs). */
export function isParagraphIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100_000;
}

/** What the device knows about a reading nobody has touched: on no shelf, at the start, no bookmarks. */
export function emptyLibraryState(readingId: string, now: Date): LibraryStateRow {
  return { readingId, shelf: null, position: 0, bookmarks: [], updatedAt: now.toISOString() };
}

/** Bookmarks in reading order, one per paragraph. */
export function sortedBookmarks(bookmarks: readonly LibraryBookmark[]): LibraryBookmark[] {
  return [...bookmarks].sort((a, b) => a.paragraph - b.paragraph);
}

/** A reading id as the content names it: a short lowercase slug (anything else never reaches the database). */
export function isReadingId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
