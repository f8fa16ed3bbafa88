/**
 * A row of an encrypted table, sealed and opened: the primary key, the indexes' fields and the policy's clear fields
 * stay as they are; every other field goes into `lockedFields` (docs/app-lock.md, sections 3 and 4).
 */
import type { DBCoreTableSchema } from 'dexie';
import { openFieldsBatch, sealFieldsBatch, type RecordPlace, type SealedRecord } from './record-codec.ts';
import type { EncryptedTablePolicy } from './tables.ts';

export const LOCKED_FIELD = 'lockedFields';

type Row = Record<string, unknown>;

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSealedRow(value: unknown): value is Row & { [LOCKED_FIELD]: Uint8Array } {
  return isRow(value) && value[LOCKED_FIELD] instanceof Uint8Array;
}

function topLevelNames(keyPath: string | string[] | null | undefined): string[] {
  if (keyPath == null) return [];
  return (Array.isArray(keyPath) ? keyPath : [keyPath]).map((path) => path.split('.')[0] ?? path);
}

/** The fields a table keeps clear: computed once per table and kept. */
export function clearFieldNames(schema: DBCoreTableSchema, policy: EncryptedTablePolicy): ReadonlySet<string> {
  const names = new Set<string>(topLevelNames(schema.primaryKey.keyPath));
  for (const index of schema.indexes) for (const name of topLevelNames(index.keyPath)) names.add(name);
  for (const name of policy.clearFields ?? []) names.add(name);
  return names;
}

export interface SealingContext {
  table: string;
  schema: DBCoreTableSchema;
  policy: EncryptedTablePolicy;
  clearNames: ReadonlySet<string>;
  tableKey: CryptoKey;
}

/** The row's clear fields and the fields to seal, and where its record sits (section 4). */
function splitRow(context: SealingContext, row: Row): { clear: Row; hidden: Row; place: RecordPlace } {
  const clear: Row = {};
  const hidden: Row = {};
  for (const name in row) {
    if (!Object.hasOwn(row, name)) continue;
    const value = row[name];
    if (context.clearNames.has(name)) clear[name] = value;
    else if (value !== undefined) hidden[name] = value;
  }
  const primaryKey = context.schema.primaryKey.autoIncrement ? undefined : context.schema.primaryKey.extractKey?.(row);
  return { clear, hidden, place: primaryKey === undefined ? { table: context.table } : { table: context.table, primaryKey } };
}

/** Every row sealed (in the same order); rows already sealed, kept whole or not rows at all pass as they are. */
export function sealRows(context: SealingContext, rows: readonly unknown[]): Promise<unknown[]> {
  const toSeal: number[] = [];
  const parts: Array<ReturnType<typeof splitRow>> = [];
  rows.forEach((row, index) => {
    if (!isRow(row) || isSealedRow(row) || context.policy.keepRowClear?.(row)) return;
    toSeal.push(index);
    parts.push(splitRow(context, row));
  });
  if (toSeal.length === 0) return Promise.resolve([...rows]);
  return sealFieldsBatch(
    context.tableKey,
    parts.map((part) => part.place),
    parts.map((part) => part.hidden),
  ).then((records) => {
    const sealed = [...rows];
    toSeal.forEach((rowIndex, partIndex) => {
      const part = parts[partIndex];
      if (part) sealed[rowIndex] = { ...part.clear, [LOCKED_FIELD]: records[partIndex] };
    });
    return sealed;
  });
}

export async function sealRow(context: SealingContext, row: unknown): Promise<unknown> {
  const [sealed] = await sealRows(context, [row]);
  return sealed;
}

/**
 * Every sealed row opened (in the same order; other rows pass as they are), all decryptions under way together.
 * Rejects when one does not open under this key: a damaged row must never read as empty.
 */
export function openRows<Rows extends unknown[]>(context: Omit<SealingContext, 'policy' | 'clearNames'>, rows: Rows): Promise<Rows> {
  const sealedAt: number[] = [];
  const records: SealedRecord[] = [];
  rows.forEach((row, index) => {
    if (!isSealedRow(row)) return;
    sealedAt.push(index);
    records.push({ primaryKey: context.schema.primaryKey.extractKey?.(row), record: row[LOCKED_FIELD] });
  });
  return openFieldsBatch(context.tableKey, context.table, records).then((opened) => {
    const result = [...rows] as Rows;
    sealedAt.forEach((rowIndex, recordIndex) => {
      const fields = opened[recordIndex];
      if (!fields) throw new Error(`A sealed row of ${context.table} did not open with this device's key`);
      const row = rows[rowIndex] as Row;
      for (const name in row) if (name !== LOCKED_FIELD && Object.hasOwn(row, name)) fields[name] = row[name];
      result[rowIndex] = fields;
    });
    return result;
  });
}

/** A sealed row opened; throws when it does not open under this key (a damaged row must never read as empty). */
export async function openRow(context: Omit<SealingContext, 'policy' | 'clearNames'>, row: Row & { [LOCKED_FIELD]: Uint8Array }): Promise<Row> {
  const [opened] = await openRows(context, [row]);
  return opened as Row;
}
