// @vitest-environment node
/**
 * The runner end to end: the real sync function in-process, three devices each with its own Dexie database. A creates
 * the account and B links by code; both write offline, then come online: equal digests, nothing lost or doubled, the
 * entry edited on both is one conflict on both, and nothing echoes. C restores from the words with its progress
 * reported page by page. Unlinked, B stops and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightEntryRow } from '@/db/types';
import type { ClientNoteRow, TherapistClientRow } from '@/db/star-chart-types';
import { createLinkCode, createSyncAccount, linkWithCode, restoreWithRecoveryCode } from '../../account/account-flows.ts';
import { unlinkDevice } from '../../account/device-admin.ts';
import { collectLocalChanges, readPending } from '../../replica/collect-local-changes.ts';
import { listConflicts } from '../../replica/conflicts.ts';
import { startSyncServer, type SyncServer } from '../../transport/__tests__/sync-server.ts';
import { describeEncryptedSync } from '../status.ts';
import { BetterMindsDatabase } from '@/db/database';
import { createDexieAccountStore } from '../../account/dexie-account-store.ts';
import { closeAll, contextOf, digestOf, makeDevice, startRunner, until, type RunnerDevice } from './runner-harness.ts';

const T0 = '2026-03-01T09:00:00.000Z';
const entry = (id: string, values: InsightEntryRow['values'], toolId = 'mood-check-in'): InsightEntryRow => ({ id, toolId, values, createdAt: T0, updatedAt: T0 });
const SHARED = '7c2d3f1b-0e8a-4d2c-9b4f-3a7e5d0c2b12';
const PLAN = '5b1c2e0a-9d7f-4c1b-8a3e-2f6d4c9b1a01';

let server: SyncServer;
/** A policy under which no snapshot comes due: the chaos run below is the one with snapshots. */
const WHOLE_LOG = { snapshotEvery: { everyChanges: Infinity, minBytes: Infinity } };
const devices: RunnerDevice[] = [];
beforeAll(async () => {
  server = await startSyncServer();
}, 60_000);
afterAll(() => closeAll(server, devices));

