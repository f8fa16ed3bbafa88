import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import type { FlowEventRow } from '@/db/types';
import type { OutboxEntryRow } from '@/db/outbox-types';
import { enqueueInTransaction, enqueueManyInTransaction, saveManyWithOutbox, saveWithOutbox } from '../outbox';
import { countQueuedRecords, expandRecords, MAX_BATCH_ITEMS, recordsIn } from '../outbox-batch';

const NOW = new Date('2025-06-01T00:00:00.000Z');
const supabase = { supabaseConfigured: true };

function flowEvent(id: string): FlowEventRow {
  return { id, flow_id: 'calm', session_id: 's', event_type: 'answer', event_data: { id }, user_id: null, created_at: NOW.toISOString() };
}

/** The records the outbox queues, in order, without sequence numbers: what two ways of writing must agree on. */
async function queuedRecords(): Promise<Omit<OutboxEntryRow, 'seq'>[]> {
  const { records } = expandRecords(await db.outbox.orderBy('seq').toArray(), Infinity);
  return records.map(({ seq: _seq, ...entry }) => entry);
}

async function queuedRecordIds(): Promise<string[]> {
  return (await queuedRecords()).map((record) => record.recordId);
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('writing many records with their outbox entries', () => {
  it('stores the same records, and queues the same records in the same order, as saving them one by one', async () => {
    const rows = ['a', 'b', 'c', 'd'].map(flowEvent);
    for (const row of rows) await saveWithOutbox({ table: db.flowEvents, row, kind: 'flow_event', recordId: row.id, now: NOW, options: supabase });
    const oneByOne = { records: await db.flowEvents.orderBy('id').toArray(), outbox: await queuedRecords() };
    await Promise.all([db.flowEvents.clear(), db.outbox.clear()]);

    const report = await saveManyWithOutbox({ table: db.flowEvents, rows, kind: 'flow_event', recordIdOf: (row) => row.id, now: NOW, options: supabase });

    expect(report).toEqual({ saved: rows, failed: [] });
    expect({ records: await db.flowEvents.orderBy('id').toArray(), outbox: await queuedRecords() }).toEqual(oneByOne);
    // Saved one by one: an entry each; saved together: one batch entry holding the four.
    expect(oneByOne.outbox).toHaveLength(4);
    expect((await db.outbox.toArray()).map(recordsIn)).toEqual([4]);
  });

  it('writes with one bulk call per table, never one call per record', async () => {
    const put = vi.spyOn(db.flowEvents, 'put');
    const add = vi.spyOn(db.outbox, 'add');
    const bulkPut = vi.spyOn(db.flowEvents, 'bulkPut');
    const bulkAdd = vi.spyOn(db.outbox, 'bulkAdd');
    const rows = Array.from({ length: 300 }, (_, index) => flowEvent(`r${index}`));
    await saveManyWithOutbox({ table: db.flowEvents, rows, kind: 'flow_event', recordIdOf: (row) => row.id, options: supabase });
    expect([put.mock.calls.length, add.mock.calls.length, bulkPut.mock.calls.length, bulkAdd.mock.calls.length]).toEqual([0, 0, 1, 1]);
    expect(await db.outbox.count()).toBe(1);
    expect(await countQueuedRecords(db.outbox)).toBe(300);
  });

  it('queues a large write as batch entries of at most 500 records, in order', async () => {
    const rows = Array.from({ length: 1_200 }, (_, index) => flowEvent(`r${String(index).padStart(4, '0')}`));
    await saveManyWithOutbox({ table: db.flowEvents, rows, kind: 'flow_event', recordIdOf: (row) => row.id, options: supabase });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map(recordsIn)).toEqual([MAX_BATCH_ITEMS, MAX_BATCH_ITEMS, 200]);
    expect(entries.map((entry) => entry.recordId)).toEqual(['batch:r0000', 'batch:r0500', 'batch:r1000']);
    expect(await queuedRecordIds()).toEqual(rows.map((row) => row.id));
    expect((await queuedRecords())[7]?.payload).toEqual(rows[7]);
    expect(await countQueuedRecords(db.outbox, 'flow_event')).toBe(1_200);
    expect(await countQueuedRecords(db.outbox, 'tracking_event')).toBe(0);
  });

  it('reports the rows it refuses, saves the others, and queues only what was saved', async () => {
    await db.flowEvents.add(flowEvent('taken'));
    // A row without its id, and (adding) an id already stored: each is refused on its own, not the whole batch.
    const noId = { ...flowEvent('x'), id: undefined } as unknown as FlowEventRow;
    const duplicate = { ...flowEvent('taken'), event_type: 'changed' };
    const rows = [flowEvent('a'), noId, duplicate, flowEvent('c')];
    const report = await saveManyWithOutbox({ table: db.flowEvents, rows, kind: 'flow_event', recordIdOf: (row) => row.id, mode: 'add', options: supabase });

    expect(report.saved.map((row) => row.id)).toEqual(['a', 'c']);
    expect(report.failed).toEqual([
      { row: noId, reason: 'The record has no id' },
      { row: duplicate, reason: expect.stringMatching(/ConstraintError|already exists|Key/i) },
    ]);
    expect((await db.flowEvents.toArray()).map((row) => [row.id, row.event_type]).sort()).toEqual([
      ['a', 'answer'],
      ['c', 'answer'],
      ['taken', 'answer'],
    ]);
    expect(await queuedRecordIds()).toEqual(['a', 'c']);
  });

  it('saves nothing, reports every row and shows the problem when the whole write fails', async () => {
    await saveWithOutbox({ table: db.flowEvents, row: flowEvent('kept'), kind: 'flow_event', recordId: 'kept', options: supabase });
    vi.spyOn(db.outbox, 'bulkAdd').mockRejectedValueOnce(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rows = [flowEvent('a'), flowEvent('b')];
    const report = await saveManyWithOutbox({ table: db.flowEvents, rows, kind: 'flow_event', recordIdOf: (row) => row.id, options: supabase });

    expect(report.saved).toEqual([]);
    expect(report.failed.map((failure) => failure.row)).toEqual(rows);
    expect(getStorageProblem()).toMatchObject({ kind: 'quota' });
    expect((await db.flowEvents.toArray()).map((row) => row.id)).toEqual(['kept']);
    expect((await db.outbox.toArray()).map((entry) => entry.recordId)).toEqual(['kept']);
  });

  it('joins an outer transaction: when it fails later, none of the batch remains', async () => {
    await expect(
      db.transaction('rw', db.flowEvents, db.outbox, async () => {
        await saveManyWithOutbox({ table: db.flowEvents, rows: [flowEvent('a'), flowEvent('b')], kind: 'flow_event', recordIdOf: (row) => row.id, options: supabase });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await db.flowEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('queueing many outbox entries', () => {
  it('returns each record’s seq in order, and null for kinds this build does not send', async () => {
    const seqs = await db.transaction('rw', db.outbox, () =>
      enqueueManyInTransaction(
        [
          { kind: 'tracking_event', recordId: 't1', payload: {} },
          { kind: 'flow_event', recordId: 'f1', payload: {} },
          { kind: 'feedback_submission', recordId: 's1', payload: {} },
        ],
        NOW,
        { supabaseConfigured: false },
      ),
    );
    const stored = await db.outbox.orderBy('seq').toArray();
    expect(seqs).toEqual([stored[0]?.seq, null, stored[1]?.seq]);
    expect(stored.map((entry) => entry.recordId)).toEqual(['t1', 's1']);
  });

  it('keeps one entry per whole-state record: the newest of the batch replaces older unsent ones', async () => {
    await db.transaction('rw', db.outbox, () => enqueueInTransaction('accessibility_settings', 'me', { v: 1 }, NOW, supabase));
    await db.transaction('rw', db.outbox, () =>
      enqueueManyInTransaction(
        [
          { kind: 'accessibility_settings', recordId: 'me', payload: { v: 2 } },
          { kind: 'flow_event', recordId: 'f', payload: {} },
          { kind: 'accessibility_settings', recordId: 'me', payload: { v: 3 } },
        ],
        NOW,
        supabase,
      ),
    );
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => [entry.recordId, entry.payload])).toEqual([
      ['f', {}],
      ['me', { v: 3 }],
    ]);
  });
});
