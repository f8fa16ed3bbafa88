/**
 * The merge of docs/e2ee-sync.md section 6.2. A state is the join of everything a replica has seen: per field, the
 * union of versions less every version a `prev` list named; the union of the superseded clocks; the later tombstone.
 * Unions and maxima are commutative, associative and idempotent, so replicas that have seen the same changes, in any
 * order and any number of times, hold the same state. A change is applied by joining it in as a one-change state,
 * so applying and merging cannot disagree.
 *
 * Clocks are compared as strings (section 6.1); the change's clocks are checked by the wire schema before they get
 * here, and nothing here reads the time.
 */
import {
  canonicalJson,
  laterClock,
  ownField,
  unionSorted,
  type FieldState,
  type FieldVersion,
  type RecordChange,
  type RecordState,
} from './record-state.ts';

/** Versions order by clock, then by the value's canonical JSON, so two values under one clock still sort the same. */
function versionKey(version: FieldVersion): string {
  return `${version.hlc}\u0000${canonicalJson(version.value)}`;
}

function joinVersions(
  a: readonly FieldVersion[],
  b: readonly FieldVersion[],
  superseded: ReadonlySet<string>,
): FieldVersion[] {
  const byKey = new Map<string, FieldVersion>();
  for (const version of [...a, ...b]) {
    if (!superseded.has(version.hlc)) byKey.set(versionKey(version), version);
  }
  return [...byKey.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([, version]) => ({ value: version.value, hlc: version.hlc }));
}

function joinField(a: FieldState | undefined, b: FieldState | undefined): FieldState {
  const superseded = unionSorted(a?.superseded ?? [], b?.superseded ?? []);
  const versions = joinVersions(a?.versions ?? [], b?.versions ?? [], new Set(superseded));
  return { versions, superseded };
}

/** The join of two states of the same record: what a replica holds once it has seen everything both have seen. */
export function mergeStates(a: RecordState, b: RecordState): RecordState {
  const names = unionSorted(Object.keys(a.fields).sort(), Object.keys(b.fields).sort());
  // fromEntries defines own properties, so a field named "__proto__" stays a field.
  const fields = Object.fromEntries(names.map((name) => [name, joinField(ownField(a, name), ownField(b, name))]));
  return { fields, tombstone: laterClock(a.tombstone, b.tombstone) };
}

/** The state a replica that had seen only `change` would hold. */
export function changeAsState(change: RecordChange): RecordState {
  if (change.op === 'delete') return { fields: {}, tombstone: change.hlc };
  const names = Object.keys(change.fields).sort();
  const fields = Object.fromEntries(
    names.map((name) => {
      const write = change.fields[name];
      if (write === undefined) throw new Error(`no write for field ${name}`);
      const superseded = [...new Set(write.prev)].sort();
      // A write naming its own clock in prev would supersede itself; the join then drops it, as it would on arrival.
      const versions = superseded.includes(change.hlc) ? [] : [{ value: write.value, hlc: change.hlc }];
      return [name, { versions, superseded }];
    }),
  );
  return { fields, tombstone: null };
}

/** The state after one more change, delivered in any order, any number of times. */
export function applyChange(state: RecordState, change: RecordChange): RecordState {
  return mergeStates(state, changeAsState(change));
}
