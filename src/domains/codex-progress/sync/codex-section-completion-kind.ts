/**
 * The `codex_section_completion` kind: a codex section read to its end, a row of Supabase's codex_section_completions.
 * Written by recordCodexSectionCompletion (../data/record-codex-section-completion.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const codexSectionCompletionKind = defineOutboxKind({
  kind: 'codex_section_completion',
  label: 'Codex sections completed',
  destination: 'supabase',
  latestState: false,
  handler: async ({ supabase, getUserId }) =>
    supabase ? (await import('../../../sync/replay/user-rows-handler')).rowsHandler('codex_section_completions', supabase, getUserId) : null,
});
