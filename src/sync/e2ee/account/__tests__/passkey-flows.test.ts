// @vitest-environment node
/**
 * The passkey flows against the real sync function in-process: A adds a passkey (its PRF evaluated only by `get`, as
 * many authenticators do), a new device restores with it and reads A's change; a cancelled ceremony, a passkey of
 * another site (no account in its user handle), a browser without PRF and another PRF output each come back named,
 * and a rotation lapses the passkey.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSyncAccount } from '../account-flows';
import { unlinkDevice } from '../device-admin';
import { addPasskey, restoreWithPasskey } from '../passkey-flows';
import type { Ceremony, MadePasskey, PasskeyPort, UsedPasskey } from '../passkey-port';
import { pullChanges, pushPending } from '../../transport/push-pull';
import { putBody, startSyncServer, testDevice, type SyncServer } from '../../transport/__tests__/sync-server';

let server: SyncServer;
beforeAll(async () => {
  server = await startSyncServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** A fake authenticator: one credential, whose PRF is an HMAC of a secret over the input, as CTAP2's hmac-secret. */
function fakeAuthenticator(options: { prfAtCreate?: boolean; prfEnabled?: boolean } = {}) {
  const secret = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const credentialId = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let userHandle: Uint8Array | null = null;
  let cancelNext = false;
  function takeCancel(): boolean {
    const cancel = cancelNext;
    cancelNext = false;
    return cancel;
  }
  async function prf(input: Uint8Array): Promise<Uint8Array> {
    const key = await globalThis.crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, new Uint8Array(input)));
  }
  const port: PasskeyPort & { cancelNext: () => void; handle: (value: Uint8Array | null) => void } = {
    cancelNext: () => {
      cancelNext = true;
    },
    handle: (value) => {
      userHandle = value;
    },
    async create(input): Promise<Ceremony<MadePasskey>> {
      if (takeCancel()) return { ok: false, reason: 'cancelled' };
      userHandle = input.userHandle;
      const enabled = options.prfEnabled ?? true;
      return { ok: true, value: { credentialId, prfEnabled: enabled, prfOutput: enabled && options.prfAtCreate ? await prf(input.prfInput) : null } };
    },
    async get(input): Promise<Ceremony<UsedPasskey>> {
      if (takeCancel()) return { ok: false, reason: 'cancelled' };
      return { ok: true, value: { credentialId, userHandle, prfOutput: (options.prfEnabled ?? true) ? await prf(input.prfInput) : null } };
    },
  };
  return port;
}

describe('a passkey for sync', () => {
  it('is added on A and restores a new device that reads what A wrote; a rotation lapses it', async () => {
    const a = testDevice(server);
    const created = await createSyncAccount(a, "Sam's laptop");
    if (!created.ok) throw new Error(created.problem);
    const authenticator = fakeAuthenticator();
    authenticator.cancelNext();
    expect(await addPasskey(a, authenticator)).toEqual({ ok: false, problem: 'passkey-cancelled' });
    expect(await addPasskey(a, authenticator)).toEqual({ ok: true });

    const stateA = await a.store.load();
    if (stateA === null) throw new Error('no account on A');
    a.replica.write('journal_entry', 'entry-1', putBody('A calm morning.', stateA.deviceId));
    expect(await pushPending(a)).toEqual({ ok: true, pushed: 1 });

    const b = testDevice(server);
    authenticator.cancelNext();
    expect(await restoreWithPasskey(b, authenticator, 'New phone')).toEqual({ ok: false, problem: 'passkey-cancelled' });
    const restored = await restoreWithPasskey(b, authenticator, 'New phone');
    if (!restored.ok) throw new Error(restored.problem);
    expect(restored.state.accountId).toBe(stateA.accountId);
    expect(restored.state.keys.map((key) => key.generation)).toEqual([1]);
    expect(await pullChanges(b)).toEqual({ ok: true, applied: 1, lastAppliedSeq: 1 });
    expect([...b.replica.applied.values()][0]).toMatchObject({ body: { fields: { text: { value: 'A calm morning.' } } } });

    // Unlinking B rotates the keyring: the passkey's envelope lapses and it links nothing more.
    expect((await unlinkDevice(a, restored.state.deviceId)).ok).toBe(true);
    expect(await restoreWithPasskey(testDevice(server), authenticator, 'Later')).toEqual({ ok: false, problem: 'passkey-does-not-open' });
  });

  it('names a passkey without an account, a browser without PRF and another passkey, linking nothing', async () => {
    const a = testDevice(server);
    const created = await createSyncAccount(a, 'Desk');
    if (!created.ok) throw new Error(created.problem);
    const withPrfAtCreate = fakeAuthenticator({ prfAtCreate: true });
    expect(await addPasskey(a, withPrfAtCreate)).toEqual({ ok: true });

    expect(await addPasskey(a, fakeAuthenticator({ prfEnabled: false }))).toEqual({ ok: false, problem: 'passkey-unsupported' });
    const other = fakeAuthenticator();
    other.handle(new Uint8Array(64));
    expect(await restoreWithPasskey(testDevice(server), other, 'x')).toEqual({ ok: false, problem: 'passkey-not-for-sync' });
    // The same account in its handle but another credential and secret: the server refuses its auth.
    const state = await a.store.load();
    other.handle(new Uint8Array(Buffer.from(state?.accountId ?? '', 'base64url')));
    expect(await restoreWithPasskey(testDevice(server), other, 'x')).toEqual({ ok: false, problem: 'passkey-does-not-open' });
    expect(await restoreWithPasskey(testDevice(server), withPrfAtCreate, 'Desk two')).toMatchObject({ ok: true });
  });
});
