/**
 * Data function: saves a feedback submission, the screenshots picked for it, and its outbox entry in one
 * transaction, so feedback given offline is sent later, once (POST /upload for each screenshot, then POST /submit
 * with their addresses). The submission's id is generated on the device and makes the submit idempotent.
 */
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { FeedbackSubmissionRow, PendingUploadRow } from '@/db/types';
import { enqueueInTransaction } from '../outbox';
import { syncTables } from '../tables';

export interface ScreenshotInput {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export async function saveFeedbackSubmission(
  submission: FeedbackSubmissionRow,
  screenshots: ScreenshotInput[] = [],
  now = new Date(),
): Promise<boolean> {
  const { pendingUploads } = syncTables();
  const uploads: PendingUploadRow[] = screenshots.map((screenshot, index) => ({
    id: crypto.randomUUID(),
    submissionId: submission.id,
    name: screenshot.name,
    type: screenshot.type,
    bytes: screenshot.bytes,
    url: null,
    // Keeps the order the person picked them in.
    createdAt: new Date(now.getTime() + index).toISOString(),
  }));
  try {
    await db.transaction('rw', db.feedbackSubmissions, pendingUploads, db.outbox, async () => {
      await db.feedbackSubmissions.put({ ...submission, syncedAt: null });
      if (uploads.length > 0) await pendingUploads.bulkAdd(uploads);
      await enqueueInTransaction('feedback_submission', submission.id, { ...submission, syncedAt: null }, now);
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
