/**
 * The `prompt_interaction` kind: an answer to the feedback prompt (shown, dismissed, given), to the site's feedback
 * functions. Written by recordPromptInteraction (../data/record-prompt-interaction.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const promptInteractionKind = defineOutboxKind({
  kind: 'prompt_interaction',
  label: 'Feedback prompt answers',
  destination: 'functions',
  latestState: false,
  usesFeedbackFunctions: true,
  handler: async ({ functions }) => (functions ? (await import('./feedback-handlers')).promptInteractionHandler(functions) : null),
});
