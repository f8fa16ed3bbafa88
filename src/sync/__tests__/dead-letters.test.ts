import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { discardDeadLetter, listDeadLetters, retryAllDeadLetters, retryDeadLetter } from '../dead-letters';

async function letter(recordId: string, failedAt: string): Promise<number> {
  return db.deadLetters.add({
    kind: 'feedback_submission',
    recordId,
    payload: { id: recordId },
    createdAt: '2025-06-01T00:00:00.000Z',
    failedAt,
    attempts: 2,
    status: 422,
    error: 'Title is required',
  });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('dead letters', () => {
  it('lists the newest first', async () => {
    await letter('older', '2025-06-01T00:00:00.000Z');
    await letter('newer', '2025-06-02T00:00:00.000Z');
    expect((await listDeadLetters()).map((row) => row.recordId)).toEqual(['newer', 'older']);
  });

  it('retry puts the entry back in the outbox and removes the dead letter, together', async () => {
    const id = await letter('again', '2025-06-01T00:00:00.000Z');
    expect(await retryDeadLetter(id)).toBe(true);
    expect(await db.deadLetters.count()).toBe(0);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ kind: 'feedback_submission', recordId: 'again', payload: { id: 'again' }, attempts: 2, lastError: null }),
    ]);
    expect(await retryDeadLetter(id)).toBe(false);
  });

  it('retry all, and discard (which stops the sending only)', async () => {
    await letter('a', '2025-06-01T00:00:00.000Z');
    await letter('b', '2025-06-01T00:00:01.000Z');
    expect(await retryAllDeadLetters()).toBe(2);
    const gone = await letter('c', '2025-06-01T00:00:02.000Z');
    await discardDeadLetter(gone);
    expect(await db.deadLetters.count()).toBe(0);
    expect((await db.outbox.toArray()).map((entry) => entry.recordId)).toEqual(['a', 'b']);
  });
});
