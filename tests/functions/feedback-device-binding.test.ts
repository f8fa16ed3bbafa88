/**
 * Feedback ids bound to their device (issue 12, point 4): the first write under an id binds it to the caller's
 * device key (only its SHA-256 is stored); reads of the id and further writes under it answer only that key.
 * DELETE /user/{id} erases a person's records and unlinks their submissions. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../contract/device-key.ts';
import { trackResponseSchema, userErasedResponseSchema } from '../../contract/feedback-responses.ts';
import {
  DATABASE_KINDS,
  harness,
  IMAGES,
  openTestDatabase,
  signIn,
  uploadForm,
  validSubmission,
  type Harness,
  type TestDatabase,
} from './support/backends.ts';

const NOT_YOURS = { success: false, error: 'This id belongs to another device' };
const KEY_MISSING = {
  success: false,
  error: `This request needs the device key (${DEVICE_KEY_HEADER}) of the device that owns this id`,
};

function trackEvent(sessionId: string, overrides: Record<string, unknown> = {}) {
  return { id: crypto.randomUUID(), type: 'page_view', timestamp: new Date().toISOString(), sessionId, context: { page: '/' }, ...overrides };
}

describe.each(DATABASE_KINDS)('feedback ids bound to their device (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  /** Another device: same server, its own key. */
  const stranger = newDeviceKey();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  it('stores only the hash of the key, never the key', async () => {
    const submission = validSubmission();
    expect((await h.call('POST', '/submit', { body: submission })).status).toBe(201);
    const rows = await database.db.query<{ key_hash: string }>('select key_hash from feedback.device_bindings where subject = $1', [
      submission.sessionId,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(h.deviceKey);
  });

  it('answers GET /user/{id} to its own device only: another key or none is a 403', async () => {
    const submission = validSubmission();
    await h.call('POST', '/submit', { body: submission });
    const mine = await h.call('GET', `/user/${String(submission.sessionId)}`);
    expect(mine.status).toBe(200);
    expect((mine.json.data as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([submission.id]);

    const other = await h.call('GET', `/user/${String(submission.sessionId)}`, { deviceKey: stranger });
    expect(other.status).toBe(403);
    expect(other.json).toEqual(NOT_YOURS);
    const none = await h.call('GET', `/user/${String(submission.sessionId)}`, { deviceKey: null });
    expect(none.status).toBe(403);
    expect(none.json).toEqual(KEY_MISSING);
    // An id never written under answers as an unknown id always did.
    expect((await h.call('GET', `/user/${crypto.randomUUID()}`, { deviceKey: stranger })).json).toEqual({ success: true, data: { items: [] } });
  });

  it('lets only the owning device read or change preferences', async () => {
    const userId = crypto.randomUUID();
    expect((await h.call('PUT', '/preferences', { body: { userId, trackingOptOut: true } })).status).toBe(200);

    const change = await h.call('PUT', '/preferences', { body: { userId, trackingOptOut: false }, deviceKey: stranger });
    expect(change.status).toBe(403);
    expect(change.json).toEqual(NOT_YOURS);
    expect((await h.call('PUT', '/preferences', { body: { userId, trackingOptOut: false }, deviceKey: null })).status).toBe(403);
    expect((await h.call('GET', `/preferences?userId=${userId}`, { deviceKey: stranger })).status).toBe(403);

    const read = await h.call('GET', `/preferences?userId=${userId}`);
    expect(read.json.data).toMatchObject({ userId, trackingOptOut: true });
  });

  it('refuses every write under an id bound to another device, and stores nothing of it', async () => {
    const sessionId = crypto.randomUUID();
    await h.call('POST', '/prompt-interaction', {
      body: { id: crypto.randomUUID(), type: 'prompted', timestamp: new Date().toISOString(), sessionId, page: '/' },
    });

    const submit = await h.call('POST', '/submit', { body: validSubmission({ sessionId }), deviceKey: stranger });
    expect(submit.status).toBe(403);
    const event = trackEvent(sessionId);
    const track = await h.call('POST', '/track', { body: { events: [event, trackEvent(crypto.randomUUID())] }, deviceKey: stranger });
    expect(track.status).toBe(403);
    const prompt = await h.call('POST', '/prompt-interaction', {
      body: { id: crypto.randomUUID(), type: 'opened', timestamp: new Date().toISOString(), sessionId, page: '/' },
      deviceKey: stranger,
    });
    expect(prompt.status).toBe(403);
    const ask = await h.call('POST', '/should-prompt', { body: { page: '/', sessionId }, deviceKey: stranger });
    expect(ask.status).toBe(403);
    expect((await h.call('POST', '/submit', { body: validSubmission({ sessionId }), deviceKey: null })).json).toEqual(KEY_MISSING);

    const [counts] = await database.db.query<{ events: number; submissions: number; prompts: number }>(
      `select (select count(*)::int from feedback.events where id = $1) as events,
              (select count(*)::int from feedback.submissions where session_id = $2) as submissions,
              (select count(*)::int from feedback.prompt_interactions where session_id = $2) as prompts`,
      [event.id, sessionId],
    );
    expect(counts).toEqual({ events: 0, submissions: 0, prompts: 1 });
  });

  it('binds an upload id to the device that first used it', async () => {
    const id = crypto.randomUUID();
    const form = () => {
      const body = uploadForm(IMAGES.png, 'shot.png', 'image/png');
      body.append('id', id);
      return body;
    };
    expect((await h.call('POST', '/upload', { body: form() })).status).toBe(201);
    expect((await h.call('POST', '/upload', { body: form() })).status).toBe(200);
    const other = await h.call('POST', '/upload', { body: form(), deviceKey: stranger });
    expect(other.status).toBe(403);
    expect(other.json).toEqual(NOT_YOURS);
  });

  it('answers a malformed or oversized key header with 400, never 500', async () => {
    const sessionId = crypto.randomUUID();
    const bad = ['', 'short', `${h.deviceKey}=`, `${h.deviceKey.slice(0, 42)}+`, 'x'.repeat(10_000), `${h.deviceKey.slice(0, 42)}\u00e9`];
    for (const value of bad) {
      for (const [method, path, body] of [
        ['GET', `/user/${sessionId}`, undefined],
        ['POST', '/submit', validSubmission({ sessionId })],
        ['DELETE', `/user/${sessionId}`, undefined],
      ] as const) {
        const response = await h.call(method, path, { body, headers: { [DEVICE_KEY_HEADER]: value } });
        // An empty header is no key at all (403); anything else malformed is a 400.
        expect([400, 403], `${method} ${path} with ${value.slice(0, 20)}`).toContain(response.status);
        expect(response.json.success).toBe(false);
      }
    }
  });

  it('lists every accepted /track event as stored or already held', async () => {
    const sessionId = crypto.randomUUID();
    const first = trackEvent(sessionId);
    const second = trackEvent(sessionId);
    const answer = await h.call('POST', '/track', { body: { events: [first] } });
    const again = await h.call('POST', '/track', { body: { events: [first, second, { id: 'bad' }] } });
    expect(trackResponseSchema.parse(answer.json.data)).toMatchObject({ stored: [first.id], duplicates: [] });
    expect(trackResponseSchema.parse(again.json.data)).toMatchObject({
      stored: [second.id],
      duplicates: [first.id],
      rejected: [{ index: 2, id: 'bad' }],
    });
  });

  it('DELETE /user/{id} erases events, prompt interactions and preferences and unlinks submissions, for the owner only', async () => {
    const sessionId = crypto.randomUUID();
    const submission = validSubmission({ sessionId, userId: 'account-1', context: { module: 'presence', page: '/', sessionId } });
    await h.call('POST', '/submit', { body: submission });
    await h.call('POST', '/track', { body: { events: [trackEvent(sessionId), trackEvent(sessionId)] } });
    await h.call('POST', '/prompt-interaction', {
      body: { id: crypto.randomUUID(), type: 'prompted', timestamp: new Date().toISOString(), sessionId, page: '/' },
    });
    await h.call('PUT', '/preferences', { body: { userId: sessionId, promptOptOut: true } });

    const refused = await h.call('DELETE', `/user/${sessionId}`, { deviceKey: stranger });
    expect(refused.status).toBe(403);
    expect((await h.call('DELETE', `/user/${sessionId}`, { deviceKey: null })).status).toBe(403);

    const erased = await h.call('DELETE', `/user/${sessionId}`);
    expect(erased.status).toBe(200);
    expect(userErasedResponseSchema.parse(erased.json.data)).toEqual({
      id: sessionId,
      deleted: { events: 2, promptInteractions: 1, preferences: 1 },
      submissionsUnlinked: 1,
    });
    const [left] = await database.db.query<{ events: number; prompts: number; preferences: number }>(
      `select (select count(*)::int from feedback.events where session_id = $1) as events,
              (select count(*)::int from feedback.prompt_interactions where session_id = $1) as prompts,
              (select count(*)::int from feedback.preferences where user_id = $1) as preferences`,
      [sessionId],
    );
    expect(left).toEqual({ events: 0, prompts: 0, preferences: 0 });

    // The submission stays for the team, without the personal link.
    const cookie = await signIn(h);
    const kept = await h.call('GET', `/admin/feedback/${String(submission.id)}`, { cookie });
    expect(kept.json.data).toMatchObject({ id: submission.id, sessionId: null, userId: null, title: submission.title });
    expect(JSON.stringify(kept.json.data)).not.toContain(sessionId);
    expect((await h.call('GET', `/user/${sessionId}`)).json).toEqual({ success: true, data: { items: [] } });

    // An id never written under has nothing to erase.
    const unknown = await h.call('DELETE', `/user/${crypto.randomUUID()}`);
    expect(unknown.json.data).toMatchObject({ deleted: { events: 0, promptInteractions: 0, preferences: 0 }, submissionsUnlinked: 0 });
  });
});
