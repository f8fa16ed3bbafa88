/**
 * Free-text fields edited on two devices (docs/e2ee-sync.md section 6.2): listing them with every surviving version,
 * and settling one by keeping a version or writing a merged text. Settling is a put whose `prev` names every
 * surviving version, queued like any local change and written to the row at once.
 */
import { parseHlc } from '../hlc.ts';
import { applyChange } from '../merge.ts';
import { resolveConflict as resolvePut } from '../read-record.ts';
import type { JsonValue } from '../record-state.ts';
import { collectInTransaction, newChangeId } from './collect-local-changes.ts';
import { decodeAnswerKey } from './row-codecs.ts';
import { clockTicker, keyOfRecord, keyPathOf, readClock, readSynced, REPLICA_TABLES, stateOfRow, writeBack, writeClock, type ReplicaContext } from './replica-store.ts';
import { SYNCED_TABLES, syncedTableOf } from './synced-tables.ts';

export interface ConflictVersion {
  value: JsonValue;
  hlc: string;
  /** When it was written, by its author's clock (ISO). */
  writtenAt: string;
  deviceId: string;
}

export interface TextConflict {
  kind: string;
  id: string;
  /** The record field; for an entry's answer, `answer` names the answer's key. */
  field: string;
  answer: string | null;
  /** Newest first: the first is the one shown. */
  versions: ConflictVersion[];
}

/** Every free-text conflict of every synced record. */
export async function listConflicts(ctx: ReplicaContext): Promise<TextConflict[]> {
  const conflicts: TextConflict[] = [];
  for (const row of await ctx.db.e2eeRecords.toArray()) {
    const spec = syncedTableOf(row.kind);
    if (spec === undefined) continue;
    for (const conflict of readSynced(spec, stateOfRow(row)).conflicts) {
      conflicts.push({
        kind: row.kind,
        id: row.id,
        field: conflict.field,
        answer: decodeAnswerKey(conflict.field),
        versions: conflict.versions.map(({ value, hlc }) => {
          const clock = parseHlc(hlc);
          return { value, hlc, writtenAt: new Date(clock?.wallMs ?? 0).toISOString(), deviceId: clock?.deviceId ?? '' };
        }),
      });
    }
  }
  return conflicts;
}

/**
 * Settles a conflict with `value` (one version's, or a merged text): queued as a pending change, joined into the
 * record and written to the row, in one transaction. False when the record holds no such conflict any more.
 */
export async function resolveTextConflict(ctx: ReplicaContext, target: { kind: string; id: string; field: string; value: JsonValue }): Promise<boolean> {
  const spec = syncedTableOf(target.kind);
  if (spec === undefined) return false;
  const tables = [...SYNCED_TABLES.map((table) => table.table), ...REPLICA_TABLES];
  return ctx.db.transaction('rw', tables, async () => {
    const held = stateOfRow(await ctx.db.e2eeRecords.get([target.kind, target.id]));
    const key = keyOfRecord(held, keyPathOf(ctx, spec), target.id);
    // An edit typed since the last collection is recorded first, so settling supersedes it too.
    if (key !== undefined) await collectInTransaction(ctx, new Map([[spec.table, new Set([key])]]));
    const state = stateOfRow(await ctx.db.e2eeRecords.get([target.kind, target.id]));
    if (!readSynced(spec, state).conflicts.some((conflict) => conflict.field === target.field)) return false;
    const clock = clockTicker(ctx, await readClock(ctx.db));
    const change = resolvePut(state, target.field, target.value, clock.next());
    const merged = applyChange(state, change);
    await ctx.db.e2eeRecords.put({ kind: target.kind, id: target.id, state: merged });
    await ctx.db.e2eePending.add({ changeId: newChangeId(), kind: target.kind, id: target.id, body: { v: 1, ...change }, createdAt: new Date(ctx.now()).toISOString() });
    await writeClock(ctx.db, clock.last());
    await writeBack(ctx, spec, target.id, merged);
    return true;
  });
}
