/**
 * The transactional outbox. Every syncable record is written by a data function that stores the record and its
 * outbox entry in one Dexie transaction, so that both are saved or neither is. Entries are replayed in `seq` order
 * within each kind (src/sync/replay/replay-outbox.ts) and deleted only once the server has confirmed them.
 */
import Dexie, { type Table } from 'dexie';
import { config } from '../config/env';
import { db } from '../db/database';
import { reportStorageError } from '../db/storage-health';
import type { OutboxEntryRow } from '../db/outbox-types';
import { isKindSyncable, isLatestStateKind } from './outbox-kinds';
import { batchEntry, MAX_BATCH_ITEMS } from './outbox-batch';

export interface EnqueueOptions {
  /** Whether Supabase is configured in this build (default: from the build configuration). */
  supabaseConfigured?: boolean;
}

/**
 * Adds an outbox entry for a record. Call it inside the same Dexie transaction that writes the record (the
 * transaction must include `db.outbox`), so that the record and its entry are saved together or not at all.
 *
 * Returns the entry's `seq`, or null when nothing was queued: a kind whose destination is Supabase is not queued in
 * local-only mode, since there is nowhere to send them; the record stays on the device.
 * For kinds that carry a whole state (declared `latestState`), the new entry replaces older unsent entries of the
 * same record: the newest state is the only one worth sending, and it includes everything the older ones said.
 */
export async function enqueueInTransaction(
  kind: string,
  recordId: string,
  payload: unknown,
  now = new Date(),
  { supabaseConfigured = config.supabase !== null }: EnqueueOptions = {},
): Promise<number | null> {
  if (!isKindSyncable(kind, supabaseConfigured)) return null;
  if (isLatestStateKind(kind)) {
    await db.outbox
      .where('kind')
      .equals(kind)
      .and((entry) => entry.recordId === recordId)
      .delete();
  }
  const entry: OutboxEntryRow = {
    kind,
    recordId,
    payload,
    createdAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    lastError: null,
  };
  return (await db.outbox.add(entry)) ?? null;
}

/** One record to queue: what `enqueueInTransaction` takes, for many records at once. */
interface OutboxRecord {
  kind: string;
  recordId: string;
  payload: unknown;
}

/**
 * Queues many records with one `bulkAdd` (and, for whole-state kinds, one delete per kind), so that queueing N records
 * costs a handful of IndexedDB requests, not N awaited round trips. Two or more records of one kind go into batch
 * entries (src/sync/outbox-batch.ts: one row per 500 records rather than one per record); whole-state kinds keep an
 * entry per record, since a later save replaces it by its record id. Call it inside the transaction that writes the
 * records. Returns the `seq` of each record's entry in input order (records of one batch share it), or null where
 * nothing was queued (a kind not sent in this build, or a whole-state entry superseded later in the same call).
 */
export async function enqueueManyInTransaction(
  records: readonly OutboxRecord[],
  now = new Date(),
  { supabaseConfigured = config.supabase !== null }: EnqueueOptions = {},
): Promise<(number | null)[]> {
  const at = now.toISOString();
  // For whole-state kinds only the newest entry per record is worth sending: find the last one in the call.
  const lastOfRecord = new Map<string, number>();
  records.forEach((record, index) => {
    if (isLatestStateKind(record.kind)) lastOfRecord.set(`${record.kind}\n${record.recordId}`, index);
  });
  const queuedByKind = new Map<string, number[]>();
  records.forEach((record, index) => {
    if (!isKindSyncable(record.kind, supabaseConfigured)) return;
    if (isLatestStateKind(record.kind) && lastOfRecord.get(`${record.kind}\n${record.recordId}`) !== index) return;
    const indexes = queuedByKind.get(record.kind);
    if (indexes) indexes.push(index);
    else queuedByKind.set(record.kind, [index]);
  });
  const entries: OutboxEntryRow[] = [];
  /** For each entry, the input positions of the records it queues. */
  const positionsOf: number[][] = [];
  for (const [kind, indexes] of queuedByKind) {
    if (isLatestStateKind(kind)) {
      const recordIds = new Set(indexes.map((index) => (records[index] as OutboxRecord).recordId));
      await db.outbox.where('kind').equals(kind).and((entry) => recordIds.has(entry.recordId)).delete();
    }
    if (indexes.length > 1 && !isLatestStateKind(kind)) {
      for (let start = 0; start < indexes.length; start += MAX_BATCH_ITEMS) {
        const chunk = indexes.slice(start, start + MAX_BATCH_ITEMS);
        const items = chunk.map((index) => ({ recordId: (records[index] as OutboxRecord).recordId, payload: (records[index] as OutboxRecord).payload }));
        entries.push(batchEntry(kind, items, at));
        positionsOf.push(chunk);
      }
      continue;
    }
    for (const index of indexes) {
      const { recordId, payload } = records[index] as OutboxRecord;
      entries.push({ kind, recordId, payload, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null });
      positionsOf.push([index]);
    }
  }
  const seqs = entries.length > 0 ? await db.outbox.bulkAdd(entries, { allKeys: true }) : [];
  const result: (number | null)[] = records.map(() => null);
  positionsOf.forEach((positions, entryIndex) => {
    for (const position of positions) result[position] = seqs[entryIndex] ?? null;
  });
  return result;
}

