/**
 * The `codex_user` kind: a codex visit, merged into the session's row of Supabase's codex_users. Written by
 * recordCodexVisit (../data/record-codex-visit.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const codexUserKind = defineOutboxKind({
  kind: 'codex_user',
  label: 'Codex visits',
  destination: 'supabase',
  latestState: false,
  handler: async ({ supabase, getUserId }) => (supabase ? (await import('./codex-visit-handler')).codexVisitHandler(supabase, getUserId) : null),
});
