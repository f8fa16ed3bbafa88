import { isParagraphIndex, isReadingId } from './library-state-row';
import { updateLibraryState } from './update-library-state';

/** Remembers the paragraph the person is reading, so that the reading opens there next time. */
export async function saveReadingPosition(readingId: string, paragraph: number, now = new Date()): Promise<boolean> {
  if (!isReadingId(readingId) || !isParagraphIndex(paragraph)) return false;
  return updateLibraryState(readingId, (row) => ({ ...row, position: paragraph }), now);
}
