/**
 * Data function: records one anonymous usage event (spec section 7, POST /track) with its outbox entry, in one
 * transaction. Respects the person's choice: with the setting 'usageEvents' turned off, nothing is recorded or
 * queued. The setting is read inside the same transaction, so an event can never slip in after it was turned off.
 */
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
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
  const event: TrackingEventRow = {
    id: crypto.randomUUID(),
    type,
    data,
    context: { sessionId: getSessionId(), ...context },
    createdAt: now.toISOString(),
  };
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
