// @vitest-environment node
/**
 * "Delete everything" with sync and backup on (issue 38): the account's locked copy on the server (devices, keyring,
 * log, snapshots) is erased by the real sync function, in-process on the embedded database, before this device is
 * cleared; offline, or when the server does not confirm it, nothing is deleted anywhere and the result says the
 * server copy is kept.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSyncAccount } from '@/sync/e2ee/account/account-flows';
import { pushPending } from '@/sync/e2ee/transport/push-pull';
import { putBody, startSyncServer, testDevice, type SyncServer } from '@/sync/e2ee/transport/__tests__/sync-server';
import { deleteEverywhere } from '../../../domains/personal-data/data/delete-everywhere';
import { createSyncAccountEraser, type SyncAccountEraser } from '../../../domains/personal-data/data/erase-sync-account';

const SYNC_TABLES = ['sync_accounts', 'sync_devices', 'sync_envelopes', 'sync_link_grants', 'sync_changes', 'sync_snapshots', 'sync_snapshot_parts', 'sync_nonces'];

let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** Rows of every sync table that name the account. */
async function rowsOf(accountId: string): Promise<number> {
  let total = 0;
  for (const table of SYNC_TABLES) {
    const [row] = await server.db.query<{ n: number }>(`select count(*)::int as n from feedback.${table} where account_id = $1`, [accountId]);
    total += row?.n ?? 0;
  }
  return total;
}

/** A device with sync on and one change in the server's log. */
async function deviceWithAccount() {
  const device = testDevice(server);
  const created = await createSyncAccount(device, 'Test phone');
  if (!created.ok) throw new Error(created.problem);
  const { accountId } = created.state;
  device.replica.write('insightEntries', 'entry-1', putBody('kept on the device only', created.state.deviceId));
  expect(await pushPending(device)).toEqual({ ok: true, pushed: 1 });
  return { device, accountId };
}

const noOtherServer = { eraser: Promise.resolve(null), serverKeys: async () => null };

describe('delete everything with sync and backup on', () => {
  it('erases every row of the account on the server, then clears the device, and says so', async () => {
    const { device, accountId } = await deviceWithAccount();
    expect(await rowsOf(accountId)).toBeGreaterThan(3);
    const stopSync = vi.fn();
    const order: string[] = [];
    const eraser = createSyncAccountEraser(device, stopSync);
    const result = await deleteEverywhere({
      ...noOtherServer,
      syncAccount: {
        isOn: () => eraser.isOn(),
        erase: async () => {
          await eraser.erase();
          order.push('server');
        },
      },
      isOnline: () => true,
      deleteOnDevice: async () => (order.push('device'), true),
    });
    expect(result).toEqual({ ok: true, serverCopies: 'deleted', syncAccount: 'erased' });
    expect(order).toEqual(['server', 'device']);
    expect(await rowsOf(accountId)).toBe(0);
    expect(await device.store.load()).toBeNull();
    expect(stopSync).toHaveBeenCalledOnce();
  });

  it('offline, erases nothing anywhere and says the server copy is kept', async () => {
    const { device, accountId } = await deviceWithAccount();
    const before = await rowsOf(accountId);
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({ ...noOtherServer, syncAccount: createSyncAccountEraser(device, vi.fn()), isOnline: () => false, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'offline', syncAccountKept: true });
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(await rowsOf(accountId)).toBe(before);
    expect(await device.store.load()).not.toBeNull();
  });

  it('when the server does not confirm the erase, keeps the device and its account so the person can try again', async () => {
    const { device, accountId } = await deviceWithAccount();
    const failing = { ...device, client: { ...device.client, eraseAccount: async () => ({ ok: false as const, kind: 'server-error' as const, status: 503 }) } };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deleteOnDevice = vi.fn(async () => true);
    const result = await deleteEverywhere({ ...noOtherServer, syncAccount: createSyncAccountEraser(failing, vi.fn()), isOnline: () => true, deleteOnDevice });
    expect(result).toEqual({ ok: false, reason: 'server', syncAccountKept: true });
    expect(deleteOnDevice).not.toHaveBeenCalled();
    expect(await rowsOf(accountId)).toBeGreaterThan(0);
    expect(await device.store.load()).not.toBeNull();
  });

  it('an account already erased from another device counts as erased here', async () => {
    const { device, accountId } = await deviceWithAccount();
    const state = await device.store.load();
    if (state === null) throw new Error('no account');
    await createSyncAccountEraser(device, vi.fn()).erase();
    await device.store.save(state);
    const eraser: SyncAccountEraser = createSyncAccountEraser(device, vi.fn());
    await expect(eraser.erase()).resolves.toBeUndefined();
    expect(await device.store.load()).toBeNull();
    expect(await rowsOf(accountId)).toBe(0);
  });
});
