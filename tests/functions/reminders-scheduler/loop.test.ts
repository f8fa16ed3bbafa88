/**
 * The scheduler's loop (functions/_lib/reminders/scheduler.ts) on the embedded database, with a transport that
 * answers at once: lanes never run more than `concurrency` sends, a tick goes batch after batch until nothing due is
 * left, a tick already running is joined, a row whose lease is too short to post is released unsent, and stop()
 * waits for the running tick.
 */
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushRequest } from '../../../functions/_lib/reminders/push-send.ts';
import { createReminderScheduler, eachLimited, type SchedulerOptions } from '../../../functions/_lib/reminders/scheduler.ts';
import { openTestDatabase, type TestDatabase } from '../support/backends.ts';
import { clearReminders, occurrences, seedOccurrence, seedSubscription } from '../support/reminder-rows.ts';

const AT = new Date('2026-06-01T18:00:00Z');
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:test@example.org' };

describe('eachLimited', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      done.push(item);
      running -= 1;
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('the scheduler loop', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => clearReminders(database.db));

  function scheduler(options: Partial<SchedulerOptions> & { posted?: PushRequest[] } = {}) {
    const posted = options.posted ?? [];
    return createReminderScheduler({
      db: database.db,
      vapid,
      now: () => AT,
      log: () => undefined,
      transport: async (request) => {
        posted.push(request);
        return 201;
      },
      ...options,
    });
  }

  it('sends everything due, batch after batch, and leaves what is not due', async () => {
    const subscription = await seedSubscription(database.db);
    for (let index = 0; index < 5; index += 1) await seedOccurrence(database.db, subscription, new Date(AT.getTime() - 1000 * (index + 1)));
    const later = await seedOccurrence(database.db, subscription, new Date(AT.getTime() + 60_000));
    const posted: PushRequest[] = [];
    const result = await scheduler({ batchSize: 2, concurrency: 2, posted }).tick();
    expect(result).toMatchObject({ sent: 5, dropped: 0, retry: 0 });
    expect(posted).toHaveLength(5);
    expect((await occurrences(database.db)).map((row) => row.occurrence_id)).toEqual([later]);
  });

  it('joins a tick already running instead of starting a second', async () => {
    const subscription = await seedSubscription(database.db);
    await seedOccurrence(database.db, subscription, new Date(AT.getTime() - 1000));
    const posted: PushRequest[] = [];
    const loop = scheduler({ posted });
    const first = loop.tick();
    expect(loop.tick()).toBe(first);
    expect((await first).sent).toBe(1);
    expect(posted).toHaveLength(1);
  });

  it('releases unsent the rows whose lease is too short left to post them', async () => {
    const subscription = await seedSubscription(database.db);
    for (let index = 0; index < 3; index += 1) await seedOccurrence(database.db, subscription, new Date(AT.getTime() - 1000 * (index + 1)));
    let clock = AT.getTime();
    const posted: PushRequest[] = [];
    const result = await scheduler({
      concurrency: 1,
      leaseMs: 60_000,
      now: () => new Date(clock),
      transport: async (request) => {
        posted.push(request);
        // The first push takes the whole lease: the lane's next rows must not be posted.
        clock += 60_000;
        return 201;
      },
    }).tick();
    expect(result).toMatchObject({ sent: 1, retry: 2 });
    expect(posted).toHaveLength(1);
    const left = await occurrences(database.db);
    expect(left).toHaveLength(2);
    expect(left.every((row) => row.claim_token === null)).toBe(true);
  });

  it('stop() waits for the running tick to finish', async () => {
    const subscription = await seedSubscription(database.db);
    await seedOccurrence(database.db, subscription, new Date(AT.getTime() - 1000));
    let answer: (status: number) => void = () => undefined;
    const loop = scheduler({ transport: () => new Promise<number>((resolve) => (answer = resolve)) });
    const ticking = loop.tick();
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    answer(201);
    await stopping;
    expect((await ticking).sent).toBe(1);
    expect(await occurrences(database.db)).toEqual([]);
  });
});
