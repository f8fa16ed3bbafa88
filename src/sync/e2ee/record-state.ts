/**
 * A synced record's state (docs/e2ee-sync.md section 6.2), kept as plain JSON so it can be stored in IndexedDB as it
 * is and two replicas' states compared by their canonical JSON. Every list is sorted and every object's keys are
 * written in sorted order, so equal states are equal byte for byte.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** One write's value for one field, named by the clock of the change that wrote it. */
export interface FieldVersion {
  value: JsonValue;
  hlc: string;
}

export interface FieldState {
  /** The versions no known write supersedes, by clock ascending (then by the value's canonical JSON). */
  versions: FieldVersion[];
  /**
   * The clocks the `prev` lists of this field's writes named, ascending. Per field, not per record: one change
   * writes several fields under one clock, and superseding its text must not drop its title.
   */
  superseded: string[];
}

export interface RecordState {
  /** By field name, sorted; a field appears once some write named it. */
  fields: Record<string, FieldState>;
  /** The clock of the newest delete, or null when none was seen. */
  tombstone: string | null;
}

export interface FieldWrite {
  value: JsonValue;
  /** The clocks of this field's versions the author held when it wrote: what this write supersedes. */
  prev: string[];
}

/** A change's body as section 3 writes it (the `v` and any other members are not needed to merge). */
export type RecordChange =
  | { hlc: string; op: 'put'; fields: Record<string, FieldWrite> }
  | { hlc: string; op: 'delete' };

export function emptyRecordState(): RecordState {
  return { fields: {}, tombstone: null };
}

/** Object keys sorted by code unit at every level: one text for equal JSON values, whatever order they were built. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/** Own members only, so a field called "__proto__" or "constructor" is a field like any other. */
export function ownField(state: RecordState, name: string): FieldState | undefined {
  return Object.hasOwn(state.fields, name) ? state.fields[name] : undefined;
}

/** The union of two ascending lists of distinct strings, ascending and distinct. */
export function unionSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  for (;;) {
    const x = a[i];
    const y = b[j];
    if (x === undefined) return out.concat(b.slice(j));
    if (y === undefined) return out.concat(a.slice(i));
    if (x <= y) {
      out.push(x);
      i += 1;
    }
    if (y <= x) {
      if (y !== x) out.push(y);
      j += 1;
    }
  }
}

/** The later of two clocks, either possibly absent. */
export function laterClock(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? b : a;
}
