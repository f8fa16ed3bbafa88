import { describe, expect, it } from 'vitest';
import { toBase64Url } from '../share-bytes.ts';
import { sealChange } from './change-payload.ts';
import { generateAccountKeyBytes, generateDeviceKeys, importAccountKey } from './keys.ts';
import { sealKeyringForDevice } from './keyring.ts';
import { newLinkCode } from './link-code.ts';
import { signChange } from './signatures.ts';
import {
  SYNC_PATH,
  createAccountRequestSchema,
  keyringPutRequestSchema,
  linkDeviceRequestSchema,
  linkGrantRequestSchema,
  pullChangesAnswerSchema,
  pushChangesRequestSchema,
  snapshotPartRequestSchema,
} from './sync-schemas.ts';

const ACCOUNT = 'AAAAAAAAAAAAAAAAAAAAAA';
const device = await generateDeviceKeys();
const accountKeyBytes = generateAccountKeyBytes();
const envelope = await sealKeyringForDevice({ accountId: ACCOUNT, keys: [{ generation: 1, key: accountKeyBytes }], deviceId: device.deviceId, boxPublicKey: device.boxPublicKey });
const registration = { deviceId: device.deviceId, signingKey: device.signingPublicKey, boxKey: device.boxPublicKey, name: toBase64Url(new Uint8Array(40)), nameGeneration: 1 };
const hash = toBase64Url(new Uint8Array(32));
const recoveryBox = { publicKey: device.boxPublicKey, sealedPrivateKey: toBase64Url(new Uint8Array(166)) };
const grant = { grantHash: hash, locator: newLinkCode().locator, sealed: 'AAAA' };

async function pushedChange(changeId: string) {
  const payload = await sealChange({
    accountId: ACCOUNT,
    changeId,
    accountKey: await importAccountKey(1, accountKeyBytes),
    kind: 'journal',
    id: 'a',
    authorDeviceId: device.deviceId,
    body: { v: 1, hlc: `000001700000000:00000:${device.deviceId}`, op: 'delete' },
  });
  return { changeId, payload: toBase64Url(payload), signature: await signChange(ACCOUNT, changeId, payload, device.signing.privateKey) };
}

describe('the sync schemas', () => {
  it('accept what the cryptographic core makes', async () => {
    expect(SYNC_PATH).toBe('/.netlify/functions/sync');
    const account = { accountId: ACCOUNT, recoveryAuthHash: hash, recoveryBox, device: registration, keyring: { generation: 1, envelopes: [envelope] } };
    expect(createAccountRequestSchema.safeParse(account).success).toBe(true);
    expect(createAccountRequestSchema.safeParse({ ...account, recoveryBox: { ...recoveryBox, sealedPrivateKey: 'A'.repeat(400) } }).success).toBe(false);
    expect(createAccountRequestSchema.safeParse({ ...account, recoveryBox: undefined }).success).toBe(false);
    expect(keyringPutRequestSchema.safeParse({ generation: 1, envelopes: [envelope, { recipient: 'recovery', sealed: 'AgAA' }] }).success).toBe(true);
    expect(linkDeviceRequestSchema.safeParse({ device: registration, proof: { recoveryAuth: hash } }).success).toBe(true);
    expect(linkDeviceRequestSchema.safeParse({ device: registration, proof: { grant: hash } }).success).toBe(true);
    expect(pushChangesRequestSchema.safeParse({ changes: [await pushedChange('CCCCCCCCCCCCCCCCCCCCCA')] }).success).toBe(true);
    const pulled = { ...(await pushedChange('CCCCCCCCCCCCCCCCCCCCCA')), seq: 1, deviceId: device.deviceId, receivedAt: '2026-01-01T00:00:00.000Z' };
    expect(pullChangesAnswerSchema.safeParse({ changes: [pulled], head: 1 }).success).toBe(true);
  });

  it('refuse ids, keys and signatures of the wrong length or not canonical base64url', async () => {
    const change = await pushedChange('CCCCCCCCCCCCCCCCCCCCCA');
    const refused = (changes: unknown[]) => pushChangesRequestSchema.safeParse({ changes }).success;
    expect(refused([{ ...change, changeId: 'CCCCCCCCCCCCCCCCCCCCC' }])).toBe(false);
    // 22 characters carry 132 bits: a last symbol with its unused bits set is a second spelling of 16 bytes.
    expect(refused([{ ...change, changeId: 'CCCCCCCCCCCCCCCCCCCCCB' }])).toBe(false);
    expect(refused([{ ...change, signature: `${change.signature.slice(0, 85)}!` }])).toBe(false);
    expect(refused([{ ...change, payload: 'A'.repeat(87_383) }])).toBe(false);
    expect(refused([{ ...change, payload: 'not base64' }])).toBe(false);
    expect(refused([change, change])).toBe(false);
    expect(createAccountRequestSchema.safeParse({ accountId: ACCOUNT, recoveryAuthHash: hash, recoveryBox, device: { ...registration, signingKey: 'A'.repeat(86) }, keyring: { generation: 1, envelopes: [envelope] } }).success).toBe(false);
  });

  it('bound batches, grants, snapshot parts and envelopes', async () => {
    const change = await pushedChange('CCCCCCCCCCCCCCCCCCCCCA');
    const many = Array.from({ length: 501 }, (_, index) => ({ ...change, changeId: toBase64Url(Uint8Array.of(index >> 8, index & 0xff, ...new Uint8Array(14))) }));
    expect(pushChangesRequestSchema.safeParse({ changes: many.slice(0, 500) }).success).toBe(true);
    expect(pushChangesRequestSchema.safeParse({ changes: many }).success).toBe(false);
    expect(pushChangesRequestSchema.safeParse({ changes: [] }).success).toBe(false);
    expect(linkGrantRequestSchema.safeParse({ ...grant, expiresInSeconds: 600 }).success).toBe(true);
    expect(linkGrantRequestSchema.safeParse({ ...grant, expiresInSeconds: 601 }).success).toBe(false);
    expect(linkGrantRequestSchema.safeParse({ ...grant, locator: 'ABCDEFGHI0', expiresInSeconds: 60 }).success).toBe(false);
    expect(linkGrantRequestSchema.safeParse({ ...grant, sealed: 'A'.repeat(100_001), expiresInSeconds: 60 }).success).toBe(false);
    expect(snapshotPartRequestSchema.safeParse({ payload: 'A'.repeat(349_524) }).success).toBe(true);
    expect(snapshotPartRequestSchema.safeParse({ payload: 'A'.repeat(349_528) }).success).toBe(false);
    expect(keyringPutRequestSchema.safeParse({ generation: 1, envelopes: [envelope, envelope] }).success).toBe(false);
    expect(keyringPutRequestSchema.safeParse({ generation: 0, envelopes: [envelope] }).success).toBe(false);
    expect(keyringPutRequestSchema.safeParse({ generation: 1, envelopes: [{ recipient: 'someone', sealed: 'AQ' }] }).success).toBe(false);
  });
});
