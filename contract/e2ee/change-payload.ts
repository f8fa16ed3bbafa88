/**
 * A change's payload, the bytes the server stores and cannot read (docs/e2ee-sync.md, section 3.1):
 *   byte 0          1 (version)
 *   bytes 1..4      g, the generation, u32 big-endian
 *   bytes 5..16     header IV
 *   bytes 17..160   header ciphertext and tag: utf8(JSON({ k, i, d })) padded with spaces to 128 bytes, under the
 *                   header key, aad utf8("header|" ‖ accountId ‖ "|" ‖ changeId)
 *   bytes 161..172  body IV
 *   bytes 173..     body ciphertext and tag: u32be(n) ‖ raw-deflate(utf8(JSON(body))) (n bytes), zeros up to
 *                   padme(max(4 + n, 64)), under the record key of (kind, id),
 *                   aad utf8("body|" ‖ accountId ‖ "|" ‖ kind ‖ "|" ‖ id ‖ "|" ‖ changeId)
 * Every header is the same size, and every body's size is a PADMÉ length, so the server learns the kind of size of a
 * change and nothing of which record it touches. Opening never throws: each way a payload can be wrong is a name.
 */
import { deflateSync } from 'fflate';
import { z } from '../zod.ts';
import { inflateJson } from '../bounded-inflate.ts';
import { concatBytes, fromBase64Url, readUint32, writeUint32 } from '../share-bytes.ts';
import { changeBodySchema, type ChangeBody } from './change-body.ts';
import { deriveHeaderKey, deriveRecordKey, isGeneration, isRecordId, isRecordKind, type AccountKey } from './keys.ts';
import { paddedBodyLength, padme, MIN_PADDED_BODY_BYTES } from './padding.ts';
import { AES_GCM_IV_BYTES, AES_GCM_TAG_BYTES, aesGcmOpen, aesGcmSeal, fromUtf8, platformRandomBytes, utf8, type RandomBytes } from './primitives.ts';

export const PAYLOAD_VERSION = 1;
export const HEADER_PADDED_BYTES = 128;
const HEADER_IV_AT = 5;
const HEADER_CT_AT = HEADER_IV_AT + AES_GCM_IV_BYTES;
const BODY_IV_AT = HEADER_CT_AT + HEADER_PADDED_BYTES + AES_GCM_TAG_BYTES;
/** Where the body's ciphertext starts: 173. */
export const BODY_CIPHERTEXT_AT = BODY_IV_AT + AES_GCM_IV_BYTES;
export const MIN_PAYLOAD_BYTES = BODY_CIPHERTEXT_AT + MIN_PADDED_BODY_BYTES + AES_GCM_TAG_BYTES;
/** 64 KiB: one change is one record's write, and the server refuses anything larger. */
export const MAX_PAYLOAD_BYTES = 64 * 1024;
/** A body opens to at most this much JSON, so a hostile author's deflate bomb stops early. */
export const MAX_BODY_JSON_BYTES = 1024 * 1024;
const SPACE = 0x20;

export const PAYLOAD_PROBLEMS = [
  'not-base64url',
  'truncated',
  'too-large',
  'bad-version',
  'bad-padding',
  'unknown-generation',
  'altered',
  'malformed-header',
  'malformed-body',
  'invalid-body',
] as const;
export type PayloadProblem = (typeof PAYLOAD_PROBLEMS)[number];

export type PayloadShape =
  | { ok: true; version: number; generation: number; bodyLength: number }
  | { ok: false; problem: Extract<PayloadProblem, 'truncated' | 'too-large' | 'bad-version' | 'bad-padding' | 'unknown-generation'> };

/**
 * What can be checked without a key, as the server checks every push: the version byte, a generation of 1 or more
 * (the server compares it with the account's current one), the length, and a body of a padded length. Never throws.
 */
