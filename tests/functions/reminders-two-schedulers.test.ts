/**
 * Issue 29: two scheduler instances on one PostgreSQL, each with its own connections, tick at the same time over
 * 300 devices with two due reminders each, in small batches: `FOR UPDATE ... SKIP LOCKED` gives every row to one of
 * them, so the stand-in push service receives each opaque id exactly once and both instances did part of the work.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../functions/_lib/db/client.ts';
import { openPostgresDatabase } from '../../functions/_lib/db/postgres-client.ts';
import { newDeviceKey } from '../../contract/device-key.ts';
import { allowLocalNetwork } from '../../src/testing/network-guard.ts';
import { startPushStandin, type PushStandin } from '../support/push-standin/standin.ts';
import { openTestDatabase, type TestDatabase } from './support/backends.ts';
import { remindersHarness } from './support/reminders-harness.ts';

allowLocalNetwork();

const DEVICES = 300;

describe('two scheduler instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let second: SqlClient;
  let standin: PushStandin;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    second = await openPostgresDatabase(database.url!);
    standin = await startPushStandin();
  }, 60_000);

  afterAll(async () => {
    await standin.close();
    await second.close();
    await database.close();
  });

  it('send each reminder once between them', async () => {
    const h = remindersHarness(database.db);
    const ids: string[] = [];
    for (let device = 0; device < DEVICES; device++) {
      const occurrences = [1, 2].map((minutes) => ({ id: randomUUID(), at: new Date(h.clock.now.getTime() + minutes * 60_000).toISOString() }));
      ids.push(...occurrences.map((occurrence) => occurrence.id));
      const response = await h.call('PUT', '/subscription', { body: { subscription: standin.subscribe(), occurrences }, deviceKey: newDeviceKey() });
      expect(response.status).toBe(200);
    }
    h.clock.advance(3 * 60_000);
    const make = (db: SqlClient) => h.scheduler(db, { batchSize: 25, concurrency: 8 });
    const [one, two] = await Promise.all([make(database.db).tick(), make(second).tick()]);

    const received = standin.received.map((push) => (JSON.parse(push.text) as { id: string }).id);
    expect(received).toHaveLength(ids.length);
    expect(new Set(received)).toEqual(new Set(ids));
    expect(one.sent + two.sent).toBe(ids.length);
    expect(one.sent).toBeGreaterThan(0);
    expect(two.sent).toBeGreaterThan(0);
    expect(await database.db.query('select 1 from feedback.reminder_occurrences')).toEqual([]);
  }, 120_000);
});
