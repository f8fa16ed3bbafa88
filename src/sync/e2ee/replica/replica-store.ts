/**
 * What the replica's steps share: the device it runs for, its clock in `e2eeClock`, the merged states in
 * `e2eeRecords`, and writing a merged record back to its table (docs/e2ee-sync.md section 9). Every function that
 * takes a transaction's tables runs inside the caller's Dexie transaction and awaits nothing but Dexie.
 */
import { Dexie } from 'dexie';
import type { BetterMindsDatabase } from '../../../db/database';
import type { E2eeRecordRow } from '../../../db/e2ee-types';
import { formatHlc, parseHlc, tick, type Hlc } from '../hlc.ts';
import { readRecord, type FieldPolicy, type RecordReading } from '../read-record.ts';
import { canonicalJson, emptyRecordState, type JsonValue, type RecordState } from '../record-state.ts';
import { recordIdOfKey } from './record-ids.ts';
import type { Row } from './row-codecs.ts';
import type { SyncedTable } from './synced-tables.ts';

export interface ReplicaContext {
  db: BetterMindsDatabase;
  /** This device's id (section 2.4): the last part of every clock it writes. */
  deviceId: string;
  /** Milliseconds since 1970; the tests pass their own. */
  now: () => number;
}

export const REPLICA_TABLES = ['e2eeRecords', 'e2eePending', 'e2eeClock'] as const;

/** The clock this device last sent or received, or null before its first change. */
export async function readClock(db: BetterMindsDatabase): Promise<Hlc | null> {
  const row = await db.e2eeClock.get('clock');
  return row === undefined ? null : parseHlc(row.hlc);
}

/**
 * Returns Dexie's own promise, not an async function's: an `await` of the last write through a native promise let
 * fake-indexeddb commit the transaction before the caller's next read (PrematureCommitError).
 */
export function writeClock(db: BetterMindsDatabase, clock: Hlc | null): Promise<unknown> {
  return clock === null ? Dexie.Promise.resolve() : db.e2eeClock.put({ key: 'clock', hlc: formatHlc(clock) });
}

/** A clock source for one transaction: each call ticks past the last. */
export function clockTicker(ctx: ReplicaContext, start: Hlc | null): { next: () => string; last: () => Hlc | null } {
  let clock = start;
  return {
    next: () => {
      clock = tick(clock, ctx.now(), ctx.deviceId);
      return formatHlc(clock);
    },
    last: () => clock,
  };
}

/** The merge stores plain JSON; the row type in src/db mirrors it structurally. */
export function stateOfRow(row: E2eeRecordRow | undefined): RecordState {
  return row === undefined ? emptyRecordState() : (row.state as RecordState);
}

export async function recordsOfKind(db: BetterMindsDatabase, kind: string): Promise<E2eeRecordRow[]> {
  return db.e2eeRecords.where('[kind+id]').between([kind, Dexie.minKey], [kind, Dexie.maxKey]).toArray();
}

export function keyPathOf(ctx: ReplicaContext, spec: SyncedTable): string {
  const keyPath = ctx.db.table(spec.table).schema.primKey.keyPath;
  if (typeof keyPath !== 'string') throw new Error(`${spec.table}: a synced table needs a single primary key`);
  return keyPath;
}

/** Every field's merge policy; 'local' fields read as 'lww' (this device never writes them into a record). */
export function policiesOf(spec: SyncedTable, state: RecordState): Record<string, FieldPolicy> {
  return Object.fromEntries(
    Object.keys(state.fields).map((field) => {
      const policy = spec.policyOf(field);
      return [field, policy === 'local' ? 'lww' : policy];
    }),
  );
}

export function readSynced(spec: SyncedTable, state: RecordState): RecordReading {
  return readRecord(state, policiesOf(spec, state));
}

/** The row's key a record holds (its newest version of the key field, deleted or not); a plain id is its own key. */
export function keyOfRecord(state: RecordState, keyPath: string, id: string): unknown {
  const field = Object.hasOwn(state.fields, keyPath) ? state.fields[keyPath] : undefined;
  const newest = field?.versions.at(-1);
  if (newest !== undefined && recordIdOfKey(newest.value) === id) return newest.value;
  return recordIdOfKey(id) === id ? id : undefined;
}

export type WriteBack = 'written' | 'deleted' | 'unchanged' | 'no-key';

/** What writing a merged record back does to the row held under its key: its outcome, and the row to put if any. */
export function writeBackPlan(
  spec: SyncedTable,
  keyPath: string,
  key: unknown,
  state: RecordState,
  existing: Row | undefined,
): { outcome: Exclude<WriteBack, 'no-key'>; put?: Row } {
  const reading = readSynced(spec, state);
  if (reading.deleted) return { outcome: existing === undefined ? 'unchanged' : 'deleted' };
  const row = spec.decode(reading.fields, existing);
  row[keyPath] = key;
  if (existing !== undefined && canonicalJson(existing) === canonicalJson(row)) return { outcome: 'unchanged' };
  return { outcome: 'written', put: row };
}

/**
 * Writes the row a merged record reads as (a deleted record: no row), keeping the existing row's 'local' fields,
 * so that comparing the table with the records afterwards finds nothing to send (no echo).
 */
export async function writeBack(ctx: ReplicaContext, spec: SyncedTable, id: string, state: RecordState): Promise<WriteBack> {
  const keyPath = keyPathOf(ctx, spec);
  const key = keyOfRecord(state, keyPath, id);
  if (key === undefined) return 'no-key';
  const table = ctx.db.table<Row>(spec.table);
  const plan = writeBackPlan(spec, keyPath, key, state, await table.get(key as string));
  if (plan.outcome === 'deleted') await table.delete(key as string);
  if (plan.put !== undefined) await table.put(plan.put);
  return plan.outcome;
}

/** Equal as the replica compares fields: null and absent alike. */
export function sameField(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}
