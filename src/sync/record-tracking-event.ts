/**
 * Data function: records one anonymous usage event (spec section 7, POST /track) with its outbox entry, in one
 * transaction. Respects the person's choice: with the setting 'usageEvents' turned off, nothing is recorded or
 * queued. The setting is read inside the same transaction, so an event can never slip in after it was turned off.
 */
import { db } from '@/db/database';
import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { reportStorageError } from '@/db/storage-health';
import type { TrackingEventRow, TrackingEventType } from '@/db/types';
import { enqueueInTransaction } from './outbox';

export interface TrackingEventInput {
  type: TrackingEventType;
  data?: Record<string, unknown>;
  context?: Record<string, unknown>;
}

export async function recordTrackingEvent(
  { type, data = {}, context = {} }: TrackingEventInput,
  now = new Date(),
): Promise<TrackingEventRow | null> {
  try {
    return await db.transaction('rw', db.settings, db.trackingEvents, db.outbox, async () => {
      const setting = await db.settings.get('usageEvents');
      if (setting?.value === false) return null;
      // The feedback id, not the session id Supabase rows carry: usage events are feedback data.
      const { id: feedbackId } = await ensureFeedbackIdentity(db);
      const event: TrackingEventRow = {
        id: crypto.randomUUID(),
        type,
        data,
        context: { sessionId: feedbackId, ...context },
        createdAt: now.toISOString(),
      };
      await db.trackingEvents.add(event);
      await enqueueInTransaction('tracking_event', event.id, event, now);
      return event;
    });
  } catch (error) {
    reportStorageError(error);
    return null;
  }
}
