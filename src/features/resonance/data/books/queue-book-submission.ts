/**
 * Sends a book draft: checked against the contract's rules, marked as queued and given its `book_submission` outbox
 * entry in one Dexie transaction, so it is sent when the device is online (src/features/resonance/sync/book-submission-handler.ts) and
 * received once. Offline, it simply waits.
 */
import {
  bookDetailsSchema,
  MAX_AUTHOR_LENGTH,
  MAX_CONTENT_NOTES_LENGTH,
  MAX_FILE_NAME_LENGTH,
  MAX_SYNOPSIS_LENGTH,
  MAX_TITLE_LENGTH,
} from '@contract/book-schemas';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { firstFormProblem, type ProblemWords } from '@/lib/form-problems';
import { enqueueInTransaction } from '@/sync/outbox';
import { detailsOfDraft, type BookSubmissionPayload } from '@/features/resonance/sync/book-submission-handler';

/** Each field's problem in the form's words (`src/lib/form-problems.ts`): a schema's own message never shows. */
const PROBLEM_WORDS: ProblemWords = {
  title: `Enter the book's title, up to ${MAX_TITLE_LENGTH} characters.`,
  author: `Enter the author or pen name, up to ${MAX_AUTHOR_LENGTH} characters.`,
  synopsis: `Enter a synopsis, up to ${MAX_SYNOPSIS_LENGTH} characters.`,
  contentNotes: `Keep the content notes to ${MAX_CONTENT_NOTES_LENGTH} characters or fewer.`,
  consent: 'Please read the terms and tick the box to agree to them.',
  fileName: `Rename the manuscript file to ${MAX_FILE_NAME_LENGTH} characters or fewer, then attach it again.`,
};

type QueueOutcome = { ok: true } | { ok: false; problem: string };

export async function queueBookSubmission(draftId: string, now: Date = new Date()): Promise<QueueOutcome> {
  try {
    return await db.transaction('rw', db.bookDrafts, db.outbox, async (): Promise<QueueOutcome> => {
      const draft = await db.bookDrafts.get(draftId);
      if (!draft || draft.status !== 'draft') return { ok: false, problem: 'This draft was sent already.' };
      if (!draft.manuscript) return { ok: false, problem: 'Please attach your manuscript.' };
      if (!draft.consent) return { ok: false, problem: 'Please read the terms and tick the box to agree to them.' };
      const details = bookDetailsSchema.safeParse(detailsOfDraft(draft));
      if (!details.success) return { ok: false, problem: firstFormProblem(details.error.issues, PROBLEM_WORDS, 'Check each field of the form and send it again.') };
      await db.bookDrafts.update(draftId, { status: 'queued', refusal: null, updatedAt: now.toISOString() });
      const payload: BookSubmissionPayload = { draftId };
      await enqueueInTransaction('book_submission', draftId, payload, now);
      return { ok: true };
    });
  } catch (error) {
    reportStorageError(error);
    return { ok: false, problem: 'This device could not save the submission. Free some space and try again.' };
  }
}
