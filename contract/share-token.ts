/**
 * Share tokens: a whole prescription (therapist to client) or a client's return (client to therapist), carried in
 * a link's fragment or a QR code, so sharing works with no server at all. The fragment never reaches a server.
 *
 * Format, version 1:   `1.` + base64url( deflate(utf8(JSON(payload))) + CRC-32(utf8(JSON(payload))) )
 *   - `1.` is the format version; a token of another version says so (`unsupported-version`) instead of guessing.
 *   - The payload is `{ kind: 'prescription', prescription }` or `{ kind: 'return', clientReturn }`, JSON.
 *   - deflate is raw DEFLATE (RFC 1951, fflate); the CRC-32 (IEEE, big-endian, 4 bytes) is of the uncompressed
 *     bytes, so any change to what the person will read is caught, whatever the compressed bytes did.
 *   - base64url is RFC 4648 section 5 without padding, decoded strictly (one spelling per byte string).
 *
 * Decoding is total and bounded: a token longer than `MAX_SHARE_TOKEN_LENGTH` is refused before any work, inflating
 * stops once the output passes `MAX_SHARE_PAYLOAD_BYTES` (zip-bomb safe), then the CRC, JSON and the contract's zod
 * schemas are checked in turn. It never throws; it names the problem.
 *
 * Pure (no Node, no DOM), so the app (src/domains/prescriptions/share-codec.ts, which adds links and QR sizes) and the
 * short-code function (functions/share-codes.ts, which stores only what decodes) read tokens with one codec.
 */
import { deflateSync } from 'fflate';
import { clientReturnSchema, prescriptionSchema, type ClientReturn, type Prescription } from './prescription-schemas.ts';
import { inflateBounded } from './bounded-inflate.ts';
import { crc32, fromBase64Url, readUint32, toBase64Url, writeUint32 } from './share-bytes.ts';
import { z } from './zod.ts';

export const SHARE_FORMAT_VERSION = 1;
/** Longest token (characters) we read or write; longer input is refused before any decoding. */
export const MAX_SHARE_TOKEN_LENGTH = 16_000;
/** Most uncompressed bytes a token may carry; inflating stops past it. */
export const MAX_SHARE_PAYLOAD_BYTES = 256 * 1024;

export type SharePayload =
  | { kind: 'prescription'; prescription: Prescription }
  | { kind: 'return'; clientReturn: ClientReturn };

export const SHARE_DECODE_PROBLEMS = ['empty', 'too-long', 'damaged', 'unsupported-version', 'invalid'] as const;
export type ShareDecodeProblem = (typeof SHARE_DECODE_PROBLEMS)[number];

export type DecodeResult = { ok: true; payload: SharePayload } | { ok: false; problem: ShareDecodeProblem };

const sharePayloadSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('prescription'), prescription: prescriptionSchema }),
  z.strictObject({ kind: z.literal('return'), clientReturn: clientReturnSchema }),
]);

const CHECKSUM_BYTES = 4;
const VERSION_PREFIX = /^([1-9]\d{0,2})\./;

/** Why a payload cannot become a token: it breaks the contract, or it is too large to be read back. */
export class ShareEncodeError extends Error {
  constructor(
    readonly reason: 'invalid' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'ShareEncodeError';
  }
}

/**
 * The payload as a URL-safe token (no `#`). Throws `ShareEncodeError` when the payload breaks the contract or the
 * token would be refused by `decodeSharePayload` (too long), so no one is ever handed a link that cannot open.
 */
export function encodeSharePayload(payload: SharePayload): string {
  const parsed = sharePayloadSchema.safeParse(payload);
  if (!parsed.success) throw new ShareEncodeError('invalid', `This cannot be shared: ${parsed.error.message}`);
  const json = new TextEncoder().encode(JSON.stringify(parsed.data));
  if (json.length > MAX_SHARE_PAYLOAD_BYTES) {
    throw new ShareEncodeError('too-large', 'This is too large to share as a link; choose less to send.');
  }
  const compressed = deflateSync(json, { level: 9 });
  const framed = new Uint8Array(compressed.length + CHECKSUM_BYTES);
  framed.set(compressed);
  framed.set(writeUint32(crc32(json)), compressed.length);
  const token = `${SHARE_FORMAT_VERSION}.${toBase64Url(framed)}`;
  if (token.length > MAX_SHARE_TOKEN_LENGTH) {
    throw new ShareEncodeError('too-large', 'This is too large to share as a link; choose less to send.');
  }
  return token;
}

/** Reads a token made by `encodeSharePayload`. Never throws: any other input gives `{ ok: false, problem }`. */
export function decodeSharePayload(token: string): DecodeResult {
  try {
    return decodeSharePayloadUnguarded(token);
  } catch {
    // Every step below is total already; this only guards against a runtime surprise (e.g. out of memory).
    return { ok: false, problem: 'damaged' };
  }
}

/**
 * The same steps as `decodeSharePayload` without its last-resort guard. Each step is total, so this should never
 * throw either; the fuzz test calls it directly so that a step letting an exception through fails the test instead
 * of hiding behind the guard. Screens use `decodeSharePayload`.
 */
export function decodeSharePayloadUnguarded(rawToken: string): DecodeResult {
  if (typeof rawToken !== 'string') return { ok: false, problem: 'empty' };
  if (rawToken.length > MAX_SHARE_TOKEN_LENGTH) return { ok: false, problem: 'too-long' };
  const token = rawToken.trim();
  if (token === '') return { ok: false, problem: 'empty' };

  const version = VERSION_PREFIX.exec(token);
  if (!version) return { ok: false, problem: 'damaged' };
  if (Number(version[1]) !== SHARE_FORMAT_VERSION) return { ok: false, problem: 'unsupported-version' };

  const framed = fromBase64Url(token.slice(version[0].length));
  if (framed === null || framed.length <= CHECKSUM_BYTES) return { ok: false, problem: 'damaged' };
  const compressed = framed.subarray(0, framed.length - CHECKSUM_BYTES);
  const expectedChecksum = readUint32(framed, framed.length - CHECKSUM_BYTES);

  const inflated = inflateBounded(compressed, MAX_SHARE_PAYLOAD_BYTES);
  if (!inflated.ok) return { ok: false, problem: inflated.problem };
  if (crc32(inflated.bytes) !== expectedChecksum) return { ok: false, problem: 'damaged' };

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    // The checksum matched, so these are the bytes that were sent: they were never a valid payload.
    return { ok: false, problem: 'invalid' };
  }
  const parsed = sharePayloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'invalid' };
  return { ok: true, payload: parsed.data };
}