describe('the encrypted sync runner across three devices', () => {
  it('syncs offline writes from two devices, keeps one conflict, restores a third from the words', async () => {
    const a = await makeDevice(server, 'a');
    const b = await makeDevice(server, 'b');
    devices.push(a, b);
    const created = await createSyncAccount(a, 'A');
    if (!created.ok) throw new Error(created.problem);
    const code = await createLinkCode(a);
    if (!code.ok) throw new Error(code.problem);
    expect((await linkWithCode(b, code.code, 'B')).ok).toBe(true);

    await a.db.insightEntries.put(entry(SHARED, { feeling: 'Tired.', mood: 3 }));
    // No snapshot comes due here, so the log stays whole and C, below, pulls all of it.
    const runnerA = startRunner(a, { intervalMs: 200, ...WHOLE_LOG });
    const runnerB = startRunner(b, { intervalMs: 200, ...WHOLE_LOG });
    await until(async () => (await b.db.insightEntries.get(SHARED)) !== undefined, 'B to receive the first entry');

    a.net.online = false;
    b.net.online = false;
    await a.db.insightEntries.bulkPut([entry('a-1', { feeling: 'A walk helped.' }), entry(PLAN, { 'warning-signs': ['Not sleeping'] }, 'safety-plan')]);
    const client: TherapistClientRow = { id: 'client-1', therapistId: 't1', alias: 'Client R2', createdAt: T0, updatedAt: T0, archivedAt: null };
    const note: ClientNoteRow = { id: 'note-1', therapistId: 't1', clientId: 'client-1', text: 'Sleep is the theme.', createdAt: T0, updatedAt: T0 };
    await a.db.therapistClients.put(client);
    await a.db.clientNotes.put(note);
    await a.db.insightEntries.update(SHARED, { values: { feeling: 'Tired, then calmer.', mood: 3 } });
    await b.db.insightEntries.bulkPut([entry('b-1', { feeling: 'Slept well.' }), entry('b-2', { mood: 5 })]);
    await b.db.insightEntries.update(SHARED, { values: { feeling: 'Tired but hopeful.', mood: 3 } });
    await until(() => runnerA.status().state === 'offline' && runnerA.status().pendingChanges >= 5, 'A offline with its changes waiting');
    await until(() => runnerB.status().state === 'offline' && runnerB.status().pendingChanges >= 3, 'B offline with its changes waiting');
    expect(describeEncryptedSync(runnerA.status())).toMatch(/^Offline: \d+ changes will sync when you are back online$/);

    a.net.online = true;
    b.net.online = true;
    await until(async () => {
      const [da, db] = [await digestOf(a), await digestOf(b)];
      return da === db && runnerA.status().state === 'synced' && runnerB.status().state === 'synced';
    }, 'A and B to converge');
    runnerA.stop();
    runnerB.stop();

    for (const device of [a, b]) {
      expect(await device.db.insightEntries.count()).toBe(5);
      expect(await device.db.clientNotes.get('note-1')).toEqual(note);
      expect((await device.db.insightEntries.get(PLAN))?.values).toEqual({ 'warning-signs': ['Not sleeping'] });
      const conflicts = await listConflicts(await contextOf(device));
      expect(conflicts.map(({ kind, id, field }) => ({ kind, id, field }))).toEqual([{ kind: 'insightEntries', id: SHARED, field: 'a_feeling' }]);
      expect(conflicts[0]?.versions.map((version) => version.value).sort()).toEqual(['Tired but hopeful.', 'Tired, then calmer.']);
      // No echo: what the pulls wrote compares equal, so nothing is waiting or found.
      expect(await collectLocalChanges(await contextOf(device))).toEqual({ puts: 0, deletes: 0 });
      expect(await readPending(await contextOf(device))).toEqual([]);
    }
    const head = (await a.store.load())?.lastAppliedSeq ?? 0;
    expect(await a.db.e2eeApplied.count()).toBe(head);
    expect(await b.db.e2eeApplied.count()).toBe(head);

    const c = await makeDevice(server, 'c');
    devices.push(c);
    expect((await restoreWithRecoveryCode(c, created.words.join(' '), 'C')).ok).toBe(true);
    const runnerC = startRunner(c, { intervalMs: 200, pageSize: 3 });
    await until(async () => runnerC.status().state === 'synced', 'C to restore');
    runnerC.stop();
    expect(await digestOf(c)).toBe(await digestOf(a));
    const progress = c.statuses.flatMap((status) => (status.restoring === null ? [] : [status.restoring]));
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.map((step) => step.applied)).toEqual([...progress.map((step) => step.applied)].sort((x, y) => x - y));
    expect(progress.at(-1)).toEqual({ unit: 'changes', applied: head, total: head });
    expect(await listConflicts(await contextOf(c))).toHaveLength(1);

    // Unlinked, B stops and says so.
    const stateB = await b.store.load();
    expect((await unlinkDevice(a, stateB?.deviceId ?? '')).ok).toBe(true);
    const again = startRunner(b, { intervalMs: 200 });
    await until(() => again.status().state === 'problem', 'B to hear it was unlinked');
    expect(again.status().problem?.code).toBe('not-linked');
    expect(describeEncryptedSync(again.status())).toMatch(/^This device was unlinked/);
  }, 60_000);

  it('brings a change to another online device within 2 s (p95, real timers, default timing)', async () => {
    const [a, b] = (await linkedDevices(['p95-a', 'p95-b'])) as [RunnerDevice, RunnerDevice];
    const runnerA = startRunner(a, { backoffMs: undefined });
    const runnerB = startRunner(b, { backoffMs: undefined });
    await until(() => runnerA.status().state === 'synced' && runnerB.status().state === 'synced', 'both synced');
    const writtenAt = new Map<string, number>();
    const seenAt = new Map<string, number>();
    const watching = setInterval(() => {
      void b.db.insightEntries.toArray().then((rows) => {
        for (const row of rows) if (writtenAt.has(row.id) && !seenAt.has(row.id)) seenAt.set(row.id, Date.now());
      });
    }, 20);
    for (let index = 0; index < SAMPLES; index += 1) {
      const id = `p95-${index}`;
      writtenAt.set(id, Date.now());
      await a.db.insightEntries.put(entry(id, { feeling: `Sample ${index}` }));
      await new Promise((resolve) => setTimeout(resolve, 330 + Math.random() * 200));
    }
    await until(() => seenAt.size === SAMPLES, 'every sample on B', 10_000);
    clearInterval(watching);
    runnerA.stop();
    runnerB.stop();
    const latencies = [...writtenAt].map(([id, at]) => (seenAt.get(id) ?? Infinity) - at).sort((x, y) => x - y);
    const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1] ?? Infinity;
    console.log(`propagation A -> B over ${SAMPLES} writes: median ${latencies[Math.floor(latencies.length / 2)]} ms, p95 ${p95} ms, max ${latencies.at(-1)} ms`);
    expect(p95).toBeLessThan(2000);
  }, 60_000);

  it('sends a push whose answer was lost again byte for byte: no 409, nothing doubled', async () => {
    const [a, b] = (await linkedDevices(['lost-a', 'lost-b'])) as [RunnerDevice, RunnerDevice];
    const ids = ['lost-1', 'lost-2', 'lost-3', 'lost-4'];
    for (const id of ids) await a.db.insightEntries.put(entry(id, { feeling: `Kept ${id}` }));
    a.net.losePushAnswers = 1;
    // The whole log, so that B applies each change (a snapshot would stand for them).
    const runnerA = startRunner(a, { intervalMs: 200, ...WHOLE_LOG });
    const runnerB = startRunner(b, { intervalMs: 200, ...WHOLE_LOG });
    await until(async () => (await a.db.e2eePending.count()) === 0 && a.net.pushStatuses.length >= 2, 'A to push again after the lost answer');
    await until(async () => (await b.db.insightEntries.count()) === ids.length, 'B to hold the four entries');
    // A's own pull after its push may still be under way: wait until both have applied the same log, all of it.
    const seqOf = async (device: RunnerDevice) => (await device.store.load())?.lastAppliedSeq ?? -1;
    await until(async () => (await seqOf(a)) >= ids.length && (await seqOf(a)) === (await seqOf(b)), 'A and B at the same head');
    const head = await seqOf(a);
    runnerA.stop();
    runnerB.stop();
    // The retry is answered 200 (its changes listed as duplicates), never 409 then one push per change.
    expect(a.net.losePushAnswers).toBe(0);
    expect(a.net.pushStatuses).not.toContain(409);
    expect(a.net.pushStatuses.slice(0, 2)).toEqual([200, 200]);
    // The linking pushes nothing: the log holds the four changes once each, and B applied each once.
    expect(head).toBe(ids.length);
    expect(await b.db.e2eeApplied.count()).toBe(ids.length);
    expect(await digestOf(b)).toBe(await digestOf(a));
  }, 60_000);

  it('converges through 30% failed requests and a reload mid-cycle: nothing lost, nothing doubled', async () => {
    const trio = await linkedDevices(['chaos-a', 'chaos-b', 'chaos-c']);
    // Each device writes its own entries (create, edit, delete) and its own step of one shared safety plan, so the
    // exact end state is known; the shared plan's steps check that concurrent writes to one record keep every step.
    const expected = new Map<string, InsightEntryRow['values'] | null>();
    const steps: Record<string, string> = {};
    for (const device of trio) {
      device.net.failRate = 0.3;
      startRunner(device, { intervalMs: 300 });
    }
    let reloaded = false;
    const started = Date.now();
    for (let op = 0; op < CHAOS_WRITES; op += 1) {
      const device = trio[op % 3] as RunnerDevice;
      const own = [...expected].filter(([id, values]) => id.startsWith(`${device.name}-`) && values !== null).map(([id]) => id);
      const roll = Math.random();
      if (roll < 0.4 || own.length === 0) {
        const id = `${device.name}-${op}`;
        expected.set(id, { feeling: `Written ${op}`, mood: op % 5 });
        await device.db.insightEntries.put(entry(id, { feeling: `Written ${op}`, mood: op % 5 }));
      } else if (roll < 0.75) {
        const id = own[Math.floor(Math.random() * own.length)] as string;
        expected.set(id, { feeling: `Edited ${op}`, mood: op % 5 });
        await device.db.insightEntries.update(id, { values: { feeling: `Edited ${op}`, mood: op % 5 } });
      } else if (roll < 0.85) {
        const id = own[Math.floor(Math.random() * own.length)] as string;
        expected.set(id, null);
        await device.db.insightEntries.delete(id);
      } else {
        steps[`step-${device.name}`] = `Step ${op}`;
        await device.db.transaction('rw', device.db.insightEntries, async () => {
          const plan = await device.db.insightEntries.get(PLAN);
          await device.db.insightEntries.put(entry(PLAN, { ...(plan?.values ?? {}), [`step-${device.name}`]: `Step ${op}` }, 'safety-plan'));
        });
      }
      if (op % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 15));
      const b = trio[1] as RunnerDevice;
      if (!reloaded && op >= CHAOS_WRITES / 2) {
        // A reload mid-cycle (a request under way): the runner stops and the connection closes under the cycle.
        await until(() => b.net.inFlight > 0, 'B to be mid-cycle', 10_000);
        reloaded = true;
        b.runner?.stop();
        b.db.close();
        b.db = new BetterMindsDatabase(b.db.name);
        await b.db.open();
        b.store = createDexieAccountStore(b.db);
        startRunner(b, { intervalMs: 300 });
      }
    }
    const wrote = Date.now();
    for (const device of trio) device.net.failRate = 0;
    const heads = async () => Promise.all(trio.map(async (device) => (await device.store.load())?.lastAppliedSeq ?? -1));
    await until(async () => {
      const pending = await Promise.all(trio.map((device) => device.db.e2eePending.count()));
      const seqs = await heads();
      const digests = await Promise.all(trio.map(digestOf));
      return pending.every((count) => count === 0) && seqs.every((seq) => seq === seqs[0]) && digests.every((digest) => digest === digests[0]);
    }, 'the three devices to converge', CHAOS_CONVERGE_MS).catch(async (error: unknown) => {
      console.log(JSON.stringify(await Promise.all(trio.map(async (d) => [d.name, d.runner?.status(), await d.db.e2eePending.count(), (await d.store.load())?.lastAppliedSeq, d.net]))));
      throw error;
    });
    for (const device of trio) device.runner?.stop();
    console.log(`chaos: ${CHAOS_WRITES} writes, ${trio.map((d) => `${d.name} ${d.net.failed}/${d.net.requests} requests failed`).join(', ')}, reloaded: ${reloaded}, log head ${(await heads())[0]}; writing ${wrote - started} ms, converging after ${Date.now() - wrote} ms`);
    expect(reloaded).toBe(true);

    const [head = 0] = await heads();
    const live = [...expected].filter(([, values]) => values !== null);
    // Snapshots were written meanwhile (the default policy), each deleting the log it covers: a device behind one
    // merged it instead of those changes (section 11.6), so each device applied at least every change after the last.
    const accountId = (await trio[0]?.store.load())?.accountId;
    const [compacted] = await server.db.query<{ n: unknown }>('select compacted_through as n from feedback.sync_accounts where account_id = $1', [accountId]);
    const compactedThrough = Number(compacted?.n ?? 0);
    console.log(`chaos: the log was compacted through ${compactedThrough} of ${head}`);
    for (const device of trio) {
      // Nothing doubled: no seq applied twice; nothing lost: every change after the compacted log applied, and
      // exactly the rows written, with their last values.
      const appliedSeqs = (await device.db.e2eeApplied.toArray()).map((row) => row.seq);
      expect(new Set(appliedSeqs).size).toBe(appliedSeqs.length);
      expect(appliedSeqs.filter((seq) => seq > compactedThrough)).toHaveLength(head - compactedThrough);
      expect(await device.db.insightEntries.count()).toBe(live.length + 1);
      const rows = new Map((await device.db.insightEntries.toArray()).map((row) => [row.id, row.values]));
      for (const [id, values] of live) expect(rows.get(id), `${device.name} ${id}`).toEqual(values);
      expect(rows.get(PLAN)).toEqual(steps);
      expect(await listConflicts(await contextOf(device))).toEqual([]);
    }
  }, 120_000 + CHAOS_WRITES * 60);
});

