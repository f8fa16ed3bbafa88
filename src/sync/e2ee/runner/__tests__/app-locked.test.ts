/**
 * The app lock on and locked (docs/app-lock.md, section 6): the runner meets AppLockedError on its first read and
 * pauses, with no failure counted, no retry loop and no problem shown, and a cycle after unlocking sends what was
 * written before the lock. The sync worker's database learns the key from the page (`adoptAppLockState`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAesKey } from '@contract/e2ee/primitives';
import { adoptAppLockState, lockAppNow, turnOnAppLock, unlockApp } from '@/db/app-lock/lock-switch';
import { appLockStateOf } from '@/db/app-lock/state';
import { BetterMindsDatabase } from '@/db/database';
import { createSyncAccount } from '../../account/account-flows.ts';
import { startSyncServer, type SyncServer } from '../../transport/__tests__/sync-server.ts';
import { closeDevice, makeDevice, startRunner, until, type RunnerDevice } from './runner-harness.ts';

const wrapKey = () => importAesKey(Uint8Array.from({ length: 32 }, (_, index) => index + 1));

let server: SyncServer;
let device: RunnerDevice;
beforeAll(async () => {
  server = await startSyncServer();
  device = await makeDevice(server, 'app-locked');
}, 60_000);
afterAll(async () => {
  await closeDevice(device);
  await server.close();
});

describe('the runner while the app is locked', () => {
  it('pauses without a failure or a retry loop, and syncs once unlocked', async () => {
    const created = await createSyncAccount(device, 'Locked phone');
    if (!created.ok) throw new Error(created.problem);
    await device.db.insightEntries.put({ id: 'e-locked', toolId: 'mood-check-in', values: { note: 'written before the lock' }, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z' });
    await turnOnAppLock(device.db, { recipient: 'passphrase', wrapKey: await wrapKey() });
    lockAppNow(device.db);

    // Quick backoff: an error loop would fail five times well inside the wait below and show "could not be read".
    const runner = startRunner(device, { backoffMs: () => 20, intervalMs: 50 });
    await until(() => runner.status().state === 'waiting', 'the runner to pause');
    const requestsWhilePaused = device.net.requests;
    const statusesWhilePaused = device.statuses.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(device.statuses.every((status) => status.problem === null && status.state !== 'problem')).toBe(true);
    expect(runner.status()).toMatchObject({ state: 'waiting', problem: null });
    expect(device.statuses.length).toBe(statusesWhilePaused);
    expect(device.net.requests).toBe(requestsWhilePaused);
    expect(await device.db.deadLetters.count()).toBe(0);

    expect((await unlockApp(device.db, 'passphrase', wrapKey)).ok).toBe(true);
    await runner.syncNow();
    await until(async () => runner.status().state === 'synced' && (await device.db.e2eePending.count()) === 0, 'synced after unlocking');
    expect(device.net.requests).toBeGreaterThan(requestsWhilePaused);
  });

  it("opens rows in another context's database once the page hands it the key", async () => {
    const worker = new BetterMindsDatabase(device.db.name);
    await worker.open();
    try {
      expect(appLockStateOf(worker).on).toBe(true);
      await expect(worker.insightEntries.get('e-locked')).rejects.toMatchObject({ name: 'AppLockedError' });
      const pageKey = appLockStateOf(device.db).key?.rawBytes() ?? null;
      adoptAppLockState(worker, true, pageKey);
      expect((await worker.insightEntries.get('e-locked'))?.values.note).toBe('written before the lock');
      adoptAppLockState(worker, true, null);
      await expect(worker.insightEntries.get('e-locked')).rejects.toMatchObject({ name: 'AppLockedError' });
    } finally {
      worker.close();
    }
  });
});
