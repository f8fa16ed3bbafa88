/**
 * Data function: records one anonymous usage event (spec section 7, POST /track) with its outbox entry, in one
 * transaction. Respects the person's choice: with the setting 'usageEvents' turned off, nothing is recorded or
 * queued. The setting is read inside the same transaction, so an event can never slip in after it was turned off.
 */
import Dexie from 'dexie';
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import { reportStorageError } from '@/db/storage-health';
import type { TrackingEventRow, TrackingEventType } from '@/db/types';
import { enqueueInTransaction, enqueueManyInTransaction, type BulkSaveReport } from './outbox';

export interface TrackingEventInput {
  type: TrackingEventType;
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
}

function toRow({ type, data = {}, context = {} }: TrackingEventInput, now: Date): TrackingEventRow {
  return { id: crypto.randomUUID(), type, data, context: { sessionId: getSessionId(), ...context }, createdAt: now.toISOString() };
}

export async function recordTrackingEvent(input: TrackingEventInput, now = new Date()): Promise<TrackingEventRow | null> {
  const event = toRow(input, now);
  try {
    return await db.transaction('rw', db.settings, db.trackingEvents, db.outbox, async () => {
      const setting = await db.settings.get('usageEvents');
      if (setting?.value === false) return null;
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
  const events = inputs.map((input) => toRow(input, now));
  try {
    return await db.transaction('rw', db.settings, db.trackingEvents, db.outbox, async () => {
      const setting = await db.settings.get('usageEvents');
      if (setting?.value === false) return { saved: [], failed: [] };
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
