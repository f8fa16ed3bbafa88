/**
 * The `book_submission` kind: a book draft submitted for the library, to the books function (PUT
 * /submissions/{draftId}). Written by queueBookSubmission (../data/books/queue-book-submission.ts).
 * Imported by the service worker (through src/app/outbox-registry.ts): relative imports only.
 */
import { defineOutboxKind, ZOD_STAGES } from '../../../sync/outbox-kinds';

export const bookSubmissionKind = defineOutboxKind({
  kind: 'book_submission',
  label: 'Book submissions',
  destination: 'functions',
  latestState: false,
  preload: [...ZOD_STAGES, () => import('../../../../contract/book-client')],
  handler: async ({ database }) => (await import('./book-submission-handler')).bookSubmissionHandler(database),
});
