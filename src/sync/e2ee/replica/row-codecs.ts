/**
 * How a synced table's row becomes a record's fields and back (docs/e2ee-sync.md section 9). A field holds one of
 * the row's own properties as JSON; 'local' properties never leave the device and are kept from the row already
 * here when a merged record is written back. `null` and an absent property read the same: a property the person
 * cleared travels as `null`, and the digest and the comparison treat the two alike.
 */
import type { JsonValue } from '../record-state.ts';
import type { FieldPolicy } from '../read-record.ts';

/** A row as Dexie hands it over: an object whose shape only its table knows. */
export type Row = Record<string, unknown>;
export type SyncedFieldPolicy = FieldPolicy | 'local';

export interface RowCodec {
  /** The row's synced fields as JSON: 'local' properties left out, undefined ones dropped. */
  encode(row: Row): Record<string, JsonValue>;
  /** The row a merged record reads as; 'local' properties come from `existing`, the row now on this device. */
  decode(fields: Readonly<Record<string, JsonValue>>, existing: Row | undefined): Row;
  /** The merge policy of a record field (a field not named reads 'lww'). */
  policyOf(field: string): SyncedFieldPolicy;
}

/** JSON of one property, or undefined for an absent one (Dexie rows hold only structured-cloneable JSON here). */
export function toJson(value: unknown): JsonValue | undefined {
  if (value === undefined) return undefined;
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/**
 * A codec over the row's top-level properties. `local` names the properties that stay on the device, each with the
 * reason (kept for the documentation and the tests); `text` the free-text properties.
 */
export function plainCodec(options: { text?: readonly string[]; local?: Readonly<Record<string, string>> } = {}): RowCodec {
  const text = new Set(options.text ?? []);
  const local = options.local ?? {};
  return {
    encode(row) {
      const fields: Record<string, JsonValue> = {};
      for (const [name, value] of Object.entries(row)) {
        const json = Object.hasOwn(local, name) ? undefined : toJson(value);
        if (json !== undefined) fields[name] = json;
      }
      return fields;
    },
    decode(fields, existing) {
      const row: Row = Object.fromEntries(Object.entries(fields).filter(([name]) => !Object.hasOwn(local, name)));
      for (const name of Object.keys(local)) {
        if (existing !== undefined && existing[name] !== undefined) row[name] = existing[name];
      }
      return row;
    },
    policyOf(field) {
      if (Object.hasOwn(local, field)) return 'local';
      return text.has(field) ? 'text' : 'lww';
    },
  };
}

/**
 * Answer keys (a tool's field ids, such as `warning-signs`) as field names `[A-Za-z0-9_]`: letters and digits as
 * they are, `_` as `__`, `-` as `_d`, `.` as `_o`, anything else as `_u` and four hex digits. One-to-one, so two
 * answers never share a field.
 */
export function encodeAnswerKey(key: string): string {
  let out = 'a_';
  for (const char of key) {
    if (/^[A-Za-z0-9]$/.test(char)) out += char;
    else if (char === '_') out += '__';
    else if (char === '-') out += '_d';
    else if (char === '.') out += '_o';
    else out += [...char].map((unit) => `_u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  }
  return out;
}

export function decodeAnswerKey(field: string): string | null {
  if (!field.startsWith('a_')) return null;
  const body = field.slice(2);
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] ?? '';
    if (char !== '_') {
      out += char;
      continue;
    }
    const escape = body[i + 1];
    if (escape === '_') out += '_';
    else if (escape === 'd') out += '-';
    else if (escape === 'o') out += '.';
    else if (escape === 'u') {
      out += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 4;
    } else return null;
    i += 1;
  }
  return out;
}

const MAX_FIELD_NAME = 64;
/** The field holding answers whose key is too long to be a field name of its own (none of today's tools). */
const LEFTOVER_ANSWERS = 'values';

/**
 * An entry whose `values` are the person's answers by key (tool and activity entries, the safety plan): each answer
 * is a free-text field of its own, so two devices filling different steps of the safety plan both keep theirs, and
 * only the same answer edited on both is a conflict. A cleared answer travels as `null` and is left out of `values`.
 */
export function answersCodec(): RowCodec {
  const rest = plainCodec();
  return {
    encode(row) {
      const { values, ...others } = row;
      const fields = rest.encode(others);
      const leftover: Record<string, JsonValue> = {};
      for (const [key, value] of Object.entries((values ?? {}) as Row)) {
        const json = toJson(value);
        if (json === undefined) continue;
        const name = encodeAnswerKey(key);
        if (name.length <= MAX_FIELD_NAME) fields[name] = json;
        else leftover[key] = json;
      }
      if (Object.keys(leftover).length > 0) fields[LEFTOVER_ANSWERS] = leftover;
      return fields;
    },
    decode(fields) {
      const row: Row = {};
      const values: Row = {};
      for (const [name, value] of Object.entries(fields)) {
        const key = decodeAnswerKey(name);
        if (name === LEFTOVER_ANSWERS && value !== null && typeof value === 'object' && !Array.isArray(value)) {
          for (const [leftKey, leftValue] of Object.entries(value)) if (leftValue !== null) values[leftKey] = leftValue;
        } else if (key !== null) {
          if (value !== null) values[key] = value;
        } else {
          row[name] = value;
        }
      }
      row.values = values;
      return row;
    },
    policyOf(field) {
      return field === LEFTOVER_ANSWERS || field.startsWith('a_') ? 'text' : 'lww';
    },
  };
}