interface SaveWithOutboxInput<Row> {
  table: Table<Row, string>;
  row: Row;
  kind: string;
  recordId: string;
  /** What the server receives; defaults to the row itself. */
  payload?: unknown;
  now?: Date;
  options?: EnqueueOptions;
}

/**
 * Stores one record and its outbox entry in one transaction. A storage failure (quota, a blocked database) is shown
 * to the person through the storage problem banner and returns false; nothing half-written remains.
 */
export async function saveWithOutbox<Row>({
  table,
  row,
  kind,
  recordId,
  payload = row,
  now = new Date(),
  options,
}: SaveWithOutboxInput<Row>): Promise<boolean> {
  try {
    await db.transaction('rw', table, db.outbox, async () => {
      // Both requests are issued before either is awaited: IndexedDB runs them in order within the transaction, and
      // awaiting the first would add a round trip to the browser's storage process for nothing.
      await Promise.all([table.put(row), enqueueInTransaction(kind, recordId, payload, now, options)]);
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

interface BulkFailure<Row> {
  row: Row;
  reason: string;
}

/** What a batch saved and what it could not: one bad row (no id, a duplicate) must not cost the others their save,
 * and the caller learns which rows to show as not saved. */
export interface BulkSaveReport<Row> {
  saved: Row[];
  failed: BulkFailure<Row>[];
}

interface SaveManyWithOutboxInput<Row extends Insert, Insert> {
  /** The table; `Insert` is what it accepts (an EntityTable's rows may leave out their key; ours always carry it). */
  table: Table<Row, string, Insert>;
  rows: readonly Row[];
  kind: string;
  recordIdOf: (row: Row) => string;
  /** What the server receives for a row; defaults to the row itself. */
  payloadOf?: (row: Row) => unknown;
  /** 'put' (the default) replaces a record with the same id; 'add' refuses it, and reports it in `failed`. */
  mode?: 'put' | 'add';
  now?: Date;
  options?: EnqueueOptions;
}

/**
 * Stores many records and their outbox entries in one transaction, with one `bulkPut` (or `bulkAdd`) and one
 * `bulkAdd`. A row refused on its own (no id; with 'add', an id already stored) is reported in `failed` and gets no
 * outbox entry, while the others are saved; a failure of the whole write (quota, a blocked database) saves nothing, is shown
 * through the storage problem banner, and reports every row as failed. Joins an outer transaction if there is one.
 */
export async function saveManyWithOutbox<Row extends Insert, Insert = Row>({
  table,
  rows,
  kind,
  recordIdOf,
  payloadOf = (row) => row,
  mode = 'put',
  now = new Date(),
  options,
}: SaveManyWithOutboxInput<Row, Insert>): Promise<BulkSaveReport<Row>> {
  // A row without an id would make IndexedDB throw for the whole batch: it is reported and left out instead.
  const failed: BulkFailure<Row>[] = [];
  const writable: Row[] = [];
  for (const row of rows) {
    const id: unknown = recordIdOf(row);
    if (typeof id === 'string' && id.length > 0) writable.push(row);
    else failed.push({ row, reason: 'The record has no id' });
  }
  if (writable.length === 0) return { saved: [], failed };
  try {
    return await db.transaction('rw', table, db.outbox, async () => {
      const refused = new Map<number, string>();
      try {
        await (mode === 'add' ? table.bulkAdd(writable) : table.bulkPut(writable));
      } catch (error) {
        // Caught inside the transaction, a BulkError leaves the rows that were stored in place (Dexie prevents the
        // refused requests from aborting it); anything else aborts the whole write.
        if (!(error instanceof Dexie.BulkError)) throw error;
        for (const [position, failure] of Object.entries(error.failuresByPos)) refused.set(Number(position), failure.message);
      }
      const saved = writable.filter((_, index) => !refused.has(index));
      await enqueueManyInTransaction(
        saved.map((row) => ({ kind, recordId: recordIdOf(row), payload: payloadOf(row) })),
        now,
        options,
      );
      for (const [index, reason] of refused) failed.push({ row: writable[index] as Row, reason });
      return { saved, failed };
    });
  } catch (error) {
    reportStorageError(error);
    const reason = error instanceof Error ? error.message : String(error);
    return { saved: [], failed: [...failed, ...writable.map((row) => ({ row, reason }))] };
  }
}
