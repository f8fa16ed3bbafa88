/**
 * The device side of `npm run bench -- e2ee-sync` (bench/e2ee-sync.ts starts it as a child process, with
 * tsconfig.bench-e2ee.json for the app's import paths): replicas in Node on fake-indexeddb, each its own Dexie
 * database, talking over HTTP to the real function server on the embedded database at BENCH_SYNC_ORIGIN.
 * - restore: device A writes five years of daily check-ins and 500 entries, its replica collects and pushes them
 *   (the replica's own code), then a fresh device C restores from the recovery words alone, timed to the head;
 * - plaintext: what A sealed (each pending change's kind, id and body), as JSON, and deflated, for the server's bytes;
 * - propagation: A and B linked, both runners on their default timing; each write on A timed until it is a row on B;
 * - lifetime: the same years written day by day, a sync cycle after each, the server's bytes after each (lifetime.ts).
 * Prints one line of JSON (the raw numbers) last on stdout; asserts nothing.
 */
import 'fake-indexeddb/auto';
import { deflateRawSync } from 'node:zlib';
import { Dexie } from 'dexie';
import { BetterMindsDatabase } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';
import { createLinkCode, createSyncAccount, linkWithCode, restoreWithRecoveryCode } from '@/sync/e2ee/account/account-flows';
import { createDexieAccountStore } from '@/sync/e2ee/account/dexie-account-store';
import { collectLocalChanges } from '@/sync/e2ee/replica/collect-local-changes';
import { syncedDigest } from '@/sync/e2ee/replica/synced-digest';
import { createReplicaPort, createSnapshotPort } from '@/sync/e2ee/runner/replica-port';
import { runSyncCycle } from '@/sync/e2ee/runner/sync-cycle';
import { createSyncRunner } from '@/sync/e2ee/runner/sync-runner';
import { createSyncClient } from '@/sync/e2ee/transport/sync-client';
import { lifetime } from './lifetime';
import { checkIns, freeEntries, waitUntil } from './seed';

const ORIGIN = process.env.BENCH_SYNC_ORIGIN ?? '';
const DAYS = Number(process.env.BENCH_SYNC_DAYS ?? 5 * 365);
const ENTRIES = Number(process.env.BENCH_SYNC_ENTRIES ?? 500);
const SAMPLES = Number(process.env.BENCH_SYNC_SAMPLES ?? 50);

async function device(name: string) {
  const db = new BetterMindsDatabase(`bench-${name}-${Date.now()}`);
  await db.open();
  const store = createDexieAccountStore(db);
  const client = createSyncClient({ fetch: (input, init) => fetch(input, init), origin: ORIGIN });
  const ctx = async () => {
    const state = await store.load();
    if (state === null) throw new Error(`${name} holds no account`);
    return { db, deviceId: state.deviceId, now: Date.now };
  };
  return { name, db, store, client, ctx };
}
type Device = Awaited<ReturnType<typeof device>>;

/** Milliseconds spent in a function's calls, added up. */
function timed<Args extends unknown[], Result>(spent: { ms: number }, work: (...args: Args) => Promise<Result>) {
  return async (...args: Args): Promise<Result> => {
    const start = performance.now();
    try {
      return await work(...args);
    } finally {
      spent.ms += performance.now() - start;
    }
  };
}

/**
 * Cycles until this device has applied the log to its head. Where the time went: waiting for the server's pages and
 * pushes (HTTP and the function), applying pages to the replica (Dexie on fake-indexeddb); the rest of the cycle is
 * collecting, sealing and signing, or verifying and opening.
 */
async function syncToHead(target: Device) {
  const ctx = await target.ctx();
  const port = createReplicaPort(ctx);
  const server = { ms: 0 };
  const applying = { ms: 0 };
  const client = { ...target.client, pullChanges: timed(server, target.client.pullChanges), pushChanges: timed(server, target.client.pushChanges) };
  const replica = { ...port, applyRemote: timed(applying, port.applyRemote), takePending: timed(applying, port.takePending), keepSealed: timed(applying, port.keepSealed), confirmPushed: timed(applying, port.confirmPushed) };
  // Snapshots as the app's runner uses them (docs/e2ee-sync.md 11.4, 11.5): a new device merges the committed one
  // and pulls the tail; a device at the head writes one when it is due.
  const snapshots = { port: createSnapshotPort(ctx), known: { upTo: 0, bytesSince: 0, restoreTried: false } };
  let applied = 0;
  let snapshotRestored: string | null = null;
  let snapshotWritten: string | null = null;
  for (let cycles = 1; cycles <= 20; cycles += 1) {
    const outcome = await runSyncCycle({ ctx, client, store: target.store, replica, snapshots });
    if (!outcome.ok) throw new Error(`${target.name}: cycle failed (${outcome.kind})`);
    applied += outcome.applied;
    const wrote = outcome.written?.ok === true && outcome.written.written;
    if (outcome.restored && outcome.restored.restored !== 'none') snapshotRestored ??= JSON.stringify(outcome.restored);
    if (wrote) snapshotWritten ??= JSON.stringify(outcome.written);
    if (outcome.pushed === 0 && outcome.applied === 0 && !wrote) {
      return { cycles, applied, serverMs: server.ms, replicaMs: applying.ms, snapshotRestored, snapshotWritten };
    }
  }
  throw new Error(`${target.name}: not at the head after 20 cycles`);
}

