import { isParagraphIndex, isReadingId } from './library-state-row';
import { updateLibraryState } from './update-library-state';

/** Removes the bookmark on a paragraph (nothing happens if there is none). */
export async function removeBookmark(readingId: string, paragraph: number, now = new Date()): Promise<boolean> {
  if (!isReadingId(readingId) || !isParagraphIndex(paragraph)) return false;
  return updateLibraryState(
    readingId,
    (row) => ({ ...row, bookmarks: row.bookmarks.filter((bookmark) => bookmark.paragraph !== paragraph) }),
    now,
  );
}