export function readPayloadShape(bytes: Uint8Array): PayloadShape {
  if (!(bytes instanceof Uint8Array) || bytes.length < 1) return { ok: false, problem: 'truncated' };
  if (bytes.length > MAX_PAYLOAD_BYTES) return { ok: false, problem: 'too-large' };
  if (bytes[0] !== PAYLOAD_VERSION) return { ok: false, problem: 'bad-version' };
  if (bytes.length < MIN_PAYLOAD_BYTES) return { ok: false, problem: 'truncated' };
  const generation = readUint32(bytes, 1);
  if (!isGeneration(generation)) return { ok: false, problem: 'unknown-generation' };
  const bodyLength = bytes.length - BODY_CIPHERTEXT_AT - AES_GCM_TAG_BYTES;
  if (padme(bodyLength) !== bodyLength) return { ok: false, problem: 'bad-padding' };
  return { ok: true, version: PAYLOAD_VERSION, generation, bodyLength };
}

export function headerAad(accountId: string, changeId: string): Uint8Array {
  return utf8(`header|${accountId}|${changeId}`);
}

export function bodyAad(accountId: string, kind: string, id: string, changeId: string): Uint8Array {
  return utf8(`body|${accountId}|${kind}|${id}|${changeId}`);
}

export class ChangeSealError extends Error {
  constructor(
    readonly reason: 'invalid-record' | 'invalid-body' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'ChangeSealError';
  }
}

export interface ChangeAddress {
  accountId: string;
  changeId: string;
}

