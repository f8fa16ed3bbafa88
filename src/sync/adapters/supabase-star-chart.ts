/**
 * The therapist's workspace tables on Supabase, which earlier versions wrote in the clear: reading a therapist's rows
 * and deleting them once the encrypted sync holds them (the one-time move,
 * src/domains/prescriptions/data/plaintext-move.ts). Nothing here writes a row. Part of the Supabase adapter
 * (./supabase.ts spreads these methods into it).
 *
 * These belong to an account: row-level security answers an anonymous sign-in with nothing, so this never signs in
 * anonymously. Without a signed-in account a removal is a retryable DeliveryError and a read is empty.
 */
import type { SupabaseClient } from './supabase-factory';
import { DeliveryError } from '../delivery-error';
import { toDeliveryError } from './supabase-errors';
import { workspaceColumns, type WorkspaceTable } from './star-chart-rows';

/** How many rows one read asks for at a time. */
const WORKSPACE_PAGE_SIZE = 500;
/** How many ids one removal names (kept well under a URL's length: ids are at most 64 characters). */
const REMOVAL_CHUNK = 100;

export function createWorkspaceAdapter(client: SupabaseClient, log: Pick<Console, 'warn'>) {
  /** The signed-in account's id, or null (no session, or an anonymous one). From the stored session: no request. */
  async function accountId(): Promise<string | null> {
    const { data } = await client.auth.getSession();
    const user = data.session?.user;
    return user && !user.is_anonymous ? user.id : null;
  }

  return {
    /** The therapist signed in with an account on this device (null: nobody, or an anonymous sign-in). */
    workspaceAccountId: accountId,

    /**
     * Removes the signed-in therapist's rows with these ids (owner_id is named as well as row-level security
     * checking it). Removing what is gone is no error. Throws a DeliveryError on the first refused request: the
     * chunks before it are removed, the rest are not, and the move tries again later.
     */
    async removeWorkspaceRows(table: WorkspaceTable, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const owner = await accountId();
      if (!owner) throw new DeliveryError('Sign in as a therapist to sync the workspace', null, true);
      for (let start = 0; start < ids.length; start += REMOVAL_CHUNK) {
        const chunk = ids.slice(start, start + REMOVAL_CHUNK);
        const { error, status } = await client.from(table).delete().eq('owner_id', owner).in('id', chunk);
        if (error) throw toDeliveryError(error, status);
      }
    },

    /**
     * Every row of the signed-in therapist's table (row-level security: their own), oldest first, as the server
     * answered it: unchecked (./star-chart-row-checks.ts checks it); null on an error.
     */
    async readWorkspaceTable(table: WorkspaceTable): Promise<unknown[] | null> {
      if (!(await accountId())) return [];
      const rows: unknown[] = [];
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
        const page: unknown[] = Array.isArray(data) ? data : [];
        rows.push(...page);
        if (page.length < WORKSPACE_PAGE_SIZE) return rows;
      }
    },
  };
}
