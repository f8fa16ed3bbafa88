/**
 * The bench's writes and replay (bench/sync.ts). Writes go through the app's data functions. The many-record ones
 * use the bulk data functions (one transaction, bulkPut/bulkAdd): calling the one-record function a thousand times
 * inside one outer transaction awaited two IndexedDB requests and a nested Dexie transaction per record, about
 * 0.8 to 3.4 s for 1,000 records on this machine, where the bulk path needs a few requests in all.
 */
import { db } from '@/db/database';
import { recordTrackingEvents } from '@/domains/usage-events/data/record-tracking-event';
import { recordFlowEvent, recordFlowEvents } from '@/features/insight/data/record-flow-event';
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
  const inputs = Array.from({ length: count }, (_, index) => ({ flowId: 'bench', eventType: 'answer', eventData: { index } }));
  const started = performance.now();
  const { failed } = await recordFlowEvents(inputs);
  const elapsed = performance.now() - started;
  if (failed.length > 0) throw new Error(`${failed.length} of ${count} records were not saved: ${failed[0]?.reason}`);
  return elapsed;
}

export async function queueForReplay(count: number): Promise<void> {
  // Runs of 250 of each kind, so that each replay batch of 500 still holds both destinations (as when they
  // alternated one by one), written with the bulk data functions, 1,000 records per transaction.
  const RUN = 250;
  for (let done = 0; done < count; done += 1_000) {
    await db.transaction('rw', [db.flowEvents, db.trackingEvents, db.settings, db.outbox], async () => {
      for (let start = done; start < Math.min(count, done + 1_000); start += RUN) {
        const indexes = Array.from({ length: Math.min(RUN, count - start) }, (_, offset) => start + offset);
        if ((start / RUN) % 2 === 0) await recordTrackingEvents(indexes.map((index) => ({ type: 'user_action' as const, data: { index } })));
        else await recordFlowEvents(indexes.map((index) => ({ flowId: 'bench', eventType: 'answer', eventData: { index } })));
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
