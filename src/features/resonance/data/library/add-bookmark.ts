import { isParagraphIndex, isReadingId, MAX_BOOKMARKS, sortedBookmarks } from './library-state-row';
import { updateLibraryState } from './update-library-state';

/** Bookmarks a paragraph; a paragraph already bookmarked keeps its first bookmark. */
export async function addBookmark(readingId: string, paragraph: number, now = new Date()): Promise<boolean> {
  if (!isReadingId(readingId) || !isParagraphIndex(paragraph)) return false;
  return updateLibraryState(
    readingId,
    (row) => {
      if (row.bookmarks.some((bookmark) => bookmark.paragraph === paragraph)) return row;
      const bookmarks = sortedBookmarks([...row.bookmarks, { paragraph, createdAt: now.toISOString() }]).slice(0, MAX_BOOKMARKS);
      return { ...row, bookmarks };
    },
    now,
  );
}
