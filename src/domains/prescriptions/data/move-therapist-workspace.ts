/**
 * For the pro screens: after a therapist signs in with Supabase, the workspace's one-time move off the plaintext
 * tables runs (./plaintext-move.ts) with the page's adapter and database. Resolves to what happened, never throws.
 */
import { db } from '@/db/database';
import type { MoveReport } from './plaintext-move';

export type { MoveReport, MoveStatus } from './plaintext-move';

/**
 * `withAccounts`: therapists sign in with Supabase accounts in this build. Without them there is nothing to read,
 * and the run only drops what older versions left queued for Supabase ('local-only').
 */
export async function moveTherapistWorkspace(withAccounts: boolean): Promise<MoveReport> {
  // Loaded when the workspace opens, in its own chunk: it brings the replica's record reading with it.
  const { moveWorkspaceOffPlaintext } = await import('./plaintext-move');
  if (!withAccounts) return moveWorkspaceOffPlaintext({ adapter: null, database: db });
  // The adapter module is loaded on first use, like every Supabase call of the page.
  const { getPageSupabaseAdapter } = await import('../../../sync/adapters/supabase-client');
  return moveWorkspaceOffPlaintext({ adapter: await getPageSupabaseAdapter(), database: db });
}
