/**
 * For the pro screens: after a therapist signs in with Supabase, bring their workspace back to this device (the
 * newer `updatedAt` wins; see ./workspace-pull.ts). Resolves to what happened, never throws: 'local-only' without
 * Supabase, 'signed-out' without a therapist's account session, 'failed' when the server or the browser refused.
 */
import { pullWorkspace, type PullReport } from './workspace-pull';

export type { PullReport, PullStatus } from './workspace-pull';

export async function pullTherapistWorkspace(): Promise<PullReport> {
  // The adapter module is loaded on first use, like every Supabase call of the page.
  const { getPageSupabaseAdapter } = await import('../../../sync/adapters/supabase-client');
  return pullWorkspace({ adapter: await getPageSupabaseAdapter() });
}