export interface ChangeContent {
  kind: string;
  id: string;
  authorDeviceId: string;
  body: ChangeBody;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The header's plaintext: the JSON, then spaces to exactly 128 bytes. */
export function headerPlaintext(kind: string, id: string, authorDeviceId: string): Uint8Array {
  const json = utf8(JSON.stringify({ k: kind, i: id, d: authorDeviceId }));
  const padded = new Uint8Array(HEADER_PADDED_BYTES).fill(SPACE);
  padded.set(json);
  return padded;
}

/** The body's plaintext before encryption: u32be(n) ‖ deflate ‖ zeros to the padded length. */
export function bodyPlaintext(body: ChangeBody): Uint8Array {
  const deflated = deflateSync(utf8(JSON.stringify(body)), { level: 9 });
  const padded = new Uint8Array(paddedBodyLength(deflated.length));
  padded.set(writeUint32(deflated.length));
  padded.set(deflated, 4);
  return padded;
}

/**
 * Seals one change under the account key's generation. Throws ChangeSealError for a record name or body the protocol
 * refuses, or a change too large for one payload (the caller splits or refuses the write). `random` gives the two IVs,
 * header's first: fixed in test vectors, the platform's CSPRNG otherwise.
 */
export async function sealChange(
  input: ChangeAddress & ChangeContent & { accountKey: AccountKey },
  random: RandomBytes = platformRandomBytes,
): Promise<Uint8Array> {
  if (!isRecordKind(input.kind) || !isRecordId(input.id) || !DEVICE_ID.test(input.authorDeviceId)) {
    throw new ChangeSealError('invalid-record', 'A change names its record by a short ASCII kind and id, and its author by a device id');
  }
  const parsed = changeBodySchema.safeParse(input.body);
  if (!parsed.success) throw new ChangeSealError('invalid-body', `This change cannot be sealed: ${parsed.error.message}`);
  const body = bodyPlaintext(parsed.data);
  if (BODY_CIPHERTEXT_AT + body.length + AES_GCM_TAG_BYTES > MAX_PAYLOAD_BYTES) {
    throw new ChangeSealError('too-large', 'This change is too large for one payload');
  }
  const headerIv = random(AES_GCM_IV_BYTES);
  const bodyIv = random(AES_GCM_IV_BYTES);
  const header = headerPlaintext(input.kind, input.id, input.authorDeviceId);
  const headerCt = await aesGcmSeal(await deriveHeaderKey(input.accountKey), headerIv, header, headerAad(input.accountId, input.changeId));
  const recordKey = await deriveRecordKey(input.accountKey, input.kind, input.id);
  const bodyCt = await aesGcmSeal(recordKey, bodyIv, body, bodyAad(input.accountId, input.kind, input.id, input.changeId));
  const prefix = concatBytes(Uint8Array.of(PAYLOAD_VERSION), writeUint32(input.accountKey.generation));
  return concatBytes(prefix, headerIv, headerCt, bodyIv, bodyCt);
}

export type OpenedChange = ChangeContent & { generation: number };
export type OpenChangeResult = { ok: true; change: OpenedChange } | { ok: false; problem: PayloadProblem };

const headerSchema = z.strictObject({
  k: z.string().refine(isRecordKind),
  i: z.string().refine(isRecordId),
  d: z.string().regex(DEVICE_ID),
});

function readHeader(plaintext: Uint8Array): { kind: string; id: string; authorDeviceId: string } | null {
  const text = fromUtf8(plaintext);
  if (text === null) return null;
  const json = text.replace(/ +$/, '');
  try {
    const parsed = headerSchema.safeParse(JSON.parse(json));
    return parsed.success ? { kind: parsed.data.k, id: parsed.data.i, authorDeviceId: parsed.data.d } : null;
  } catch {
    return null;
  }
}

/** The deflated JSON inside a body, if its length and padding are exactly what sealing writes. */
function unpadBody(plaintext: Uint8Array): Uint8Array | null {
  if (plaintext.length < 4) return null;
  const deflatedLength = readUint32(plaintext, 0);
  if (4 + deflatedLength > plaintext.length || paddedBodyLength(deflatedLength) !== plaintext.length) return null;
  if (plaintext.subarray(4 + deflatedLength).some((byte) => byte !== 0)) return null;
  return plaintext.subarray(4, 4 + deflatedLength);
}

/**
 * Opens a payload (bytes, or the b64u it travels as) pushed under `changeId` to `accountId`, with the keyring's
 * generations. A payload moved to another change id, account or record fails a tag, as does any changed byte.
 */
export async function openChange(
  input: ChangeAddress & { payload: Uint8Array | string; keys: ReadonlyMap<number, AccountKey> },
): Promise<OpenChangeResult> {
  let bytes: Uint8Array | null;
  if (typeof input.payload === 'string') {
    bytes = input.payload.length > Math.ceil((MAX_PAYLOAD_BYTES * 4) / 3) ? new Uint8Array(MAX_PAYLOAD_BYTES + 1) : fromBase64Url(input.payload);
  } else bytes = input.payload;
  if (bytes === null) return { ok: false, problem: 'not-base64url' };
  const shape = readPayloadShape(bytes);
  if (!shape.ok) return shape;
  const accountKey = input.keys.get(shape.generation);
  if (accountKey === undefined || accountKey.generation !== shape.generation) return { ok: false, problem: 'unknown-generation' };
  const headerPlain = await aesGcmOpen(
    await deriveHeaderKey(accountKey),
    bytes.subarray(HEADER_IV_AT, HEADER_CT_AT),
    bytes.subarray(HEADER_CT_AT, BODY_IV_AT),
    headerAad(input.accountId, input.changeId),
  );
  if (headerPlain === null) return { ok: false, problem: 'altered' };
  const header = readHeader(headerPlain);
  if (header === null) return { ok: false, problem: 'malformed-header' };
  const bodyPlain = await aesGcmOpen(
    await deriveRecordKey(accountKey, header.kind, header.id),
    bytes.subarray(BODY_IV_AT, BODY_CIPHERTEXT_AT),
    bytes.subarray(BODY_CIPHERTEXT_AT),
    bodyAad(input.accountId, header.kind, header.id, input.changeId),
  );
  if (bodyPlain === null) return { ok: false, problem: 'altered' };
  const deflated = unpadBody(bodyPlain);
  if (deflated === null) return { ok: false, problem: 'malformed-body' };
  const json = inflateJson(deflated, MAX_BODY_JSON_BYTES);
  if (!json.ok) return { ok: false, problem: 'malformed-body' };
  const body = changeBodySchema.safeParse(json.value);
  if (!body.success) return { ok: false, problem: 'invalid-body' };
  return { ok: true, change: { ...header, body: body.data, generation: shape.generation } };
}
