import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { OutboxEntryRow } from '@/db/outbox-types';
import { DeliveryError } from '../delivery-error';
import { emptyReport, type KindHandler } from '../replay/handler';
import { replayOutbox } from '../replay/replay-outbox';
import { sendAsBatch, sendSequentially } from '../replay/senders';

async function queue(kind: string, count: number, prefix = kind): Promise<void> {
  const at = '2025-06-01T00:00:00.000Z';
  await db.outbox.bulkAdd(
    Array.from({ length: count }, (_, index) => ({
      kind,
      recordId: `${prefix}-${index}`,
      payload: { index },
      createdAt: at,
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
    })),
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const quiet = { warn: () => {} };
/** Generous: the machine running the tests may be busy. */
const WAIT = { timeout: 10_000 };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('replaying the outbox', () => {
  it('deletes nothing before the server confirms, and keeps everything when it does not', async () => {
    await queue('tracking_event', 3);
    const answer = deferred<void>();
    const sent: string[][] = [];
    const handler: KindHandler = {
      send: (entries) =>
        sendAsBatch(entries, async (batch) => {
          sent.push(batch.map((entry) => entry.recordId));
          await answer.promise;
        }),
    };
    const run = replayOutbox({ handlers: { tracking_event: handler }, log: quiet });
    await vi.waitFor(() => expect(sent).toHaveLength(1), WAIT);
    // The request is out, the server has not answered: every entry is still there.
    expect(await db.outbox.count()).toBe(3);
    answer.reject(new DeliveryError('Network error', null));
    const outcome = await run;
    expect(outcome.retryError?.message).toBe('Network error');
    expect(await db.outbox.count()).toBe(3);
    expect((await db.outbox.orderBy('seq').first())?.attempts).toBe(1);

    const confirmed = await replayOutbox({ handlers: { tracking_event: { send: (entries) => sendAsBatch(entries, async () => {}) } }, log: quiet });
    expect(confirmed.confirmed).toBe(3);
    expect(await db.outbox.count()).toBe(0);
  });

  it('moves a refused entry to the dead letters without blocking the entries after it', async () => {
    await queue('prompt_interaction', 5);
    const delivered: string[] = [];
    const handler: KindHandler = {
      send: (entries) =>
        sendSequentially(entries, async (entry) => {
          if (entry.recordId === 'prompt_interaction-1') throw new DeliveryError('Unknown interaction type', 400);
          delivered.push(entry.recordId);
        }),
    };
    const outcome = await replayOutbox({ handlers: { prompt_interaction: handler }, log: quiet });
    expect(outcome).toMatchObject({ confirmed: 4, deadLettered: 1, retryError: null });
    expect(delivered).toEqual(['prompt_interaction-0', 'prompt_interaction-2', 'prompt_interaction-3', 'prompt_interaction-4']);
    expect(await db.outbox.count()).toBe(0);
    const [letter] = await db.deadLetters.toArray();
    expect(letter).toMatchObject({ kind: 'prompt_interaction', recordId: 'prompt_interaction-1', status: 400, error: 'Unknown interaction type', payload: { index: 1 } });
  });

  it('finds the one refused entry of a refused batch and sends the rest', async () => {
    await queue('flow_event', 4);
    const stored: string[] = [];
    const handler: KindHandler = {
      send: (entries) =>
        sendAsBatch(entries, async (batch) => {
          if (batch.some((entry) => entry.recordId === 'flow_event-2')) throw new DeliveryError('violates check constraint', 400);
          stored.push(...batch.map((entry) => entry.recordId));
        }),
    };
    const outcome = await replayOutbox({ handlers: { flow_event: handler }, log: quiet });
    expect(outcome).toMatchObject({ confirmed: 3, deadLettered: 1 });
    expect(stored).toEqual(['flow_event-0', 'flow_event-1', 'flow_event-3']);
  });

  it('retries 408, 429, 5xx and network errors, and dead-letters other 4xx', () => {
    for (const status of [null, 408, 429, 500, 502, 503]) expect(new DeliveryError('x', status).retryable).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422]) expect(new DeliveryError('x', status).retryable).toBe(false);
  });

  it('keeps order within a kind: after a temporary failure, later entries of that kind wait', async () => {
    await queue('feedback_submission', 4);
    const attempts: string[] = [];
    const handler: KindHandler = {
      send: (entries) =>
        sendSequentially(entries, async (entry) => {
          attempts.push(entry.recordId);
          if (entry.recordId === 'feedback_submission-1') throw new DeliveryError('HTTP 503', 503);
        }),
    };
    const outcome = await replayOutbox({ handlers: { feedback_submission: handler }, log: quiet });
    expect(attempts).toEqual(['feedback_submission-0', 'feedback_submission-1']);
    expect(outcome.confirmed).toBe(1);
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => entry.recordId)).toEqual([
      'feedback_submission-1',
      'feedback_submission-2',
      'feedback_submission-3',
    ]);
  });

  it('never lets one stalled kind hold back another', async () => {
    await queue('tracking_event', 2);
    await queue('flow_event', 2);
    const outcome = await replayOutbox({
      handlers: {
        tracking_event: { send: async (entries) => ({ ...emptyReport(), retry: { error: new DeliveryError('HTTP 500', 500), entry: entries[0] ?? null } }) },
        flow_event: { send: (entries) => sendAsBatch(entries, async () => {}) },
      },
      log: quiet,
    });
    expect(outcome.confirmed).toBe(2);
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['tracking_event', 'tracking_event']);
  });

  it('sends in batches of at most 500', async () => {
    await queue('tracking_event', 1_234);
    const sizes: number[] = [];
    await replayOutbox({
      handlers: {
        tracking_event: {
          send: (entries) =>
            sendAsBatch(entries, async (batch) => {
              sizes.push(batch.length);
            }),
        },
      },
      batchSize: 10_000,
      log: quiet,
    });
    expect(sizes).toEqual([500, 500, 234]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves entries that wait for sign-in, or that this build cannot send, and counts them', async () => {
    await queue('accessibility_settings', 1);
    await queue('codex_feedback', 2);
    const outcome = await replayOutbox({
      handlers: { accessibility_settings: { send: async () => ({ ...emptyReport(), parked: { reason: 'sign-in' } }) } },
      log: quiet,
    });
    expect(outcome).toMatchObject({ confirmed: 0, retryError: null, waitingForSignIn: 1, undeliverable: 2 });
    expect(await db.outbox.count()).toBe(3);
  });

  it('treats a handler that throws as a temporary failure and loses nothing', async () => {
    await queue('codex_user', 2);
    const outcome = await replayOutbox({
      handlers: {
        codex_user: {
          send: async (): Promise<never> => {
            throw new TypeError('bug in a handler');
          },
        },
      },
      log: quiet,
    });
    expect(outcome.retryError?.retryable).toBe(true);
    expect(await db.outbox.count()).toBe(2);
  });

  it('runs the confirmation step in the same transaction as the deletion', async () => {
    await db.feedbackSubmissions.put({
      id: 'feedback_submission-0',
      sessionId: 's',
      category: 'general',
      subcategory: null,
      type: 'other',
      rating: null,
      title: 't',
      message: 'm',
      context: { module: 'general', submissionTimestamp: '2025-06-01T00:00:00.000Z' },
      metadata: {},
      attachments: [],
      createdAt: '2025-06-01T00:00:00.000Z',
      syncedAt: null,
    });
    await queue('feedback_submission', 1);
    const handler: KindHandler = {
      confirmTables: [db.feedbackSubmissions],
      send: (entries) => sendSequentially(entries, async () => {}),
      async onConfirmed(entries: OutboxEntryRow[], at: Date) {
        for (const entry of entries) await db.feedbackSubmissions.update(entry.recordId, { syncedAt: at.toISOString() });
        throw new Error('the local update failed');
      },
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = await replayOutbox({ handlers: { feedback_submission: handler }, log: quiet });
    // The failed local step rolled the deletion back: the entry stays, to be confirmed again later.
    expect(outcome.confirmed).toBe(0);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.feedbackSubmissions.get('feedback_submission-0'))?.syncedAt).toBeNull();
  });
});
