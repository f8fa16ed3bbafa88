/**
 * Passkeys on the sync function (docs/e2ee-sync.md 2.6), on both databases: a linked device adds a passkey's
 * envelope with its auth hash; a new device links itself with the passkey auth and then reads the envelope, signed;
 * a wrong auth, an unknown credential, another kind of envelope, an envelope through the keyring PUT and a passkey
 * of a rotated generation are each refused.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/backends.ts';
import { b64uHash, deviceBody, newDevice, sealedEnvelope, type SyncDevice, type SyncHarness, useSyncDatabase } from './support/sync-harness.ts';
import { keyringAnswerSchema } from '../../../contract/e2ee/sync-schemas.ts';
import { fromBase64Url, toBase64Url } from '../../../contract/share-bytes.ts';

const passkeyEnvelope = (): string => toBase64Url(Uint8Array.of(0x03, ...crypto.getRandomValues(new Uint8Array(100))));

describe.each(DATABASE_KINDS)('passkeys on the sync function (%s database)', (kind) => {
  let h: SyncHarness;
  useSyncDatabase(kind, (_database, harness) => {
    h = harness;
  });

  it('adds a passkey, links a new device with it (and not with a wrong auth or credential), and lets it lapse on rotation', async () => {
    const account = await h.createAccount();
    const as = { accountId: account.accountId, device: account.first };
    const credentialId = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
    const auth = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    const sealed = passkeyEnvelope();
    const add = (body: unknown, signer: typeof as | null = as) => h.call('POST', `/accounts/${account.accountId}/passkeys`, { as: signer, body });
    const body = { credentialId, generation: 1, sealed, authHash: b64uHash(fromBase64Url(auth) ?? new Uint8Array()) };

    expect((await add(body, null)).status).toBe(401);
    expect((await add({ ...body, sealed: toBase64Url(Uint8Array.of(0x02, ...crypto.getRandomValues(new Uint8Array(100)))) })).status).toBe(400);
    expect((await add({ ...body, generation: 2 })).json.error.code).toBe('wrong-generation');
    const added = await add(body);
    expect(added.status).toBe(201);
    expect(added.json).toEqual({ recipient: `passkey:${credentialId}`, generation: 1 });
    // Only POST .../passkeys adds one: the keyring PUT would leave its auth hash behind.
    const viaKeyring = await h.call('PUT', `/accounts/${account.accountId}/keyring`, { as, body: { generation: 1, envelopes: [{ recipient: `passkey:${credentialId}`, sealed }] } });
    expect(viaKeyring.status).toBe(400);

    const link = (device: SyncDevice, proof: unknown) =>
      h.call('POST', `/accounts/${account.accountId}/devices`, { as: { accountId: account.accountId, device }, body: { device: deviceBody(device), proof } });
    const stranger = await newDevice();
    expect((await link(stranger, { passkey: { credentialId, auth: toBase64Url(new Uint8Array(32)) } })).json.error.code).toBe('bad-proof');
    expect((await link(stranger, { passkey: { credentialId: toBase64Url(new Uint8Array(16)), auth } })).json.error.code).toBe('bad-proof');
    // Unlinked, the stranger reads nothing.
    expect((await h.call('GET', `/accounts/${account.accountId}/keyring`, { as: { accountId: account.accountId, device: stranger } })).status).toBe(403);

    const restored = await newDevice();
    expect((await link(restored, { passkey: { credentialId, auth } })).status).toBe(201);
    const keyring = keyringAnswerSchema.parse((await h.call('GET', `/accounts/${account.accountId}/keyring`, { as: { accountId: account.accountId, device: restored } })).json);
    expect(keyring.envelopes.find((envelope) => envelope.recipient === `passkey:${credentialId}`)?.sealed).toBe(sealed);

    const rotated = await h.call('PUT', `/accounts/${account.accountId}/keyring`, { as, body: { generation: 2, envelopes: [{ recipient: 'recovery', sealed: sealedEnvelope() }] } });
    expect(rotated.status).toBe(200);
    expect((await link(await newDevice(), { passkey: { credentialId, auth } })).json.error.code).toBe('bad-proof');
  });
});
