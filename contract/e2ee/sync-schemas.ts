/**
 * Every request and answer body of the sync function (docs/e2ee-sync.md, section 5), shared by the app's client and
 * `functions/sync.ts`. Bytes travel as b64u of exact lengths, so a malformed id or key is refused at parsing, before
 * any cryptography or storage sees it.
 */
import { z } from '../zod.ts';
import { fromBase64Url } from '../share-bytes.ts';
import { ACCOUNT_KEY_BYTES, MAX_GENERATION } from './keys.ts';
import { MAX_SEALED_ENVELOPE_LENGTH } from './keyring.ts';
import { MAX_PAYLOAD_BYTES } from './change-payload.ts';
import { MAX_SEALED_GRANT_LENGTH } from './link-code.ts';
import { MAX_SEALED_RECOVERY_BOX_BYTES } from './recovery-box.ts';
import { passkeyProofSchema } from './passkey.ts';

export const SYNC_PATH = '/.netlify/functions/sync';
export const MAX_CHANGES_PER_BATCH = 500;
export const MAX_DEVICES_PER_ACCOUNT = 64;
/** Unlinked devices stay listed (their changes still verify), so the list may outgrow the linked limit. */
export const MAX_LISTED_DEVICES = 1000;
export const MAX_LINK_GRANT_SECONDS = 600;
export const MAX_SNAPSHOT_PART_BYTES = 256 * 1024;
/** 100 MiB of snapshot in 256 KiB parts. */
export const MAX_SNAPSHOT_PARTS = 400;
/** A device's name is at most 64 characters, so at most 256 bytes of UTF-8 once sealed with its IV and tag. */
export const MAX_DEVICE_NAME_LENGTH = 64;
const MAX_SEALED_DEVICE_NAME_BYTES = 12 + MAX_DEVICE_NAME_LENGTH * 4 + 16;
/** WebAuthn credential ids are at most 1,023 bytes. */
const MAX_CREDENTIAL_ID_BYTES = 1023;
const MAX_ENVELOPES = MAX_DEVICES_PER_ACCOUNT + 1 + 32;

/** b64u characters of `bytes` bytes, no padding. */
export function b64uLength(bytes: number): number {
  return Math.ceil((bytes * 4) / 3);
}