/** Scaled for a loaded 2-core machine: see docs/e2ee-sync.md section 10 for the figures. */
const SAMPLES = 20;
/**
 * 300 in every run; the issue's 10,000 by `CHAOS_WRITES=10000 npx vitest run src/sync/e2ee/runner/__tests__/full-stack.test.ts
 * -t converges` (about four minutes here; its recorded output is in bench/results/, docs/e2ee-sync.md section 10).
 */
const CHAOS_WRITES = Number(process.env.CHAOS_WRITES ?? 300);
/** Time to converge grows with the log each device must pull and apply. */
const CHAOS_CONVERGE_MS = Math.max(40_000, CHAOS_WRITES * 30);

async function linkedDevices(names: string[]): Promise<RunnerDevice[]> {
  const made = await Promise.all(names.map((name) => makeDevice(server, name)));
  devices.push(...made);
  const [first, ...others] = made as [RunnerDevice, ...RunnerDevice[]];
  const created = await createSyncAccount(first, first.name);
  if (!created.ok) throw new Error(created.problem);
  for (const device of others) {
    const code = await createLinkCode(first);
    if (!code.ok) throw new Error(code.problem);
    const linked = await linkWithCode(device, code.code, device.name);
    if (!linked.ok) throw new Error(linked.problem);
  }
  return made;
}
