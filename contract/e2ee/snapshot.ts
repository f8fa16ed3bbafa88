/**
 * A device-written snapshot's bytes (docs/e2ee-sync.md section 11.2 and 11.3): each part sealed under the snapshot's
 * key with an aad naming the account, the snapshot, the part's place, the part count, the log position and the
 * generation, so no part can be moved anywhere else; the digest over every sealed part in order; and the committing
 * device's signature over the snapshot's description with that digest. What the parts hold (the record states) is the
 * app's business (src/sync/e2ee/snapshot/); these are the bytes an independent implementation must agree on.
 */
import { concatBytes, toBase64Url } from '../share-bytes.ts';
import { deriveSnapshotKey, type AccountKey } from './keys.ts';
import { AES_GCM_IV_BYTES, AES_GCM_TAG_BYTES, aesGcmOpen, aesGcmSeal, platformRandomBytes, sha256, utf8, type RandomBytes } from './primitives.ts';
import { signBytes, verifyBytes } from './signatures.ts';

export const SNAPSHOT_PART_VERSION = 0x05;
/** Deflated bytes a part holds at most: sealed (1 + 12 + 16 more) it stays under the function's 256 KiB. */
export const MAX_SNAPSHOT_PART_PLAINTEXT_BYTES = 192 * 1024;
export const SNAPSHOT_PART_OVERHEAD_BYTES = 1 + AES_GCM_IV_BYTES + AES_GCM_TAG_BYTES;
export const MAX_SEALED_SNAPSHOT_PART_BYTES = MAX_SNAPSHOT_PART_PLAINTEXT_BYTES + SNAPSHOT_PART_OVERHEAD_BYTES;
export const SNAPSHOT_ID_BYTES = 16;

/** What a snapshot's description names: the sealing's aad and the commit signature both cover all of it. */
export interface SnapshotPlace {
  accountId: string;
  snapshotId: string;
  /** The last log seq the snapshot includes. */
  upTo: number;
  generation: number;
  parts: number;
}

export function newSnapshotId(random: RandomBytes = platformRandomBytes): string {
  return toBase64Url(random(SNAPSHOT_ID_BYTES));
}

/** utf8("snapshot|" ‖ accountId ‖ "|" ‖ snapshotId ‖ "|" ‖ n ‖ "|" ‖ parts ‖ "|" ‖ upTo ‖ "|" ‖ g), numbers in decimal. */
export function snapshotPartAad(place: SnapshotPlace, part: number): Uint8Array {
  return utf8(`snapshot|${place.accountId}|${place.snapshotId}|${part}|${place.parts}|${place.upTo}|${place.generation}`);
}

/** payload = 0x05 ‖ iv (12) ‖ AES-256-GCM(snapshot key, iv, plaintext, aad). */
export async function sealSnapshotPart(
  accountKey: AccountKey,
  place: SnapshotPlace,
  part: number,
  plaintext: Uint8Array,
  random: RandomBytes = platformRandomBytes,
): Promise<Uint8Array> {
  if (accountKey.generation !== place.generation) throw new RangeError('A snapshot is sealed under its own generation');
  if (plaintext.length > MAX_SNAPSHOT_PART_PLAINTEXT_BYTES) throw new RangeError('A snapshot part holds at most 192 KiB');
  const iv = random(AES_GCM_IV_BYTES);
  const key = await deriveSnapshotKey(accountKey, place.snapshotId);
  const sealed = await aesGcmSeal(key, iv, plaintext, snapshotPartAad(place, part));
  return concatBytes(Uint8Array.of(SNAPSHOT_PART_VERSION), iv, sealed);
}

/** The part's plaintext, or null when its version byte, length or tag (key, aad, bytes) is not right. */
export async function openSnapshotPart(accountKey: AccountKey, place: SnapshotPlace, part: number, payload: Uint8Array): Promise<Uint8Array | null> {
  if (payload.length < SNAPSHOT_PART_OVERHEAD_BYTES || payload.length > MAX_SEALED_SNAPSHOT_PART_BYTES) return null;
  if (payload[0] !== SNAPSHOT_PART_VERSION || accountKey.generation !== place.generation) return null;
  const key = await deriveSnapshotKey(accountKey, place.snapshotId);
  const iv = payload.subarray(1, 1 + AES_GCM_IV_BYTES);
  return aesGcmOpen(key, iv, payload.subarray(1 + AES_GCM_IV_BYTES), snapshotPartAad(place, part));
}

/** b64u(SHA-256(part 0 payload ‖ … ‖ part n-1 payload)). */
export async function snapshotDigest(payloads: readonly Uint8Array[]): Promise<string> {
  return toBase64Url(await sha256(concatBytes(...payloads)));
}

/** utf8("snapshot-commit|" ‖ accountId ‖ "|" ‖ snapshotId ‖ "|" ‖ upTo ‖ "|" ‖ g ‖ "|" ‖ parts ‖ "|" ‖ digest). */
export function snapshotCommitSignedBytes(place: SnapshotPlace, digest: string): Uint8Array {
  return utf8(`snapshot-commit|${place.accountId}|${place.snapshotId}|${place.upTo}|${place.generation}|${place.parts}|${digest}`);
}

export function signSnapshotCommit(place: SnapshotPlace, digest: string, signingKey: CryptoKey): Promise<string> {
  return signBytes(signingKey, snapshotCommitSignedBytes(place, digest));
}

/** Never throws: a damaged key or signature does not verify. */
export function verifySnapshotCommit(place: SnapshotPlace, digest: string, signatureB64u: string, signingPublicKeyB64u: string): Promise<boolean> {
  return verifyBytes(signingPublicKeyB64u, signatureB64u, snapshotCommitSignedBytes(place, digest));
}
