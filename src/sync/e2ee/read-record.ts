/**
 * Reading a merged record (docs/e2ee-sync.md section 6.2) and writing the next change to it. A field declared
 * 'lww' (last writer wins) reads its newest version. A field declared 'text' (an entry's text, a note, a safety
 * plan step) reads its newest version too, but when more than one version survives the person is shown every one
 * ("Edited on two devices") until they keep one or write a merged text: `resolveConflict`.
 */
import { ownField, type FieldWrite, type JsonValue, type RecordChange, type RecordState } from './record-state.ts';

export type FieldPolicy = 'lww' | 'text';

export interface FieldConflict {
  field: string;
  /** Every surviving version, newest first: the first is the one shown. */
  versions: Array<{ value: JsonValue; hlc: string }>;
}

export interface RecordReading {
  /** True when the newest delete is later than every surviving version. */
  deleted: boolean;
  /** The value shown for each field; empty when deleted. */
  fields: Record<string, JsonValue>;
  /** The free-text fields edited concurrently, by field name. */
  conflicts: FieldConflict[];
}

/** The newest surviving clock of any field, or null when no version survives. */
function newestVersionClock(state: RecordState): string | null {
  let newest: string | null = null;
  for (const field of Object.values(state.fields)) {
    const last = field.versions.at(-1);
    if (last !== undefined && (newest === null || last.hlc > newest)) newest = last.hlc;
  }
  return newest;
}

/**
 * A field not named in `policies` reads as 'lww': a policy missing for a new field must not invent a conflict.
 * Fields are read whatever their age against the tombstone: a newer edit after a delete brings the record back
 * whole, as its author saw it.
 */
export function readRecord(state: RecordState, policies: Readonly<Record<string, FieldPolicy>>): RecordReading {
  const newest = newestVersionClock(state);
  const deleted = state.tombstone !== null && (newest === null || state.tombstone > newest);
  if (deleted) return { deleted, fields: {}, conflicts: [] };
  const fields: Array<[string, JsonValue]> = [];
  const conflicts: FieldConflict[] = [];
  for (const name of Object.keys(state.fields).sort()) {
    const versions = ownField(state, name)?.versions ?? [];
    const shown = versions.at(-1);
    if (shown === undefined) continue;
    fields.push([name, shown.value]);
    const policy = Object.hasOwn(policies, name) ? policies[name] : 'lww';
    if (policy === 'text' && versions.length > 1) {
      conflicts.push({ field: name, versions: [...versions].reverse().map(({ value, hlc }) => ({ value, hlc })) });
    }
  }
  return { deleted, fields: Object.fromEntries(fields), conflicts };
}

/** The clocks of a field's versions this replica holds: the `prev` of its next write to that field. */
export function heldClocks(state: RecordState, field: string): string[] {
  return (ownField(state, field)?.versions ?? []).map((version) => version.hlc);
}

/** A put of `values` at clock `hlc`, each field superseding every version this replica holds of it. */
export function makePut(state: RecordState, hlc: string, values: Readonly<Record<string, JsonValue>>): RecordChange {
  const fields = Object.fromEntries(
    Object.keys(values)
      .sort()
      .map((name): [string, FieldWrite] => [name, { value: values[name] ?? null, prev: heldClocks(state, name) }]),
  );
  return { hlc, op: 'put', fields };
}

/** The put that settles a conflict on `field`: the text kept or merged, superseding every surviving version. */
export function resolveConflict(state: RecordState, field: string, value: JsonValue, hlc: string): RecordChange {
  return makePut(state, hlc, { [field]: value });
}

export function makeDelete(hlc: string): RecordChange {
  return { hlc, op: 'delete' };
}
