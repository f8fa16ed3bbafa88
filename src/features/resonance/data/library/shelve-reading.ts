import type { LibraryShelf } from '@/db/library-types';
import { isLibraryShelf, isReadingId } from './library-state-row';
import { updateLibraryState } from './update-library-state';

/** Puts a reading on a shelf (want to read, reading, read), or takes it off every shelf (null). */
export async function shelveReading(readingId: string, shelf: LibraryShelf | null, now = new Date()): Promise<boolean> {
  if (!isReadingId(readingId) || (shelf !== null && !isLibraryShelf(shelf))) return false;
  return updateLibraryState(readingId, (row) => ({ ...row, shelf }), now);
}
