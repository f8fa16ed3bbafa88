// @vitest-environment node
/**
 * Snapshots end to end (docs/e2ee-sync.md 11.4, 11.5): the real sync function in-process, devices each with its own
 * Dexie database. A, at the head, writes a snapshot once the log has grown past its threshold, which deletes the log
 * it covers; the log grows on. D, which does not merge snapshots, is refused the compacted log. C, new, restores from
 * the words: it merges the snapshot (its progress counting records), starts its pull at `upTo` and reaches A's
 * digest. A snapshot the server altered is refused, with nothing applied, until A writes a new one, which E merges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightEntryRow } from '@/db/types';
import { createSyncAccount, restoreWithRecoveryCode } from '../../account/account-flows.ts';
import { identityOf } from '../../account/account-state.ts';
import { listConflicts } from '../../replica/conflicts.ts';
import { startSyncServer, type SyncServer } from '../../transport/__tests__/sync-server.ts';
import { closeAll, contextOf, digestOf, makeDevice, startRunner, until, type RunnerDevice } from './runner-harness.ts';
import { SNAPSHOT_REFUSED_MESSAGE } from '../problems.ts';
import { describeEncryptedSync } from '../status.ts';

const T0 = '2026-03-01T09:00:00.000Z';
const entry = (id: string, values: InsightEntryRow['values']): InsightEntryRow => ({ id, toolId: 'mood-check-in', values, createdAt: T0, updatedAt: T0 });
const entryId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let server: SyncServer;
const devices: RunnerDevice[] = [];
beforeAll(async () => {
  server = await startSyncServer();
}, 60_000);
afterAll(() => closeAll(server, devices));

/** Every URL the device requests, in order. */
function recordUrls(device: RunnerDevice): string[] {
  const urls: string[] = [];
  const send = device.fetch;
  device.fetch = (input, init) => {
    urls.push(`${init.method ?? 'GET'} ${input}`);
    return send(input, init);
  };
  return urls;
}

