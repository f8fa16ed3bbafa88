import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { LibraryStateRow } from '@/db/library-types';
import * as storageHealth from '@/db/storage-health';
import { addBookmark } from '../../data/library/add-bookmark';
import { readLibraryState } from '../../data/library/read-library-state';
import {
  DEFAULT_READER_PREFERENCES,
  parseReaderPreferences,
  readReaderPreferences,
  saveReaderPreferences,
} from '../../data/library/reader-preferences';
import { removeBookmark } from '../../data/library/remove-bookmark';
import { saveReadingPosition } from '../../data/library/save-reading-position';
import { shelveReading } from '../../data/library/shelve-reading';

async function resetDatabase(): Promise<void> {
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));

describe('the library’s data on this device', () => {
  beforeEach(resetDatabase);

  it('shelves a reading, moves it between shelves and takes it off every shelf', async () => {
    expect(await readLibraryState('on-rest')).toBeNull();
    expect(await shelveReading('on-rest', 'want-to-read', at(1))).toBe(true);
    expect(await readLibraryState('on-rest')).toEqual({ readingId: 'on-rest', shelf: 'want-to-read', position: 0, bookmarks: [], updatedAt: at(1).toISOString() });
    await shelveReading('on-rest', 'reading', at(2));
    expect((await readLibraryState('on-rest'))?.shelf).toBe('reading');
    await shelveReading('on-rest', null, at(3));
    expect(await readLibraryState('on-rest')).toMatchObject({ shelf: null, updatedAt: at(3).toISOString() });
  });

  it('keeps the reading position, and changing one field keeps the others', async () => {
    await shelveReading('on-hard-days', 'reading', at(1));
    await addBookmark('on-hard-days', 2, at(2));
    await saveReadingPosition('on-hard-days', 5, at(3));
    expect(await readLibraryState('on-hard-days')).toEqual({
      readingId: 'on-hard-days',
      shelf: 'reading',
      position: 5,
      bookmarks: [{ paragraph: 2, createdAt: at(2).toISOString() }],
      updatedAt: at(3).toISOString(),
    });
  });

  it('adds bookmarks in reading order, one per paragraph, and removes them', async () => {
    await addBookmark('on-rest', 4, at(1));
    await addBookmark('on-rest', 1, at(2));
    await addBookmark('on-rest', 4, at(3));
    expect((await readLibraryState('on-rest'))?.bookmarks).toEqual([
      { paragraph: 1, createdAt: at(2).toISOString() },
      { paragraph: 4, createdAt: at(1).toISOString() },
    ]);
    await removeBookmark('on-rest', 4, at(4));
    await removeBookmark('on-rest', 9, at(5));
    expect((await readLibraryState('on-rest'))?.bookmarks).toEqual([{ paragraph: 1, createdAt: at(2).toISOString() }]);
  });

  it('two changes at once both land (each reads and writes in one transaction)', async () => {
    await Promise.all([addBookmark('on-rest', 1, at(1)), saveReadingPosition('on-rest', 3, at(1)), shelveReading('on-rest', 'read', at(1)), addBookmark('on-rest', 2, at(1))]);
    expect(await readLibraryState('on-rest')).toMatchObject({ shelf: 'read', position: 3, bookmarks: [{ paragraph: 1 }, { paragraph: 2 }] });
  });

  it('refuses hostile or malformed input and writes nothing', async () => {
    const hostile: unknown[] = [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, 10_000_000];
    for (const paragraph of hostile) {
      expect(await saveReadingPosition('on-rest', paragraph as number)).toBe(false);
      expect(await addBookmark('on-rest', paragraph as number)).toBe(false);
      expect(await removeBookmark('on-rest', paragraph as number)).toBe(false);
    }
    expect(await shelveReading('on-rest', 'favourites' as never)).toBe(false);
    for (const readingId of ['', '<script>alert(1)</script>', '../on-rest', 'x'.repeat(121), 'On-Rest']) {
      expect(await shelveReading(readingId, 'read')).toBe(false);
      expect(await saveReadingPosition(readingId, 1)).toBe(false);
    }
    expect(await db.libraryState.count()).toBe(0);
  });

  it('reads a damaged row safely: an unknown shelf, a bad position and bookmarks that point nowhere', async () => {
    const damaged = {
      readingId: 'on-rest',
      shelf: 'favourites',
      position: -4,
      bookmarks: [{ paragraph: 3, createdAt: 'x' }, { paragraph: 'two' }, null, { paragraph: 1, createdAt: 'y' }],
      updatedAt: 17,
    } as unknown as LibraryStateRow;
    await db.libraryState.put(damaged);
    expect(await readLibraryState('on-rest')).toEqual({
      readingId: 'on-rest',
      shelf: null,
      position: 0,
      bookmarks: [{ paragraph: 1, createdAt: 'y' }, { paragraph: 3, createdAt: 'x' }],
      updatedAt: new Date(0).toISOString(),
    });
  });

  it('a storage failure is reported and resolves false, never throws', async () => {
    const reported = vi.spyOn(storageHealth, 'reportStorageError').mockImplementation(() => ({ kind: 'unavailable', message: '', at: '' }));
    vi.spyOn(db, 'transaction').mockRejectedValueOnce(Object.assign(new Error('full'), { name: 'QuotaExceededError' }));
    expect(await shelveReading('on-rest', 'read')).toBe(false);
    expect(reported).toHaveBeenCalledOnce();
  });
});

describe('the reader’s text preferences', () => {
  beforeEach(resetDatabase);

  it('start from the defaults and are kept on the device', async () => {
    expect(await readReaderPreferences()).toEqual(DEFAULT_READER_PREFERENCES);
    expect(await saveReaderPreferences({ textSize: 'largest', lineSpacing: 'relaxed' })).toBe(true);
    expect(await readReaderPreferences()).toEqual({ textSize: 'largest', lineSpacing: 'relaxed' });
  });

  it('fall back to the default, field by field, for anything unknown', () => {
    expect(parseReaderPreferences(undefined)).toEqual(DEFAULT_READER_PREFERENCES);
    expect(parseReaderPreferences('huge')).toEqual(DEFAULT_READER_PREFERENCES);
    expect(parseReaderPreferences({ textSize: 'huge', lineSpacing: 'loose' })).toEqual({ textSize: 'standard', lineSpacing: 'loose' });
    expect(parseReaderPreferences({ textSize: 'larger', lineSpacing: 3, extra: '<b>' })).toEqual({ textSize: 'larger', lineSpacing: 'standard' });
  });
});
