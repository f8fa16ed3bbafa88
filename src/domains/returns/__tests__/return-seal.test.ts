import { describe, expect, it } from 'vitest';
import { clientReturn } from '../../prescriptions/__tests__/share-fixtures.ts';
import { exportInboxPublicKey, generateInboxKeyPair, openSealedReturn, sealReturn, SealError } from '../../../../contract/return-seal.ts';
import { sealedReturnSchema } from '../../../../contract/inbox-schemas.ts';
import { fromBase64Url, toBase64Url } from '../../../../contract/share-bytes.ts';

const INBOX = 'AAAAAAAAAAAAAAAAAAAAAA';
const OTHER_INBOX = 'BBBBBBBBBBBBBBBBBBBBBA';

async function inbox() {
  const keyPair = await generateInboxKeyPair();
  return { keyPair, publicKey: await exportInboxPublicKey(keyPair.publicKey) };
}

describe('sealing a return to an inbox (HPKE P-256 / HKDF-SHA256 / AES-128-GCM)', () => {
  it('opens with the inbox key pair to exactly the return that was sealed, and the server-side shape check accepts it', async () => {
    const { keyPair, publicKey } = await inbox();
    const sealed = await sealReturn({ publicKey, inboxId: INBOX, clientReturn });
    expect(sealedReturnSchema.safeParse(sealed).success).toBe(true);
    expect(await openSealedReturn({ keyPair, inboxId: INBOX, sealed })).toEqual({ ok: true, clientReturn });
    // Sealing twice gives different ciphertexts (a fresh ephemeral key each time).
    expect(await sealReturn({ publicKey, inboxId: INBOX, clientReturn })).not.toBe(sealed);
  });

  it('keeps the private key non-extractable: it opens, but cannot be exported', async () => {
    const { keyPair } = await inbox();
    expect(keyPair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', keyPair.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('jwk', keyPair.privateKey)).rejects.toThrow();
  });

  it('holds none of the return\'s words in the sealed text', async () => {
    const { publicKey } = await inbox();
    const sealed = await sealReturn({ publicKey, inboxId: INBOX, clientReturn });
    const bytes = new TextDecoder('latin1').decode(fromBase64Url(sealed) ?? new Uint8Array());
    for (const word of ['meeting', 'Thought', 'kinder', 'Mood', clientReturn.id, 'item-2']) {
      expect(sealed).not.toContain(word);
      expect(bytes).not.toContain(word);
    }
  });

  it('refuses a wrong key', async () => {
    const { publicKey } = await inbox();
    const stranger = await inbox();
    const sealed = await sealReturn({ publicKey, inboxId: INBOX, clientReturn });
    expect(await openSealedReturn({ keyPair: stranger.keyPair, inboxId: INBOX, sealed })).toEqual({ ok: false, problem: 'cannot-open' });
  });

  it('refuses a return sealed for another inbox (the inbox id is authenticated)', async () => {
    const { keyPair, publicKey } = await inbox();
    const sealed = await sealReturn({ publicKey, inboxId: INBOX, clientReturn });
    expect(await openSealedReturn({ keyPair, inboxId: OTHER_INBOX, sealed })).toEqual({ ok: false, problem: 'cannot-open' });
  });

  it('refuses every changed byte: the version, the encapsulated key, the ciphertext and the tag', async () => {
    const { keyPair, publicKey } = await inbox();
    const sealed = await sealReturn({ publicKey, inboxId: INBOX, clientReturn });
    const bytes = fromBase64Url(sealed) ?? new Uint8Array();
    for (let position = 0; position < bytes.length; position++) {
      const changed = bytes.slice();
      changed[position] = (changed[position] ?? 0) ^ (1 << (position % 8));
      const result = await openSealedReturn({ keyPair, inboxId: INBOX, sealed: toBase64Url(changed) });
      expect(result.ok, `byte ${position} of ${bytes.length}`).toBe(false);
    }
  });

  it('refuses a truncated message at every length', async () => {
    const { keyPair, publicKey } = await inbox();
    const sealed = await sealReturn({ publicKey, inboxId: INBOX, clientReturn });
    const bytes = fromBase64Url(sealed) ?? new Uint8Array();
    for (let length = 0; length < bytes.length; length++) {
      const result = await openSealedReturn({ keyPair, inboxId: INBOX, sealed: toBase64Url(bytes.slice(0, length)) });
      expect(result.ok, `first ${length} of ${bytes.length} bytes`).toBe(false);
    }
    expect((await openSealedReturn({ keyPair, inboxId: INBOX, sealed: `${sealed}AA` })).ok).toBe(false);
  });

  it('refuses what is not a sealed return at all, without throwing', async () => {
    const { keyPair } = await inbox();
    for (const sealed of ['', 'not base64!', 'A', 'x'.repeat(300_000), 'AQID']) {
      expect((await openSealedReturn({ keyPair, inboxId: INBOX, sealed })).ok).toBe(false);
    }
  });

  it('refuses to seal to a damaged public key or a return the contract refuses', async () => {
    const { publicKey } = await inbox();
    await expect(sealReturn({ publicKey: publicKey.slice(0, 40), inboxId: INBOX, clientReturn })).rejects.toBeInstanceOf(SealError);
    await expect(sealReturn({ publicKey: `B${'A'.repeat(86)}`, inboxId: INBOX, clientReturn })).rejects.toBeInstanceOf(SealError);
    await expect(sealReturn({ publicKey, inboxId: INBOX, clientReturn: { ...clientReturn, id: '' } })).rejects.toBeInstanceOf(SealError);
  });
});
