// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import type { BookReceiptRow } from '@/db/book-types';
import type { CodexReviewRow } from '@/db/codex-types';
import type { LibraryStateRow } from '@/db/library-types';
import { generateShareCode } from '@contract/share-code';
import { deleteEverything } from '../../../domains/personal-data/data/delete-everything';
import { EXPORT_VERSION, IMPORT_LIMITS, type ExportedTable } from '../../../domains/personal-data/export-format';
import { exportPersonalData } from '../../../domains/personal-data/data/export-personal-data';
import { ImportError, importPersonalData } from '../../../domains/personal-data/data/import-personal-data';
import { resetDatabase } from './reset-db';

const review = (overrides: Partial<CodexReviewRow> = {}): CodexReviewRow => ({
  id: 'sleep/q1',
  sectionId: 'sleep',
  questionId: 'q1',
  due: '2025-05-02T10:00:00.000Z',
  card: { due: '2025-05-02T10:00:00.000Z', stability: 0.4, difficulty: 6.4, reps: 1, lapses: 0, state: 1, last_review: '2025-05-01T10:00:00.000Z' },
  reviewStep: 0,
  lastReviewedAt: '2025-05-01T10:00:00.000Z',
  createdAt: '2025-05-01T10:00:00.000Z',
  ...overrides,
});

const reading = (overrides: Partial<LibraryStateRow> = {}): LibraryStateRow => ({
  readingId: 'on-rest',
  shelf: 'reading',
  position: 4,
  bookmarks: [{ paragraph: 2, createdAt: '2025-05-01T21:00:00.000Z' }],
  updatedAt: '2025-05-01T21:00:00.000Z',
  ...overrides,
});

const receiptCode = generateShareCode();
const receipt = (overrides: Partial<BookReceiptRow> = {}): BookReceiptRow => ({
  receiptCode,
  title: 'Small Lights',
  submittedAt: '2025-05-01T12:00:00.000Z',
  draftId: '0f8c2d5e-1b7a-4c3e-9d2f-5a6b7c8d9e0f',
  status: 'in-review',
  note: null,
  checkedAt: '2025-05-03T12:00:00.000Z',
  ...overrides,
});

async function seed() {
  await db.codexReviews.bulkAdd([review(), review({ id: 'anxiety/q3', sectionId: 'anxiety', questionId: 'q3', reviewStep: 2 })]);
  await db.libraryState.bulkAdd([reading(), reading({ readingId: 'on-hard-days', shelf: null, position: 0, bookmarks: [] })]);
  await db.bookReceipts.add(receipt());
}

async function fileWith(table: ExportedTable, rows: unknown): Promise<string> {
  const plain = JSON.parse((await exportPersonalData('')).text);
  plain.data[table] = rows;
  return JSON.stringify(plain);
}

async function expectDamaged(text: string) {
  const attempt = importPersonalData(text);
  await expect(attempt).rejects.toBeInstanceOf(ImportError);
  await expect(attempt).rejects.toMatchObject({ problem: 'damaged', message: expect.stringContaining('Nothing was changed') });
}

async function rowsOnDevice() {
  return { codexReviews: await db.codexReviews.toArray(), libraryState: await db.libraryState.toArray(), bookReceipts: await db.bookReceipts.toArray() };
}

