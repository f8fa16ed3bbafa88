/**
 * The handler of the `tracking_event` kind: anonymous usage events, sent to the feedback functions (POST /track) in
 * one request per batch. Declared in ./tracking-event-kind.ts. Imported by the service worker: relative imports only.
 */
import type { OutboxEntryRow } from '../../../db/outbox-types';
import type { TrackingEventRow } from '../../../db/types';
import type { FeedbackFunctionsClient, TrackEventBody, TrackOutcome } from '../../../sync/adapters/feedback-functions';
import { asDeliveryError, DeliveryError } from '../../../sync/delivery-error';
import { emptyReport, type KindHandler } from '../../../sync/replay/handler';
import { sendSequentially } from '../../../sync/replay/senders';

function toTrackEvent(entry: OutboxEntryRow): TrackEventBody {
  const event = entry.payload as TrackingEventRow;
  return { id: event.id, type: event.type, data: event.data, context: event.context, timestamp: event.createdAt };
}

/** One request per batch (up to 500). Events the functions refuse become dead letters; the rest are confirmed by
 * id, and any the answer does not mention stay for the next run. */
export function trackingHandler(functions: FeedbackFunctionsClient): KindHandler {
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