/** Strict b64u of exactly `bytes` bytes. */
function exactB64u(bytes: number) {
  return z
    .string()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${b64uLength(bytes)}}$`), `must be ${bytes} bytes, base64url`)
    .refine((text) => fromBase64Url(text) !== null, 'must be canonical base64url');
}

/** b64u of 1 to `maxBytes` bytes. */
function boundedB64u(maxBytes: number) {
  return z
    .string()
    .min(2)
    .max(b64uLength(maxBytes))
    .refine((text) => fromBase64Url(text) !== null, 'must be canonical base64url');
}

/** accountId, deviceId, changeId, snapshotId, nonce: 16 bytes, 22 characters. */
export const id16Schema = exactB64u(16);
/** A raw uncompressed P-256 point: 65 bytes, 87 characters. */
export const publicKeySchema = exactB64u(65);
/** An ECDSA P-256 signature, r ‖ s: 64 bytes, 86 characters. */
export const signatureSchema = exactB64u(64);
/** A SHA-256 digest or a 32-byte secret: 43 characters. */
export const hash32Schema = exactB64u(ACCOUNT_KEY_BYTES);
/** A change's payload: at most 64 KiB, 87,382 characters. */
export const payloadSchema = boundedB64u(MAX_PAYLOAD_BYTES);
export const generationSchema = z.int().min(1).max(MAX_GENERATION);
export const seqSchema = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
const isoTime = z.iso.datetime({ offset: true });

export const recipientSchema = z
  .string()
  .max(8 + b64uLength(MAX_CREDENTIAL_ID_BYTES))
  .regex(/^(?:device:[A-Za-z0-9_-]{22}|recovery|passkey:[A-Za-z0-9_-]{2,})$/, 'must be device:<id>, recovery or passkey:<id>');

export const envelopeSchema = z.strictObject({
  recipient: recipientSchema,
  sealed: z.string().min(2).max(MAX_SEALED_ENVELOPE_LENGTH).regex(/^[A-Za-z0-9_-]+$/),
});

/** A generation and its envelopes; recipients are distinct. */
export const keyringBodySchema = z.strictObject({
  generation: generationSchema,
  envelopes: z
    .array(envelopeSchema)
    .min(1)
    .max(MAX_ENVELOPES)
    .refine((envelopes) => new Set(envelopes.map((envelope) => envelope.recipient)).size === envelopes.length, 'recipients must be distinct'),
});

/** A device as it links itself: its id (derived from its signing key), public keys and sealed name. */
export const deviceRegistrationSchema = z.strictObject({
  deviceId: id16Schema,
  signingKey: publicKeySchema,
  boxKey: publicKeySchema,
  /** b64u(iv ‖ AES-GCM(device-name key, name)): see device-name.ts. */
  name: boundedB64u(MAX_SEALED_DEVICE_NAME_BYTES),
  nameGeneration: generationSchema,
});

/** The recovery box (recovery-box.ts): its public key, and its private key sealed under the recovery wrap key. */
export const recoveryBoxSchema = z.strictObject({
  publicKey: publicKeySchema,
  sealedPrivateKey: boundedB64u(MAX_SEALED_RECOVERY_BOX_BYTES),
});

/** PUT /accounts/:a/devices/:d: a device renames itself (its name sealed under a generation it holds). */
export const renameDeviceRequestSchema = deviceRegistrationSchema.pick({ name: true, nameGeneration: true });
export const renameDeviceAnswerSchema = z.strictObject({ deviceId: id16Schema, nameGeneration: generationSchema });

export const createAccountRequestSchema = z.strictObject({
  accountId: id16Schema,
  recoveryAuthHash: hash32Schema,
  recoveryBox: recoveryBoxSchema,
  device: deviceRegistrationSchema,
  keyring: keyringBodySchema,
});

export const createAccountAnswerSchema = z.strictObject({
  accountId: id16Schema,
  deviceId: id16Schema,
  generation: generationSchema,
  head: seqSchema,
});

/** POST /accounts/:a/devices: a new device proves the link by a one-time grant, the recovery code or a passkey. */
export const linkDeviceRequestSchema = z.strictObject({
  device: deviceRegistrationSchema,
  proof: z.union([z.strictObject({ grant: hash32Schema }), z.strictObject({ recoveryAuth: hash32Schema }), passkeyProofSchema]),
});

export const linkDeviceAnswerSchema = z.strictObject({
  accountId: id16Schema,
  deviceId: id16Schema,
  generation: generationSchema,
  head: seqSchema,
  linkedAt: isoTime,
});

/** A link code's locator: 8 Crockford symbols and their check symbol (contract/share-code.ts). */
export const linkLocatorSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{8}[0-9A-HJKMNP-TV-Z*~$=U]$/, 'must be a locator');
const sealedGrantSchema = z.string().min(2).max(MAX_SEALED_GRANT_LENGTH).regex(/^[A-Za-z0-9_-]+$/);

/**
 * POST /accounts/:a/link-grants: a linked device parks b64u(SHA-256(grant secret)), the code's locator and the grant
 * envelope (link-code.ts), which only the code opens.
 */
export const linkGrantRequestSchema = z.strictObject({
  grantHash: hash32Schema,
  locator: linkLocatorSchema,
  sealed: sealedGrantSchema,
  expiresInSeconds: z.int().min(1).max(MAX_LINK_GRANT_SECONDS),
});

export const linkGrantCreatedAnswerSchema = z.strictObject({ expiresAt: isoTime });

/** GET /link-grants/:locator (unsigned): the envelope only; 404 once used or expired. */
export const linkGrantAnswerSchema = z.strictObject({ sealed: sealedGrantSchema, expiresAt: isoTime });

export const keyringPutRequestSchema = keyringBodySchema;
export const keyringPutAnswerSchema = z.strictObject({ generation: generationSchema });
/** GET /accounts/:a/keyring: the envelopes this device may open and the recovery box. */
export const keyringAnswerSchema = keyringBodySchema.extend({ recoveryBox: recoveryBoxSchema });

export const unlinkAnswerSchema = z.strictObject({
  deviceId: id16Schema,
  unlinkedAt: isoTime.nullable(),
  unlinkedAfterSeq: seqSchema.nullable(),
});

export const eraseAnswerSchema = z.strictObject({ accountId: id16Schema, deleted: z.literal(true) });

export const devicesAnswerSchema = z.strictObject({
  devices: z
    .array(
      z.strictObject({
        deviceId: id16Schema,
        signingKey: publicKeySchema,
        boxKey: publicKeySchema,
        name: boundedB64u(MAX_SEALED_DEVICE_NAME_BYTES),
        nameGeneration: generationSchema,
        linkedAt: isoTime,
        unlinkedAt: isoTime.nullable(),
        /** The last seq the device may have written: its changes after it are refused. */
        unlinkedAfterSeq: seqSchema.nullable(),
      }),
    )
    .max(MAX_LISTED_DEVICES),
});

export const pushedChangeSchema = z.strictObject({
  changeId: id16Schema,
  payload: payloadSchema,
  signature: signatureSchema,
});

export const pushChangesRequestSchema = z.strictObject({
  changes: z
    .array(pushedChangeSchema)
    .min(1)
    .max(MAX_CHANGES_PER_BATCH)
    .refine((changes) => new Set(changes.map((change) => change.changeId)).size === changes.length, 'change ids must be distinct'),
});

/** Which change ids were stored now, which were already stored (the same change pushed twice), and the log's head. */
export const pushChangesAnswerSchema = z.strictObject({
  accepted: z.array(id16Schema).max(MAX_CHANGES_PER_BATCH),
  duplicates: z.array(id16Schema).max(MAX_CHANGES_PER_BATCH),
  head: seqSchema,
});

export const pulledChangeSchema = z.strictObject({
  seq: seqSchema.min(1),
  changeId: id16Schema,
  deviceId: id16Schema,
  payload: payloadSchema,
  signature: signatureSchema,
  receivedAt: isoTime,
});

export const pullChangesAnswerSchema = z.strictObject({
  changes: z.array(pulledChangeSchema).max(MAX_CHANGES_PER_BATCH),
  head: seqSchema,
});

/** GET /accounts/:a/changes?after=N&limit=M */
export const pullChangesQuerySchema = z.strictObject({
  after: z.coerce.number().pipe(seqSchema),
  limit: z.coerce.number().pipe(z.int().min(1).max(MAX_CHANGES_PER_BATCH)),
});

export const snapshotPartRequestSchema = z.strictObject({
  payload: boundedB64u(MAX_SNAPSHOT_PART_BYTES),
});

export const snapshotCommitRequestSchema = z.strictObject({
  /** The last seq the snapshot includes. */
  upTo: seqSchema,
  generation: generationSchema,
  parts: z.int().min(1).max(MAX_SNAPSHOT_PARTS),
  /** b64u(SHA-256) over the parts' bytes in order. */
  digest: hash32Schema,
  /** The committing device, which must be the one signing the request. */
  deviceId: id16Schema,
  /** Its signature over the description and digest (section 11.3): kept as sent, checked by the restoring device. */
  signature: signatureSchema,
});

export const snapshotDescriptionSchema = z.strictObject({
  snapshotId: id16Schema,
  upTo: seqSchema,
  generation: generationSchema,
  parts: z.int().min(1).max(MAX_SNAPSHOT_PARTS),
  digest: hash32Schema,
  deviceId: id16Schema,
  signature: signatureSchema,
  /** Bytes of all its parts: a restoring device shows its progress against it. */
  size: z.int().min(0).max(MAX_SNAPSHOT_PARTS * MAX_SNAPSHOT_PART_BYTES),
  committedAt: isoTime,
});

/**
 * GET /accounts/:a/snapshot: the newest committed snapshot, or null before the first, and the payload bytes of the
 * log after its upTo (the whole log without one), which a device weighs against the snapshot's size (section 11.4).
 */
export const snapshotAnswerSchema = z.strictObject({
  snapshot: snapshotDescriptionSchema.nullable(),
  logBytesAfter: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** The codes the function answers with, beside the usual ones (section 4 and 5). */
export const SYNC_ERROR_CODES = ['unsigned', 'bad-signature', 'stale-time', 'replayed', 'not-linked', 'quota'] as const;

export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;
export type LinkDeviceRequest = z.infer<typeof linkDeviceRequestSchema>;
export type KeyringBody = z.infer<typeof keyringBodySchema>;
export type KeyringAnswer = z.infer<typeof keyringAnswerSchema>;
export type LinkGrantRequest = z.infer<typeof linkGrantRequestSchema>;
export type RecoveryBoxBody = z.infer<typeof recoveryBoxSchema>;
export type PushChangesRequest = z.infer<typeof pushChangesRequestSchema>;
export type PushChangesAnswer = z.infer<typeof pushChangesAnswerSchema>;
export type PullChangesAnswer = z.infer<typeof pullChangesAnswerSchema>;
export type DevicesAnswer = z.infer<typeof devicesAnswerSchema>;
export type SnapshotAnswer = z.infer<typeof snapshotAnswerSchema>;
export type SnapshotCommitBody = z.infer<typeof snapshotCommitRequestSchema>;
