/**
 * The handlers of the `feedback_submission` kind (feedback, with its screenshots) and the `prompt_interaction` kind
 * (answers to the feedback prompt), both sent to the site's feedback functions. Declared in
 * ./feedback-submission-kind.ts and ./prompt-interaction-kind.ts; loaded only once such an entry is queued. Imported
 * by the service worker: relative imports only.
 */
import type { BetterMindsDatabase } from '../../../db/database';
import type { FeedbackSubmissionRow } from '../../../db/types';
import { toSubmissionBody as contractSubmissionBody } from '../../../../contract/submission';
import type { FeedbackFunctionsClient, PromptInteractionBody, SubmissionBody } from '../../../sync/adapters/feedback-functions';
import type { KindHandler } from '../../../sync/replay/handler';
import { sendSequentially } from '../../../sync/replay/senders';

/** The submission as the server receives it: the fields POST /submit accepts (the feedback feature's form
 * answers included), never local-only ones such as `createdAt` or `syncedAt`, with the screenshots' addresses. */
function toSubmissionBody(row: FeedbackSubmissionRow, attachments: string[]): SubmissionBody {
  return contractSubmissionBody(row, attachments);
}

export function feedbackSubmissionHandler(database: BetterMindsDatabase, functions: FeedbackFunctionsClient): KindHandler {
  const { pendingUploads } = database;

  async function uploadedUrls(submissionId: string): Promise<string[]> {
    const uploads = await pendingUploads.where('submissionId').equals(submissionId).sortBy('createdAt');
    const urls: string[] = [];
    for (const upload of uploads) {
      if (upload.url) {
        urls.push(upload.url);
        continue;
      }
      const { url } = await functions.upload(upload.bytes, upload.name, upload.type, upload.id);
      // Kept at once: a submission retried later does not upload the same screenshot again.
      await pendingUploads.update(upload.id, { url });
      urls.push(url);
    }
    return urls;
  }

  return {
    confirmTables: [database.feedbackSubmissions, pendingUploads],
    send: (entries) =>
      sendSequentially(entries, async (entry) => {
        const submission = entry.payload as FeedbackSubmissionRow;
        const urls = await uploadedUrls(submission.id);
        await functions.submit(toSubmissionBody(submission, [...(submission.attachments ?? []), ...urls]));
      }),
    // Bulk: one read of the batch's uploads, one bulkUpdate of the submissions and one bulkDelete of the uploads, in
    // the replay's confirming transaction, rather than three awaited requests per submission.
    async onConfirmed(entries, confirmedAt) {
      const submissions = entries.map((entry) => entry.payload as FeedbackSubmissionRow);
      const uploads = await pendingUploads.where('submissionId').anyOf(submissions.map((submission) => submission.id)).sortBy('createdAt');
      const urlsOf = new Map<string, string[]>();
      for (const upload of uploads) {
        if (upload.url === null) continue;
        urlsOf.set(upload.submissionId, [...(urlsOf.get(upload.submissionId) ?? []), upload.url]);
      }
      await database.feedbackSubmissions.bulkUpdate(
        submissions.map((submission) => ({
          key: submission.id,
          changes: { syncedAt: confirmedAt.toISOString(), attachments: [...(submission.attachments ?? []), ...(urlsOf.get(submission.id) ?? [])] },
        })),
      );
      await pendingUploads.bulkDelete(uploads.map((upload) => upload.id));
    },
  };
}

export function promptInteractionHandler(functions: FeedbackFunctionsClient): KindHandler {
  return {
    send: (entries) => sendSequentially(entries, (entry) => functions.promptInteraction(entry.payload as PromptInteractionBody)),
  };
}
