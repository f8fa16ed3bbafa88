/**
 * Finding what the person changed on this device (docs/e2ee-sync.md section 9): each synced table's rows compared
 * with the merged records. A changed row becomes a put of the changed fields only, each superseding every version
 * this replica holds of it; a row gone becomes a delete. The changes are queued in `e2eePending` and joined into
 * `e2eeRecords` in the same transaction that read the rows, so no write slips between reading and recording.
 */
import type { E2eePendingRow, E2eeRecordRow } from '../../../db/e2ee-types';
import { applyChange } from '../merge.ts';
import { makeDelete, makePut } from '../read-record.ts';
import { emptyRecordState, type JsonValue, type RecordChange, type RecordState } from '../record-state.ts';
import { base64url, recordIdOfKey } from './record-ids.ts';
import {
  clockTicker,
  keyOfRecord,
  keyPathOf,
  readClock,
  readSynced,
  recordsOfKind,
  REPLICA_TABLES,
  sameField,
  stateOfRow,
  writeClock,
  type ReplicaContext,
} from './replica-store.ts';
import type { Row } from './row-codecs.ts';
import { SYNCED_TABLES, type SyncedTable } from './synced-tables.ts';

/** Which rows to compare: a table's every row ('all'), or only the primary keys Dexie reported changed. */
export type CollectScope = ReadonlyMap<string, 'all' | ReadonlySet<unknown>>;

export const EVERY_TABLE: CollectScope = new Map(SYNCED_TABLES.map((spec) => [spec.table, 'all' as const]));

export interface CollectResult {
  puts: number;
  deletes: number;
}

/** The fields a put must carry to bring `state` to `fields`: all of them for a new or deleted record. */
function changedFields(spec: SyncedTable, state: RecordState, fields: Record<string, JsonValue>): Record<string, JsonValue> {
  const reading = readSynced(spec, state);
  if (reading.deleted || Object.keys(reading.fields).length === 0) return fields;
  const changed: Record<string, JsonValue> = {};
  for (const name of new Set([...Object.keys(fields), ...Object.keys(reading.fields)])) {
    if (spec.policyOf(name) === 'local') continue;
    if (!sameField(fields[name], reading.fields[name])) changed[name] = fields[name] ?? null;
  }
  return changed;
}

export function newChangeId(): string {
  return base64url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** Collects inside the caller's transaction (over the scope's tables and the replica's). */
export async function collectInTransaction(ctx: ReplicaContext, scope: CollectScope): Promise<CollectResult> {
  const clock = clockTicker(ctx, await readClock(ctx.db));
  const records: E2eeRecordRow[] = [];
  const pending: E2eePendingRow[] = [];
  const createdAt = new Date(ctx.now()).toISOString();
  const result: CollectResult = { puts: 0, deletes: 0 };
  const record = (spec: SyncedTable, id: string, state: RecordState, change: RecordChange) => {
    records.push({ kind: spec.kind, id, state: applyChange(state, change) });
    pending.push({ changeId: newChangeId(), kind: spec.kind, id, body: { v: 1, ...change }, createdAt });
    if (change.op === 'put') result.puts += 1;
    else result.deletes += 1;
  };

  for (const spec of SYNCED_TABLES) {
    const keys = scope.get(spec.table);
    if (keys === undefined) continue;
    const keyPath = keyPathOf(ctx, spec);
    const table = ctx.db.table<Row>(spec.table);
    let rows: Row[];
    let known: E2eeRecordRow[];
    if (keys === 'all') {
      rows = await table.toArray();
      known = await recordsOfKind(ctx.db, spec.kind);
    } else {
      const wanted = [...keys];
      rows = (await table.bulkGet(wanted as string[])).filter((row): row is Row => row !== undefined);
      const found = await ctx.db.e2eeRecords.bulkGet(wanted.map((key) => [spec.kind, recordIdOfKey(key)]));
      known = found.filter((row): row is E2eeRecordRow => row !== undefined);
    }
    const states = new Map(known.map((row) => [row.id, stateOfRow(row)]));
    const present = new Set<string>();
    for (const row of rows) {
      if (spec.includes !== undefined && !spec.includes(row)) continue;
      const id = recordIdOfKey(row[keyPath]);
      present.add(id);
      const state = states.get(id) ?? emptyRecordState();
      const values = changedFields(spec, state, spec.encode(row));
      if (Object.keys(values).length > 0) record(spec, id, state, makePut(state, clock.next(), values));
    }
    for (const [id, state] of states) {
      if (present.has(id) || readSynced(spec, state).deleted) continue;
      // A record whose key no longer matches (a hash collision) is left alone rather than deleted by mistake.
      if (keyOfRecord(state, keyPath, id) === undefined) continue;
      record(spec, id, state, makeDelete(clock.next()));
    }
  }

  if (pending.length > 0) {
    await ctx.db.e2eeRecords.bulkPut(records);
    await ctx.db.e2eePending.bulkAdd(pending);
    await writeClock(ctx.db, clock.last());
  }
  return result;
}

/** Compares the scope's rows with the records and queues what differs, in one transaction. */
export async function collectLocalChanges(ctx: ReplicaContext, scope: CollectScope = EVERY_TABLE): Promise<CollectResult> {
  const tables = [...scope.keys(), ...REPLICA_TABLES];
  return ctx.db.transaction('rw', tables, () => collectInTransaction(ctx, scope));
}

/** The changes waiting to be pushed, oldest first. */
export async function readPending(ctx: ReplicaContext, limit = 500): Promise<E2eePendingRow[]> {
  return ctx.db.e2eePending.orderBy('seq').limit(limit).toArray();
}

/** Forgets pushed changes (the server has them: a push answered `accepted` or `duplicates`). */
export async function removePending(ctx: ReplicaContext, seqs: readonly number[]): Promise<void> {
  await ctx.db.e2eePending.bulkDelete([...seqs]);
}

