/**
 * A passkey that unlocks the account (docs/e2ee-sync.md 2.3 and 2.6). The passkey's PRF output for the protocol's one
 * PRF input gives two keys by HKDF: the wrap key of the keyring's 0x03 envelope (keyring.ts seals and opens it) and
 * the passkey auth, whose SHA-256 the server keeps beside the envelope so a new device that holds the passkey can
 * link itself as one that holds the recovery words does. The server never sees the PRF output or either key.
 */
import { z } from '../zod.ts';
import { fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { MAX_SEALED_ENVELOPE_LENGTH, passkeyRecipient } from './keyring.ts';
import { hkdfBytes, importHkdfBase, sha256 } from './primitives.ts';

/** What WebAuthn's PRF extension (CTAP2 hmac-secret) gives: 32 bytes. */
export const PASSKEY_PRF_OUTPUT_BYTES = 32;
/** WebAuthn credential ids are at most 1,023 bytes. */
export const MAX_CREDENTIAL_ID_BYTES = 1023;
export const PASSKEY_AUTH_INFO = 'passkey auth';
/** The credential's user handle is the account id's 16 bytes: a discoverable credential names its account. */
export const PASSKEY_USER_HANDLE_BYTES = 16;

export function isPasskeyPrfOutput(bytes: Uint8Array): boolean {
  return bytes.length === PASSKEY_PRF_OUTPUT_BYTES;
}

/** HKDF(prf, "passkey auth", 32): proves the passkey to link a device; the server keeps only its SHA-256. */
export async function derivePasskeyAuth(prfOutput: Uint8Array): Promise<Uint8Array> {
  if (!isPasskeyPrfOutput(prfOutput)) throw new RangeError('A PRF output is 32 bytes');
  return hkdfBytes(await importHkdfBase(prfOutput), PASSKEY_AUTH_INFO, 32);
}

export async function passkeyAuthHash(passkeyAuth: Uint8Array): Promise<string> {
  return toBase64Url(await sha256(passkeyAuth));
}

/** The account id a credential's user handle carries, or null when the handle is not one of ours. */
export function accountIdFromUserHandle(userHandle: Uint8Array | null): string | null {
  return userHandle?.length === PASSKEY_USER_HANDLE_BYTES ? toBase64Url(userHandle) : null;
}

/** The user handle a passkey is made with: the account id's bytes (opaque; nothing about the person). */
export function userHandleOfAccount(accountId: string): Uint8Array {
  const bytes = fromBase64Url(accountId);
  if (bytes?.length !== PASSKEY_USER_HANDLE_BYTES) throw new RangeError('An account id is 16 bytes');
  return bytes;
}

const b64u = (maxBytes: number) =>
  z
    .string()
    .min(2)
    .max(Math.ceil((maxBytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/)
    .refine((text) => fromBase64Url(text) !== null, 'must be canonical base64url');
const hash32 = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 bytes, base64url');

export const credentialIdSchema = b64u(MAX_CREDENTIAL_ID_BYTES);

/**
 * POST /accounts/:a/passkeys, by a linked device: the passkey's envelope of the current generation and the hash of its
 * auth. `sealed` must be a 0x03 envelope (checked by its first byte; the server cannot open it).
 */
export const passkeyPutRequestSchema = z
  .strictObject({
    credentialId: credentialIdSchema,
    generation: z.int().min(1).max(2 ** 32 - 1),
    sealed: z.string().min(2).max(MAX_SEALED_ENVELOPE_LENGTH).regex(/^[A-Za-z0-9_-]+$/),
    authHash: hash32,
  })
  .refine((body) => fromBase64Url(body.sealed)?.[0] === 0x03, { message: 'sealed must be a passkey envelope (0x03)', path: ['sealed'] });

export const passkeyPutAnswerSchema = z.strictObject({ recipient: z.string(), generation: z.int().min(1) });

/** The link proof a passkey gives (POST /accounts/:a/devices): the credential and the passkey auth. */
export const passkeyProofSchema = z.strictObject({ passkey: z.strictObject({ credentialId: credentialIdSchema, auth: hash32 }) });

export type PasskeyPutRequest = z.infer<typeof passkeyPutRequestSchema>;

export function passkeyRecipientOf(credentialIdB64u: string): string {
  const bytes = fromBase64Url(credentialIdB64u);
  if (bytes === null) throw new RangeError('A credential id is base64url');
  return passkeyRecipient(bytes);
}
