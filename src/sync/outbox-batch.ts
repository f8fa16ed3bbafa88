/**
 * Batch entries of the outbox. A bulk write (usage events, flow events: hundreds of records at once) queues its
 * records as a few entries that hold up to `MAX_BATCH_ITEMS` records each, rather than one entry per record: writing a
 * thousand outbox rows, each with its index entries, cost more than the records themselves (issue 13: 1,000 records
 * and their entries in one transaction went from 117 ms to the time of the records alone).
 *
 * Everything that reads the outbox sees records, not entries: the replay expands a batch into one entry per record
 * (same `seq`, so order within the kind is kept), confirms or refuses them one by one, and rewrites the batch with
 * what is left; counts add up the records a batch holds. Imported by the service worker: relative imports only.
 */
import type { EntityTable } from 'dexie';
import type { OutboxBatchItem, OutboxEntryRow } from '../db/outbox-types';

/** Starts the `recordId` of every batch entry, so that the `recordId` index finds the batches alone. */
const BATCH_RECORD_PREFIX = 'batch:';

/** The most records one batch entry holds: a replay batch's size, so one entry never outgrows a replay step. */
export const MAX_BATCH_ITEMS = 500;

type OutboxTable = EntityTable<OutboxEntryRow, 'seq'>;

function isBatchEntry(entry: OutboxEntryRow): entry is OutboxEntryRow & { batch: OutboxBatchItem[] } {
  return Array.isArray(entry.batch);
}

/** How many records an entry stands for. */
export function recordsIn(entry: OutboxEntryRow): number {
  return isBatchEntry(entry) ? entry.batch.length : 1;
}

/** The batch entry that queues `items` (records of one kind, in order; at most `MAX_BATCH_ITEMS`: callers cut). */
export function batchEntry(kind: string, items: OutboxBatchItem[], at: string): OutboxEntryRow {
  return {
    kind,
    recordId: `${BATCH_RECORD_PREFIX}${items[0]?.recordId ?? ''}`,
    payload: null,
    batch: items,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    lastError: null,
  };
}

interface ExpandedRecords {
  /** One entry per record, in `seq` order; a batch's records carry the batch's `seq`, attempts and last error. */
  records: OutboxEntryRow[];
  /** The `seq` of every batch entry the records came from. */
  batchSeqs: Set<number>;
}

/** The records of `entries`, at most `limit` of them (the last batch may be cut: the rest waits for the next step). */
export function expandRecords(entries: readonly OutboxEntryRow[], limit: number): ExpandedRecords {
  const records: OutboxEntryRow[] = [];
  const batchSeqs = new Set<number>();
  for (const entry of entries) {
    if (records.length >= limit) break;
    if (!isBatchEntry(entry)) {
      records.push(entry);
      continue;
    }
    if (entry.seq !== undefined) batchSeqs.add(entry.seq);
    const { batch, ...shared } = entry;
    for (const item of batch.slice(0, limit - records.length)) records.push({ ...shared, recordId: item.recordId, payload: item.payload });
  }
  return { records, batchSeqs };
}

/**
 * Takes records out of the outbox once they are settled (confirmed, or moved to the dead letters): plain entries are
 * deleted, and each batch keeps only its other records (deleted once none is left). Call it inside a transaction that
 * includes the outbox.
 */
export async function removeRecords(outbox: OutboxTable, settled: readonly OutboxEntryRow[], batchSeqs: ReadonlySet<number>): Promise<void> {
  const plainSeqs: number[] = [];
  const fromBatch = new Map<number, string[]>();
  for (const record of settled) {
    if (record.seq === undefined) continue;
    if (!batchSeqs.has(record.seq)) plainSeqs.push(record.seq);
    else {
      const recordIds = fromBatch.get(record.seq);
      if (recordIds) recordIds.push(record.recordId);
      else fromBatch.set(record.seq, [record.recordId]);
    }
  }
  if (plainSeqs.length > 0) await outbox.bulkDelete(plainSeqs);
  if (fromBatch.size === 0) return;
  const seqs = [...fromBatch.keys()];
  const stored = await outbox.bulkGet(seqs);
  const emptied: number[] = [];
  const rewritten: OutboxEntryRow[] = [];
  stored.forEach((entry, index) => {
    if (!entry || !isBatchEntry(entry)) return;
    const left = withoutRecords(entry.batch, fromBatch.get(seqs[index] as number) ?? []);
    if (left.length === 0) emptied.push(seqs[index] as number);
    else rewritten.push({ ...entry, batch: left });
  });
  if (emptied.length > 0) await outbox.bulkDelete(emptied);
  if (rewritten.length > 0) await outbox.bulkPut(rewritten);
}

/** `batch` without one occurrence of each of `recordIds` (a record queued twice in one batch is settled once per send). */
function withoutRecords(batch: readonly OutboxBatchItem[], recordIds: readonly string[]): OutboxBatchItem[] {
  const settling = new Map<string, number>();
  for (const id of recordIds) settling.set(id, (settling.get(id) ?? 0) + 1);
  return batch.filter((item) => {
    const times = settling.get(item.recordId) ?? 0;
    if (times === 0) return true;
    settling.set(item.recordId, times - 1);
    return false;
  });
}

/** How many more records than entries each kind has: what the batches add to an index count of entries. */
export async function batchSurplusByKind(outbox: OutboxTable): Promise<Map<string, number>> {
  const surplus = new Map<string, number>();
  await outbox
    .where('recordId')
    .startsWith(BATCH_RECORD_PREFIX)
    .each((entry) => {
      surplus.set(entry.kind, (surplus.get(entry.kind) ?? 0) + recordsIn(entry) - 1);
    });
  return surplus;
}

/** Records waiting in the outbox, of one kind or of all. */
export async function countQueuedRecords(outbox: OutboxTable, kind?: string): Promise<number> {
  const [entries, surplus] = await Promise.all([kind ? outbox.where('kind').equals(kind).count() : outbox.count(), batchSurplusByKind(outbox)]);
  if (kind) return entries + (surplus.get(kind) ?? 0);
  let total = entries;
  for (const extra of surplus.values()) total += extra;
  return total;
}
