/**
 * The `feedback_submission` kind: a feedback submission (with its screenshots, uploaded first), to the site's feedback
 * functions (POST /submit). Written by submitFeedback (../data/submit-feedback.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind } from '../../../sync/outbox-kinds';

export const feedbackSubmissionKind = defineOutboxKind({
  kind: 'feedback_submission',
  label: 'Feedback',
  destination: 'functions',
  latestState: false,
  usesFeedbackFunctions: true,
  handler: async ({ database, functions }) => (functions ? (await import('./feedback-handlers')).feedbackSubmissionHandler(database, functions) : null),
});
