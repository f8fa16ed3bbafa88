import { beforeEach, describe, expect, it } from 'vitest';
import { liveQuery } from 'dexie';
import { db } from '@/db/database';
import type { BookDraftRow } from '@/db/book-types';
import { readDeviceSubmissions, type DeviceSubmissions } from '../../data/books/read-device-submissions';

function queuedDraft(id: string, updatedAt: string): BookDraftRow {
  return { id, status: 'queued', title: `Book ${id}`, author: 'J. Doe', synopsis: 'Essays.', contentNotes: '', consent: true, manuscript: null, updatedAt, refusal: null };
}

beforeEach(async () => {
  await Promise.all([db.bookDrafts.clear(), db.bookReceipts.clear()]);
});

describe('readDeviceSubmissions', () => {
  it('lists the queued drafts oldest first and the receipts newest first, leaving drafts being written out', async () => {
    await db.bookDrafts.bulkPut([
      queuedDraft('b', '2026-11-02T00:00:00.000Z'),
      queuedDraft('a', '2026-11-01T00:00:00.000Z'),
      { ...queuedDraft('c', '2026-11-03T00:00:00.000Z'), status: 'draft' },
    ]);
    await db.bookReceipts.bulkPut([
      { receiptCode: 'AAAA1111', title: 'Older', submittedAt: '2026-10-01T00:00:00.000Z', draftId: 'x', status: 'received', note: null },
      { receiptCode: 'BBBB2222', title: 'Newer', submittedAt: '2026-10-05T00:00:00.000Z', draftId: 'y', status: 'received', note: null },
    ]);
    const { waiting, receipts } = await readDeviceSubmissions();
    expect(waiting.map((draft) => draft.id)).toEqual(['a', 'b']);
    expect(receipts.map((receipt) => receipt.title)).toEqual(['Newer', 'Older']);
  });

  it('never sees a draft beside the receipt that replaced it, as the live query the page uses', async () => {
    await db.bookDrafts.put(queuedDraft('d', '2026-11-01T00:00:00.000Z'));
    const seen: DeviceSubmissions[] = [];
    const subscription = liveQuery(readDeviceSubmissions).subscribe({ next: (value) => seen.push(value) });
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    // What the replay does once the service has the manuscript (src/features/resonance/sync/book-submission-handler.ts).
    await db.transaction('rw', db.bookReceipts, db.bookDrafts, async () => {
      await db.bookReceipts.put({ receiptCode: 'CCCC3333', title: 'Book d', submittedAt: '2026-11-01T00:01:00.000Z', draftId: 'd', status: 'received', note: null });
      await db.bookDrafts.delete('d');
    });
    await expect.poll(() => seen.at(-1)?.receipts.length).toBe(1);
    subscription.unsubscribe();
    for (const { waiting, receipts } of seen) {
      const received = new Set(receipts.map((receipt) => receipt.draftId));
      expect(waiting.filter((draft) => received.has(draft.id))).toEqual([]);
    }
    expect(seen.at(-1)?.waiting).toEqual([]);
  });
});
