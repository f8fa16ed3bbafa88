/**
 * The recovery box (docs/e2ee-sync.md, section 2.3): a P-256 ECDH key pair the first device makes once per account.
 * Its public key is what the keyring's `recovery` envelope is sealed to (HPKE, as a device's), so any linked device can
 * seal a new generation for the recovery code on a rotation without ever holding the words. Its private key (PKCS #8)
 * is stored on the server only sealed under the recovery wrap key:
 *   sealedPrivateKey = b64u(iv (12) ‖ AES-256-GCM(wrap key, iv, pkcs8, aad = utf8("recovery box|" ‖ accountId)))
 * Restoring derives the wrap key from the words, opens the box, then opens the recovery envelope with the pair.
 */
import { concatBytes, fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { RAW_P256_PUBLIC_KEY_BYTES } from './keys.ts';
import { AES_GCM_IV_BYTES, AES_GCM_TAG_BYTES, aesGcmOpen, aesGcmSeal, platformRandomBytes, utf8, type RandomBytes } from './primitives.ts';

/** A P-256 PKCS #8 from WebCrypto or OpenSSL is 138 bytes (with its public key); room for encodings without it. */
export const MAX_RECOVERY_BOX_PKCS8_BYTES = 200;
export const MAX_SEALED_RECOVERY_BOX_BYTES = AES_GCM_IV_BYTES + MAX_RECOVERY_BOX_PKCS8_BYTES + AES_GCM_TAG_BYTES;

export interface RecoveryBox {
  /** The raw uncompressed P-256 point, b64u (87 characters). */
  publicKey: string;
  sealedPrivateKey: string;
}

export function recoveryBoxAad(accountId: string): Uint8Array {
  return utf8(`recovery box|${accountId}`);
}

/** Seals a PKCS #8 private key under the wrap key (split out so the test vectors fix the IV and the key). */
export async function sealRecoveryBoxKey(
  input: { accountId: string; wrapKey: CryptoKey; pkcs8: Uint8Array },
  random: RandomBytes = platformRandomBytes,
): Promise<string> {
  if (input.pkcs8.length > MAX_RECOVERY_BOX_PKCS8_BYTES) throw new RangeError('Not a P-256 private key');
  const iv = random(AES_GCM_IV_BYTES);
  return toBase64Url(concatBytes(iv, await aesGcmSeal(input.wrapKey, iv, input.pkcs8, recoveryBoxAad(input.accountId))));
}

/**
 * A new recovery box for an account. The private key is extractable only here, for the one export that seals it; the
 * creating device keeps the public key alone.
 */
export async function createRecoveryBox(input: { accountId: string; wrapKey: CryptoKey }, random: RandomBytes = platformRandomBytes): Promise<RecoveryBox> {
  const pair = await globalThis.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const pkcs8 = new Uint8Array(await globalThis.crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const publicKey = toBase64Url(new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', pair.publicKey)));
  const sealedPrivateKey = await sealRecoveryBoxKey({ accountId: input.accountId, wrapKey: input.wrapKey, pkcs8 }, random);
  pkcs8.fill(0);
  return { publicKey, sealedPrivateKey };
}

/**
 * The box's key pair (private key non-extractable), or null when the wrap key does not open it (other words, another
 * account, a changed byte) or what it holds is not a P-256 key. Never throws. A private key that is not the public
 * key's half opens no envelope (HPKE binds the recipient's public key), so that needs no separate check.
 */
export async function openRecoveryBox(input: { accountId: string; wrapKey: CryptoKey; recoveryBox: RecoveryBox }): Promise<CryptoKeyPair | null> {
  const sealed = typeof input.recoveryBox?.sealedPrivateKey === 'string' ? fromBase64Url(input.recoveryBox.sealedPrivateKey) : null;
  const raw = typeof input.recoveryBox?.publicKey === 'string' ? fromBase64Url(input.recoveryBox.publicKey) : null;
  if (sealed === null || raw === null || raw.length !== RAW_P256_PUBLIC_KEY_BYTES || sealed.length > MAX_SEALED_RECOVERY_BOX_BYTES) return null;
  const pkcs8 = await aesGcmOpen(input.wrapKey, sealed.slice(0, AES_GCM_IV_BYTES), sealed.slice(AES_GCM_IV_BYTES), recoveryBoxAad(input.accountId));
  if (pkcs8 === null) return null;
  try {
    const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
    const privateKey = await globalThis.crypto.subtle.importKey('pkcs8', new Uint8Array(pkcs8), algorithm, false, ['deriveBits']);
    const publicKey = await globalThis.crypto.subtle.importKey('raw', new Uint8Array(raw), algorithm, true, []);
    return { privateKey, publicKey };
  } catch {
    // Sealed by the right words but not a P-256 key: only a faulty creator writes that.
    return null;
  } finally {
    pkcs8.fill(0);
  }
}
