/**
 * Moving a therapist's inbox keys to their second device (issue 28, part 4), sealed end to end. The first device puts
 * every inbox it holds (id, tokens, public key, private key) with the prescriptions and client aliases they answer in
 * a bundle, seals it here with a key that travels only inside the code it shows, and parks the ciphertext on the
 * short-code service; the second device fetches it by the code's locator and opens it. The service stores ciphertext
 * it cannot open, for 10 minutes, and deletes it the first time it is fetched (functions/_lib/share-codes).
 *
 * The code is a sealed short code's shape (contract/sealed-share-code.ts: 24 symbols in groups of four, the first 8
 * the service's locator, 14 key symbols = 70 bits, a check symbol), so typing it is forgiving in the same ways. The
 * payload stored is `K1.` + base64url(salt 16 bytes, IV 12 bytes, AES-128-GCM of raw-deflate(utf8(JSON(bundle)))),
 * the AES key derived with HKDF-SHA256 from the key symbols, the salt and an info string of its own (so a key-transfer
 * code can never be opened as a share, nor a share as keys). Why 70 bits is enough here too: the row lives at most 10
 * minutes and is gone once opened; whoever copied it meanwhile would need about 2^69 HKDF and AES-GCM tries on average,
 * which is decades at a trillion a second. Opening never throws: a wrong key, a changed byte, a truncated payload and
 * a bundle the schema refuses are named problems.
 */
import { deflateSync } from 'fflate';
import { z } from './zod.ts';
import { inboxIdSchema, inboxPublicKeySchema, inboxTokenSchema } from './inbox-schemas.ts';
import { prescriptionSchema } from './prescription-schemas.ts';
import { inflateJson } from './bounded-inflate.ts';
import { concatBytes, deriveCodeKey, fromBase64Url, toBase64Url } from './share-bytes.ts';

export const KEY_BUNDLE_PREFIX = 'K1.';
/** How long the service keeps a parked key bundle (it is deleted sooner, the first time it is fetched). */
export const KEY_TRANSFER_LIFETIME_MS = 10 * 60 * 1000;
/** The longest payload one code carries: a short code's payload cap (share-code-schemas.ts). */
export const MAX_KEY_BUNDLE_PAYLOAD_LENGTH = 16_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = new TextEncoder().encode('better-minds inbox keys v1');
const MAX_OPENED_BYTES = 1024 * 1024;

const isoTime = z.iso.datetime({ offset: true });
const recordId = z.string().min(1).max(64);

export const movedInboxSchema = z.strictObject({
  inboxId: inboxIdSchema,
  prescriptionId: recordId,
  sendToken: inboxTokenSchema,
  fetchToken: inboxTokenSchema,
  publicKey: inboxPublicKeySchema,
  /** The private key, PKCS #8, base64url: the only private material, and only ever inside the sealed bundle. */
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{100,400}$/),
  createdAt: isoTime,
  registeredAt: isoTime.nullable(),
});
export type MovedInbox = z.infer<typeof movedInboxSchema>;

/** The client a moved inbox's prescription was made for: only the alias the therapist chose, never notes. */
export const movedClientSchema = z.strictObject({
  id: recordId,
  alias: z.string().min(1).max(200),
  createdAt: isoTime,
  updatedAt: isoTime,
  archivedAt: isoTime.nullable(),
});

export const movedPrescriptionSchema = z.strictObject({
  id: recordId,
  clientId: recordId,
  prescription: prescriptionSchema,
  status: z.enum(['active', 'ended']),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const keyBundleSchema = z.strictObject({
  version: z.literal(1),
  therapistId: z.string().min(1).max(200),
  madeAt: isoTime,
  /** This code's place among the codes needed to move every inbox (1 of 1 unless there are very many). */
  part: z.int().min(1),
  parts: z.int().min(1),
  inboxes: z.array(movedInboxSchema).min(1).max(500),
  clients: z.array(movedClientSchema).max(500),
  prescriptions: z.array(movedPrescriptionSchema).max(500),
});
export type KeyBundle = z.infer<typeof keyBundleSchema>;

function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/** The length `sealKeyBundle` will give for this bundle (deflate is deterministic): to fill a code without sealing. */
export function sealedKeyBundleLength(bundle: KeyBundle): number {
  const deflated = deflateSync(new TextEncoder().encode(JSON.stringify(bundle)), { level: 9 }).length;
  return KEY_BUNDLE_PREFIX.length + Math.ceil(((SALT_BYTES + IV_BYTES + deflated + TAG_BYTES) * 4) / 3);
}

/** Seals the bundle under the code's 14 key symbols: the payload the service stores. */
export async function sealKeyBundle(bundle: KeyBundle, key: string, random: (count: number) => Uint8Array = randomBytes): Promise<string> {
  const parsed = keyBundleSchema.parse(bundle);
  const plain = deflateSync(new TextEncoder().encode(JSON.stringify(parsed)), { level: 9 });
  const salt = random(SALT_BYTES);
  const iv = random(IV_BYTES);
  const ciphertext = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: iv.slice() }, await deriveCodeKey(key, salt, INFO, 'encrypt'), plain.slice()),
  );
  const payload = KEY_BUNDLE_PREFIX + toBase64Url(concatBytes(salt, iv, ciphertext));
  if (payload.length > MAX_KEY_BUNDLE_PAYLOAD_LENGTH) throw new RangeError('This key bundle is too large for one code');
  return payload;
}

/** The shape the service can check of a sealed key bundle (it has no key): prefix, strict base64url, room for a tag. */
export function isSealedKeyBundlePayload(payload: string): boolean {
  if (typeof payload !== 'string' || !payload.startsWith(KEY_BUNDLE_PREFIX) || payload.length > MAX_KEY_BUNDLE_PAYLOAD_LENGTH) return false;
  const bytes = fromBase64Url(payload.slice(KEY_BUNDLE_PREFIX.length));
  return bytes !== null && bytes.length > SALT_BYTES + IV_BYTES + TAG_BYTES;
}

export type OpenKeyBundleResult = { ok: true; bundle: KeyBundle } | { ok: false; problem: 'cannot-open' | 'damaged' | 'invalid' };

/** Opens a sealed key bundle with the code's key symbols. Never throws. */
export async function openKeyBundle(payload: string, key: string): Promise<OpenKeyBundleResult> {
  if (!isSealedKeyBundlePayload(payload)) return { ok: false, problem: 'damaged' };
  const bytes = fromBase64Url(payload.slice(KEY_BUNDLE_PREFIX.length)) ?? new Uint8Array();
  let plain: Uint8Array;
  try {
    plain = new Uint8Array(
      await globalThis.crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(SALT_BYTES, SALT_BYTES + IV_BYTES) },
        await deriveCodeKey(key, bytes.slice(0, SALT_BYTES), INFO, 'decrypt'),
        bytes.slice(SALT_BYTES + IV_BYTES),
      ),
    );
  } catch {
    // A wrong key, a changed byte and a truncated payload all fail the AES-GCM tag.
    return { ok: false, problem: 'cannot-open' };
  }
  const opened = inflateJson(plain, MAX_OPENED_BYTES);
  if (!opened.ok) return { ok: false, problem: 'damaged' };
  const parsed = keyBundleSchema.safeParse(opened.value);
  return parsed.success ? { ok: true, bundle: parsed.data } : { ok: false, problem: 'invalid' };
}
