/**
 * Writing and reading a snapshot (docs/e2ee-sync.md sections 11.1 to 11.3, 11.5). Writing: the records' canonical text,
 * deflated and cut, each part sealed, the digest, the committing device's signature. Reading checks, before it opens
 * anything, that the signer is a device of the account that was linked at `upTo` and that its signature covers this
 * description and these parts' digest; only then opens, inflates and checks the content. Each refusal has its code.
 */
import { MAX_SNAPSHOT_PARTS } from '@contract/e2ee/sync-schemas';
import type { AccountKey } from '@contract/e2ee/keys';
import {
  MAX_SEALED_SNAPSHOT_PART_BYTES,
  newSnapshotId,
  openSnapshotPart,
  sealSnapshotPart,
  signSnapshotCommit,
  snapshotDigest,
  verifySnapshotCommit,
  type SnapshotPlace,
} from '@contract/e2ee/snapshot';
import { platformRandomBytes, type RandomBytes } from '@contract/e2ee/primitives';
import { readSnapshotContent, snapshotPartPlaintexts, snapshotText, type SnapshotRecord } from './snapshot-content.ts';

export interface WrittenSnapshot {
  place: SnapshotPlace;
  payloads: Uint8Array[];
  digest: string;
  deviceId: string;
  signature: string;
  /** Bytes of the deflated text, before sealing: the stored bytes' yardstick. */
  deflatedBytes: number;
}

export interface SnapshotWriter {
  accountId: string;
  deviceId: string;
  signingKey: CryptoKey;
  /** The current generation: a snapshot is sealed under it. */
  accountKey: AccountKey;
  random?: RandomBytes;
}

export async function writeSnapshot(writer: SnapshotWriter, upTo: number, records: readonly SnapshotRecord[]): Promise<WrittenSnapshot> {
  const random = writer.random ?? platformRandomBytes;
  const plaintexts = snapshotPartPlaintexts(snapshotText(records));
  if (plaintexts.length > MAX_SNAPSHOT_PARTS) throw new RangeError(`A snapshot has at most ${MAX_SNAPSHOT_PARTS} parts`);
  const place: SnapshotPlace = {
    accountId: writer.accountId,
    snapshotId: newSnapshotId(random),
    upTo,
    generation: writer.accountKey.generation,
    parts: plaintexts.length,
  };
  const payloads: Uint8Array[] = [];
  for (const [index, plaintext] of plaintexts.entries()) payloads.push(await sealSnapshotPart(writer.accountKey, place, index, plaintext, random));
  const digest = await snapshotDigest(payloads);
  const signature = await signSnapshotCommit(place, digest, writer.signingKey);
  const deflatedBytes = plaintexts.reduce((total, part) => total + part.length, 0);
  return { place, payloads, digest, deviceId: writer.deviceId, signature, deflatedBytes };
}

/** The description a device read from GET /accounts/:a/snapshot (the account id is the reader's own). */
export interface SnapshotDescription {
  snapshotId: string;
  upTo: number;
  generation: number;
  parts: number;
  digest: string;
  deviceId: string;
  signature: string;
}

export interface SnapshotSigner {
  deviceId: string;
  signingKey: string;
  unlinkedAfterSeq: number | null;
}

export type SnapshotProblem =
  /** The signer is not in the account's device list. */
  | 'unknown-signer'
  /** The signer was unlinked before `upTo`: it could not have seen the log that far. */
  | 'unlinked-signer'
  /** The signature does not cover this account, description and digest. */
  | 'bad-signature'
  /** Fewer or more parts than the description names. */
  | 'truncated'
  /** The parts' bytes are not the ones the signer committed. */
  | 'digest-mismatch'
  /** A part, the part count or the inflated text is past its bound. */
  | 'oversized'
  /** No key of the snapshot's generation in this device's keyring. */
  | 'no-key'
  /** A part's tag fails (another place, snapshot, position, account or key). */
  | 'cannot-open'
  /** The inflated stream or its UTF-8 or JSON is broken. */
  | 'damaged'
  /** The content is JSON but not a snapshot's (a bad clock, an unsorted list, an unknown member). */
  | 'invalid-content';

export type OpenedSnapshot = { ok: true; records: SnapshotRecord[] } | { ok: false; problem: SnapshotProblem };

export interface SnapshotReader {
  accountId: string;
  devices: readonly SnapshotSigner[];
  accountKeyOf: (generation: number) => AccountKey | undefined;
  maxInflatedBytes?: number;
}

/** The place the reader's own account gives the description: a snapshot of another account cannot verify or open. */
function placeOf(reader: SnapshotReader, description: SnapshotDescription): SnapshotPlace {
  const { snapshotId, upTo, generation, parts } = description;
  return { accountId: reader.accountId, snapshotId, upTo, generation, parts };
}

/** The checks that need no key: who signed, what they signed, and that these are the bytes they signed. */
export async function checkSnapshot(reader: SnapshotReader, description: SnapshotDescription, payloads: readonly Uint8Array[]): Promise<SnapshotProblem | null> {
  const signer = reader.devices.find((device) => device.deviceId === description.deviceId);
  if (signer === undefined) return 'unknown-signer';
  if (signer.unlinkedAfterSeq !== null && signer.unlinkedAfterSeq < description.upTo) return 'unlinked-signer';
  if (!(await verifySnapshotCommit(placeOf(reader, description), description.digest, description.signature, signer.signingKey))) return 'bad-signature';
  if (description.parts > MAX_SNAPSHOT_PARTS) return 'oversized';
  if (payloads.length !== description.parts) return 'truncated';
  if (payloads.some((payload) => payload.length > MAX_SEALED_SNAPSHOT_PART_BYTES)) return 'oversized';
  if ((await snapshotDigest(payloads)) !== description.digest) return 'digest-mismatch';
  return null;
}

/** Opens each part in its place and reads the content; the caller has checked the snapshot (checkSnapshot). */
export async function openSnapshotParts(reader: SnapshotReader, place: SnapshotPlace, payloads: readonly Uint8Array[]): Promise<OpenedSnapshot> {
  const accountKey = reader.accountKeyOf(place.generation);
  if (accountKey === undefined) return { ok: false, problem: 'no-key' };
  const plaintexts: Uint8Array[] = [];
  for (const [index, payload] of payloads.entries()) {
    const plaintext = await openSnapshotPart(accountKey, place, index, payload);
    if (plaintext === null) return { ok: false, problem: 'cannot-open' };
    plaintexts.push(plaintext);
  }
  const content = readSnapshotContent(plaintexts, reader.maxInflatedBytes);
  return content.ok ? content : { ok: false, problem: content.problem };
}

export async function openSnapshot(reader: SnapshotReader, description: SnapshotDescription, payloads: readonly Uint8Array[]): Promise<OpenedSnapshot> {
  const problem = await checkSnapshot(reader, description, payloads);
  if (problem !== null) return { ok: false, problem };
  return openSnapshotParts(reader, placeOf(reader, description), payloads);
}
