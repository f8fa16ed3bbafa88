import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { FeedbackSubmissionRow, PromptStateRow } from '@/db/types';
import type { DeadLetterRow, OutboxEntryRow, PendingUploadRow } from '@/db/outbox-types';
import { enqueueInTransaction } from '@/sync/outbox';
import type { FeedbackSubmission } from '../lib/submission';
import { pruneFeedbackTimes } from '@contract/prompt-rules';

const SUBMISSION_FAILED = 'Submission failed';
const UNKNOWN_ERROR = 'Unknown error occurred';

export function emptyPromptState(): PromptStateRow {
  return { key: 'prompt', lastPromptedAt: null, feedbackCount: 0, pageViews: 0, toolsCompleted: 0, feedbackTimes: [] };
}

/** The stored row: the submission as sent, when it was made, and when the server confirmed it. */
type StoredFeedbackSubmission = FeedbackSubmissionRow & Pick<FeedbackSubmission, 'fields'>;

/** A screenshot as the person attached it: the redacted image, redrawn from its pixels (lib/redaction.ts). */
interface ScreenshotInput {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/**
 * The one writer of feedback: saves a submission, the screenshots attached to it and its outbox entry in one
 * transaction, online or not, so it is either queued for the server with everything or not saved at all. The
 * kind's handler (../sync/feedback-handlers.ts) uploads each screenshot (POST /upload with its own id, so a repeat
 * stores it once), keeps its address, then sends the submission to /submit (idempotent by its id) with those
 * addresses. The outbox entry carries the row. The local prompt state counts it too (the "5 feedbacks in 7 days"
 * rule).
 */
export async function submitFeedback(
  submission: FeedbackSubmission,
  now: Date = new Date(),
  screenshots: readonly ScreenshotInput[] = [],
): Promise<StoredFeedbackSubmission> {
  const row: StoredFeedbackSubmission = { ...submission, createdAt: now.toISOString(), syncedAt: null };
  const uploads: PendingUploadRow[] = screenshots.map((screenshot, index) => ({
    id: crypto.randomUUID(),
    submissionId: row.id,
    name: screenshot.name,
    type: screenshot.type,
    bytes: screenshot.bytes,
    url: null,
    // Keeps the order the person attached them in.
    createdAt: new Date(now.getTime() + index).toISOString(),
  }));
  try {
    await db.transaction('rw', [db.feedbackSubmissions, db.pendingUploads, db.outbox, db.promptState], async () => {
      await db.feedbackSubmissions.add(row);
      if (uploads.length > 0) await db.pendingUploads.bulkAdd(uploads);
      await enqueueInTransaction('feedback_submission', row.id, row, now);
      const state = (await db.promptState.get('prompt')) ?? emptyPromptState();
      const times = pruneFeedbackTimes(
        state.feedbackTimes.map((at) => Date.parse(at)).filter(Number.isFinite),
        now.getTime(),
      );
      await db.promptState.put({
        ...state,
        feedbackCount: state.feedbackCount + 1,
        feedbackTimes: [...times.map((at) => new Date(at).toISOString()), now.toISOString()],
      });
    });
  } catch (error) {
    reportStorageError(error);
    throw error;
  }
  return row;
}

/**
 * Texts our own layers make up when the server refused without saying why ('HTTP 400', 'Refused by the server',
 * 'Unexpected answer (HTTP 200)'): they are not the server's words, so the person sees 'Submission failed' instead.
 */
const NO_SERVER_MESSAGE = /^(?:HTTP \d{3}|Unexpected answer \(HTTP \d{3}\)|Refused by the server)$/;

/** A refusal's text as the person sees it (spec section 8): the server's error, else 'Submission failed'. */
function refusalMessage(text: string | null | undefined): string {
  const message = text?.trim() ?? '';
  return message === '' || NO_SERVER_MESSAGE.test(message) ? SUBMISSION_FAILED : message;
}

/**
 * The message spec section 8 gives for a failed submit: the server's error (an Error's own text), else
 * 'Submission failed'; anything thrown that is not an Error is 'Unknown error occurred'.
 */
export function submissionErrorMessage(error: unknown): string {
  if (error instanceof Error) return refusalMessage(error.message);
  return UNKNOWN_ERROR;
}

export type DeliveryState =
  | { status: 'loading' }
  | { status: 'sent' }
  | { status: 'waiting'; attempts: number; lastError: string | null }
  | { status: 'refused'; error: string };

/**
 * Where a submission is: still in the outbox (waiting, perhaps with the last error), refused by the server for good
 * (a dead letter, with the server's error text or 'Submission failed'), or neither, which the outbox allows only
 * once the server has confirmed it.
 */
function deliveryStateOf(
  entry: Pick<OutboxEntryRow, 'attempts' | 'lastError'> | undefined,
  deadLetter: Pick<DeadLetterRow, 'error'> | undefined,
): DeliveryState {
  if (entry) {
    return { status: 'waiting', attempts: entry.attempts, lastError: entry.lastError ? refusalMessage(entry.lastError) : null };
  }
  if (deadLetter) return { status: 'refused', error: refusalMessage(deadLetter.error) };
  return { status: 'sent' };
}

export async function readDeliveryState(id: string): Promise<DeliveryState> {
  const [entry, deadLetter] = await Promise.all([
    db.outbox
      .where('recordId')
      .equals(id)
      .filter((item) => item.kind === 'feedback_submission')
      .first(),
    db.deadLetters.where('kind')
      .equals('feedback_submission')
      .filter((letter) => letter.recordId === id)
      .first(),
  ]);
  return deliveryStateOf(entry, deadLetter);
}

/** Live delivery state for the thank-you screen. */
export function useDeliveryState(id: string): DeliveryState {
  return useLiveQuery(() => readDeliveryState(id), [id], { status: 'loading' } as DeliveryState);
}
