/**
 * The behaviour tracker's queue (spec section 7). This part is in the first bundle, so it only queues: the events
 * are recorded when the browser is idle, by the sync engine's data function, which drops them when the person has
 * turned usage events off and sends the rest to /track through the outbox. Nothing here may throw into the page.
 */
import type { TrackingEventType } from '@/db/types';
import { whenPageSettled } from '@/lib/when-idle';
import { deviceTypeForWidth } from '../device-type';

/** A finished tool is announced with this window event (`announceToolCompleted` in src/domains/tool-entries/tool-completed.ts); the
 * prompt counts it, the tracker records nothing for it (the tool's data function already did). */
export { TOOL_COMPLETED_EVENT } from '@/domains/tool-entries/tool-completed';

interface QueuedTrackingEvent {
  type: TrackingEventType;
  data: Record<string, unknown>;
  /** Where it happened: the path (never the query string, which could hold something personal) and the kind of
   * device. */
  context: { page: string; deviceType: string };
  /** When it happened (it is recorded a moment later). */
  at: Date;
}

let queue: QueuedTrackingEvent[] = [];
let flushScheduled = false;

function flush(): void {
  flushScheduled = false;
  const batch = queue;
  queue = [];
  if (batch.length === 0) return;
  import('@/domains/usage-events/data/record-tracking-event')
    .then(async ({ recordTrackingEvent }) => {
      for (const event of batch) await recordTrackingEvent(event, event.at);
    })
    .catch(() => {
      /* Best effort: a chunk that cannot load loses these events, nothing else. */
    });
}

export function trackEvent(type: TrackingEventType, data: Record<string, unknown> = {}): void {
  try {
    queue.push({
      type,
      data,
      context: { page: location.pathname, deviceType: deviceTypeForWidth(window.innerWidth) },
      at: new Date(),
    });
    if (!flushScheduled) {
      flushScheduled = true;
      whenPageSettled(flush);
    }
  } catch {
    /* never disturb the page */
  }
}

/** Errors from the first moments of the page, kept until the tracker's listeners have loaded. */
const earlyErrors: Event[] = [];
const keepEarly = (event: Event) => {
  if (earlyErrors.length < 20) earlyErrors.push(event);
};
let buffering = false;

export function bufferEarlyErrors(): void {
  if (buffering || typeof window === 'undefined') return;
  buffering = true;
  window.addEventListener('error', keepEarly);
  window.addEventListener('unhandledrejection', keepEarly);
}

export function takeEarlyErrors(): Event[] {
  window.removeEventListener('error', keepEarly);
  window.removeEventListener('unhandledrejection', keepEarly);
  buffering = false;
  return earlyErrors.splice(0);
}
