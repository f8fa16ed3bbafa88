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
import { syncedDigest } from '../../replica/synced-digest.ts';
import { startSyncServer, type SyncServer } from '../../transport/__tests__/sync-server.ts';
import { describeEncryptedSync } from '../status.ts';
import { closeDevice, makeDevice, startRunner, until, type RunnerDevice } from './runner-harness.ts';

const T0 = '2026-03-01T09:00:00.000Z';
const entry = (id: string, values: InsightEntryRow['values'], toolId = 'mood-check-in'): InsightEntryRow => ({ id, toolId, values, createdAt: T0, updatedAt: T0 });
const SHARED = '7c2d3f1b-0e8a-4d2c-9b4f-3a7e5d0c2b12';
const PLAN = '5b1c2e0a-9d7f-4c1b-8a3e-2f6d4c9b1a01';

let server: SyncServer;
const devices: RunnerDevice[] = [];
beforeAll(async () => {
  server = await startSyncServer();
}, 60_000);
afterAll(async () => {
  for (const device of devices) await closeDevice(device);
  await server.close();
});

const ctxOf = async (device: RunnerDevice) => {
  const state = await device.store.load();
  if (state === null) throw new Error(`${device.name} holds no account`);
  return { db: device.db, deviceId: state.deviceId, now: Date.now };
};
const digestOf = async (device: RunnerDevice) => syncedDigest(await ctxOf(device));

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
    const runnerA = startRunner(a, { intervalMs: 200 });
    const runnerB = startRunner(b, { intervalMs: 200 });
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
      const conflicts = await listConflicts(await ctxOf(device));
      expect(conflicts.map(({ kind, id, field }) => ({ kind, id, field }))).toEqual([{ kind: 'insightEntries', id: SHARED, field: 'a_feeling' }]);
      expect(conflicts[0]?.versions.map((version) => version.value).sort()).toEqual(['Tired but hopeful.', 'Tired, then calmer.']);
      // No echo: what the pulls wrote compares equal, so nothing is waiting or found.
      expect(await collectLocalChanges(await ctxOf(device))).toEqual({ puts: 0, deletes: 0 });
      expect(await readPending(await ctxOf(device))).toEqual([]);
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
    expect(progress.at(-1)).toEqual({ applied: head, total: head });
    expect(await listConflicts(await ctxOf(c))).toHaveLength(1);

    // Unlinked, B stops and says so.
    const stateB = await b.store.load();
    expect((await unlinkDevice(a, stateB?.deviceId ?? '')).ok).toBe(true);
    const again = startRunner(b, { intervalMs: 200 });
    await until(() => again.status().state === 'problem', 'B to hear it was unlinked');
    expect(again.status().problem?.code).toBe('not-linked');
    expect(describeEncryptedSync(again.status())).toMatch(/^This device was unlinked/);
  }, 60_000);
});
