/**
 * The keyring (every generation of the account key) and its envelopes (docs/e2ee-sync.md, section 2.3). The plaintext
 * is utf8(JSON({ v: 1, keys: [{ g, k }] })); each envelope seals it to one recipient with the aad
 * utf8("keyring|" ‖ accountId ‖ "|" ‖ g ‖ "|" ‖ recipient) (g in decimal), and its first byte names the sealing:
 *   0x01 ‖ enc (65) ‖ ct   HPKE to a device's box key (info "better-minds keyring v1"), as returns are sealed
 *   0x02 ‖ enc (65) ‖ ct   HPKE to the recovery box's public key (recovery-box.ts), so any linked device can seal a
 *                          rotation for the recovery code while only the words open the box's private key
 *   0x03 ‖ iv (12) ‖ ct    AES-256-GCM under HKDF(prf, "passkey wrap", 32)
 * Opening never throws, and refuses a keyring whose generations are not exactly 1..g.
 */
import { Aes128Gcm, CipherSuite, DhkemP256HkdfSha256, HkdfSha256 } from '@hpke/core';
import { z } from '../zod.ts';
import { concatBytes, fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { ACCOUNT_KEY_BYTES, RAW_P256_PUBLIC_KEY_BYTES, isGeneration } from './keys.ts';
import {
  AES_GCM_IV_BYTES,
  AES_GCM_TAG_BYTES,
  aesGcmOpen,
  aesGcmSeal,
  fromUtf8,
  hkdfAesKey,
  importHkdfBase,
  platformRandomBytes,
  sha256,
  utf8,
  type RandomBytes,
} from './primitives.ts';

export const ENVELOPE_TAG = { device: 0x01, recovery: 0x02, passkey: 0x03 } as const;
/** Each unlinking makes a generation; a thousand is far past any real account and keeps an envelope under 100 KB. */
export const MAX_KEYRING_GENERATIONS = 1000;
/** b64u characters of the largest envelope a thousand generations make. */
export const MAX_SEALED_ENVELOPE_LENGTH = 100_000;
const HPKE_INFO = utf8('better-minds keyring v1');
const PASSKEY_PRF_LABEL = 'better-minds passkey prf v1';
export const PASSKEY_WRAP_INFO = 'passkey wrap';
const PASSKEY_PRF_BYTES = 32;
const B64U_32_BYTES = /^[A-Za-z0-9_-]{43}$/;

export interface KeyringEntry {
  generation: number;
  key: Uint8Array;
}

export interface Envelope {
  recipient: string;
  /** b64u of the tag byte and what follows it. */
  sealed: string;
}

export type EnvelopeOpener =
  | { kind: 'device'; deviceId: string; boxKeyPair: CryptoKeyPair }
  /** The recovery box's key pair, opened with the words (recovery-box.ts). */
  | { kind: 'recovery'; boxKeyPair: CryptoKeyPair }
  | { kind: 'passkey'; credentialId: Uint8Array; prfOutput: Uint8Array };

export type KeyringProblem = 'damaged' | 'wrong-recipient' | 'cannot-open' | 'invalid-keyring' | 'generation-gap' | 'generation-mismatch';
export type OpenKeyringResult = { ok: true; keys: KeyringEntry[] } | { ok: false; problem: KeyringProblem };

const keyringSchema = z.strictObject({
  v: z.literal(1),
  keys: z.array(z.strictObject({ g: z.int().min(1), k: z.string().regex(B64U_32_BYTES) })).min(1).max(MAX_KEYRING_GENERATIONS),
});

let suite: CipherSuite | null = null;
function keyringSuite(): CipherSuite {
  suite ??= new CipherSuite({ kem: new DhkemP256HkdfSha256(), kdf: new HkdfSha256(), aead: new Aes128Gcm() });
  return suite;
}

export function deviceRecipient(deviceId: string): string {
  return `device:${deviceId}`;
}

export function passkeyRecipient(credentialId: Uint8Array): string {
  return `passkey:${toBase64Url(credentialId)}`;
}

function recipientOf(opener: EnvelopeOpener): string {
  if (opener.kind === 'device') return deviceRecipient(opener.deviceId);
  if (opener.kind === 'passkey') return passkeyRecipient(opener.credentialId);
  return 'recovery';
}

export function keyringAad(accountId: string, generation: number, recipient: string): Uint8Array {
  return utf8(`keyring|${accountId}|${generation}|${recipient}`);
}

/** Refuses anything but generations 1..g in order, each a 32-byte key: the one shape an envelope may carry. */
function checkedEntries(entries: readonly KeyringEntry[]): KeyringEntry[] {
  if (entries.length === 0 || entries.length > MAX_KEYRING_GENERATIONS) throw new RangeError('A keyring holds 1 to 1000 generations');
  entries.forEach((entry, index) => {
    if (entry.generation !== index + 1) throw new RangeError('A keyring holds generations 1..g without a gap');
    if (entry.key.length !== ACCOUNT_KEY_BYTES) throw new RangeError('An account key is 32 bytes');
  });
  return [...entries];
}

export function keyringPlaintext(entries: readonly KeyringEntry[]): Uint8Array {
  const keys = checkedEntries(entries).map((entry) => ({ g: entry.generation, k: toBase64Url(entry.key) }));
  return utf8(JSON.stringify({ v: 1, keys }));
}

/** The PRF input a passkey is asked to evaluate: SHA-256(utf8("better-minds passkey prf v1")). */
export async function passkeyPrfInput(): Promise<Uint8Array> {
  return sha256(utf8(PASSKEY_PRF_LABEL));
}

async function passkeyWrapKey(prfOutput: Uint8Array): Promise<CryptoKey> {
  return hkdfAesKey(await importHkdfBase(prfOutput), PASSKEY_WRAP_INFO);
}

interface SealInput {
  accountId: string;
  keys: readonly KeyringEntry[];
}

function currentGeneration(keys: readonly KeyringEntry[]): number {
  return checkedEntries(keys).length;
}

/** HPKE to a P-256 box public key (a device's or the recovery box's): tag ‖ enc (65) ‖ ct. */
async function sealWithHpke(input: SealInput, recipient: string, tag: number, boxPublicKey: string): Promise<Envelope> {
  const generation = currentGeneration(input.keys);
  const raw = fromBase64Url(boxPublicKey);
  if (raw === null || raw.length !== RAW_P256_PUBLIC_KEY_BYTES) throw new RangeError("The recipient's box key is damaged");
  const hpke = keyringSuite();
  const recipientPublicKey = await hpke.kem.deserializePublicKey(raw.slice().buffer);
  const { ct, enc } = await hpke.seal({ recipientPublicKey, info: HPKE_INFO }, keyringPlaintext(input.keys), keyringAad(input.accountId, generation, recipient));
  return { recipient, sealed: toBase64Url(concatBytes(Uint8Array.of(tag), new Uint8Array(enc), new Uint8Array(ct))) };
}

export async function sealKeyringForDevice(input: SealInput & { deviceId: string; boxPublicKey: string }): Promise<Envelope> {
  return sealWithHpke(input, deviceRecipient(input.deviceId), ENVELOPE_TAG.device, input.boxPublicKey);
}

/** Sealed to the recovery box's public key: what a device that never held the words does on a rotation. */
export async function sealKeyringForRecovery(input: SealInput & { recoveryPublicKey: string }): Promise<Envelope> {
  return sealWithHpke(input, 'recovery', ENVELOPE_TAG.recovery, input.recoveryPublicKey);
}

async function sealWithAes(input: SealInput, recipient: string, tag: number, key: CryptoKey, random: RandomBytes): Promise<Envelope> {
  const generation = currentGeneration(input.keys);
  const iv = random(AES_GCM_IV_BYTES);
  const ct = await aesGcmSeal(key, iv, keyringPlaintext(input.keys), keyringAad(input.accountId, generation, recipient));
  return { recipient, sealed: toBase64Url(concatBytes(Uint8Array.of(tag), iv, ct)) };
}

export async function sealKeyringForPasskey(
  input: SealInput & { credentialId: Uint8Array; prfOutput: Uint8Array },
  random: RandomBytes = platformRandomBytes,
): Promise<Envelope> {
  if (input.prfOutput.length !== PASSKEY_PRF_BYTES) throw new RangeError('A PRF output is 32 bytes');
  const key = await passkeyWrapKey(input.prfOutput);
  return sealWithAes(input, passkeyRecipient(input.credentialId), ENVELOPE_TAG.passkey, key, random);
}

async function openSealed(opener: EnvelopeOpener, sealed: Uint8Array, aad: Uint8Array): Promise<Uint8Array | null> {
  const body = sealed.subarray(1);
  if (opener.kind === 'device' || opener.kind === 'recovery') {
    if (body.length < RAW_P256_PUBLIC_KEY_BYTES + AES_GCM_TAG_BYTES) return null;
    try {
      const enc = body.slice(0, RAW_P256_PUBLIC_KEY_BYTES).buffer;
      const opened = await keyringSuite().open({ recipientKey: opener.boxKeyPair, enc, info: HPKE_INFO }, body.slice(RAW_P256_PUBLIC_KEY_BYTES), aad);
      return new Uint8Array(opened);
    } catch {
      // A wrong key pair, a changed byte or a point off the curve: HPKE's tag or its KEM's point check fails.
      return null;
    }
  }
  // A PRF output is 32 bytes; anything else (a truncated or hostile answer) opens nothing rather than deriving a key.
  if (opener.prfOutput.length !== PASSKEY_PRF_BYTES) return null;
  const key = await passkeyWrapKey(opener.prfOutput);
  return aesGcmOpen(key, body.slice(0, AES_GCM_IV_BYTES), body.slice(AES_GCM_IV_BYTES), aad);
}

function parseKeyring(plaintext: Uint8Array): KeyringEntry[] | 'invalid-keyring' | 'generation-gap' {
  const text = fromUtf8(plaintext);
  if (text === null) return 'invalid-keyring';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'invalid-keyring';
  }
  const parsed = keyringSchema.safeParse(value);
  if (!parsed.success) return 'invalid-keyring';
  const entries: KeyringEntry[] = [];
  for (const [index, entry] of parsed.data.keys.entries()) {
    const key = fromBase64Url(entry.k);
    if (key === null || key.length !== ACCOUNT_KEY_BYTES) return 'invalid-keyring';
    if (entry.g !== index + 1) return 'generation-gap';
    entries.push({ generation: entry.g, key });
  }
  return entries;
}

