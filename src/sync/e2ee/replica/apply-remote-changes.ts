/**
 * Applying changes pulled from the log and opened (docs/e2ee-sync.md section 9): each joins into its record's merged
 * state, and the rows the merged records read as are written back, in one transaction. Local edits not yet collected
 * are collected first, in that same transaction, so a pull never overwrites what the person just typed. The device's
 * clock receives every remote clock; a clock more than a day ahead of this device's time is refused and that change
 * is not applied (section 6.1).
 */
import type { E2eeRecordRow } from '@/db/e2ee-types';
import { parseHlc, receive, startClock } from '../hlc.ts';
import { applyChange } from '../merge.ts';
import { emptyRecordState, type RecordChange, type RecordState } from '../record-state.ts';
import { recordIdOfKey } from './record-ids.ts';
import { collectInTransaction } from './collect-local-changes.ts';
import { keyOfRecord, keyPathOf, readClock, REPLICA_TABLES, stateOfRow, writeBack, writeClock, type ReplicaContext } from './replica-store.ts';
import { SYNCED_TABLES, syncedTableOf } from './synced-tables.ts';

/** A change as the transport hands it over: opened, its signature and its body's schema checked. */
export interface RemoteChange {
  changeId: string;
  kind: string;
  id: string;
  body: RecordChange;
}

export type ApplyProblem =
  /** Its clock is more than 24 hours ahead of this device's time. */
  | 'too-far-ahead'
  /** Its clock does not parse (the wire schema should have refused it). */
  | 'bad-clock'
  /** The merged record names a key that is not its id's: merged, but no row written. */
  | 'key-mismatch';

export interface ApplyResult {
  applied: number;
  /** Records of kinds this version does not know: merged and kept, so a later version can write them. */
  unknownKinds: number;
  problems: Array<{ changeId: string; kind: string; id: string; problem: ApplyProblem }>;
}

const recordKey = (kind: string, id: string) => `${kind}\u0000${id}`;

/** The key an incoming put names for its record, when it names the key field and that key has this id. */
function keyOfPut(change: RemoteChange, keyPath: string): unknown {
  if (change.body.op !== 'put' || !Object.hasOwn(change.body.fields, keyPath)) return undefined;
  const value = change.body.fields[keyPath]?.value;
  return recordIdOfKey(value) === change.id ? value : undefined;
}

/** The keys whose rows may hold local edits the changes touch: from the record held here or the incoming put. */
function touchedKeys(ctx: ReplicaContext, changes: readonly RemoteChange[], held: Map<string, RecordState>): Map<string, Set<unknown>> {
  const scope = new Map<string, Set<unknown>>();
  for (const change of changes) {
    const spec = syncedTableOf(change.kind);
    if (spec === undefined) continue;
    const keyPath = keyPathOf(ctx, spec);
    const state = held.get(recordKey(change.kind, change.id)) ?? emptyRecordState();
    const key = keyOfRecord(state, keyPath, change.id) ?? keyOfPut(change, keyPath);
    if (key === undefined) continue;
    const keys = scope.get(spec.table) ?? new Set<unknown>();
    keys.add(key);
    scope.set(spec.table, keys);
  }
  return scope;
}

async function applyInTransaction(ctx: ReplicaContext, changes: readonly RemoteChange[]): Promise<ApplyResult> {
  const result: ApplyResult = { applied: 0, unknownKinds: 0, problems: [] };
  const readHeld = async () => {
    const rows = await ctx.db.e2eeRecords.bulkGet(changes.map((change) => [change.kind, change.id]));
    return new Map(rows.filter((row): row is E2eeRecordRow => row !== undefined).map((row) => [recordKey(row.kind, row.id), stateOfRow(row)]));
  };
  await collectInTransaction(ctx, touchedKeys(ctx, changes, await readHeld()));
  const states = await readHeld();
  let clock = (await readClock(ctx.db)) ?? startClock(ctx.deviceId);
  const touched = new Map<string, { kind: string; id: string; changeId: string }>();
  for (const change of changes) {
    const remote = parseHlc(change.body.hlc);
    const received = remote === null ? null : receive(clock, remote, ctx.now());
    if (received === null || received.status !== 'accepted') {
      const problem = received === null ? 'bad-clock' : received.status;
      result.problems.push({ changeId: change.changeId, kind: change.kind, id: change.id, problem });
      continue;
    }
    clock = received.clock;
    const key = recordKey(change.kind, change.id);
    states.set(key, applyChange(states.get(key) ?? emptyRecordState(), change.body));
    touched.set(key, { kind: change.kind, id: change.id, changeId: change.changeId });
    result.applied += 1;
  }
  const merged: E2eeRecordRow[] = [];
  for (const [key, { kind, id, changeId }] of touched) {
    const state = states.get(key) ?? emptyRecordState();
    merged.push({ kind, id, state });
    const spec = syncedTableOf(kind);
    if (spec === undefined) {
      result.unknownKinds += 1;
      continue;
    }
    if ((await writeBack(ctx, spec, id, state)) === 'no-key') {
      result.problems.push({ changeId, kind, id, problem: 'key-mismatch' });
    }
  }
  await ctx.db.e2eeRecords.bulkPut(merged);
  await writeClock(ctx.db, clock);
  return result;
}

/** Merges `changes`, in the order given, and writes the rows they change, in one transaction. */
export async function applyRemoteChanges(ctx: ReplicaContext, changes: readonly RemoteChange[]): Promise<ApplyResult> {
  if (changes.length === 0) return { applied: 0, unknownKinds: 0, problems: [] };
  const tables = [...SYNCED_TABLES.map((spec) => spec.table), ...REPLICA_TABLES];
  return ctx.db.transaction('rw', tables, () => applyInTransaction(ctx, changes));
}
