/**
 * The transactional outbox. Every syncable record is written by a data function that stores the record and its
 * outbox entry in one Dexie transaction, so that both are saved or neither is. Entries are replayed in `seq` order
 * within each kind (src/sync/replay/replay-outbox.ts) and deleted only once the server has confirmed them.
 */
import type { Table } from 'dexie';
import { config } from '../config/env';
import { db } from '../db/database';
import { reportStorageError } from '../db/storage-health';
import type { OutboxEntryRow, OutboxKind } from '../db/types';
import { isKindSyncable, latestStateKinds } from './kinds';

export interface EnqueueOptions {
  /** Whether Supabase is configured in this build (default: from the build configuration). */
  supabaseConfigured?: boolean;
}

/**
 * Adds an outbox entry for a record. Call it inside the same Dexie transaction that writes the record (the
 * transaction must include `db.outbox`), so that the record and its entry are saved together or not at all.
 *
 * Returns the entry's `seq`, or null when nothing was queued: Supabase kinds (flow events, codex rows, accessibility
 * settings) are not queued in local-only mode, since there is nowhere to send them; the record stays on the device.
 * For kinds that carry a whole state (accessibility settings), the new entry replaces older unsent entries of the
 * same record: the newest state is the only one worth sending, and it includes everything the older ones said.
 */
export async function enqueueInTransaction(
  kind: OutboxKind,
  recordId: string,
  payload: unknown,
  now = new Date(),
  { supabaseConfigured = config.supabase !== null }: EnqueueOptions = {},
): Promise<number | null> {
  if (!isKindSyncable(kind, supabaseConfigured)) return null;
  if (latestStateKinds.has(kind)) {
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

export interface SaveWithOutboxInput<Row> {
  table: Table<Row, string>;
  row: Row;
  kind: OutboxKind;
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
      await table.put(row);
      await enqueueInTransaction(kind, recordId, payload, now, options);
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Records waiting to be sent, by kind. */
export async function countOutboxByKind(): Promise<Partial<Record<OutboxKind, number>>> {
  const counts: Partial<Record<OutboxKind, number>> = {};
  await db.outbox.each((entry) => {
    counts[entry.kind] = (counts[entry.kind] ?? 0) + 1;
  });
  return counts;
}
