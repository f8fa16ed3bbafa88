/**
 * What a snapshot holds (docs/e2ee-sync.md section 11.1): every synced record's merged state, as canonical JSON sorted
 * by kind and id, deflated as one stream (fflate, level 6) and cut into parts of at most 192 KiB of deflated bytes.
 * Reading it back inflates within a bound and checks every state's shape before anything is merged.
 */
import { deflateSync } from 'fflate';
import { z } from 'zod';
import { fieldNameSchema, fieldValueSchema, hlcSchema } from '@contract/e2ee/change-body';
import { isRecordId, isRecordKind } from '@contract/e2ee/keys';
import { MAX_SNAPSHOT_PART_PLAINTEXT_BYTES } from '@contract/e2ee/snapshot';
import { inflateBounded } from '@contract/bounded-inflate';
import { concatBytes } from '@contract/share-bytes';
import { canonicalJson, type RecordState } from '../record-state.ts';

export const SNAPSHOT_CONTENT_VERSION = 1;
/** A restoring device inflates at most this much: far above five years of a person's records, far below a tab's memory. */
export const MAX_SNAPSHOT_INFLATED_BYTES = 256 * 1024 * 1024;

export interface SnapshotRecord {
  kind: string;
  id: string;
  state: RecordState;
}

const recordStateSchema = z.strictObject({
  fields: z.record(
    fieldNameSchema,
    z.strictObject({
      versions: z.array(z.strictObject({ value: fieldValueSchema, hlc: hlcSchema })),
      superseded: z.array(hlcSchema),
    }),
  ),
  tombstone: hlcSchema.nullable(),
});

const byKindThenId = (a: { kind: string; id: string }, b: { kind: string; id: string }): number =>
  a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const snapshotContentSchema = z.strictObject({
  v: z.literal(SNAPSHOT_CONTENT_VERSION),
  records: z
    .array(
      z.strictObject({
        kind: z.string().refine(isRecordKind, 'is not a record kind'),
        id: z.string().refine(isRecordId, 'is not a record id'),
        state: recordStateSchema,
      }),
    )
    // Sorted and distinct: one text for one replica state, and no record merged twice from one snapshot.
    .refine((records) => records.every((record, index) => index === 0 || byKindThenId(records[index - 1] ?? record, record) < 0), {
      message: 'records must be sorted by kind and id, each once',
    }),
});

/** The canonical text of a replica's records: `{"records":[{"id","kind","state"}...],"v":1}`, keys sorted at every level. */
export function snapshotText(records: readonly SnapshotRecord[]): string {
  const sorted = [...records].sort(byKindThenId);
  return canonicalJson({ v: SNAPSHOT_CONTENT_VERSION, records: sorted });
}

/** The deflated stream cut into part plaintexts of at most 192 KiB (an empty replica is one empty-stream part). */
export function snapshotPartPlaintexts(text: string): Uint8Array[] {
  const deflated = deflateSync(new TextEncoder().encode(text), { level: 6 });
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
  const content = snapshotContentSchema.safeParse(parsed);
  if (!content.success) return { ok: false, problem: 'invalid-content' };
  return { ok: true, records: content.data.records as SnapshotRecord[] };
}
