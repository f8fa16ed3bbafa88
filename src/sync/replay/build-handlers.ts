/**
 * The kind handlers: which adapter call delivers each outbox kind. Imported by the service worker.
 */
import type { BetterMindsDatabase } from '../../db/database';
import type { AccessibilitySettings, FeedbackSubmissionRow, OutboxEntryRow, TrackingEventRow } from '../../db/types';
import { toSubmissionBody as contractSubmissionBody } from '../../../contract/submission';
import type { DirectoryListingSender } from '../adapters/directory-functions';
import type { FeedbackFunctionsClient, PromptInteractionBody, SubmissionBody, TrackEventBody, TrackOutcome } from '../adapters/feedback-functions';
import type { SupabaseAdapter } from '../adapters/supabase';
import { toServerSettings, type CodexVisitPayload, type InsertRow, type InsertTable } from '../adapters/supabase-rows';
import { asDeliveryError, DeliveryError } from '../delivery-error';
import { emptyReport, type DeliveryReport, type KindHandler } from './handler';
import type { KindHandlers } from './replay-outbox';
import { sendAsBatch, sendSequentially } from './senders';
import { bookSubmissionHandler } from './book-handler';
import { inboxReturnHandler } from './inbox-handler';
import { directoryListingHandler } from './directory-handler';
import { communityPostHandler, communityReportHandler, defaultCommunityClient } from './community-handler';
import type { CommunityClient } from '../../../contract/community-client.ts';
import { buildWorkspaceHandlers } from './star-chart-handlers';

interface HandlerDeps {
  database: BetterMindsDatabase;
  /** Null when there is no feedback API to talk to. */
  functions: FeedbackFunctionsClient | null;
  /** Null in local-only mode. */
  supabase: SupabaseAdapter | null;
  /** The directory functions (therapists' listing requests); absent where there is none to talk to. */
  directory?: DirectoryListingSender | null;
  /** The community functions' client (posts and reports); by default one for this origin, made at first use. */
  community?: () => CommunityClient;
  /** The signed-in user's id, or null (anonymous, or a service worker that cannot see the session). */
  getUserId: () => Promise<string | null>;
}

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

/**
 * Rows tied to a user wait while that user is not signed in on this device (row-level security would refuse them);
 * the first such entry parks the rest of its kind, to keep order.
 */
function sendableForUser(entries: OutboxEntryRow[], userId: string | null): { sendable: OutboxEntryRow[]; parked: boolean } {
  const sendable: OutboxEntryRow[] = [];
  for (const entry of entries) {
    const owner = (entry.payload as { user_id?: string | null }).user_id ?? null;
    if (owner !== null && owner !== userId) return { sendable, parked: true };
    sendable.push(entry);
  }
  return { sendable, parked: false };
}

function withParking(report: DeliveryReport, parked: boolean): DeliveryReport {
  return parked && !report.retry ? { ...report, parked: { reason: 'sign-in' } } : report;
}

function rowsHandler(table: InsertTable, supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
  return {
    async send(entries) {
      const { sendable, parked } = sendableForUser(entries, await getUserId());
      const report = await sendAsBatch(sendable, (batch) =>
        supabase.deliverRows(
          table,
          batch.map((entry) => entry.payload as InsertRow),
        ),
      );
      return withParking(report, parked);
    },
  };
}

function codexVisitHandler(supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
  return {
    async send(entries) {
      const { sendable, parked } = sendableForUser(entries, await getUserId());
      const report = await sendAsBatch(sendable, (batch) =>
        supabase.deliverCodexVisits(batch.map((entry) => entry.payload as CodexVisitPayload)),
      );
      return withParking(report, parked);
    },
  };
}

/**
 * Accessibility settings belong to a signed-in user (user_accessibility_settings is keyed by user_id). Anonymous
 * changes wait in the outbox until someone signs in, then the newest state is upserted for that user.
 */
function accessibilitySettingsHandler(supabase: SupabaseAdapter, getUserId: () => Promise<string | null>): KindHandler {
  return {
    async send(entries) {
      const userId = await getUserId();
      if (!userId) return { ...emptyReport(), parked: { reason: 'sign-in' } };
      const { sendable, parked } = sendableForUser(entries, userId);
      const newest = sendable[sendable.length - 1];
      if (!newest) return withParking(emptyReport(), parked);
      try {
        await supabase.deliverAccessibilitySettings(toServerSettings(newest.payload as AccessibilitySettings, userId));
        // The newest state includes every older one: they are all delivered with it.
        return withParking({ ...emptyReport(), confirmed: sendable }, parked);
      } catch (error) {
        const failure = asDeliveryError(error);
        if (failure.retryable) return { ...emptyReport(), retry: { error: failure, entry: newest } };
        return withParking({ ...emptyReport(), rejected: sendable.map((entry) => ({ entry, error: failure })) }, parked);
      }
    },
  };
}

export function buildKindHandlers({ database, functions, supabase, directory, community, getUserId }: HandlerDeps): KindHandlers {
  const handlers: KindHandlers = {};
  if (directory) handlers.directory_listing = directoryListingHandler(database, directory);
  if (functions) {
    const communityClient = community ?? defaultCommunityClient();
    handlers.community_post = communityPostHandler(database, communityClient);
    handlers.community_report = communityReportHandler(database, communityClient);
    handlers.feedback_submission = feedbackSubmissionHandler(database, functions);
    handlers.tracking_event = trackingHandler(functions);
    handlers.prompt_interaction = promptInteractionHandler(functions);
    handlers.book_submission = bookSubmissionHandler(database);
    handlers.inbox_return = inboxReturnHandler(database);
  }
  if (supabase) {
    handlers.flow_event = rowsHandler('flow_events', supabase, getUserId);
    handlers.codex_section_completion = rowsHandler('codex_section_completions', supabase, getUserId);
    handlers.codex_quiz_completion = rowsHandler('codex_quiz_completions', supabase, getUserId);
    handlers.codex_feedback = rowsHandler('codex_feedback', supabase, getUserId);
    handlers.codex_user = codexVisitHandler(supabase, getUserId);
    handlers.accessibility_settings = accessibilitySettingsHandler(supabase, getUserId);
    Object.assign(handlers, buildWorkspaceHandlers(supabase));
  }
  return handlers;
}
