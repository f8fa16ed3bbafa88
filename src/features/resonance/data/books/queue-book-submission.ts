/**
 * Sends a book draft: checked against the contract's rules, marked as queued and given its `book_submission` outbox
 * entry in one Dexie transaction, so it is sent when the device is online (src/features/resonance/sync/book-submission-handler.ts) and
 * received once. Offline, it simply waits.
 */
import { bookDetailsSchema } from '@contract/book-schemas';
import { describeIssue } from '@contract/json-values';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { enqueueInTransaction } from '@/sync/outbox';
import { detailsOfDraft, type BookSubmissionPayload } from '@/features/resonance/sync/book-submission-handler';

type QueueOutcome = { ok: true } | { ok: false; problem: string };

export async function queueBookSubmission(draftId: string, now: Date = new Date()): Promise<QueueOutcome> {
  try {
    return await db.transaction('rw', db.bookDrafts, db.outbox, async (): Promise<QueueOutcome> => {
      const draft = await db.bookDrafts.get(draftId);
      if (!draft || draft.status !== 'draft') return { ok: false, problem: 'This draft was sent already.' };
      if (!draft.manuscript) return { ok: false, problem: 'Please attach your manuscript.' };
      if (!draft.consent) return { ok: false, problem: 'Please read the terms and tick the box to agree to them.' };
      const details = bookDetailsSchema.safeParse(detailsOfDraft(draft));
      if (!details.success) return { ok: false, problem: describeIssue(details.error) };
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
