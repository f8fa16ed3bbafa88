/**
 * Issue 29, the server side of reminders on both databases: a device subscribes with its push subscription and
 * opaque instants, replaces them, deletes them; hostile bodies, size and rate limits; the scheduler, under a test
 * clock, pushes each instant once to a local stand-in push service that decrypts the message with the
 * subscription's keys (RFC 8291) and finds only the opaque id; a reminder over 15 minutes late is dropped; a 410
 * deletes the subscription; "delete everything" deletes the rows.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEraseHandler } from '../../functions/erase.ts';
import { deviceKeyHash } from '../../functions/_lib/reminders/store.ts';
import { DEVICE_KEY_HEADER } from '../../contract/device-key.ts';
import { ERASE_PATH } from '../../contract/erase-schemas.ts';
import { REMINDER_BODY_LIMIT } from '../../contract/reminder-schemas.ts';
import { allowLocalNetwork } from '../../src/testing/network-guard.ts';
import { startPushStandin, type PushStandin, type StandinSubscription } from '../support/push-standin/standin.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { remindersHarness, rowsOf, type RemindersHarness } from './support/reminders-harness.ts';

allowLocalNetwork();

const MINUTE = 60_000;

function at(h: RemindersHarness, minutesFromNow: number): string {
  return new Date(h.clock.now.getTime() + minutesFromNow * MINUTE).toISOString();
}

describe.each(DATABASE_KINDS)('reminders function and scheduler (%s database)', (kind) => {
  let database: TestDatabase;
  let standin: PushStandin;
  let h: RemindersHarness;
  let subscription: StandinSubscription;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    standin = await startPushStandin();
  }, 60_000);

  afterAll(async () => {
    await standin.close();
    await database.close();
  });

  beforeEach(() => {
    h = remindersHarness(database.db);
    subscription = standin.subscribe();
  });

  it('serves the VAPID public key, never the private one', async () => {
    const response = await h.call('GET', '/vapid-public-key');
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual({ publicKey: h.vapid.publicKey });
    expect(JSON.stringify(response.json)).not.toContain(h.vapid.privateKey);
  });

  it('subscribes, replaces the instants (the old ones go), and deletes everything when turned off', async () => {
    const first = [{ id: randomUUID(), at: at(h, 60) }, { id: randomUUID(), at: at(h, 120) }];
    expect((await h.call('PUT', '/subscription', { body: { subscription, occurrences: first } })).json.data).toEqual({ stored: 2 });
    const second = [{ id: randomUUID(), at: at(h, 90) }];
    expect((await h.call('PUT', '/subscription', { body: { subscription, occurrences: second } })).json.data).toEqual({ stored: 1 });
    const rows = await rowsOf(database.db, deviceKeyHash(h.deviceKey));
    expect(rows.map((row) => row.occurrence_id)).toEqual([second[0]!.id]);
    expect(new Date(rows[0]!.due_at).toISOString()).toBe(second[0]!.at);

    expect((await h.call('DELETE', '/subscription')).json.data).toEqual({ deleted: true });
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toEqual([]);
    expect((await h.call('DELETE', '/subscription')).json.data).toEqual({ deleted: false });
  });

  it('refuses hostile bodies with a 400, a missing device key with a 403, other types with a 415, large bodies with a 413', async () => {
    const valid = { subscription, occurrences: [{ id: randomUUID(), at: at(h, 10) }] };
    const hostile: unknown[] = [
      { ...valid, extra: 1 },
      { ...valid, subscription: { ...subscription, endpoint: 'javascript:alert(1)' } },
      { ...valid, subscription: { ...subscription, endpoint: 'https://user:pass@push.example.org/x' } },
      { ...valid, subscription: { ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth } } },
      { ...valid, occurrences: [{ id: 'x', at: at(h, 10) }] },
      { ...valid, occurrences: [{ id: '<script>alert(1)</script>', at: at(h, 10) }] },
      { ...valid, occurrences: [{ id: randomUUID(), at: 'tomorrow at 8' }] },
      { ...valid, occurrences: [{ id: randomUUID(), at: at(h, -60) }] },
      { ...valid, occurrences: [{ id: randomUUID(), at: at(h, 60 * 24 * 40) }] },
      { ...valid, occurrences: [{ id: 'same-id-1', at: at(h, 10) }, { id: 'same-id-1', at: at(h, 20) }] },
      { ...valid, occurrences: Array.from({ length: 51 }, () => ({ id: randomUUID(), at: at(h, 10) })) },
      { ...valid, occurrences: [{ id: randomUUID(), at: at(h, 10), label: 'Evening check-in' }] },
      [],
      null,
      'text',
    ];
    for (const body of hostile) {
      const response = await h.call('PUT', '/subscription', { body: body === null ? 'null' : body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json.error).toEqual(expect.any(String));
    }
    expect((await h.call('PUT', '/subscription', { body: '{"subscription":' })).status).toBe(400);
    expect((await h.call('PUT', '/subscription', { body: valid, deviceKey: null })).status).toBe(403);
    expect((await h.call('PUT', '/subscription', { body: valid, deviceKey: 'not-a-key' })).status).toBe(400);
    expect((await h.call('DELETE', '/subscription', { deviceKey: null })).status).toBe(403);
    expect((await h.call('PUT', '/subscription', { body: JSON.stringify(valid), headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    const padded = JSON.stringify(valid).replace('{', `{"pad":"${'x'.repeat(REMINDER_BODY_LIMIT)}",`);
    expect((await h.call('PUT', '/subscription', { body: padded })).status).toBe(413);
    expect((await h.call('POST', '/subscription', { body: valid })).status).toBe(405);
    expect((await h.call('GET', '/nothing')).status).toBe(404);
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toEqual([]);
  });

  it('refuses an http endpoint unless the host allows it (a real push service is https)', async () => {
    const { createRemindersHandler } = await import('../../functions/reminders.ts');
    const strict = createRemindersHandler(async () => h.backend, { vapidKeys: () => h.vapid });
    const response = await strict(
      new Request('http://localhost/.netlify/functions/reminders/subscription', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', [DEVICE_KEY_HEADER]: h.deviceKey },
        body: JSON.stringify({ subscription, occurrences: [] }),
      }),
      { ip: '203.0.113.21' },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('https');
  });

  it('answers 429 with Retry-After over the rate limit, and 503 where the host has no VAPID keys', async () => {
    const limited = remindersHarness(database.db, { env: { RATE_LIMITS: 'remind=2' } });
    expect((await limited.call('GET', '/vapid-public-key', { ip: '198.51.100.9' })).status).toBe(200);
    expect((await limited.call('GET', '/vapid-public-key', { ip: '198.51.100.9' })).status).toBe(200);
    expect((await limited.call('GET', '/vapid-public-key', { ip: '198.51.100.9' })).status).toBe(429);
    const { createRemindersHandler } = await import('../../functions/reminders.ts');
    const keyless = createRemindersHandler(async () => h.backend, { vapidKeys: () => null });
    const response = await keyless(new Request('http://localhost/.netlify/functions/reminders/vapid-public-key'), { ip: '203.0.113.22' });
    expect(response.status).toBe(503);
  });

  it('pushes each instant once when due, encrypted for the subscription and holding only the opaque id; over 15 minutes late is dropped', async () => {
    const soon = randomUUID();
    const later = randomUUID();
    const missed = randomUUID();
    await h.call('PUT', '/subscription', {
      body: { subscription, occurrences: [{ id: soon, at: at(h, 1) }, { id: later, at: at(h, 5) }, { id: missed, at: at(h, 30) }] },
    });
    const scheduler = h.scheduler();
    const before = standin.received.length;
    expect((await scheduler.tick()).sent).toBe(0);

    h.clock.advance(2 * MINUTE);
    const first = await scheduler.tick();
    expect(first).toMatchObject({ sent: 1, dropped: 0, gone: 0 });
    expect((await scheduler.tick()).sent).toBe(0);

    const pushes = standin.received.slice(before).filter((push) => push.endpoint === subscription.endpoint);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(JSON.parse(push!.text)).toEqual({ id: soon });
    expect(Object.keys(JSON.parse(push!.text) as object)).toEqual(['id']);
    expect(push!.vapidValid).toBe(true);
    expect(push!.vapidPublicKey).toBe(h.vapid.publicKey);
    expect(push!.urgency).toBe('normal');
    expect(push!.topic).toBe(soon.replaceAll('-', ''));
    // TTL: the push service may hold it only until it would be 15 minutes late (it is one minute late now).
    expect(Number(push!.ttl)).toBe(14 * 60);
    expect(standin.undecryptable).toBe(0);

    h.clock.advance(48 * MINUTE); // `later` is now 45 minutes late, `missed` 20: both dropped, neither sent
    const late = await scheduler.tick();
    expect(late).toMatchObject({ sent: 0, dropped: 2 });
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toEqual([]);
  });

  it('deletes the subscription and its instants when the push service answers 410, and keeps a 5xx for the next tick', async () => {
    await h.call('PUT', '/subscription', { body: { subscription, occurrences: [{ id: randomUUID(), at: at(h, 1) }, { id: randomUUID(), at: at(h, 3) }] } });
    const scheduler = h.scheduler();
    standin.answer(subscription.endpoint, 503);
    h.clock.advance(2 * MINUTE);
    expect(await scheduler.tick()).toMatchObject({ sent: 0, retry: 1 });
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toHaveLength(2);

    standin.answer(subscription.endpoint, 410);
    h.clock.advance(2 * MINUTE);
    expect(await scheduler.tick()).toMatchObject({ sent: 0, gone: 1 });
    const left = await database.db.query('select 1 from feedback.reminder_subscriptions where key_hash = $1', [deviceKeyHash(h.deviceKey)]);
    expect(left).toEqual([]);
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toEqual([]);
  });

  it('a restart mid-send neither repeats nor loses: stop() lets the running batch finish; a batch whose sends fail deletes nothing unsent and the next instance sends it', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await h.call('PUT', '/subscription', { body: { subscription, occurrences: ids.map((id, index) => ({ id, at: at(h, index + 1) })) } });
    h.clock.advance(5 * MINUTE);
    const posted: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = h.scheduler(database.db, {
      transport: async (request) => {
        posted.push(request.endpoint);
        await held;
        return 201;
      },
    });
    const running = slow.tick();
    await expect.poll(() => posted.length).toBe(3);
    const stopping = slow.stop();
    release();
    await stopping;
    expect((await running).sent).toBe(3);
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toEqual([]);
    expect((await h.scheduler().tick()).sent).toBe(0);

    // Sends that fail in the middle of a batch (the push service unreachable): the next instance sends every one.
    const again = [randomUUID(), randomUUID()];
    await h.call('PUT', '/subscription', { body: { subscription, occurrences: again.map((id) => ({ id, at: at(h, 1) })) } });
    h.clock.advance(2 * MINUTE);
    const crashing = h.scheduler(database.db, {
      transport: async () => {
        throw new Error('connection refused');
      },
    });
    expect((await crashing.tick()).retry).toBe(2);
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toHaveLength(2);
    const before = standin.received.length;
    expect((await h.scheduler().tick()).sent).toBe(2);
    expect(standin.received.slice(before).map((push) => (JSON.parse(push.text) as { id: string }).id).sort()).toEqual([...again].sort());
  });

  it('"delete everything" deletes the device\'s subscription and instants, and no other device\'s', async () => {
    const other = remindersHarness(database.db);
    await h.call('PUT', '/subscription', { body: { subscription, occurrences: [{ id: randomUUID(), at: at(h, 60) }] } });
    await other.call('PUT', '/subscription', { body: { subscription: standin.subscribe(), occurrences: [{ id: randomUUID(), at: at(h, 60) }] } });
    const erase = createEraseHandler(async () => h.backend);
    const response = await erase(
      new Request(`http://localhost${ERASE_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEVICE_KEY_HEADER]: h.deviceKey },
        body: '{}',
      }),
      { ip: '203.0.113.23' },
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { erased: { reminders: number } } }).data.erased.reminders).toBe(1);
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toEqual([]);
    expect(await rowsOf(database.db, deviceKeyHash(other.deviceKey))).toHaveLength(1);
  });
});
