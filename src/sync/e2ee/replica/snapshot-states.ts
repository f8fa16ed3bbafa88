/**
 * A snapshot and the replica (docs/e2ee-sync.md sections 11.1 and 11.5): the states a snapshot holds are read from
 * `e2eeRecords` as they are, and a snapshot's states are joined into them with the same merge as pulled changes
 * (a state is what replaying its changes gives, so joining states and applying changes cannot disagree), the rows
 * they read as written back, in pages of one transaction each. Local edits not yet collected are collected first,
 * as a pull does, so a restore never overwrites what the person typed.
 */
import type { E2eeRecordRow } from '@/db/e2ee-types';
import { parseHlc, receive, startClock } from '../hlc.ts';
import { mergeStates } from '../merge.ts';
import { laterClock, type RecordState } from '../record-state.ts';
import type { SnapshotRecord } from '../snapshot/snapshot-content.ts';
import { collectInTransaction } from './collect-local-changes.ts';
import { keyOfRecord, keyPathOf, readClock, REPLICA_TABLES, stateOfRow, writeClock, type ReplicaContext } from './replica-store.ts';
import { SYNCED_TABLES, syncedTableOf, type SyncedTable } from './synced-tables.ts';
import { writeBackMany, type WriteBackItem } from './write-back-many.ts';

/** Records merged per transaction: a page stays well under a frame's worth of work in the worker. */
export const SNAPSHOT_APPLY_PAGE = 500;

/** Every record this replica holds, as a snapshot writes them. */
export async function readSnapshotRecords(ctx: ReplicaContext): Promise<SnapshotRecord[]> {
  const rows = await ctx.db.e2eeRecords.toArray();
  return rows.map((row) => ({ kind: row.kind, id: row.id, state: stateOfRow(row) }));
}

/** The newest clock a state names: a field version's, a superseded one's or the tombstone. */
export function newestClockOf(state: RecordState): string | null {
  let newest = state.tombstone;
  for (const field of Object.values(state.fields)) {
    newest = laterClock(newest, field.versions.at(-1)?.hlc ?? null);
    newest = laterClock(newest, field.superseded.at(-1) ?? null);
  }
  return newest;
}

export type SnapshotApplyResult = { ok: true; merged: number; unknownKinds: number } | { ok: false; problem: 'too-far-ahead' | 'bad-clock' };

const recordKey = (kind: string, id: string) => `${kind}\u0000${id}`;

async function applyPage(ctx: ReplicaContext, page: readonly SnapshotRecord[]): Promise<number> {
  const held = new Map<string, RecordState>();
  const scope = new Map<string, Set<unknown>>();
  for (const row of await ctx.db.e2eeRecords.bulkGet(page.map((record) => [record.kind, record.id]))) {
    if (row !== undefined) held.set(recordKey(row.kind, row.id), stateOfRow(row));
  }
  for (const record of page) {
    const spec = syncedTableOf(record.kind);
    if (spec === undefined) continue;
    const keyPath = keyPathOf(ctx, spec);
    const key = keyOfRecord(held.get(recordKey(record.kind, record.id)) ?? record.state, keyPath, record.id) ?? keyOfRecord(record.state, keyPath, record.id);
    if (key === undefined) continue;
    const keys = scope.get(spec.table) ?? new Set<unknown>();
    scope.set(spec.table, keys.add(key));
  }
  await collectInTransaction(ctx, scope);
  let clock = (await readClock(ctx.db)) ?? startClock(ctx.deviceId);
  const merged: E2eeRecordRow[] = [];
  const byTable = new Map<SyncedTable, WriteBackItem[]>();
  let unknownKinds = 0;
  const rows = await ctx.db.e2eeRecords.bulkGet(page.map((record) => [record.kind, record.id]));
  for (const [index, record] of page.entries()) {
    const heldRow = rows[index];
    const state = mergeStates(heldRow === undefined ? record.state : stateOfRow(heldRow), record.state);
    const newest = newestClockOf(record.state);
    const remote = newest === null ? null : parseHlc(newest);
    const received = remote === null ? null : receive(clock, remote, ctx.now());
    if (received?.status === 'accepted') clock = received.clock;
    merged.push({ kind: record.kind, id: record.id, state });
    const spec = syncedTableOf(record.kind);
    if (spec === undefined) unknownKinds += 1;
    else {
      const items = byTable.get(spec) ?? [];
      items.push({ id: record.id, state });
      byTable.set(spec, items);
    }
  }
  for (const [spec, items] of byTable) await writeBackMany(ctx, spec, items);
  await ctx.db.e2eeRecords.bulkPut(merged);
  await writeClock(ctx.db, clock);
  return unknownKinds;
}

/**
 * Joins a snapshot's states into the replica. Every clock is checked first (section 6.1: none more than a day ahead
 * of this device's time), so a refused snapshot applies nothing. `onProgress` hears the records merged so far.
 */
export async function applySnapshotStates(
  ctx: ReplicaContext,
  records: readonly SnapshotRecord[],
  onProgress?: (merged: number, total: number) => void,
): Promise<SnapshotApplyResult> {
  const probe = (await readClock(ctx.db)) ?? startClock(ctx.deviceId);
  for (const record of records) {
    const newest = newestClockOf(record.state);
    if (newest === null) continue;
    const remote = parseHlc(newest);
    if (remote === null) return { ok: false, problem: 'bad-clock' };
    if (receive(probe, remote, ctx.now()).status !== 'accepted') return { ok: false, problem: 'too-far-ahead' };
  }
  const tables = [...SYNCED_TABLES.map((spec) => spec.table), ...REPLICA_TABLES];
  let unknownKinds = 0;
  for (let start = 0; start < records.length; start += SNAPSHOT_APPLY_PAGE) {
    const page = records.slice(start, start + SNAPSHOT_APPLY_PAGE);
    unknownKinds += await ctx.db.transaction('rw', tables, () => applyPage(ctx, page));
    onProgress?.(start + page.length, records.length);
  }
  return { ok: true, merged: records.length, unknownKinds };
}
