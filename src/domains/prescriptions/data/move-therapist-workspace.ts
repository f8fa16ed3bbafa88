/**
 * For the pro screens: after a therapist signs in with Supabase, the workspace's one-time move off the plaintext
 * tables runs (./plaintext-move.ts) with the page's adapter and database. Resolves to what happened, never throws.
 */
import { db } from '@/db/database';
import { moveWorkspaceOffPlaintext, type MoveReport } from './plaintext-move';

export type { MoveReport, MoveStatus } from './plaintext-move';

export async function moveTherapistWorkspace(): Promise<MoveReport> {
  // The adapter module is loaded on first use, like every Supabase call of the page.
  const { getPageSupabaseAdapter } = await import('../../../sync/adapters/supabase-client');
  return moveWorkspaceOffPlaintext({ adapter: await getPageSupabaseAdapter(), database: db });
}
