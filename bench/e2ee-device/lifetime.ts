/**
 * What the server keeps for an account over its life (issue 38: stored bytes within 1.5x the compressed plaintext;
 * docs/e2ee-sync.md 11.4 and 11.6). One device writes the restore bench's years day by day (that day's check-in, and
 * the journal entries spread over the days), and after each day runs one sync cycle as the app's runner does: push,
 * pull, and a snapshot when one is due, whose commit deletes the log it covers. After every day the server's
 * description says what it keeps: the snapshot's bytes, and the payload bytes of the log after it; each of those log
 * rows also keeps its signature, change id and device id as text (130 bytes), added per row. The parent checks the
 * last day's figure against the tables themselves. The denominator is what (c) uses: the bodies of every change
 * sealed so far, as JSON, raw-deflated at level 9.
 */
import { deflateRawSync } from 'node:zlib';
import type { BetterMindsDatabase } from '@/db/database';
import { createSyncAccount } from '@/sync/e2ee/account/account-flows';
import { identityOf, type SyncAccountStore } from '@/sync/e2ee/account/account-state';
import { collectLocalChanges } from '@/sync/e2ee/replica/collect-local-changes';
import type { ReplicaContext } from '@/sync/e2ee/replica/replica-store';
import { createReplicaPort, createSnapshotPort } from '@/sync/e2ee/runner/replica-port';
import { runSyncCycle } from '@/sync/e2ee/runner/sync-cycle';
import type { SyncClient } from '@/sync/e2ee/transport/sync-client';
import type { LifetimeFigures } from './lifetime-figures';
import { checkIns, freeEntries } from './seed';

/** A log row's signature (86), change id (22) and device id (22) characters, stored beside its payload. */
const ROW_TEXT_BYTES = 86 + 22 + 22;

export interface LifetimeDevice {
  db: BetterMindsDatabase;
  store: SyncAccountStore;
  client: SyncClient;
  ctx: () => Promise<ReplicaContext>;
}

export async function lifetime(device: LifetimeDevice, days: number, entries: number): Promise<LifetimeFigures> {
  const started = performance.now();
  const created = await createSyncAccount(device, 'Bench lifetime');
  if (!created.ok) throw new Error(`account: ${created.problem}`);
  const ctx = await device.ctx();
  const daily = checkIns(days);
  const journal = freeEntries(entries);
  const snapshots = { port: createSnapshotPort(ctx), known: { upTo: 0, bytesSince: 0, restoreTried: true } };
  const bodies: unknown[] = [];
  const figures: LifetimeFigures = {
    accountId: created.state.accountId,
    days,
    entries,
    storedBytes: [],
    deflatedBytes: [],
    snapshotsWritten: 0,
    snapshotBytesUploaded: 0,
    changesPushed: 0,
    ms: 0,
  };
  for (let day = 0; day < days; day += 1) {
    const written = journal.filter((_, index) => Math.floor((index * days) / entries) === day);
    await device.db.insightEntries.bulkPut([daily[day] as (typeof daily)[number], ...written]);
    await collectLocalChanges(ctx);
    const pending = await device.db.e2eePending.orderBy('seq').toArray();
    bodies.push(...pending.map(({ kind, id, body }) => ({ kind, id, body })));
    // The changes are collected already: the cycle pushes, pulls, and writes a snapshot when one is due.
    const outcome = await runSyncCycle({ ctx, client: device.client, store: device.store, replica: createReplicaPort(ctx), snapshots }, new Map());
    if (!outcome.ok) throw new Error(`day ${day}: cycle failed (${outcome.kind})`);
    figures.changesPushed += outcome.pushed;
    if (outcome.written?.ok === true && outcome.written.written) {
      figures.snapshotsWritten += 1;
      figures.snapshotBytesUploaded += outcome.written.storedBytes;
    }
    const state = await device.store.load();
    if (state === null) throw new Error('the account is gone');
    const described = await device.client.getSnapshot(identityOf(state));
    if (!described.ok) throw new Error(`day ${day}: the snapshot could not be described (${described.kind})`);
    const { snapshot, logBytesAfter } = described.value;
    const rowsAfter = state.lastAppliedSeq - (snapshot?.upTo ?? 0);
    figures.storedBytes.push((snapshot?.size ?? 0) + logBytesAfter + rowsAfter * ROW_TEXT_BYTES);
    figures.deflatedBytes.push(deflateRawSync(Buffer.from(JSON.stringify(bodies)), { level: 9 }).length);
  }
  figures.ms = performance.now() - started;
  return figures;
}
