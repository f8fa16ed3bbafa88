/**
 * The bench's writes and replay (bench/sync.ts). Writes go through the app's data functions; the bulk ones nest them
 * in one outer Dexie transaction, which is what "many records in one transaction" costs through the real code.
 */
import { db } from '@/db/database';
import { recordTrackingEvent } from '@/sync/record-tracking-event';
import { recordFlowEvent } from '@/sync/records/record-flow-event';
import { runReplay } from '@/sync/replay/run-replay';
import type { KindHandlers } from '@/sync/replay/replay-outbox';

export async function benchEnqueue(samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await recordFlowEvent({ flowId: 'bench', eventType: 'step_viewed', eventData: { index } });
    times.push(performance.now() - started);
  }
  return times;
}

export async function benchWriteInOneTransaction(count: number): Promise<number> {
  const started = performance.now();
  await db.transaction('rw', db.flowEvents, db.outbox, async () => {
    for (let index = 0; index < count; index++) {
      await recordFlowEvent({ flowId: 'bench', eventType: 'answer', eventData: { index } });
    }
  });
  return performance.now() - started;
}

export async function queueForReplay(count: number): Promise<void> {
  for (let done = 0; done < count; done += 1_000) {
    await db.transaction('rw', [db.flowEvents, db.trackingEvents, db.settings, db.outbox], async () => {
      for (let index = done; index < Math.min(count, done + 1_000); index++) {
        if (index % 2 === 0) await recordTrackingEvent({ type: 'user_action', data: { index } });
        else await recordFlowEvent({ flowId: 'bench', eventType: 'answer', eventData: { index } });
      }
    });
  }
}

export async function replayAll(handlers: KindHandlers): Promise<{ ms: number; runs: number; confirmed: number }> {
  const started = performance.now();
  let runs = 0;
  let confirmed = 0;
  while ((await db.outbox.count()) > 0 && runs < 1_000) {
    runs += 1;
    const { outcome } = await runReplay({ handlers, locks: navigator.locks });
    confirmed += outcome.confirmed;
    if (outcome.retryError) throw outcome.retryError;
  }
  return { ms: performance.now() - started, runs, confirmed };
}
