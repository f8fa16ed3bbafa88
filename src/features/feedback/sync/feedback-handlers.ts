/**
 * The handlers of the kinds that go to the site's feedback functions: feedback (with its screenshots), usage events
 * and prompt answers. A group of its own so that the page loads it only when such a kind is queued
 * (src/sync/page-handlers.ts). Imported by the service worker (through ./build-handlers.ts): relative imports only.
 */
import type { BetterMindsDatabase } from '../../../db/database';
import type { FeedbackSubmissionRow, TrackingEventRow } from '../../../db/types';
import type { OutboxEntryRow } from '../../../db/outbox-types';
import { toSubmissionBody as contractSubmissionBody } from '../../../../contract/submission';
import type { FeedbackFunctionsClient, PromptInteractionBody, SubmissionBody, TrackEventBody, TrackOutcome } from '../../../sync/adapters/feedback-functions';
import { asDeliveryError, DeliveryError } from '../../../sync/delivery-error';
import { emptyReport, type KindHandler } from '../../../sync/replay/handler';
import type { KindHandlers } from '../../../sync/replay/replay-outbox';
import { sendSequentially } from '../../../sync/replay/senders';

/** The submission as the server receives it: the fields POST /submit accepts (the feedback feature's form
 * answers included), never local-only ones such as `createdAt` or `syncedAt`, with the screenshots' addresses. */
function toSubmissionBody(row: FeedbackSubmissionRow, attachments: string[]): SubmissionBody {
  return contractSubmissionBody(row, attachments);
}

function feedbackSubmissionHandler(database: BetterMindsDatabase, functions: FeedbackFunctionsClient): KindHandler {
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

function toTrackEvent(entry: OutboxEntryRow): TrackEventBody {
  const event = entry.payload as TrackingEventRow;
  return { id: event.id, type: event.type, data: event.data, context: event.context, timestamp: event.createdAt };
}

/** One request per batch (up to 500). Events the functions refuse become dead letters; the rest are confirmed by
 * id, and any the answer does not mention stay for the next run. */
function trackingHandler(functions: FeedbackFunctionsClient): KindHandler {
  return {
    async send(entries) {
      let outcome: TrackOutcome;
      try {
        outcome = await functions.track(entries.map(toTrackEvent));
      } catch (error) {
        const failure = asDeliveryError(error);
        if (failure.retryable || entries.length === 1) {
          return failure.retryable
            ? { ...emptyReport(), retry: { error: failure, entry: entries[0] ?? null } }
            : { ...emptyReport(), rejected: entries.map((entry) => ({ entry, error: failure })) };
        }
        // The whole request was refused: find the events it refuses, one by one.
        return sendSequentially(entries, async (entry) => {
          const single = await functions.track([toTrackEvent(entry)]);
          const refusal = single.rejected[0];
          if (refusal) throw new DeliveryError(refusal.error, 400);
        }, entries.length);
      }
      const confirmed = new Set(outcome.confirmed);
      const refused = new Map(outcome.rejected.map((item) => [item.id, item.error]));
      const report = emptyReport();
      for (const entry of entries) {
        const id = (entry.payload as TrackingEventRow).id;
        const reason = refused.get(id);
        if (reason !== undefined) report.rejected.push({ entry, error: new DeliveryError(reason, 400) });
        else if (confirmed.has(id)) report.confirmed.push(entry);
        else report.retry ??= { error: new DeliveryError('The server did not confirm every event', null), entry };
      }
      return report;
    },
  };
}

function promptInteractionHandler(functions: FeedbackFunctionsClient): KindHandler {
  return {
    send: (entries) => sendSequentially(entries, (entry) => functions.promptInteraction(entry.payload as PromptInteractionBody)),
  };
}

/** The handlers of the kinds the feedback functions receive. */
export function buildFunctionsHandlers(database: BetterMindsDatabase, functions: FeedbackFunctionsClient): KindHandlers {
  return {
    feedback_submission: feedbackSubmissionHandler(database, functions),
    tracking_event: trackingHandler(functions),
    prompt_interaction: promptInteractionHandler(functions),
  };
}
