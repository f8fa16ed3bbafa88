/**
 * Data function: records one anonymous usage event (spec section 7, POST /track) with its outbox entry, in one
 * transaction. Respects the person's choice: with the setting 'usageEvents' turned off, nothing is recorded or
 * queued. The setting is read inside the same transaction, so an event can never slip in after it was turned off.
 */
import Dexie from 'dexie';
import { db } from '@/db/database';
import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { reportStorageError } from '@/db/storage-health';
import type { TrackingEventRow, TrackingEventType } from '@/db/types';
import { enqueueInTransaction, enqueueManyInTransaction, type BulkSaveReport } from '../../../sync/outbox';

interface TrackingEventInput {
  type: TrackingEventType;
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
}

function toRow({ type, data = {}, context = {} }: TrackingEventInput, feedbackId: string, now: Date): TrackingEventRow {
  // The feedback id, not the session id Supabase rows carry: usage events are feedback data.
  return { id: crypto.randomUUID(), type, data, context: { sessionId: feedbackId, ...context }, createdAt: now.toISOString() };
}

export async function recordTrackingEvent(input: TrackingEventInput, now = new Date()): Promise<TrackingEventRow | null> {
  try {
    return await db.transaction('rw', db.settings, db.trackingEvents, db.outbox, async () => {
      const setting = await db.settings.get('usageEvents');
      if (setting?.value === false) return null;
      const { id: feedbackId } = await ensureFeedbackIdentity(db);
      const event = toRow(input, feedbackId, now);
      await db.trackingEvents.add(event);
      await enqueueInTransaction('tracking_event', event.id, event, now);
      return event;
    });
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}

/**
 * Records many usage events and queues them in one transaction with bulk writes (the setting is read once, inside
 * it). With usage events turned off nothing is saved and nothing is reported as failed. Events IndexedDB refuses one
 * by one are reported in `failed`; a failure of the whole write saves nothing and reports them all.
 */
export async function recordTrackingEvents(inputs: readonly TrackingEventInput[], now = new Date()): Promise<BulkSaveReport<TrackingEventRow>> {
  let events: TrackingEventRow[] = [];
  try {
    return await db.transaction('rw', db.settings, db.trackingEvents, db.outbox, async () => {
      const setting = await db.settings.get('usageEvents');
      if (setting?.value === false) return { saved: [], failed: [] };
      const { id: feedbackId } = await ensureFeedbackIdentity(db);
      events = inputs.map((input) => toRow(input, feedbackId, now));
      const refused = new Map<number, string>();
      try {
        await db.trackingEvents.bulkAdd(events);
      } catch (error) {
        // Caught inside the transaction, a BulkError keeps the events that were stored; anything else aborts it all.
        if (!(error instanceof Dexie.BulkError)) throw error;
        for (const [position, failure] of Object.entries(error.failuresByPos)) refused.set(Number(position), failure.message);
      }
      const saved = events.filter((_, index) => !refused.has(index));
      await enqueueManyInTransaction(saved.map((event) => ({ kind: 'tracking_event', recordId: event.id, payload: event })), now);
      return { saved, failed: [...refused].map(([index, reason]) => ({ row: events[index] as TrackingEventRow, reason })) };
    });
  } catch (error) {
    reportStorageError(error);
    const reason = error instanceof Error ? error.message : String(error);
    return { saved: [], failed: events.map((row) => ({ row, reason })) };
  }
}
