/**
 * A record's state as a version-2 snapshot writes it (docs/e2ee-sync.md section 11.1). Most records were written by
 * one change: every field one version under one clock. Version 1 wrote that clock beside every field, and each copy
 * broke deflate's matches (102 KB against the change bodies' 62 KB for five years of check-ins); version 2 names the
 * record's most common clock once (`c`) and writes the fields under it as bare values (`f`). Any other field keeps its
 * whole state (`x`), so every state round-trips exactly.
 */
import { z } from 'zod';
import { fieldNameSchema, fieldValueSchema, hlcSchema } from '@contract/e2ee/change-body';
import { isRecordId, isRecordKind } from '@contract/e2ee/keys';
import type { FieldState, JsonValue, RecordState } from '../record-state.ts';

export interface SnapshotRecord {
  kind: string;
  id: string;
  state: RecordState;
}

export const fieldStateSchema = z.strictObject({
  versions: z.array(z.strictObject({ value: fieldValueSchema, hlc: hlcSchema })),
  superseded: z.array(hlcSchema),
});

export const kindSchema = z.string().refine(isRecordKind, 'is not a record kind');
export const idSchema = z.string().refine(isRecordId, 'is not a record id');

export const compactRecordSchema = z
  .strictObject({
    k: kindSchema,
    i: idSchema,
    /** The clock every field in `f` was written under; null only when `f` is empty. */
    c: hlcSchema.nullable(),
    f: z.record(fieldNameSchema, fieldValueSchema),
    x: z.record(fieldNameSchema, fieldStateSchema),
    t: hlcSchema.nullable(),
  })
  .refine((record) => Object.keys(record.f).every((name) => !Object.hasOwn(record.x, name)), 'a field is named in both f and x')
  .refine((record) => record.c !== null || Object.keys(record.f).length === 0, 'bare values need a clock');

export type CompactRecord = z.infer<typeof compactRecordSchema>;

/** A field that one write made and nothing superseded: the only kind `f` can hold. */
function bareClockOf(field: FieldState): string | null {
  const [only, ...others] = field.versions;
  return only !== undefined && others.length === 0 && field.superseded.length === 0 ? only.hlc : null;
}

/** The clock most fields could be written bare under; a tie goes to the later clock, so one state has one text. */
function recordClockOf(state: RecordState): string | null {
  const counts = new Map<string, number>();
  for (const field of Object.values(state.fields)) {
    const clock = bareClockOf(field);
    if (clock !== null) counts.set(clock, (counts.get(clock) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [clock, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && clock > best)) {
      best = clock;
      bestCount = count;
    }
  }
  return best;
}

export function compactRecord(record: SnapshotRecord): CompactRecord {
  const clock = recordClockOf(record.state);
  const bare: Record<string, JsonValue> = {};
  const whole: Record<string, FieldState> = {};
  for (const [name, field] of Object.entries(record.state.fields)) {
    const only = field.versions[0];
    if (clock !== null && bareClockOf(field) === clock && only !== undefined) bare[name] = only.value;
    else whole[name] = field;
  }
  return { k: record.kind, i: record.id, c: clock, f: bare, x: whole, t: record.state.tombstone };
}

/** The state back, fields in name order as the merge keeps them. */
export function expandRecord(record: CompactRecord): SnapshotRecord {
  const fields: Record<string, FieldState> = {};
  const names = [...Object.keys(record.f), ...Object.keys(record.x)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const name of names) {
    if (Object.hasOwn(record.x, name)) {
      fields[name] = record.x[name] as FieldState;
    } else {
      fields[name] = { versions: [{ value: record.f[name] as JsonValue, hlc: record.c ?? '' }], superseded: [] };
    }
  }
  return { kind: record.k, id: record.i, state: { fields, tombstone: record.t } };
}