/**
 * Opens an envelope addressed to the opener, for the account's current generation `generation` (the keyring answer's).
 * Never throws: a damaged envelope, one for another recipient, a failed tag, a keyring with a gap or whose last
 * generation is not `generation` each come back as a named problem.
 */
export async function openKeyringEnvelope(input: {
  accountId: string;
  generation: number;
  envelope: Envelope;
  opener: EnvelopeOpener;
}): Promise<OpenKeyringResult> {
  const { envelope, opener } = input;
  if (typeof envelope?.sealed !== 'string' || envelope.sealed.length > MAX_SEALED_ENVELOPE_LENGTH) return { ok: false, problem: 'damaged' };
  if (!isGeneration(input.generation)) return { ok: false, problem: 'generation-mismatch' };
  if (envelope.recipient !== recipientOf(opener)) return { ok: false, problem: 'wrong-recipient' };
  const sealed = fromBase64Url(envelope.sealed);
  if (sealed === null || sealed.length < 1 + AES_GCM_IV_BYTES + AES_GCM_TAG_BYTES) return { ok: false, problem: 'damaged' };
  if (sealed[0] !== ENVELOPE_TAG[opener.kind]) return { ok: false, problem: 'wrong-recipient' };
  const plaintext = await openSealed(opener, sealed, keyringAad(input.accountId, input.generation, envelope.recipient));
  if (plaintext === null) return { ok: false, problem: 'cannot-open' };
  const keys = parseKeyring(plaintext);
  if (typeof keys === 'string') return { ok: false, problem: keys };
  // The aad already binds g, so a mismatch here means the sealer itself wrote a keyring that is not 1..g.
  if (keys.length !== input.generation) return { ok: false, problem: 'generation-mismatch' };
  return { ok: true, keys };
}
