/**
 * The therapist's workspace on Supabase: upserts and removals of their rows, and reading them back. Part of the
 * Supabase adapter (./supabase.ts spreads these methods into it); imported by the service worker through it.
 *
 * Unlike the visitor tables, these belong to an account: row-level security answers an anonymous sign-in with
 * nothing, so this never signs in anonymously. Without a signed-in account a delivery is a retryable DeliveryError
 * (the handlers park such entries before getting here) and a read is empty.
 */
import type { SupabaseClient } from './supabase-factory';
import { DeliveryError } from '../delivery-error';
import { toDeliveryError } from './supabase-errors';
import { workspaceColumns, type ServerWorkspaceRow, type WorkspaceRowOf, type WorkspaceTable } from './star-chart-rows';

function picked<Table extends WorkspaceTable>(table: Table, row: ServerWorkspaceRow): Record<string, unknown> {
  const source = row as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const column of workspaceColumns[table]) out[column as string] = source[column as string] ?? null;
  return out;
}

/** How many rows one read asks for at a time. */
const WORKSPACE_PAGE_SIZE = 500;

export function createWorkspaceAdapter(client: SupabaseClient, log: Pick<Console, 'warn'>) {
  /** The signed-in account's id, or null (no session, or an anonymous one). From the stored session: no request. */
  async function accountId(): Promise<string | null> {
    const { data } = await client.auth.getSession();
    const user = data.session?.user;
    return user && !user.is_anonymous ? user.id : null;
  }

  async function requireAccount(): Promise<void> {
    if (!(await accountId())) throw new DeliveryError('Sign in as a therapist to sync the workspace', null, true);
  }

  return {
    /** The therapist signed in with an account on this device (null: nobody, or an anonymous sign-in). */
    workspaceAccountId: accountId,

    /**
     * Upserts rows by id into the signed-in therapist's table. The database keeps a newer stored state (a late,
     * older one changes nothing); a return, imported once, is never replaced.
     */
    async upsertWorkspaceRows(table: WorkspaceTable, rows: readonly ServerWorkspaceRow[]): Promise<void> {
      if (rows.length === 0) return;
      await requireAccount();
      const body = rows.map((row) => picked(table, row));
      const { error, status } = await client
        .from(table)
        .upsert(body, { onConflict: 'owner_id,id', ignoreDuplicates: table === 'client_returns' });
      if (error) throw toDeliveryError(error, status);
    },

    /** Removes the signed-in therapist's rows with these ids (a removed note). Removing what is gone is no error. */
    async removeWorkspaceRows(table: WorkspaceTable, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await requireAccount();
      for (const id of ids) {
        const { error, status } = await client.from(table).delete().eq('id', id);
        if (error) throw toDeliveryError(error, status);
      }
    },

    /** Every row of the signed-in therapist's table (row-level security: their own), oldest first; null on an error. */
    async readWorkspaceTable<Table extends WorkspaceTable>(table: Table): Promise<WorkspaceRowOf[Table][] | null> {
      if (!(await accountId())) return [];
      const rows: WorkspaceRowOf[Table][] = [];
      const order = table === 'client_returns' ? 'imported_at' : 'created_at';
      for (let offset = 0; ; offset += WORKSPACE_PAGE_SIZE) {
        const { data, error } = await client
          .from(table)
          .select(workspaceColumns[table].join(','))
          .order(order, { ascending: true })
          .order('id', { ascending: true })
          .range(offset, offset + WORKSPACE_PAGE_SIZE - 1);
        if (error) {
          log.warn(`Supabase read of ${table} failed`, error);
          return null;
        }
        const page = (data ?? []) as unknown as WorkspaceRowOf[Table][];
        rows.push(...page);
        if (page.length < WORKSPACE_PAGE_SIZE) return rows;
      }
    },
  };
}