describe('restoring from a device-written snapshot and the tail', () => {
  it('reaches the writer\'s digest from the snapshot and the tail, and refuses an altered part until a new snapshot', async () => {
    const a = await makeDevice(server, 'a');
    devices.push(a);
    const created = await createSyncAccount(a, 'A');
    if (!created.ok) throw new Error(created.problem);
    // Every 25 changes, never by bytes: the tail written below stays a tail.
    const runnerA = startRunner(a, { intervalMs: 100, snapshotEvery: { everyChanges: 25, minBytes: Infinity } });
    await a.db.insightEntries.bulkPut(Array.from({ length: 40 }, (_, n) => entry(entryId(n), { feeling: `Morning ${n}.`, mood: n % 5 })));
    const snapshotOf = async () => {
      const state = await a.store.load();
      const answer = state === null ? null : await a.client.getSnapshot(identityOf(state));
      return answer?.ok ? answer.value.snapshot : null;
    };
    await until(async () => (await snapshotOf()) !== null, 'A to commit a snapshot');
    const snapshot = await snapshotOf();
    expect(snapshot?.upTo).toBeGreaterThanOrEqual(25);
    expect(snapshot?.deviceId).toBe((await a.store.load())?.deviceId);

    // The tail: edits, a delete and new entries after upTo.
    await a.db.insightEntries.update(entryId(1), { values: { feeling: 'Morning 1, edited after the snapshot.', mood: 2 } });
    await a.db.insightEntries.delete(entryId(2));
    await a.db.insightEntries.bulkPut([entry(entryId(100), { feeling: 'After.' }), entry(entryId(101), { mood: 4 })]);
    const head = async () => (await a.store.load())?.lastAppliedSeq ?? 0;
    await until(async () => runnerA.status().state === 'synced' && (await head()) >= (snapshot?.upTo ?? 0) + 4, 'A to push the tail');
    runnerA.stop();

    // The commit deleted the log it covers (section 11.6): a device that does not merge snapshots cannot start at 0.
    const d = await makeDevice(server, 'd');
    devices.push(d);
    expect((await restoreWithRecoveryCode(d, created.words.join(' '), 'D')).ok).toBe(true);
    const runnerD = startRunner(d, { intervalMs: 100, snapshots: false });
    await until(() => runnerD.status().state === 'problem', 'D to be refused the compacted log');
    runnerD.stop();
    expect(runnerD.status().problem?.code).toBe('refused-compacted');

    const c = await makeDevice(server, 'c');
    devices.push(c);
    const urlsC = recordUrls(c);
    expect((await restoreWithRecoveryCode(c, created.words.join(' '), 'C')).ok).toBe(true);
    const runnerC = startRunner(c, { intervalMs: 100, pageSize: 2 });
    await until(() => runnerC.status().state === 'synced', 'C to restore');
    runnerC.stop();

    expect(await digestOf(c)).toBe(await digestOf(a));
    expect(await c.db.insightEntries.count()).toBe(41);
    expect(await c.db.insightEntries.get(entryId(2))).toBeUndefined();
    expect((await c.db.insightEntries.get(entryId(1)))?.values).toEqual({ feeling: 'Morning 1, edited after the snapshot.', mood: 2 });
    expect(await listConflicts(await contextOf(c))).toEqual([]);
    // C's first pull starts at upTo: the changes up to it came in the snapshot.
    const pulls = urlsC.filter((url) => url.includes('/changes?after='));
    expect(pulls[0]).toContain(`after=${snapshot?.upTo}&`);
    // C downloaded each part once (at the head, C may then write a snapshot of its own: PUTs, not counted).
    expect(urlsC.filter((url) => url.startsWith('GET ') && url.includes('/parts/'))).toHaveLength(snapshot?.parts ?? -1);
    // The progress counts the snapshot's parts downloaded, then its records merged, then the tail's changes.
    const progress = c.statuses.flatMap((status) => (status.restoring === null ? [] : [status.restoring]));
    const parts = snapshot?.parts ?? -1;
    expect(progress.filter((step) => step.unit === 'parts')).toEqual(Array.from({ length: parts }, (_, index) => ({ unit: 'parts', applied: index + 1, total: parts })));
    const records = (await c.db.e2eeRecords.count()) - 2;
    expect(progress[parts]).toEqual({ unit: 'records', applied: records, total: records });
    const tail = progress.slice(parts + 1);
    expect(tail.length).toBeGreaterThan(0);
    expect(tail.every((step) => step.unit === 'changes')).toBe(true);
    expect(tail.at(-1)).toEqual({ unit: 'changes', applied: (await head()) - (snapshot?.upTo ?? 0), total: (await head()) - (snapshot?.upTo ?? 0) });

    // A part altered on the server: the digest check refuses it before anything opens. The log below it is gone, so E
    // applies nothing and says it cannot catch up, until a device writes a new snapshot, which E then merges.
    // (The account's snapshot now: C, at the head, may have written one since.)
    const tampered = await snapshotOf();
    await server.db.query('update feedback.sync_snapshot_parts set payload = set_byte(payload, 40, get_byte(payload, 40) # 1) where part = 0 and snapshot_id = $1', [
      tampered?.snapshotId,
    ]);
    const e = await makeDevice(server, 'e');
    devices.push(e);
    const urlsE = recordUrls(e);
    expect((await restoreWithRecoveryCode(e, created.words.join(' '), 'E')).ok).toBe(true);
    const runnerE = startRunner(e, { intervalMs: 100, pageSize: 50 });
    await until(() => runnerE.status().state === 'problem', 'E to refuse the altered snapshot');
    expect(runnerE.status().problem?.code).toBe('snapshot-digest-mismatch');
    expect(describeEncryptedSync(runnerE.status())).toContain(SNAPSHOT_REFUSED_MESSAGE);
    expect(await e.db.insightEntries.count()).toBe(0);
    expect(urlsE.filter((url) => url.startsWith('GET ') && url.includes('/parts/')).length).toBeGreaterThan(0);

    const againA = startRunner(a, { intervalMs: 100, snapshotEvery: { everyChanges: 1 } });
    await a.db.insightEntries.put(entry(entryId(102), { feeling: 'A new snapshot follows.' }));
    await until(async () => (await snapshotOf())?.snapshotId !== tampered?.snapshotId, 'A to write a new snapshot');
    againA.stop();
    await runnerE.syncNow();
    await until(() => runnerE.status().state === 'synced', 'E to merge the new snapshot');
    runnerE.stop();
    expect(await digestOf(e)).toBe(await digestOf(a));
    expect(runnerE.status().problem).toBeNull();
  }, 90_000);

  it('writes one when the log past it holds a quarter of its size, and none before', async () => {
    const describedOf = async (device: RunnerDevice) => {
      const state = await device.store.load();
      const answer = state === null ? null : await device.client.getSnapshot(identityOf(state));
      if (!answer?.ok) throw new Error('the snapshot could not be read');
      return answer.value;
    };
    const snapshotOf = async (device: RunnerDevice) => (await describedOf(device)).snapshot;
    const [byBytes, bySize] = [await makeDevice(server, 'bytes'), await makeDevice(server, 'size')];
    devices.push(byBytes, bySize);
    for (const device of [byBytes, bySize]) {
      const created = await createSyncAccount(device, device.name);
      if (!created.ok) throw new Error(created.problem);
      const count = device === byBytes ? 20 : 400;
      await device.db.insightEntries.bulkPut(Array.from({ length: count }, (_, n) => entry(entryId(n), { feeling: `Evening ${n}.` })));
    }
    // 20 payloads of at least 253 bytes pass 4,000 bytes; the change count (1,000) is never reached.
    const runnerBytes = startRunner(byBytes, { intervalMs: 100, snapshotEvery: { everyChanges: 1000, minBytes: 4000 } });
    await until(async () => (await snapshotOf(byBytes)) !== null, 'a snapshot written past the byte threshold');
    runnerBytes.stop();
    expect((await snapshotOf(byBytes))?.upTo).toBeGreaterThanOrEqual(16);

    // The default: a first snapshot as soon as the log holds anything, then one whenever the log past it holds a
    // quarter of its size in payloads.
    const runnerSize = startRunner(bySize, { intervalMs: 100 });
    await until(async () => ((await snapshotOf(bySize))?.upTo ?? 0) >= 400, 'the first snapshot');
    const first = await snapshotOf(bySize);
    const quarter = (first?.size ?? 0) / 4;
    await bySize.db.insightEntries.put(entry(entryId(400), { feeling: 'One more.' }));
    await until(async () => runnerSize.status().state === 'synced' && ((await bySize.store.load())?.lastAppliedSeq ?? 0) >= 401, 'one more change at the head');
    await runnerSize.syncNow();
    const oneMore = await describedOf(bySize);
    expect(oneMore.logBytesAfter).toBeGreaterThan(0);
    expect(oneMore.logBytesAfter).toBeLessThan(quarter);
    expect(oneMore.snapshot?.snapshotId).toBe(first?.snapshotId);
    const enough = Math.ceil(quarter / oneMore.logBytesAfter);
    await bySize.db.insightEntries.bulkPut(Array.from({ length: enough }, (_, n) => entry(entryId(401 + n), { feeling: `And more ${n}.` })));
    await until(async () => ((await snapshotOf(bySize))?.upTo ?? 0) >= 401 + enough, 'a snapshot once the log past it holds a quarter of its size');
    runnerSize.stop();
    expect((await describedOf(bySize)).logBytesAfter).toBe(0);

    // A due snapshot waits while the person is here (the page shown, a synced table written within the idle time),
    // and is written in the cycle the page's hiding starts.
    const waiter = await makeDevice(server, 'waiter');
    devices.push(waiter);
    const created = await createSyncAccount(waiter, waiter.name);
    if (!created.ok) throw new Error(created.problem);
    await waiter.db.insightEntries.bulkPut(Array.from({ length: 20 }, (_, n) => entry(entryId(n), { feeling: `Night ${n}.` })));
    const runnerWaiter = startRunner(waiter, { intervalMs: 100, snapshotEvery: { everyChanges: 10 }, snapshotIdleMs: 60_000 });
    await until(async () => runnerWaiter.status().state === 'synced' && ((await waiter.store.load())?.lastAppliedSeq ?? 0) >= 20, 'the waiting device at the head');
    await runnerWaiter.syncNow();
    expect(await snapshotOf(waiter)).toBeNull();
    runnerWaiter.setActive(false);
    await until(async () => (await snapshotOf(waiter)) !== null, 'the snapshot written once the page is hidden');
    runnerWaiter.stop();
    expect((await snapshotOf(waiter))?.upTo).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it('brings a device whose cursor is below the compacted log back through the snapshot, its offline edit kept', async () => {
    const a = await makeDevice(server, 'ca');
    const b = await makeDevice(server, 'cb');
    devices.push(a, b);
    const created = await createSyncAccount(a, 'A');
    if (!created.ok) throw new Error(created.problem);
    const runnerA = startRunner(a, { intervalMs: 100, snapshotEvery: { everyChanges: 25 } });
    await a.db.insightEntries.bulkPut(Array.from({ length: 5 }, (_, n) => entry(entryId(n), { feeling: `Early ${n}.` })));
    expect((await restoreWithRecoveryCode(b, created.words.join(' '), 'B')).ok).toBe(true);
    const runnerB = startRunner(b, { intervalMs: 100 });
    await until(async () => ((await b.store.load())?.lastAppliedSeq ?? 0) >= 5 && runnerB.status().state === 'synced', 'B to hold the first five');
    runnerB.stop();
    const cursorB = (await b.store.load())?.lastAppliedSeq ?? 0;

    // B is away: what is logged meanwhile is compacted by A's next snapshot.
    await a.db.insightEntries.bulkPut(Array.from({ length: 5 }, (_, n) => entry(entryId(n + 5), { feeling: `While B was away ${n}.` })));
    await until(async () => runnerA.status().state === 'synced' && ((await a.store.load())?.lastAppliedSeq ?? 0) >= 10, 'A to push five more');
    const accountId = (await a.store.load())?.accountId;
    await a.db.insightEntries.bulkPut(Array.from({ length: 25 }, (_, n) => entry(entryId(n + 10), { feeling: `Later ${n}.` })));
    const compacted = async () => Number((await server.db.query<{ n: unknown }>('select compacted_through as n from feedback.sync_accounts where account_id = $1', [accountId]))[0]?.n);
    await until(async () => (await compacted()) > cursorB, 'A to commit a snapshot that compacts the rows B lacks');

    // B, back, edited an entry while away: its edit is pushed, its pull is answered 410, it merges the snapshot.
    await b.db.insightEntries.update(entryId(0), { values: { feeling: 'Early 0, edited on B while away.' } });
    const urlsB = recordUrls(b);
    const again = startRunner(b, { intervalMs: 100 });
    await until(async () => again.status().state === 'synced' && (await digestOf(a)) === (await digestOf(b)), 'B and A to converge', 30_000);
    again.stop();
    runnerA.stop();
    // B's cursor was not 0, so only the 410 could have sent it to the snapshot and its parts.
    expect(urlsB.filter((url) => url.startsWith('GET ') && url.includes('/parts/')).length).toBeGreaterThan(0);
    expect(await b.db.insightEntries.count()).toBe(35);
    expect((await a.db.insightEntries.get(entryId(0)))?.values).toEqual({ feeling: 'Early 0, edited on B while away.' });
    expect(again.status().problem).toBeNull();
  }, 60_000);
});
