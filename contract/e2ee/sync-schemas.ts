/**
 * LOCAL STAND-IN (the server's branch only): the wire shapes of the sync function (docs/e2ee-sync.md section 5), with
 * the names the contract's own module exports; that module replaces this file when the branches meet.
 */
import { z } from '../zod.ts';

export const SYNC_PATH = '/.netlify/functions/sync';

export const MAX_BATCH = 500;
/** 64 KiB of payload bytes as base64url without padding. */
export const MAX_PAYLOAD_CHARS = 87_382;
/** 256 KiB of snapshot part bytes as base64url without padding. */
export const MAX_SNAPSHOT_PART_CHARS = 349_526;
export const MAX_SNAPSHOT_PARTS = 400;
export const MAX_LINK_GRANT_SECONDS = 600;

const b64u = (length: number) => z.string().length(length).regex(/^[A-Za-z0-9_-]+$/);
const b64uUpTo = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/);

/** Account, device, change, snapshot ids and nonces: 16 bytes. */
export const syncIdSchema = b64u(22);
/** A raw (uncompressed) P-256 public key: 65 bytes. */
export const publicKeySchema = b64u(87);
/** An ECDSA P-256 signature, r ‖ s: 64 bytes. */
export const signatureSchema = b64u(86);
/** A SHA-256 digest: 32 bytes. */
export const digestSchema = b64u(43);
export const generationSchema = z.int().min(1).max(4_294_967_295);
export const seqSchema = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
export const payloadSchema = b64uUpTo(MAX_PAYLOAD_CHARS);

export const recipientSchema = z.string().regex(/^(?:recovery|device:[A-Za-z0-9_-]{22}|passkey:[A-Za-z0-9_-]{16,342})$/);
export const envelopeSchema = z.strictObject({ recipient: recipientSchema, sealed: b64uUpTo(16_384) });
export const keyringSchema = z.strictObject({ generation: generationSchema, envelopes: z.array(envelopeSchema).min(1).max(80) });

export const newDeviceSchema = z.strictObject({
  deviceId: syncIdSchema,
  signingKey: publicKeySchema,
  boxKey: publicKeySchema,
  /** The name encrypted under the device-name key (section 2.4), or null. */
  name: b64uUpTo(512).nullable().optional(),
  nameGeneration: generationSchema.nullable().optional(),
});

export const createAccountRequestSchema = z.strictObject({
  accountId: syncIdSchema,
  recoveryAuthHash: digestSchema,
  device: newDeviceSchema,
  keyring: keyringSchema,
});

export const linkDeviceRequestSchema = z.strictObject({
  device: newDeviceSchema,
  proof: z.union([z.strictObject({ grant: b64u(43) }), z.strictObject({ recoveryAuth: b64u(43) })]),
});

export const linkGrantRequestSchema = z.strictObject({
  grantHash: digestSchema,
  expiresInSeconds: z.int().min(1).max(MAX_LINK_GRANT_SECONDS),
});

export const keyringPutRequestSchema = keyringSchema;

export const pushChangesRequestSchema = z.strictObject({
  changes: z.array(z.strictObject({ changeId: syncIdSchema, payload: payloadSchema, signature: signatureSchema })).min(1).max(MAX_BATCH),
});

export const pushChangesAnswerSchema = z.object({ accepted: z.array(syncIdSchema), duplicates: z.array(syncIdSchema), head: seqSchema });

export const pulledChangeSchema = z.object({
  seq: seqSchema,
  changeId: syncIdSchema,
  deviceId: syncIdSchema,
  payload: payloadSchema,
  signature: signatureSchema,
  receivedAt: z.string(),
});
export const pullChangesAnswerSchema = z.object({ changes: z.array(pulledChangeSchema).max(MAX_BATCH), head: seqSchema });

export const deviceDescriptionSchema = z.object({
  deviceId: syncIdSchema,
  signingKey: publicKeySchema,
  boxKey: publicKeySchema,
  name: z.string().nullable(),
  nameGeneration: generationSchema.nullable(),
  linkedAt: z.string(),
  unlinkedAt: z.string().nullable(),
  unlinkedAfterSeq: seqSchema.nullable(),
});
export const devicesAnswerSchema = z.object({ devices: z.array(deviceDescriptionSchema) });

export const keyringAnswerSchema = z.object({ generation: generationSchema, envelopes: z.array(envelopeSchema) });

export const snapshotPartRequestSchema = z.strictObject({ payload: b64uUpTo(MAX_SNAPSHOT_PART_CHARS) });
export const snapshotCommitRequestSchema = z.strictObject({
  upTo: seqSchema,
  generation: generationSchema,
  parts: z.int().min(1).max(MAX_SNAPSHOT_PARTS),
  digest: digestSchema,
});
export const snapshotAnswerSchema = z.object({
  snapshot: z
    .object({
      snapshotId: syncIdSchema,
      upTo: seqSchema,
      generation: generationSchema,
      parts: z.int().min(1),
      digest: digestSchema,
      size: z.int().nonnegative(),
      committedAt: z.string(),
    })
    .nullable(),
});

/** Every refusal: `{ error: { code, message } }` (section 5). */
export const syncErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
