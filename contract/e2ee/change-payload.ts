/**
 * LOCAL STAND-IN (the server's branch only): what a payload's bytes say without a key (docs/e2ee-sync.md 3.1), with
 * the name and signature the contract's own module exports; that module replaces this file when the branches meet.
 */

export const PAYLOAD_VERSION = 1;
/** Version (1), generation (4), header IV (12), header ciphertext and tag (144), body IV (12). */
export const PAYLOAD_BODY_OFFSET = 1 + 4 + 12 + 144 + 12;
const TAG_BYTES = 16;
const MIN_PADDED_BODY = 64;
export const MAX_PAYLOAD_BYTES = 64 * 1024;

/** PADMÉ (section 3.1): a padded length leaks O(log log L) bits of the true one. */
export function padme(length: number): number {
  if (length < 2) return length;
  const e = Math.floor(Math.log2(length));
  const s = Math.floor(Math.log2(e)) + 1;
  const z = e - s;
  const mask = 2 ** z - 1;
  return Math.floor((length + mask) / 2 ** z) * 2 ** z;
}

/** The version, generation and padded body length, or the problem that makes the bytes no payload. */
export function readPayloadShape(bytes: Uint8Array): { version: number; generation: number; bodyLength: number } | { problem: string } {
  if (bytes.length > MAX_PAYLOAD_BYTES) return { problem: 'longer than 64 KiB' };
  if (bytes.length < PAYLOAD_BODY_OFFSET + MIN_PADDED_BODY + TAG_BYTES) return { problem: 'too short' };
  const version = bytes[0] ?? 0;
  if (version !== PAYLOAD_VERSION) return { problem: `version ${version}` };
  const generation = new DataView(bytes.buffer, bytes.byteOffset + 1, 4).getUint32(0);
  if (generation < 1) return { problem: 'generation 0' };
  const bodyLength = bytes.length - PAYLOAD_BODY_OFFSET - TAG_BYTES;
  if (padme(bodyLength) !== bodyLength) return { problem: 'body not padded' };
  return { version, generation, bodyLength };
}
