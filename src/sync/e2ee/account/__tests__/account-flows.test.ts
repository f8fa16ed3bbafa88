// @vitest-environment node
/**
 * The account flows against the real sync function in-process (embedded database): create on A, link B by the code,
 * restore C from the words; a change pushed on A opens on B and C; unlinking B rotates the keyring, after which B is
 * refused and cannot open a change written afterwards even given its bytes; the device list opens every name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChange } from '@contract/e2ee/change-payload';
import { createLinkCode, createSyncAccount, linkWithCode, restoreWithRecoveryCode } from '../account-flows';
import { eraseSyncAccount, listDevices, unlinkDevice } from '../device-admin';
import { identityOf, keyMap, type SyncAccountState } from '../account-state';
import { pullChanges, pushPending } from '../../transport/push-pull';
import { putBody, startSyncServer, testDevice, type SyncServer, type TestDevice } from '../../transport/__tests__/sync-server';

let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function stateOf(device: TestDevice): Promise<SyncAccountState> {
  const state = await device.store.load();
  if (state === null) throw new Error('no account on this device');
  return state;
}

describe('a sync account across three devices', () => {
  it('creates, links by code, restores by the words, syncs a change, unlinks with a rotation and erases', async () => {
    const a = testDevice(server);
    const created = await createSyncAccount(a, "Sam's laptop");
    if (!created.ok) throw new Error(created.problem);
    expect(created.words).toHaveLength(12);

    const b = testDevice(server);
    const code = await createLinkCode(a);
    if (!code.ok) throw new Error(code.problem);
    expect(code.display).toMatch(/^(?:[0-9A-Z]{4}-){5}[0-9A-Z]{4}$/);
    expect(await linkWithCode(b, code.display.slice(0, -1) + (code.display.endsWith('A') ? 'B' : 'A'), 'typo')).toEqual({ ok: false, problem: 'code-typo' });
    const linked = await linkWithCode(b, code.qr, "Sam's phone");
    expect(linked.ok).toBe(true);
    // One use: the same code again finds nothing.
    expect(await linkWithCode(testDevice(server), code.code, 'again')).toEqual({ ok: false, problem: 'code-unknown' });

    const c = testDevice(server);
    expect((await restoreWithRecoveryCode(c, 'abandon '.repeat(11) + 'about', 'x')).ok).toBe(false);
    const restored = await restoreWithRecoveryCode(c, created.words.map((word, index) => `${index + 1}. ${word.toUpperCase()}`).join('\n'), 'Old tablet');
    expect(restored.ok).toBe(true);

    const listed = await listDevices(b);
    expect(listed.ok && listed.devices.map((device) => device.name).sort()).toEqual(['Old tablet', "Sam's laptop", "Sam's phone"]);

    const stateA = await stateOf(a);
    a.replica.write('journal_entry', 'entry-1', putBody('A calm morning.', stateA.deviceId));
    expect(await pushPending(a)).toEqual({ ok: true, pushed: 1 });
    for (const device of [b, c]) {
      const pulled = await pullChanges(device);
      expect(pulled).toEqual({ ok: true, applied: 1, lastAppliedSeq: 1 });
      expect([...device.replica.applied.values()][0]).toMatchObject({ kind: 'journal_entry', id: 'entry-1', authorDeviceId: stateA.deviceId, body: { fields: { text: { value: 'A calm morning.' } } } });
    }

    const stateB = await stateOf(b);
    const unlinked = await unlinkDevice(a, stateB.deviceId);
    expect(unlinked).toEqual({ ok: true, generation: 2 });
    expect(await pullChanges(b)).toMatchObject({ ok: false, kind: 'not-linked' });
    a.replica.write('journal_entry', 'entry-2', putBody('Written after the unlinking.', stateA.deviceId));
    expect(await pushPending(a)).toEqual({ ok: true, pushed: 1 });
    // C learns generation 2 from its own envelope and opens the new change.
    expect(await pullChanges(c)).toEqual({ ok: true, applied: 1, lastAppliedSeq: 2 });
    expect(c.replica.applied.size).toBe(2);
    // B, given the bytes (read here with C's signature), holds only generation 1: the change does not open.
    const page = await c.client.pullChanges(identityOf(await stateOf(c)), 1, 10);
    const bytes = page.ok ? page.value.changes[0] : undefined;
    if (!bytes) throw new Error('no change to read');
    expect(await openChange({ accountId: stateB.accountId, changeId: bytes.changeId, payload: bytes.payload, keys: keyMap(stateB) })).toEqual({ ok: false, problem: 'unknown-generation' });

    // The words still restore after the rotation (a device sealed generation 2 to the recovery box without them).
    const d = testDevice(server);
    const again = await restoreWithRecoveryCode(d, created.words.join(' '), 'New phone');
    expect(again.ok && again.state.keys.map((key) => key.generation)).toEqual([1, 2]);
    expect(await pullChanges(d)).toEqual({ ok: true, applied: 2, lastAppliedSeq: 2 });

    expect(await eraseSyncAccount(a)).toEqual({ ok: true });
    expect(await a.store.load()).toBeNull();
    expect(await pullChanges(c)).toMatchObject({ ok: false, kind: 'not-linked' });
  }, 30_000);
});
