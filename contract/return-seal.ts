/**
 * Sealing a client's return to a therapist's inbox, and opening it on the therapist's device: HPKE (RFC 9180) in base
 * mode with DHKEM(P-256, HKDF-SHA256), HKDF-SHA256 and AES-128-GCM, through @hpke/core over WebCrypto. P-256 rather
 * than X25519 because every browser we support does P-256 ECDH in WebCrypto, and a key generated there can be made
 * non-extractable (the private key can be used, never read out, even by our own code).
 *
 * Sealed format, version 1 (base64url without padding, what the inbox stores):
 *   byte 0        1 (the version)
 *   bytes 1..65   the encapsulated key (enc), an uncompressed P-256 point
 *   the rest      AES-128-GCM ciphertext and tag of raw-deflate(utf8(JSON(clientReturn)))
 * The inbox id is the additional authenticated data, so a return sealed for one inbox cannot be replayed into
 * another; the info string names the purpose and version. Opening refuses a wrong key, any changed byte, a truncated
 * message, a bad inflate and a return the contract's schema refuses, each with a named problem and never a throw.
 */
import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { deflateSync } from 'fflate';
import { clientReturnSchema, type ClientReturn } from './prescription-schemas.ts';
import { MAX_SEALED_RETURN_LENGTH } from './inbox-schemas.ts';
import { inflateJson } from './bounded-inflate.ts';
import { concatBytes, fromBase64Url, toBase64Url } from './share-bytes.ts';

const SEAL_VERSION = 1;
const ENC_BYTES = 65;
const INFO = new TextEncoder().encode('better-minds return to inbox v1');
/** Most uncompressed bytes a return may open to (as a share token's payload). */
const MAX_OPENED_BYTES = 256 * 1024;

let suite: CipherSuite | null = null;
function inboxSuite(): CipherSuite {
  suite ??= new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() });
  return suite;
}

/**
 * A new inbox key pair. The private key is made non-extractable: it stays usable for opening on this device, and can
 * be stored in IndexedDB (structured clone keeps CryptoKeys) but never exported.
 */
export async function generateInboxKeyPair(): Promise<CryptoKeyPair> {
  return globalThis.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
}

/**
 * A new inbox key pair whose private key can move to the therapist's other device (contract/inbox-key-transfer.ts):
 * generated extractable only for this call, its PKCS #8 bytes taken once as the transfer copy (which the caller keeps
 * only encrypted), and the pair handed back with a non-extractable private key for everyday opening.
 */
export async function generateMovableInboxKeyPair(): Promise<{ keyPair: CryptoKeyPair; pkcs8: Uint8Array }> {
  const movable = await globalThis.crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const pkcs8 = new Uint8Array(await globalThis.crypto.subtle.exportKey('pkcs8', movable.privateKey));
  const keyPair = await importInboxKeyPair(new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', movable.publicKey)), pkcs8);
  return { keyPair, pkcs8 };
}

/** A key pair from its raw public point and PKCS #8 private key; the private key comes back non-extractable. */
export async function importInboxKeyPair(publicRaw: Uint8Array, pkcs8: Uint8Array): Promise<CryptoKeyPair> {
  const algorithm = { name: 'ECDH', namedCurve: 'P-256' };
  const privateKey = await globalThis.crypto.subtle.importKey('pkcs8', pkcs8.slice(), algorithm, false, ['deriveBits']);
  const publicKey = await globalThis.crypto.subtle.importKey('raw', publicRaw.slice(), algorithm, true, []);
  return { privateKey, publicKey };
}

/** The public key as it travels in a prescription: the raw uncompressed point, base64url (87 characters). */
export async function exportInboxPublicKey(publicKey: CryptoKey): Promise<string> {
  return toBase64Url(new Uint8Array(await globalThis.crypto.subtle.exportKey('raw', publicKey)));
}

export class SealError extends Error {
  constructor(
    readonly reason: 'invalid-key' | 'invalid-return' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'SealError';
  }
}

function aadFor(inboxId: string): Uint8Array {
  return new TextEncoder().encode(`inbox:${inboxId}`);
}

/** Seals a return for the inbox. Throws SealError for a public key that is not one, or a return the contract refuses. */
export async function sealReturn(input: { publicKey: string; inboxId: string; clientReturn: ClientReturn }): Promise<string> {
  const parsed = clientReturnSchema.safeParse(input.clientReturn);
  if (!parsed.success) throw new SealError('invalid-return', `This return cannot be sent: ${parsed.error.message}`);
  const rawKey = fromBase64Url(input.publicKey);
  if (rawKey === null || rawKey.length !== ENC_BYTES) throw new SealError('invalid-key', 'The therapist\'s inbox key is damaged.');
  const hpke = inboxSuite();
  let recipientPublicKey: CryptoKey;
  try {
    recipientPublicKey = await hpke.kem.deserializePublicKey(rawKey.slice().buffer);
  } catch {
    throw new SealError('invalid-key', 'The therapist\'s inbox key is damaged.');
  }
  const plaintext = deflateSync(new TextEncoder().encode(JSON.stringify(parsed.data)), { level: 9 });
  const { ct, enc } = await hpke.seal({ recipientPublicKey, info: INFO }, plaintext, aadFor(input.inboxId));
  const sealed = toBase64Url(concatBytes(Uint8Array.of(SEAL_VERSION), new Uint8Array(enc), new Uint8Array(ct)));
  if (sealed.length > MAX_SEALED_RETURN_LENGTH) throw new SealError('too-large', 'This return is too large to send; choose less to send.');
  return sealed;
}

export const OPEN_PROBLEMS = ['damaged', 'unsupported-version', 'cannot-open', 'invalid'] as const;
export type OpenProblem = (typeof OPEN_PROBLEMS)[number];
export type OpenResult = { ok: true; clientReturn: ClientReturn } | { ok: false; problem: OpenProblem };

/**
 * Opens a sealed return with the inbox's key pair (the public half is needed by HPKE's key schedule; passing the pair
 * means the private key is never exported to derive it). Never throws.
 */
export async function openSealedReturn(input: { keyPair: CryptoKeyPair; inboxId: string; sealed: string }): Promise<OpenResult> {
  if (typeof input.sealed !== 'string' || input.sealed.length > MAX_SEALED_RETURN_LENGTH) return { ok: false, problem: 'damaged' };
  const framed = fromBase64Url(input.sealed);
  if (framed === null || framed.length < 1 + ENC_BYTES + 16) return { ok: false, problem: 'damaged' };
  if (framed[0] !== SEAL_VERSION) return { ok: false, problem: 'unsupported-version' };
  let plaintext: Uint8Array;
  try {
    const opened = await inboxSuite().open(
      { recipientKey: input.keyPair, enc: framed.slice(1, 1 + ENC_BYTES).buffer, info: INFO },
      framed.slice(1 + ENC_BYTES),
      aadFor(input.inboxId),
    );
    plaintext = new Uint8Array(opened);
  } catch {
    // A wrong key, a changed byte and a truncated message all fail the AEAD tag (or the KEM's point check).
    return { ok: false, problem: 'cannot-open' };
  }
  const opened = inflateJson(plaintext, MAX_OPENED_BYTES);
  if (!opened.ok) return { ok: false, problem: 'damaged' };
  const parsed = clientReturnSchema.safeParse(opened.value);
  return parsed.success ? { ok: true, clientReturn: parsed.data } : { ok: false, problem: 'invalid' };
}
