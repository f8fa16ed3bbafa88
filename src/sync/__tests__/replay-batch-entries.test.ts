import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { DeliveryError } from '../delivery-error';
import { batchEntry, countQueuedRecords, recordsIn } from '../outbox-batch';
import type { KindHandler } from '../replay/handler';
import { replayOutbox } from '../replay/replay-outbox';
import { sendAsBatch, sendSequentially } from '../replay/senders';
import { readSyncSnapshot } from '../sync-status';

const AT = '2025-06-01T00:00:00.000Z';
const quiet = { warn: () => {} };

/** Queues `count` records of `kind` as one batch entry, as a bulk data function does. */
async function queueBatch(kind: string, count: number, prefix: string): Promise<void> {
  const items = Array.from({ length: count }, (_, index) => ({ recordId: `${prefix}-${index}`, payload: { index } }));
  await db.outbox.add(batchEntry(kind, items, AT));
}

async function queueOne(kind: string, recordId: string): Promise<void> {
  await db.outbox.add({ kind, recordId, payload: { recordId }, createdAt: AT, attempts: 0, nextAttemptAt: AT, lastError: null });
}

/** A handler that sends one request per record and records what it sent. */
function sequential(sent: string[], fail: (recordId: string) => DeliveryError | null = () => null): KindHandler {
  return {
    send: (entries) =>
      sendSequentially(entries, async (entry) => {
        const failure = fail(entry.recordId);
        if (failure) throw failure;
        sent.push(entry.recordId);
      }),
  };
}

/** One replay of `kind`, the server failing the record `failingId` with `error` and accepting the others. */
function replayFailingOne(kind: string, failingId: string, error: DeliveryError, sent: string[]) {
  return replayOutbox({ handlers: { [kind]: sequential(sent, (id) => (id === failingId ? error : null)) }, log: quiet });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('replaying batch entries', () => {
  it('sends a batch’s records one by one, in order, before a later entry of the kind, and then deletes it', async () => {
    await queueOne('tracking_event', 'before');
    await queueBatch('tracking_event', 60, 'b');
    await queueOne('tracking_event', 'after');
    const sent: string[] = [];
    const outcome = await replayOutbox({ handlers: { tracking_event: sequential(sent) }, log: quiet });
    expect(outcome).toMatchObject({ confirmed: 62, deadLettered: 0, retryError: null });
    expect(sent).toEqual(['before', ...Array.from({ length: 60 }, (_, index) => `b-${index}`), 'after']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('hands each record its own payload, and the batch’s kind and creation time', async () => {
    await queueBatch('flow_event', 3, 'f');
    const received: unknown[] = [];
    const handler: KindHandler = {
      send: (entries) =>
        sendAsBatch(entries, async (batch) => {
          received.push(...batch.map(({ kind, recordId, payload, createdAt }) => ({ kind, recordId, payload, createdAt })));
        }),
    };
    await replayOutbox({ handlers: { flow_event: handler }, log: quiet });
    expect(received).toEqual([0, 1, 2].map((index) => ({ kind: 'flow_event', recordId: `f-${index}`, payload: { index }, createdAt: AT })));
  });

  it('keeps the unsent rest of a batch after a temporary failure, with the attempt noted, and sends only that rest later', async () => {
    await queueBatch('tracking_event', 10, 't');
    const sent: string[] = [];
    const failing = await replayFailingOne('tracking_event', 't-4', new DeliveryError('HTTP 503', 503), sent);
    expect(failing).toMatchObject({ confirmed: 4, retryError: expect.objectContaining({ message: 'HTTP 503' }) });
    const [left] = await db.outbox.toArray();
    expect(left?.batch?.map((item) => item.recordId)).toEqual(['t-4', 't-5', 't-6', 't-7', 't-8', 't-9']);
    expect(left).toMatchObject({ attempts: 1, lastError: 'HTTP 503' });
    expect(await countQueuedRecords(db.outbox)).toBe(6);

    const again: string[] = [];
    await replayOutbox({ handlers: { tracking_event: sequential(again) }, log: quiet });
    expect(again).toEqual(['t-4', 't-5', 't-6', 't-7', 't-8', 't-9']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('moves a refused record of a batch to the dead letters alone, with its own payload, and sends the others', async () => {
    await queueBatch('prompt_interaction', 5, 'p');
    const sent: string[] = [];
    const outcome = await replayFailingOne('prompt_interaction', 'p-2', new DeliveryError('Unknown interaction type', 400), sent);
    expect(outcome).toMatchObject({ confirmed: 4, deadLettered: 1 });
    expect(sent).toEqual(['p-0', 'p-1', 'p-3', 'p-4']);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.deadLetters.toArray()).toEqual([
      expect.objectContaining({ kind: 'prompt_interaction', recordId: 'p-2', payload: { index: 2 }, status: 400, createdAt: AT, attempts: 1 }),
    ]);
  });

  it('sends at most a replay batch of records at a time, cutting a batch entry where it must', async () => {
    await queueBatch('flow_event', 500, 'a');
    await queueBatch('flow_event', 500, 'b');
    await queueBatch('flow_event', 30, 'c');
    const sizes: number[] = [];
    const outcome = await replayOutbox({
      handlers: { flow_event: { send: (entries) => sendAsBatch(entries, async (batch) => void sizes.push(batch.length)) } },
      batchSize: 200,
      log: quiet,
    });
    expect(outcome.confirmed).toBe(1_030);
    expect(sizes.every((size) => size <= 200)).toBe(true);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(1_030);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is not stalled by a batch entry that holds no record', async () => {
    await db.outbox.add(batchEntry('tracking_event', [], AT));
    const outcome = await replayOutbox({ handlers: { tracking_event: sequential([]) }, log: quiet });
    expect(outcome).toMatchObject({ confirmed: 0, retryError: null });
    expect(await countQueuedRecords(db.outbox)).toBe(0);
  });

  it('counts the records a batch holds wherever waiting records are counted', async () => {
    await queueBatch('flow_event', 40, 'f');
    await queueOne('flow_event', 'single');
    await queueOne('tracking_event', 'usage');
    expect((await db.outbox.toArray()).map(recordsIn)).toEqual([40, 1, 1]);
    expect(await countQueuedRecords(db.outbox)).toBe(42);
    const snapshot = await readSyncSnapshot();
    expect(snapshot.waiting).toBe(42);
    expect(snapshot.waitingByKind).toEqual({ flow_event: 41, tracking_event: 1 });
    // A kind this build cannot send: the records the batch holds are counted as undeliverable, not its one entry.
    const outcome = await replayOutbox({ handlers: { tracking_event: sequential([]) }, log: quiet });
    expect(outcome).toMatchObject({ confirmed: 1, undeliverable: 41 });
  });
});