async function restore() {
  const a = await device('restore-a');
  const created = await createSyncAccount(a, 'Bench A');
  if (!created.ok) throw new Error(`account: ${created.problem}`);
  const rows: InsightEntryRow[] = [...checkIns(DAYS), ...freeEntries(ENTRIES)];
  await a.db.insightEntries.bulkPut(rows);

  const collectStart = performance.now();
  const collected = await collectLocalChanges(await a.ctx());
  const collectMs = performance.now() - collectStart;
  const pending = await a.db.e2eePending.orderBy('seq').toArray();
  const plaintext = Buffer.from(JSON.stringify(pending.map(({ kind, id, body }) => ({ kind, id, body }))));
  const rowsJson = Buffer.from(JSON.stringify(rows));
  const pushStart = performance.now();
  const pushed = await syncToHead(a);
  const pushMs = performance.now() - pushStart;

  const c = await device('restore-c');
  const restoreStart = performance.now();
  const restored = await restoreWithRecoveryCode(c, created.words.join(' '), 'Bench C');
  if (!restored.ok) throw new Error(`restore: ${restored.problem}`);
  const keysMs = performance.now() - restoreStart;
  const pulled = await syncToHead(c);
  const restoreMs = performance.now() - restoreStart;
  const rowsOnC = await c.db.insightEntries.count();
  const sameDigest = (await syncedDigest(await a.ctx())) === (await syncedDigest(await c.ctx()));
  const accountId = created.state.accountId;
  for (const each of [a, c]) each.db.close();
  return {
    accountId,
    // For the browser's restore that follows (bench/e2ee-restore-browser.ts); not written to the raw results.
    words: created.words.join(' '),
    records: rows.length,
    checkIns: DAYS,
    entries: ENTRIES,
    changes: collected.puts + collected.deletes,
    collectMs,
    pushMs,
    pushCycles: pushed.cycles,
    pushServerMs: pushed.serverMs,
    pushReplicaMs: pushed.replicaMs,
    snapshotWritten: pushed.snapshotWritten,
    restore: {
      totalMs: restoreMs,
      recoveryCodeMs: keysMs,
      pullAndApplyMs: restoreMs - keysMs,
      serverMs: pulled.serverMs,
      replicaMs: pulled.replicaMs,
      cycles: pulled.cycles,
      snapshotRestored: pulled.snapshotRestored,
      applied: pulled.applied,
      rowsOnNewDevice: rowsOnC,
      sameDigest,
    },
    plaintext: {
      changeBodiesJsonBytes: plaintext.length,
      changeBodiesDeflatedBytes: deflateRawSync(plaintext, { level: 9 }).length,
      rowsJsonBytes: rowsJson.length,
      rowsDeflatedBytes: deflateRawSync(rowsJson, { level: 9 }).length,
    },
  };
}

async function propagation() {
  const a = await device('seen-a');
  const b = await device('seen-b');
  const created = await createSyncAccount(a, 'Bench A');
  if (!created.ok) throw new Error(`account: ${created.problem}`);
  const code = await createLinkCode(a);
  if (!code.ok) throw new Error(`link code: ${code.problem}`);
  const linked = await linkWithCode(b, code.code, 'Bench B');
  if (!linked.ok) throw new Error(`link: ${linked.problem}`);
  const runners = [a, b].map((each) => createSyncRunner({ db: each.db, fetch: (input, init) => fetch(input, init), origin: ORIGIN, isOnline: () => true, events: null }));
  for (const runner of runners) runner.start();
  await waitUntil(() => runners.every((runner) => runner.status().state === 'synced'), 'both devices synced', 30_000);
  const writtenAt = new Map<string, number>();
  const seenAt = new Map<string, number>();
  const watching = setInterval(() => {
    void b.db.insightEntries.toArray().then((rows) => {
      for (const row of rows) if (writtenAt.has(row.id) && !seenAt.has(row.id)) seenAt.set(row.id, performance.now());
    });
  }, 20);
  const at = new Date().toISOString();
  for (let index = 0; index < SAMPLES; index += 1) {
    const id = `seen-${index}`;
    writtenAt.set(id, performance.now());
    await a.db.insightEntries.put({ id, toolId: 'journal', values: { text: `Sample ${index}` }, createdAt: at, updatedAt: at });
    // Spaced over more than the writer's debounce, at random against the reader's interval.
    await new Promise((resolve) => setTimeout(resolve, 330 + Math.random() * 400));
  }
  await waitUntil(() => seenAt.size === SAMPLES, 'every sample on B', 30_000).catch(() => undefined);
  clearInterval(watching);
  for (const runner of runners) runner.stop();
  for (const each of [a, b]) each.db.close();
  const latenciesMs = [...writtenAt].map(([id, written]) => (seenAt.has(id) ? (seenAt.get(id) as number) - written : null));
  return { samples: SAMPLES, seen: seenAt.size, latenciesMs };
}

const restored = await restore();
const seen = await propagation();
const lifeDays = Number(process.env.BENCH_SYNC_LIFE_DAYS ?? DAYS);
const life = await lifetime(await device('life'), lifeDays, Math.round((ENTRIES * lifeDays) / DAYS));
for (const name of await Dexie.getDatabaseNames()) await Dexie.delete(name);
console.log(JSON.stringify({ restore: restored, propagation: seen, lifetime: life }));
