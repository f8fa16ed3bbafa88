/**
 * Data function: schedules codex questions for spaced review on this device. A miss makes (or resets) the
 * question's card, due again in a day; a right answer moves an existing card along (see lib/codex/review-schedule).
 * A right answer to a question that has no card changes nothing. One transaction, one bulk write.
 *
 * The cards are the device's own study schedule: they are not among the spec's codex tables and never leave the
 * device, so there is no outbox entry.
 */
import { db } from '@/db/database';
import type { CodexReviewRow } from '@/db/codex-types';
import { reportStorageError } from '@/db/storage-health';
import { reviewId, scheduleAnswer } from '../../lib/codex/review-schedule';

interface ReviewAnswer {
  sectionId: string;
  questionId: string;
  correct: boolean;
}

/** Returns the cards written, or null when the device could not save them (reported as a storage problem). */
export async function saveReviewAnswers(answers: readonly ReviewAnswer[], now = new Date()): Promise<CodexReviewRow[] | null> {
  if (answers.length === 0) return [];
  try {
    return await db.transaction('rw', db.codexReviews, async () => {
      const existing = await db.codexReviews.bulkGet(answers.map((answer) => reviewId(answer.sectionId, answer.questionId)));
      const rows = answers.flatMap((answer, index) => {
        const card = existing[index] ?? null;
        if (answer.correct && !card) return [];
        return [scheduleAnswer(card, answer, answer.correct, now)];
      });
      if (rows.length > 0) await db.codexReviews.bulkPut(rows);
      return rows;
    });
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}