describe('codex reviews, library state and book receipts in the personal-data export', () => {
  beforeEach(resetDatabase);

  it('round-trips the three tables: version 5 file, delete everything clears them, import brings them back as they were', async () => {
    await seed();
    const before = await rowsOnDevice();
    const file = await exportPersonalData('');
    const parsed = JSON.parse(file.text);
    expect(EXPORT_VERSION).toBe(5);
    expect(parsed.version).toBe(5);
    expect(file.counts).toMatchObject({ codexReviews: 2, libraryState: 2, bookReceipts: 1 });

    expect(await deleteEverything()).toBe(true);
    expect(await rowsOnDevice()).toEqual({ codexReviews: [], libraryState: [], bookReceipts: [] });

    const result = await importPersonalData(file.text);
    expect(result.counts).toMatchObject({ codexReviews: 2, libraryState: 2, bookReceipts: 1 });
    expect(await rowsOnDevice()).toEqual(before);
  });

  it('merges by key: the file’s row replaces the device’s row of the same key, and other rows stay', async () => {
    await seed();
    const file = await exportPersonalData('');
    await db.libraryState.put(reading({ shelf: 'read', position: 9 }));
    await db.libraryState.add(reading({ readingId: 'only-here' }));
    await db.bookReceipts.update(receiptCode, { status: 'accepted' });
    await importPersonalData(file.text);
    expect(await db.libraryState.get('on-rest')).toMatchObject({ shelf: 'reading', position: 4 });
    expect(await db.libraryState.get('only-here')).toBeDefined();
    expect((await db.bookReceipts.get(receiptCode))?.status).toBe('in-review');
  });

  it('still imports version 3 and 4 files, made before these tables were exported, and keeps them on the device', async () => {
    await seed();
    const plain = JSON.parse((await exportPersonalData('')).text);
    for (const table of ['codexReviews', 'libraryState', 'bookReceipts']) delete plain.data[table];
    const v4 = await importPersonalData(JSON.stringify({ ...plain, version: 4 }));
    expect(v4.counts).toMatchObject({ codexReviews: 0, libraryState: 0, bookReceipts: 0 });
    delete plain.data.hearthlinkContacts;
    await importPersonalData(JSON.stringify({ ...plain, version: 3 }));
    expect(await db.codexReviews.count()).toBe(2);
    expect(await db.libraryState.count()).toBe(2);
    expect(await db.bookReceipts.count()).toBe(1);
  });

  it('hostile, malformed or oversized rows make the file damaged, and nothing on the device changes', async () => {
    await seed();
    const before = await rowsOnDevice();
    const bad: [ExportedTable, unknown[]][] = [
      ['codexReviews', [review({ id: 'sleep/q2' })]],
      ['codexReviews', [review({ due: 'tomorrow' })]],
      ['codexReviews', [review({ reviewStep: -1 })]],
      ['codexReviews', [review({ reviewStep: 1.5 })]],
      ['codexReviews', [review({ card: { due: 'x'.repeat(41) } })]],
      ['codexReviews', [review({ card: { nested: { deep: 1 } } as unknown as Record<string, unknown> })]],
      ['codexReviews', [review({ card: Object.fromEntries(Array.from({ length: 31 }, (_, index) => [`k${index}`, index])) })]],
      ['codexReviews', [review({ sectionId: '', id: '/q1' })]],
      ['codexReviews', [{ ...review(), card: 'not a card' }]],
      ['libraryState', [reading({ readingId: '../../etc/passwd' })]],
      ['libraryState', [reading({ readingId: '<script>alert(1)</script>' })]],
      ['libraryState', [reading({ readingId: 'a'.repeat(121) })]],
      ['libraryState', [{ ...reading(), shelf: 'favourites' }]],
      ['libraryState', [reading({ position: -1 })]],
      ['libraryState', [reading({ position: 100_001 })]],
      ['libraryState', [reading({ bookmarks: [{ paragraph: 0.5, createdAt: '2025-05-01T21:00:00.000Z' }] })]],
      ['libraryState', [reading({ bookmarks: Array.from({ length: IMPORT_LIMITS.bookmarks + 1 }, (_, paragraph) => ({ paragraph, createdAt: '2025-05-01T21:00:00.000Z' })) })]],
      ['bookReceipts', [receipt({ receiptCode: 'not-a-code' })]],
      ['bookReceipts', [receipt({ receiptCode: receiptCode.toLowerCase() })]],
      ['bookReceipts', [receipt({ receiptCode: `${receiptCode.slice(0, 8)}${receiptCode.endsWith('0') ? '1' : '0'}` })]],
      ['bookReceipts', [receipt({ title: '' })]],
      ['bookReceipts', [receipt({ title: 'x'.repeat(201) })]],
      ['bookReceipts', [{ ...receipt(), status: 'published' }]],
      ['bookReceipts', [receipt({ note: 'x'.repeat(1001) })]],
      ['bookReceipts', [receipt({ submittedAt: 'yesterday' })]],
      ['bookReceipts', [{ ...receipt(), title: { toString: 'x' } }]],
    ];
    for (const [table, rows] of bad) {
      await expectDamaged(await fileWith(table, rows));
    }
    await expectDamaged(await fileWith('codexReviews', { length: 1 }));
    const flood = Array.from({ length: IMPORT_LIMITS.bookReceipts + 1 }, () => receipt({ receiptCode: generateShareCode() }));
    await expectDamaged(await fileWith('bookReceipts', flood));
    expect(await rowsOnDevice()).toEqual(before);
  });

  it('text that holds markup is kept as plain text', async () => {
    const text = await fileWith('bookReceipts', [receipt({ title: '<img src=x onerror=alert(1)>', note: '<b>hi</b>' })]);
    await importPersonalData(text);
    expect(await db.bookReceipts.get(receiptCode)).toMatchObject({ title: '<img src=x onerror=alert(1)>', note: '<b>hi</b>' });
  });
});
