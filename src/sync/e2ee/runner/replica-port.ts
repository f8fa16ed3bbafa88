/**
 * Push and pull's view of this device's replica (docs/e2ee-sync.md sections 9 and 10): pending changes from
 * `e2eePending`, applied change ids in `e2eeApplied`, and applying a page so that the merged records, the rows and the
 * applied ids commit together or not at all.
 *
 * A change the replica refuses (its clock more than 24 hours ahead of this device's time, section 6.1) refuses its
 * whole page: nothing of it is applied or recorded, the cursor stays, and the runner says so and tries again later.
 * Skipping it instead would move the cursor past it for good and leave this device different from the others with
 * nobody told; waiting heals by itself once the clocks agree (the day passes, or a wrong date is corrected).
 */
import type { ChangeBody } from '@contract/e2ee/change-body';
import { applyRemoteChanges, type ApplyResult, type RemoteChange } from '../replica/apply-remote-changes.ts';
import { readPending } from '../replica/collect-local-changes.ts';
import { REPLICA_TABLES, type ReplicaContext } from '../replica/replica-store.ts';
import { SYNCED_TABLES } from '../replica/synced-tables.ts';
import type { PendingChange, ReplicaPort } from '../transport/push-pull.ts';
import { applySnapshotStates, readSnapshotRecords } from '../replica/snapshot-states.ts';
import type { SnapshotPort } from '../transport/snapshot-transfer.ts';

/** Thrown out of `applyRemote` (and so out of the pull) when the replica refused a change of the page. */
export class ReplicaRefusedError extends Error {
  constructor(readonly problems: ApplyResult['problems']) {
    super(`The replica refused ${problems.length} change(s): ${problems.map((problem) => problem.problem).join(', ')}`);
    this.name = 'ReplicaRefusedError';
  }
}

/** Refusals that leave the page unapplied; a key mismatch is merged and kept (the record is there, its row is not). */
const REFUSING = new Set(['too-far-ahead', 'bad-clock']);

export function createReplicaPort(ctx: ReplicaContext): ReplicaPort {
  const { db } = ctx;
  // Each pending change's row key, from the last rows taken: keeping a sealing and confirming a push then go by key,
  // not through every pending row (a first push after a restore or an import holds thousands).
  const seqOf = new Map<string, number>();
  const seqsOf = async (changeIds: readonly string[]): Promise<number[]> => {
    const known = changeIds.flatMap((changeId) => seqOf.get(changeId) ?? []);
    if (known.length === changeIds.length) return known;
    const wanted = new Set(changeIds);
    const keys = await db.e2eePending.filter((row) => wanted.has(row.changeId)).primaryKeys();
    return keys.filter((seq): seq is number => seq !== undefined);
  };
  return {
    takePending: async (limit) => {
      const rows = await readPending(ctx, limit);
      for (const row of rows) if (row.seq !== undefined) seqOf.set(row.changeId, row.seq);
      // The row's body is the change body of section 3, typed structurally in src/db (which cannot import contract types).
      return rows.map((row): PendingChange => ({ changeId: row.changeId, kind: row.kind, id: row.id, body: row.body as ChangeBody, ...(row.sealed ? { sealed: row.sealed } : {}) }));
    },
    keepSealed: async (sealings) => {
      const byChangeId = new Map(sealings.map(({ changeId, sealed }) => [changeId, sealed]));
      await db.transaction('rw', db.e2eePending, async () => {
        const rows = await db.e2eePending.bulkGet(await seqsOf([...byChangeId.keys()]));
        const kept = rows.flatMap((row) => {
          const sealed = row === undefined ? undefined : byChangeId.get(row.changeId);
          return row === undefined || sealed === undefined ? [] : [{ ...row, sealed }];
        });
        await db.e2eePending.bulkPut(kept);
      });
    },
    confirmPushed: async (changeIds) => {
      await db.transaction('rw', db.e2eePending, async () => {
        await db.e2eePending.bulkDelete(await seqsOf(changeIds));
      });
      for (const changeId of changeIds) seqOf.delete(changeId);
    },
    appliedDigests: async (changeIds) => {
      const rows = await db.e2eeApplied.bulkGet([...changeIds]);
      return new Map(rows.flatMap((row) => (row === undefined ? [] : [[row.changeId, row.payloadDigest] as const])));
    },
    applyRemote: async (changes) => {
      if (changes.length === 0) return;
      const tables = [...SYNCED_TABLES.map((spec) => spec.table), ...REPLICA_TABLES, 'e2eeApplied'];
      // applyRemoteChanges opens its own transaction over a subset of these tables: Dexie nests it in this one, so the
      // applied ids commit with the merge, and a refusal thrown here rolls both back.
      await db.transaction('rw', tables, async () => {
        // The contract's schema checked the body on opening; its values are JSON, which the wire type leaves unknown.
        const remote = changes.map(({ changeId, kind, id, body }): RemoteChange => ({ changeId, kind, id, body: body as RemoteChange['body'] }));
        const result = await applyRemoteChanges(ctx, remote);
        const refused = result.problems.filter((problem) => REFUSING.has(problem.problem));
        if (refused.length > 0) throw new ReplicaRefusedError(refused);
        await db.e2eeApplied.bulkPut(changes.map(({ changeId, payloadDigest, seq }) => ({ changeId, payloadDigest, seq })));
      });
    },
  };
}

/** A snapshot's view of the replica (docs/e2ee-sync.md 11.4, 11.5): its records as they are, and merging states in. */
export function createSnapshotPort(ctx: ReplicaContext): SnapshotPort {
  return {
    readRecords: () => readSnapshotRecords(ctx),
    applyStates: (records, onProgress) => applySnapshotStates(ctx, records, onProgress),
  };
}
