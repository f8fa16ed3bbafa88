/**
 * Issue 29, SSRF: the scheduler will POST to whatever endpoint a subscription names, so the reminders function
 * accepts only the browsers' push services (FCM, Mozilla, Apple, WNS) over https on port 443, plus the origins the
 * host configures in REMINDER_PUSH_ORIGINS (here the stand-in's, http://127.0.0.1 on any port, as the harness sets).
 * On both databases: each hostile endpoint is a 400 and nothing is stored; each push service's is accepted; and the
 * scheduler checks again at each send, so a row stored under a wider list posts nothing and is deleted.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePushOrigins, refusedPushEndpoint } from '../../functions/_lib/reminders/push-endpoints.ts';
import { deviceKeyHash } from '../../functions/_lib/reminders/store.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { remindersHarness, rowsOf, type RemindersHarness } from './support/reminders-harness.ts';

const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

const HOSTILE = [
  'https://127.0.0.1/push/x',
  'https://localhost/push/x',
  'https://10.0.0.8/push/x',
  'https://192.168.1.1/push/x',
  'https://172.16.0.1/push/x',
  'https://169.254.169.254/latest/meta-data/',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://[::1]/push/x',
  'https://[fd00::1]/push/x',
  'https://[fe80::1]/push/x',
  'https://2130706433/push/x',
  'https://0x7f000001/push/x',
  'https://127.0.0.1.nip.io/push/x',
  'https://fcm.googleapis.com.attacker.example/fcm/send/x',
  'https://attacker.example/fcm.googleapis.com/fcm/send/x',
  'https://fcm.googleapis.com@attacker.example/fcm/send/x',
  'https://user:pass@fcm.googleapis.com/fcm/send/x',
  'https://notify.windows.com/w/?token=x',
  'https://evilnotify.windows.com/w/?token=x',
  'https://fcm.googleapis.com:8443/fcm/send/x',
  'http://fcm.googleapis.com/fcm/send/x',
  'http://127.0.0.2:9000/push/x',
  'http://localhost:9000/push/x',
  'https://127.0.0.1:9000/push/x',
];

const PUSH_SERVICES = [
  'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bExample',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample',
  'https://web.push.apple.com/QGexampleToken',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAABexample',
  'https://FCM.googleapis.com:443/fcm/send/upper-case-host',
];

describe.each(DATABASE_KINDS)('push endpoints the reminders function accepts (%s database)', (kind) => {
  let database: TestDatabase;
  let h: RemindersHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  beforeEach(() => {
    h = remindersHarness(database.db);
  });

  const put = (endpoint: string) =>
    h.call('PUT', '/subscription', {
      body: { subscription: { endpoint, keys: KEYS }, occurrences: [{ id: randomUUID(), at: new Date(h.clock.now.getTime() + 600_000).toISOString() }] },
    });

  it('refuses a private, loopback, link-local, look-alike or non-https endpoint with a 400, storing nothing', async () => {
    for (const endpoint of HOSTILE) {
      const response = await put(endpoint);
      expect(response.status, endpoint).toBe(400);
      expect(response.json.error, endpoint).toMatch(/subscription\.endpoint|endpoint must be/);
    }
    expect(await rowsOf(database.db, deviceKeyHash(h.deviceKey))).toEqual([]);
    expect(await database.db.query('select 1 from feedback.reminder_subscriptions where key_hash = $1', [deviceKeyHash(h.deviceKey)])).toEqual([]);
  });

  it("accepts each browser push service's endpoint", async () => {
    for (const endpoint of PUSH_SERVICES) {
      const response = await put(endpoint);
      expect(response.status, endpoint).toBe(200);
      const [stored] = await database.db.query<{ endpoint: string }>('select endpoint from feedback.reminder_subscriptions where key_hash = $1', [
        deviceKeyHash(h.deviceKey),
      ]);
      expect(stored?.endpoint).toBe(endpoint);
    }
  });

  it('the scheduler posts nothing to a stored endpoint that is not a push service\'s (a row from before the list) and deletes it with its instants', async () => {
    const due = new Date(h.clock.now.getTime() - 60_000).toISOString();
    // Real subscription keys: the one push service row is encrypted and posted.
    const browser = createECDH('prime256v1');
    const subscriptionKeys = { p256dh: browser.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const stored = [...HOSTILE, PUSH_SERVICES[0]!].map((endpoint) => ({ endpoint, keyHash: randomUUID().replaceAll('-', '').padEnd(64, '0') }));
    for (const { endpoint, keyHash } of stored) {
      await database.db.query(
        `insert into feedback.reminder_subscriptions (key_hash, endpoint, p256dh, auth, updated_at) values ($1, $2, $3, $4, now())`,
        [keyHash, endpoint, subscriptionKeys.p256dh, subscriptionKeys.auth],
      );
      await database.db.query(`insert into feedback.reminder_occurrences (key_hash, occurrence_id, due_at) values ($1, $2, $3::timestamptz)`, [
        keyHash,
        randomUUID(),
        due,
      ]);
    }
    const posted: string[] = [];
    const scheduler = h.scheduler(database.db, {
      transport: async (request) => {
        posted.push(request.endpoint);
        return 201;
      },
    });
    expect(await scheduler.tick()).toMatchObject({ sent: 1, unsafe: HOSTILE.length });
    expect(posted).toEqual([PUSH_SERVICES[0]]);
    const keys = stored.map((row) => row.keyHash);
    expect(await database.db.query('select 1 from feedback.reminder_subscriptions where key_hash = any($1::text[])', [keys])).toHaveLength(1);
    expect(await database.db.query('select 1 from feedback.reminder_occurrences where key_hash = any($1::text[])', [keys])).toEqual([]);
  });
});

describe('REMINDER_PUSH_ORIGINS', () => {
  it('adds exactly the origins it names, a port of * meaning any port', () => {
    const extra = parsePushOrigins(' http://127.0.0.1:* , https://push.example.org ');
    expect(refusedPushEndpoint(new URL('http://127.0.0.1:41234/push/x'), extra)).toBeNull();
    expect(refusedPushEndpoint(new URL('https://push.example.org/x'), extra)).toBeNull();
    expect(refusedPushEndpoint(new URL('https://push.example.org:8443/x'), extra)).not.toBeNull();
    expect(refusedPushEndpoint(new URL('http://push.example.org/x'), extra)).not.toBeNull();
    expect(refusedPushEndpoint(new URL('https://127.0.0.1:41234/push/x'), extra)).not.toBeNull();
    expect(refusedPushEndpoint(new URL('http://localhost:41234/push/x'), extra)).not.toBeNull();
    expect(refusedPushEndpoint(new URL('http://127.0.0.1:41234/push/x'), [])).not.toBeNull();
  });

  it('refuses at start-up an entry that is not an origin, rather than widening the list', () => {
    for (const entry of ['*', 'http://*', 'file:///etc', 'http://127.0.0.1/push', '127.0.0.1', 'ftp://host']) {
      expect(() => parsePushOrigins(entry), entry).toThrow(/REMINDER_PUSH_ORIGINS/);
    }
    expect(parsePushOrigins(undefined)).toEqual([]);
    expect(parsePushOrigins('  ')).toEqual([]);
  });
});
