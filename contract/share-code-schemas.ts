/**
 * The short-code service's bodies and answers (functions/share-codes.ts), parsed with these on both sides. Bodies are
 * strict (an unknown key is a 400); answers travel in the feedback functions' envelope (contract/envelope.ts), and a
 * 410 carries `reason` beside `error` so the client can say which of the two it was.
 */
import { z } from './zod.ts';
import { CANONICAL_SHARE_CODE } from './share-code.ts';
import { decodeSharePayload } from './share-token.ts';
import { isSealedSharePayload } from './sealed-share-code.ts';
import { isSealedKeyBundlePayload } from './inbox-key-transfer.ts';

/** The base path the functions serve the short codes at (Netlify's classic function path, npm start's too). */
export const SHARE_CODES_PATH = '/.netlify/functions/share-codes';

export const MAX_SHARE_PAYLOAD_LENGTH = 16_000;
export const DEFAULT_SHARE_CODE_DAYS = 30;
export const MAX_SHARE_CODE_DAYS = 365;

/**
 * A share token from the codec (contract/share-token.ts): URL-safe characters only (RFC 3986's unreserved set), so it
 * can never carry markup, quotes, NUL or anything a URL would have to escape.
 */
export const shareTokenSchema = z
  .string()
  .min(1, 'payload must not be empty')
  .max(MAX_SHARE_PAYLOAD_LENGTH, `payload must be at most ${MAX_SHARE_PAYLOAD_LENGTH} characters`)
  .regex(/^[A-Za-z0-9._~-]+$/, 'payload must be a share token (letters, digits and - . _ ~ only)');

/** What sealing adds to a token (prefix, salt, IV, tag, rounding): a sealed token may be this much longer. */
export const SEALED_SHARE_OVERHEAD = 128;

/** A stored payload: a share token, or a sealed one (a little longer; the service cannot read inside it). */
const storedPayloadSchema = z
  .string()
  .min(1, 'payload must not be empty')
  .max(MAX_SHARE_PAYLOAD_LENGTH + SEALED_SHARE_OVERHEAD, `payload must be at most ${MAX_SHARE_PAYLOAD_LENGTH} characters`)
  .regex(/^[A-Za-z0-9._~-]+$/, 'payload must be a share token (letters, digits and - . _ ~ only)');

export const NOT_A_SHARE_TOKEN = 'payload must be a prescription or a return made by the app, or one sealed by it';

/**
 * POST / : store a token under a new code. Only a token that decodes to a prescription or a client's return (the
 * codec's checksum and the contract's schemas) is kept, or a sealed one (contract/sealed-share-code.ts: the app seals
 * every code it makes since issue 28) or a sealed bundle of inbox keys moving to a therapist's other device, of
 * which the service can check only the shape and the length cap.
 */
export const createShareCodeBodySchema = z.strictObject({
  payload: storedPayloadSchema.superRefine((token, context) => {
    // A sealed key bundle (contract/inbox-key-transfer.ts) is kept 10 minutes whatever expiresInDays says, and only
    // until it is first fetched.
    if (isSealedSharePayload(token) || isSealedKeyBundlePayload(token)) return;
    if (token.length > MAX_SHARE_PAYLOAD_LENGTH) context.addIssue({ code: 'custom', message: `payload must be at most ${MAX_SHARE_PAYLOAD_LENGTH} characters` });
    else if (!decodeSharePayload(token).ok) context.addIssue({ code: 'custom', message: NOT_A_SHARE_TOKEN });
  }),
  expiresInDays: z.int().min(1).max(MAX_SHARE_CODE_DAYS).default(DEFAULT_SHARE_CODE_DAYS),
});
export type CreateShareCodeBody = z.input<typeof createShareCodeBodySchema>;

/** The revoke key: 32 random bytes, base64url (43 characters), given once when the code is made. */
export const revokeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'revokeToken must be the key given when the code was made');

/** POST /{code}/revoke. */
export const revokeShareCodeBodySchema = z.strictObject({ revokeToken: revokeTokenSchema });
export type RevokeShareCodeBody = z.infer<typeof revokeShareCodeBodySchema>;

const canonicalCodeSchema = z.string().regex(CANONICAL_SHARE_CODE);
const isoTimeSchema = z.iso.datetime({ offset: true });

/** 201 from POST / : the code, when it expires, and the revoke key (given this once; only its hash is kept). */
export const createdShareCodeSchema = z.object({
  code: canonicalCodeSchema,
  expiresAt: isoTimeSchema,
  revokeToken: revokeTokenSchema,
});
export type CreatedShareCode = z.infer<typeof createdShareCodeSchema>;

/** 200 from GET /{code}. */
export const openedShareCodeSchema = z.object({
  code: canonicalCodeSchema,
  payload: storedPayloadSchema,
  expiresAt: isoTimeSchema,
});
export type OpenedShareCode = z.infer<typeof openedShareCodeSchema>;

/** 200 from POST /{code}/revoke (also when it was revoked already). */
export const revokedShareCodeSchema = z.object({ code: canonicalCodeSchema, revokedAt: isoTimeSchema });
export type RevokedShareCode = z.infer<typeof revokedShareCodeSchema>;

export const GONE_REASONS = ['expired', 'revoked'] as const;
export type GoneReason = (typeof GONE_REASONS)[number];

/** 410 from GET /{code}: `{ success: false, error, reason }`. */
export const goneShareCodeSchema = z.object({ success: z.literal(false), error: z.string(), reason: z.enum(GONE_REASONS) });
