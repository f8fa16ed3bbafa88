/**
 * The feedback adapter over HTTP, against a stand-in that implements the feedback functions' contract
 * (tests/sync/support/feedback-standin.ts): these tests do not depend on functions/feedback.ts.
 */
import { randomUUID } from 'node:crypto';
import { Dexie } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetterMindsDatabase } from '../../src/db/database';
import type { FeedbackSubmissionRow } from '../../src/db/types';
import type { OutboxEntryRow } from '../../src/db/outbox-types';
import type { FeedbackSubmission } from '../../contract/submission.ts';
import { createFeedbackFunctionsClient, RateLimitedError } from '../../src/sync/adapters/feedback-functions';
import { DeliveryError } from '../../src/sync/delivery-error';
import { buildKindHandlers } from '../../src/sync/replay/build-handlers';
import { runReplay } from '../../src/sync/replay/run-replay';
import { startFeedbackStandIn, type FeedbackStandIn } from './support/feedback-standin.ts';

let standIn: FeedbackStandIn;

beforeAll(async () => {
  standIn = await startFeedbackStandIn();
});

afterAll(async () => {
  await standIn?.close();
});

function submission(overrides: Partial<FeedbackSubmission> = {}): FeedbackSubmission {
  return {
    id: randomUUID(),
    sessionId: randomUUID(),
    category: 'technical',
    subcategory: null,
    type: 'bug_report',
    rating: 3,
    title: 'The breathing timer skipped',
    message: 'On step 3 it jumped ahead.',
    context: { module: 'insight', submissionTimestamp: new Date().toISOString() },
    metadata: {},
    attachments: [],
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('the feedback adapter', () => {
  it('submits with the client id, and a repeated submit stores nothing new', async () => {
    const client = createFeedbackFunctionsClient({ baseUrl: standIn.base });
    const body = submission();
    expect(await client.submit(body)).toEqual({ id: body.id });
    expect(await client.submit(body)).toEqual({ id: body.id });
    expect(standIn.deliveries.get(body.id)).toBe(2);
    expect(standIn.submissions.get(body.id)).toMatchObject({ title: body.title });
  });

  it('tracks up to 500 events in one request, and refuses to build a larger one', async () => {
    const client = createFeedbackFunctionsClient({ baseUrl: standIn.base });
    const events = Array.from({ length: 500 }, (_, index) => ({
      id: randomUUID(),
      type: 'page_view' as const,
      data: { index },
      context: {},
      timestamp: new Date().toISOString(),
    }));
    const outcome = await client.track(events);
    expect(outcome).toEqual({ confirmed: events.map((event) => event.id), rejected: [] });
    expect(events.every((event) => standIn.events.has(event.id))).toBe(true);
    // A repeat is confirmed too (as a duplicate), and nothing is stored twice.
    expect((await client.track(events.slice(0, 3))).confirmed).toEqual(events.slice(0, 3).map((event) => event.id));
    expect(standIn.deliveries.get(events[0]!.id)).toBe(2);
    await expect(client.track([...events, events[0]!])).rejects.toThrow(RangeError);
  });

  it('records prompt interactions and uploads screenshots as multipart with the field "file"', async () => {
    const client = createFeedbackFunctionsClient({ baseUrl: standIn.base });
    const interaction = { id: randomUUID(), type: 'opened' as const, timestamp: new Date().toISOString(), sessionId: randomUUID(), page: '/presence' };
    await client.promptInteraction(interaction);
    expect(standIn.promptInteractions.get(interaction.id)).toEqual(interaction);
    const uploadId = randomUUID();
    const { url } = await client.upload(new Uint8Array([137, 80, 78, 71]).buffer, 'shot.png', 'image/png', uploadId);
    expect(url).toMatch(/^\/\.netlify\/functions\/feedback\/uploads\/[0-9a-f-]{36}\.png$/);
    expect([...standIn.uploads.values()]).toContainEqual({ name: 'shot.png', type: 'image/png', bytes: 4, id: uploadId });
  });

  it('carries the server’s error text; a 4xx is final, 408, 429 and 5xx are worth a retry', async () => {
    const client = createFeedbackFunctionsClient({ baseUrl: standIn.base });
    const refused = await failure(client.submit(submission({ title: '' })));
    expect(refused.message).toBe('Title is required');
    expect(refused.status).toBe(400);
    expect(refused.retryable).toBe(false);
    for (const status of [408, 429, 500, 503]) {
      standIn.refuse('/submit', status);
      const error = await failure(client.submit(submission()));
      expect(error.status).toBe(status);
      expect(error.retryable).toBe(true);
    }
  });

  it('turns an unreachable server into a retryable network error, and honours Retry-After', async () => {
    const offline = createFeedbackFunctionsClient({ baseUrl: 'http://127.0.0.1:9/.netlify/functions/feedback' });
    const network = await failure(offline.track([{ id: randomUUID(), type: 'error', data: {}, context: {}, timestamp: new Date().toISOString() }]));
    expect(network.status).toBeNull();
    expect(network.retryable).toBe(true);
    const limited = createFeedbackFunctionsClient({
      baseUrl: standIn.base,
      fetch: async () => new Response(JSON.stringify({ success: false, error: 'Too many requests' }), { status: 429, headers: { 'Retry-After': '30' } }),
    });
    const error = await failure(limited.submit(submission()));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(30_000);
    expect(error.message).toBe('Too many requests');
  });

  it('answers "HTTP {status}" when the server gives no error text, and never confirms a non-API answer', async () => {
    const html = createFeedbackFunctionsClient({ baseUrl: standIn.base, fetch: async () => new Response('<!doctype html>', { status: 200 }) });
    const notApi = await failure(html.submit(submission()));
    expect(notApi.retryable).toBe(true);
    const bare = createFeedbackFunctionsClient({ baseUrl: standIn.base, fetch: async () => new Response('', { status: 404 }) });
    expect((await failure(bare.submit(submission()))).message).toBe('HTTP 404');
  });
});

describe('replaying feedback with screenshots', () => {
  it('uploads the screenshot once, submits with its address, then marks the submission as sent', async () => {
    const local = new BetterMindsDatabase(`feedback-replay-${randomUUID()}`);
    const { pendingUploads } = local;
    const id = randomUUID();
    const row: FeedbackSubmissionRow = {
      ...submission({ id }),
      type: 'bug_report',
      context: { module: 'insight', submissionTimestamp: '2025-06-01T00:00:00.000Z' },
      createdAt: '2025-06-01T00:00:00.000Z',
      syncedAt: null,
    };
    await local.feedbackSubmissions.put(row);
    await pendingUploads.put({ id: randomUUID(), submissionId: id, name: 'screen.png', type: 'image/png', bytes: new Uint8Array([1, 2, 3]).buffer, url: null, createdAt: '2025-06-01T00:00:00.000Z' });
    const entry: OutboxEntryRow = { kind: 'feedback_submission', recordId: id, payload: row, createdAt: row.createdAt, attempts: 0, nextAttemptAt: row.createdAt, lastError: null };
    await local.outbox.add(entry);

    // The first submit is refused with a 503 after the upload went through: the upload must not repeat.
    standIn.refuse('/submit', 503);
    const uploadsBefore = standIn.uploads.size;
    const handlers = await buildKindHandlers({ database: local, functions: createFeedbackFunctionsClient({ baseUrl: standIn.base }), supabase: null, getUserId: async () => null });
    const first = await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    expect(first.outcome.retryError?.status).toBe(503);
    expect(await local.outbox.count()).toBe(1);
    const second = await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    expect(second.outcome.confirmed).toBe(1);
    expect(standIn.uploads.size).toBe(uploadsBefore + 1);

    const [uploadedUrl] = (standIn.submissions.get(id)?.attachments as string[]) ?? [];
    expect(uploadedUrl).toMatch(/^\/\.netlify\/functions\/feedback\/uploads\//);
    // Only the fields /submit accepts are sent: never the local createdAt or syncedAt.
    expect(Object.keys(standIn.submissions.get(id) ?? {}).sort()).toEqual(
      ['attachments', 'category', 'context', 'id', 'message', 'metadata', 'rating', 'sessionId', 'subcategory', 'title', 'type'].sort(),
    );
    const saved = await local.feedbackSubmissions.get(id);
    expect(saved?.syncedAt).not.toBeNull();
    expect(saved?.attachments).toEqual([uploadedUrl]);
    expect(await pendingUploads.count()).toBe(0);
    expect(await local.outbox.count()).toBe(0);
    local.close();
    await Dexie.delete(local.name);
  });
});

describe('replaying usage events', () => {
  it('confirms the events the server stored and sets aside, as dead letters, the ones it refused', async () => {
    const local = new BetterMindsDatabase(`tracking-replay-${randomUUID()}`);
    const at = '2025-06-01T00:00:00.000Z';
    const event = (type: string) => ({ id: randomUUID(), type, data: {}, context: {}, createdAt: at });
    const events = [event('page_view'), event('not_a_real_type'), event('tool_completed')];
    await local.outbox.bulkAdd(
      events.map((payload) => ({ kind: 'tracking_event' as const, recordId: payload.id, payload, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null })),
    );
    const handlers = await buildKindHandlers({ database: local, functions: createFeedbackFunctionsClient({ baseUrl: standIn.base }), supabase: null, getUserId: async () => null });
    const { outcome } = await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    expect(outcome).toMatchObject({ confirmed: 2, deadLettered: 1, retryError: null });
    expect(await local.outbox.count()).toBe(0);
    expect(await local.deadLetters.toArray()).toEqual([
      expect.objectContaining({ recordId: events[1]!.id, status: 400, error: 'type: not a known event type' }),
    ]);
    expect(standIn.events.has(events[0]!.id) && standIn.events.has(events[2]!.id)).toBe(true);
    local.close();
    await Dexie.delete(local.name);
  });
});

describe('confirming usage events only by the answer’s lists', () => {
  const at = '2025-06-01T00:00:00.000Z';
  const events = () => [1, 2, 3].map(() => ({ id: randomUUID(), type: 'page_view' as const, timestamp: at }));
  const answering = (data: unknown): typeof fetch => async () =>
    new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

  it('confirms only the ids listed as stored, held already or ignored; the rest stay unconfirmed', async () => {
    const batch = events();
    const client = createFeedbackFunctionsClient({
      baseUrl: standIn.base,
      fetch: answering({ stored: [batch[0]!.id], duplicates: [], ignored: [batch[2]!.id] }),
    });
    expect(await client.track(batch)).toEqual({ confirmed: [batch[0]!.id, batch[2]!.id], rejected: [] });
  });

  it('does not confirm a batch answered 200 without the lists: it is retried, not lost', async () => {
    for (const data of [{}, null, { stored: [] }, { duplicates: [] }]) {
      const client = createFeedbackFunctionsClient({ baseUrl: standIn.base, fetch: answering(data) });
      const error = await failure(client.track(events()));
      expect(error.retryable).toBe(true);
    }
  });

  it('sends the device key on every call, as X-Feedback-Device-Key', async () => {
    const seen: (string | null)[] = [];
    const client = createFeedbackFunctionsClient({
      baseUrl: standIn.base,
      deviceKey: async () => 'k'.repeat(43),
      fetch: async (input, init) => {
        seen.push(new Headers(init?.headers).get('X-Feedback-Device-Key'));
        return fetch(input, init);
      },
    });
    await client.submit(submission());
    await client.track(events());
    expect(seen).toEqual(['k'.repeat(43), 'k'.repeat(43)]);
  });

  it('sets aside a 409 (an id used for a different submission) as final, never as a retry', async () => {
    const client = createFeedbackFunctionsClient({
      baseUrl: standIn.base,
      fetch: async () =>
        new Response(JSON.stringify({ success: false, error: 'This id was already used for a different submission' }), { status: 409 }),
    });
    const error = await failure(client.submit(submission()));
    expect(error).toMatchObject({ status: 409, retryable: false, message: 'This id was already used for a different submission' });
  });
});

describe('a refused screenshot upload', () => {
  const refusingWith = (status: number, body: unknown) =>
    createFeedbackFunctionsClient({
      baseUrl: 'http://127.0.0.1:9/.netlify/functions/feedback',
      fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    });
  const upload = (client: ReturnType<typeof createFeedbackFunctionsClient>) =>
    client.upload(new Uint8Array([137, 80, 78, 71]).buffer, 'shot.png', 'image/png', randomUUID()).then(
      () => null,
      (error: unknown) => error,
    );

  it("says 'Failed to upload file' when the server gives no message of its own (spec section 8)", async () => {
    expect(await upload(refusingWith(400, { success: false }))).toMatchObject({ message: 'Failed to upload file', status: 400, retryable: false });
    expect(await upload(refusingWith(422, {}))).toMatchObject({ message: 'Failed to upload file', status: 422, retryable: false });
  });

  it("says the server's message when there is one, and keeps a 5xx a retry", async () => {
    const withMessage = await upload(refusingWith(415, { success: false, error: 'Only image files (JPG, PNG, GIF, WebP) are allowed' }));
    expect(withMessage).toMatchObject({ message: 'Only image files (JPG, PNG, GIF, WebP) are allowed', retryable: false });
    const serverDown = (await upload(refusingWith(503, {}))) as DeliveryError;
    expect(serverDown.retryable).toBe(true);
    expect(serverDown.message).not.toBe('Failed to upload file');
  });
});
