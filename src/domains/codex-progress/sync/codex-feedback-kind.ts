/**
 * The `codex_feedback` kind: a rating of a codex section, a row of Supabase's codex_feedback. Written by
 * recordCodexFeedback (../data/record-codex-feedback.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const codexFeedbackKind = defineOutboxKind({
  kind: 'codex_feedback',
  label: 'Codex feedback',
  destination: 'supabase',
  latestState: false,
  handler: async ({ supabase, getUserId }) =>
    supabase ? (await import('../../../sync/replay/user-rows-handler')).rowsHandler('codex_feedback', supabase, getUserId) : null,
});
