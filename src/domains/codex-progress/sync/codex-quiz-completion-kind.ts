/**
 * The `codex_quiz_completion` kind: a codex quiz finished, a row of Supabase's codex_quiz_completions. Written by
 * recordCodexQuizCompletion (../data/record-codex-quiz-completion.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const codexQuizCompletionKind = defineOutboxKind({
  kind: 'codex_quiz_completion',
  label: 'Codex quizzes completed',
  destination: 'supabase',
  latestState: false,
  handler: async ({ supabase, getUserId }) =>
    supabase ? (await import('../../../sync/replay/user-rows-handler')).rowsHandler('codex_quiz_completions', supabase, getUserId) : null,
});
