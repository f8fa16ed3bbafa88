/**
 * The returns inbox (functions/inbox.ts; issue 28): a therapist's device makes one inbox per prescription, a client's
 * device sends a return sealed to the inbox's public key (contract/return-seal.ts), and the therapist's device fetches,
 * opens and acknowledges it. The server sees only an opaque sealed string, its size and its times. Bodies are strict
 * (an unknown key is a 400); answers travel in the functions' envelope (contract/envelope.ts).
 *
 * Who may do what, without accounts:
 *   - PUT /{inboxId}: the therapist's device registers the inbox with the SHA-256 of two random tokens it made: the
 *     send token (travels inside the prescription, so whoever holds the prescription can send) and the fetch token
 *     (never leaves the therapist's device except to fetch and acknowledge). The server never learns either token
 *     until it is used, and keeps only their hashes. The device key header binds the inbox to the device for erasure.
 *   - POST /{inboxId}/returns (send token): store one sealed return, once per return id.
 *   - POST /{inboxId}/returns/{returnId}/withdraw (send token): delete a return the therapist has not fetched.
 *   - GET /{inboxId}/returns (fetch token): the sealed returns waiting.
 *   - DELETE /{inboxId}/returns/{returnId} (fetch token): acknowledge, which deletes the ciphertext.
 */
import { z } from './zod.ts';

export const INBOX_PATH = '/.netlify/functions/inbox';

/** Tokens travel as `Authorization: Bearer <token>`. */
export const INBOX_TOKEN_HEADER = 'Authorization';

/** 128 random bits, base64url without padding: 22 characters. */
export const inboxIdSchema = z.string().regex(/^[A-Za-z0-9_-]{21}[AQgw]$/, 'inbox id must be 128 random bits (22 base64url characters)');
/** 256 random bits, base64url without padding: 43 characters. */
export const inboxTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/, 'must be a 256-bit token (43 base64url characters)');
/** An uncompressed P-256 public key (65 bytes, first byte 4), base64url: 87 characters starting with "B". */
export const inboxPublicKeySchema = z.string().regex(/^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$/, 'must be an uncompressed P-256 public key');
const sha256HexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 digest in lower-case hex');
/** A return's own id (contract/prescription-schemas.ts recordId). */
export const inboxReturnIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'returnId must be a record id');

/** Most characters of one sealed return (about 192 KiB of ciphertext); a larger one is a 413. */
export const MAX_SEALED_RETURN_LENGTH = 262_144;
/** The smallest sealed return: version, 65-byte encapsulated key and the 16-byte tag of an empty message. */
export const MIN_SEALED_RETURN_BYTES = 1 + 65 + 16;
/**
 * Returns one inbox takes per UTC calendar day (429 with Retry-After, the seconds to the next UTC midnight, beyond).
 * Acknowledged and withdrawn returns count too: the server keeps a bare count per inbox and day, nothing about any
 * return (feedback.inbox_day_counts).
 */
export const MAX_INBOX_RETURNS_PER_DAY = 20;
/** How long the server keeps a sealed return nobody acknowledged (an acknowledged one is deleted at once). */
export const INBOX_RETENTION_DAYS = 30;

/**
 * A sealed return as it travels: base64url of version byte 1, the HPKE encapsulated key and the ciphertext. The server
 * checks the shape only (it cannot check more: it has no key). The length cap is checked before this, as a 413.
 */
export const sealedReturnSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'sealed must be base64url')
  .refine((text) => text.length % 4 !== 1 && Math.floor((text.length * 6) / 8) >= MIN_SEALED_RETURN_BYTES, 'sealed is too short to be a sealed return')
  .refine((text) => text.startsWith('A'), 'sealed must be a version-1 sealed return');

/** PUT /{inboxId}. */
export const registerInboxBodySchema = z.strictObject({ sendTokenHash: sha256HexSchema, fetchTokenHash: sha256HexSchema });
export type RegisterInboxBody = z.infer<typeof registerInboxBodySchema>;

/** POST /{inboxId}/returns. */
export const sendReturnBodySchema = z.strictObject({ returnId: inboxReturnIdSchema, sealed: z.string() });
export type SendReturnBody = z.infer<typeof sendReturnBodySchema>;

const isoTimeSchema = z.iso.datetime({ offset: true });

export const registeredInboxSchema = z.object({ inboxId: inboxIdSchema, createdAt: isoTimeSchema });
export type RegisteredInbox = z.infer<typeof registeredInboxSchema>;

/** 201 (first time) or 200 (the same return id again: stored once). */
export const sentReturnSchema = z.object({ returnId: inboxReturnIdSchema, receivedAt: isoTimeSchema, size: z.int().min(0) });
export type SentReturn = z.infer<typeof sentReturnSchema>;

export const waitingReturnSchema = z.object({
  returnId: inboxReturnIdSchema,
  sealed: z.string().max(MAX_SEALED_RETURN_LENGTH),
  receivedAt: isoTimeSchema,
  size: z.int().min(0),
});
export type WaitingReturn = z.infer<typeof waitingReturnSchema>;
export const fetchedReturnsSchema = z.object({ returns: z.array(waitingReturnSchema) });
export type FetchedReturns = z.infer<typeof fetchedReturnsSchema>;

export const acknowledgedReturnSchema = z.object({ returnId: inboxReturnIdSchema, acknowledgedAt: isoTimeSchema });
export type AcknowledgedReturn = z.infer<typeof acknowledgedReturnSchema>;

export const withdrawnReturnSchema = z.object({ returnId: inboxReturnIdSchema, withdrawnAt: isoTimeSchema });
export type WithdrawnReturn = z.infer<typeof withdrawnReturnSchema>;

/** What a prescription carries so that the client's device can send to the inbox (all three needed). */
export const prescriptionInboxSchema = z.strictObject({
  id: inboxIdSchema,
  publicKey: inboxPublicKeySchema,
  sendToken: inboxTokenSchema,
});
export type PrescriptionInbox = z.infer<typeof prescriptionInboxSchema>;
