/**
 * A row of an encrypted table, sealed and opened: the primary key, the indexes' fields and the policy's clear fields
 * stay as they are; every other field goes into `lockedFields` (docs/app-lock.md, sections 3 and 4).
 */
import type { DBCoreTableSchema } from 'dexie';
import { openFields, sealFields } from './record-codec.ts';
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

export async function sealRow(context: SealingContext, row: unknown): Promise<unknown> {
  if (!isRow(row) || isSealedRow(row) || context.policy.keepRowClear?.(row)) return row;
  const clear: Row = {};
  const hidden: Row = {};
  for (const [name, value] of Object.entries(row)) {
    if (context.clearNames.has(name)) clear[name] = value;
    else if (value !== undefined) hidden[name] = value;
  }
  const primaryKey = context.schema.primaryKey.autoIncrement ? undefined : context.schema.primaryKey.extractKey?.(row);
  clear[LOCKED_FIELD] = await sealFields(context.tableKey, primaryKey === undefined ? { table: context.table } : { table: context.table, primaryKey }, hidden);
  return clear;
}

/** A sealed row opened; throws when it does not open under this key (a damaged row must never read as empty). */
export async function openRow(context: Omit<SealingContext, 'policy' | 'clearNames'>, row: Row & { [LOCKED_FIELD]: Uint8Array }): Promise<Row> {
  const primaryKey = context.schema.primaryKey.extractKey?.(row);
  const fields = await openFields(context.tableKey, context.table, primaryKey, row[LOCKED_FIELD]);
  if (!fields) throw new Error(`A sealed row of ${context.table} did not open with this device's key`);
  const opened: Row = { ...fields };
  for (const [name, value] of Object.entries(row)) if (name !== LOCKED_FIELD) opened[name] = value;
  return opened;
}
