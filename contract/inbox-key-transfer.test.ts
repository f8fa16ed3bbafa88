/**
 * The sealed key bundle (contract/inbox-key-transfer.ts): opens to exactly what was sealed with the code's key; a
 * wrong key, any changed byte and a truncated payload are refused by name, never thrown; the server's shape check
 * knows a bundle from a share; a key pair moved by PKCS #8 opens returns sealed to the original, and stays
 * non-extractable where it lands.
 */
import { describe, expect, it } from 'vitest';
import { isSealedKeyBundlePayload, openKeyBundle, sealKeyBundle, sealedKeyBundleLength, type KeyBundle } from './inbox-key-transfer.ts';
import { exportInboxPublicKey, generateMovableInboxKeyPair, importInboxKeyPair, openSealedReturn, sealReturn } from './return-seal.ts';
import { isSealedSharePayload, newSealedCodeKey } from './sealed-share-code.ts';
import { fromBase64Url, toBase64Url } from './share-bytes.ts';

const INBOX = 'AAAAAAAAAAAAAAAAAAAAAA';
const TOKEN = `${'A'.repeat(42)}A`;

async function bundle(): Promise<{ bundle: KeyBundle; pkcs8: Uint8Array; publicKey: string }> {
  const { keyPair, pkcs8 } = await generateMovableInboxKeyPair();
  const publicKey = await exportInboxPublicKey(keyPair.publicKey);
  return {
    pkcs8,
    publicKey,
    bundle: {
      version: 1,
      therapistId: 'therapist-1',
      madeAt: '2026-11-27T09:00:00.000Z',
      part: 1,
      parts: 1,
      inboxes: [{ inboxId: INBOX, prescriptionId: 'rx-1', sendToken: TOKEN, fetchToken: TOKEN, publicKey, privateKey: toBase64Url(pkcs8), createdAt: '2026-11-27T08:00:00.000Z', registeredAt: null }],
      clients: [],
      prescriptions: [],
    },
  };
}

describe('the sealed bundle of inbox keys', () => {
  it('opens with the code\'s key to exactly what was sealed, at the length predicted', async () => {
    const { bundle: sealedBundle } = await bundle();
    const key = newSealedCodeKey();
    const payload = await sealKeyBundle(sealedBundle, key);
    expect(payload.length).toBe(sealedKeyBundleLength(sealedBundle));
    expect(isSealedKeyBundlePayload(payload)).toBe(true);
    expect(isSealedSharePayload(payload)).toBe(false);
    expect(payload).not.toContain(sealedBundle.inboxes[0]!.privateKey.slice(0, 30));
    expect(await openKeyBundle(payload, key)).toEqual({ ok: true, bundle: sealedBundle });
  });

  it('refuses a wrong key, every changed byte tried and a truncated payload', async () => {
    const { bundle: sealedBundle } = await bundle();
    const key = newSealedCodeKey();
    const payload = await sealKeyBundle(sealedBundle, key);
    expect(await openKeyBundle(payload, newSealedCodeKey())).toEqual({ ok: false, problem: 'cannot-open' });
    const bytes = fromBase64Url(payload.slice(3))!;
    for (const at of [0, 16, 28, bytes.length - 1, Math.floor(bytes.length / 2)]) {
      const changed = bytes.slice();
      changed[at]! ^= 1;
      expect(await openKeyBundle(`K1.${toBase64Url(changed)}`, key)).toEqual({ ok: false, problem: 'cannot-open' });
    }
    expect(await openKeyBundle(`K1.${toBase64Url(bytes.slice(0, bytes.length - 5))}`, key)).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await openKeyBundle('K1.AAAA', key)).toEqual({ ok: false, problem: 'damaged' });
    expect(await openKeyBundle('S1.' + payload.slice(3), key)).toEqual({ ok: false, problem: 'damaged' });
  });

  it('a key pair moved by its PKCS #8 opens returns sealed to the original, and cannot be exported where it lands', async () => {
    const { pkcs8, publicKey } = await bundle();
    const clientReturn = { id: 'ret-1', prescriptionId: 'rx-1', createdAt: '2026-11-27T09:00:00.000Z', items: [{ itemId: 'item-1', entries: [{ at: '2026-11-27T08:00:00.000Z', title: 'Mood check-in', body: 'moved' }] }] };
    const sealed = await sealReturn({ publicKey, inboxId: INBOX, clientReturn });
    const moved = await importInboxKeyPair(fromBase64Url(publicKey)!, pkcs8);
    expect(moved.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', moved.privateKey)).rejects.toThrow();
    expect(await openSealedReturn({ keyPair: moved, inboxId: INBOX, sealed })).toEqual({ ok: true, clientReturn });
  });
});
