/**
 * What the one-time move reads from the plaintext workspace tables is checked before any of it reaches the device:
 * a row that is not what the app once wrote (hostile, or damaged) is skipped with a code, never written into a chart
 * and never deleted from the server (its data is not on this device). Pure; relative imports only.
 */
import { z } from '../../../contract/zod';
import { clientReturnSchema, prescriptionSchema, recordId } from '../../../contract/prescription-schemas';
import type { WorkspaceRowOf, WorkspaceTable } from './star-chart-rows';

/** Why a row was skipped: not an object, an id this app never makes, or a field that is not what the app wrote. */
export type SkipCode = 'not-a-row' | 'bad-id' | 'bad-field';

export interface SkippedRow {
  table: WorkspaceTable;
  /** The row's id when it was a usable one (a log names only the table, the code and this id). */
  id: string | null;
  code: SkipCode;
}

const time = z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)), 'must be a time');
const MAX_TEXT = 20_000;

const rowSchemas: { [Table in WorkspaceTable]: z.ZodType<WorkspaceRowOf[Table]> } = {
  therapist_clients: z.object({
    id: recordId,
    alias: z.string().min(1).max(200),
    created_at: time,
    updated_at: time,
    archived_at: time.nullable(),
  }),
  prescriptions: z.object({
    id: recordId,
    client_id: recordId,
    prescription: prescriptionSchema,
    status: z.enum(['active', 'ended']),
    short_codes: z.array(z.object({ code: z.string().max(40), expiresAt: time, revokedAt: time.nullable() })).max(100),
    created_at: time,
    updated_at: time,
  }),
  client_notes: z.object({ id: recordId, client_id: recordId, text: z.string().max(MAX_TEXT), created_at: time, updated_at: time }),
  client_returns: z.object({
    id: recordId,
    client_id: recordId,
    prescription_id: recordId,
    client_return: clientReturnSchema,
    imported_at: time,
  }),
};

export interface CheckedRows<Table extends WorkspaceTable> {
  rows: WorkspaceRowOf[Table][];
  skipped: SkippedRow[];
}

/** Splits what a table answered into rows the app can take and rows skipped with their code. */
export function checkServerRows<Table extends WorkspaceTable>(table: Table, answered: readonly unknown[]): CheckedRows<Table> {
  const rows: WorkspaceRowOf[Table][] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Set<string>();
  for (const value of answered) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      skipped.push({ table, id: null, code: 'not-a-row' });
      continue;
    }
    const id = recordId.safeParse((value as { id?: unknown }).id);
    if (!id.success) {
      skipped.push({ table, id: null, code: 'bad-id' });
      continue;
    }
    const parsed = rowSchemas[table].safeParse(value);
    // A second row with the same id (the table's key is the owner and the id, so a server that answers twice is
    // not one to trust) is skipped too: which copy is the therapist's cannot be told.
    if (!parsed.success || seen.has(id.data)) {
      skipped.push({ table, id: id.data, code: 'bad-field' });
      continue;
    }
    seen.add(id.data);
    rows.push(parsed.data);
  }
  return { rows, skipped };
}
