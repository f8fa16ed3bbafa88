/**
 * What a snapshot holds (docs/e2ee-sync.md section 11.1): every synced record's merged state, as canonical JSON sorted
 * by kind and id, deflated as one stream (fflate, level 9) and cut into parts of at most 192 KiB of deflated bytes.
 * Devices write version 2 (each record's common clock once, `snapshot-records.ts`) and read version 1 too, which
 * devices wrote before and the server may still hold. Reading back inflates within a bound and checks every state's
 * shape before anything is merged.
 */
import { deflateSync } from 'fflate';
import { z } from 'zod';
import { fieldNameSchema, hlcSchema } from '@contract/e2ee/change-body';
import { MAX_SNAPSHOT_PART_PLAINTEXT_BYTES } from '@contract/e2ee/snapshot';
import { inflateBounded } from '@contract/bounded-inflate';
import { concatBytes } from '@contract/share-bytes';
import { canonicalJson } from '../record-state.ts';
import { compactRecord, compactRecordSchema, expandRecord, fieldStateSchema, idSchema, kindSchema, type SnapshotRecord } from './snapshot-records.ts';

export type { SnapshotRecord } from './snapshot-records.ts';

export const SNAPSHOT_CONTENT_VERSION = 2;
/** A restoring device inflates at most this much: far above five years of a person's records, far below a tab's memory. */
export const MAX_SNAPSHOT_INFLATED_BYTES = 256 * 1024 * 1024;

const byKindThenId = (a: { kind: string; id: string }, b: { kind: string; id: string }): number =>
  a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

// Sorted and distinct: one text for one replica state, and no record merged twice from one snapshot.
const sortedOnce = (records: readonly { kind: string; id: string }[]) =>
  records.every((record, index) => index === 0 || byKindThenId(records[index - 1] ?? record, record) < 0);
const SORTED_MESSAGE = { message: 'records must be sorted by kind and id, each once' };

const versionOneSchema = z.strictObject({
  v: z.literal(1),
  records: z
    .array(
      z.strictObject({
        kind: kindSchema,
        id: idSchema,
        state: z.strictObject({ fields: z.record(fieldNameSchema, fieldStateSchema), tombstone: hlcSchema.nullable() }),
      }),
    )
    .refine(sortedOnce, SORTED_MESSAGE),
});

const versionTwoSchema = z.strictObject({
  v: z.literal(2),
  records: z.array(compactRecordSchema).refine((records) => sortedOnce(records.map((record) => ({ kind: record.k, id: record.i }))), SORTED_MESSAGE),
});

// By its `v` first, so a snapshot is checked against its own version's schema only.
const contentSchema = z.discriminatedUnion('v', [versionOneSchema, versionTwoSchema]);

/** The canonical text of a replica's records: `{"records":[{"c","f","i","k","t","x"}...],"v":2}`, keys sorted at every level. */
export function snapshotText(records: readonly SnapshotRecord[]): string {
  const sorted = [...records].sort(byKindThenId);
  return canonicalJson({ v: SNAPSHOT_CONTENT_VERSION, records: sorted.map(compactRecord) });
}

/** The deflated stream cut into part plaintexts of at most 192 KiB (an empty replica is one empty-stream part). */
export function snapshotPartPlaintexts(text: string): Uint8Array[] {
  const deflated = deflateSync(new TextEncoder().encode(text), { level: 9 });
  const parts: Uint8Array[] = [];
  for (let offset = 0; offset < deflated.length; offset += MAX_SNAPSHOT_PART_PLAINTEXT_BYTES) {
    parts.push(deflated.slice(offset, offset + MAX_SNAPSHOT_PART_PLAINTEXT_BYTES));
  }
  return parts;
}

export type ContentProblem = 'oversized' | 'damaged' | 'invalid-content';

/** The opened parts joined, inflated within `maxInflatedBytes`, parsed and checked. */
export function readSnapshotContent(
  plaintexts: readonly Uint8Array[],
  maxInflatedBytes = MAX_SNAPSHOT_INFLATED_BYTES,
): { ok: true; records: SnapshotRecord[] } | { ok: false; problem: ContentProblem } {
  const inflated = inflateBounded(concatBytes(...plaintexts), maxInflatedBytes);
  if (!inflated.ok) return { ok: false, problem: inflated.problem === 'too-long' ? 'oversized' : 'damaged' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes));
  } catch {
    return { ok: false, problem: 'damaged' };
  }
  const content = contentSchema.safeParse(parsed);
  if (!content.success) return { ok: false, problem: 'invalid-content' };
  if (content.data.v === 1) return { ok: true, records: content.data.records as SnapshotRecord[] };
  return { ok: true, records: content.data.records.map(expandRecord) };
}
