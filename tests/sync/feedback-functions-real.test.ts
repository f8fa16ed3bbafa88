/**
 * The replayer against the real feedback functions (functions/feedback.ts), called in-process with real Request
 * objects, on a real PostgreSQL migrated as `npm start` migrates it. Checks the sync engine and the functions agree
 * on the contract: what a submission carries, uploads, partial acceptance of usage events, idempotent repeats.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Dexie } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../functions/_lib/backend.ts';
import type { SqlClient } from '../../functions/_lib/db/client.ts';
import { migrate } from '../../functions/_lib/db/migrate.ts';
import { openPostgresDatabase } from '../../functions/_lib/db/postgres-client.ts';
import { createFeedbackHandler } from '../../functions/feedback.ts';
import { BetterMindsDatabase } from '../../src/db/database';
import type { FeedbackSubmissionRow, TrackingEventRow } from '../../src/db/types';
import type { OutboxEntryRow } from '../../src/db/outbox-types';
import { createFeedbackFunctionsClient } from '../../src/sync/adapters/feedback-functions';
import { buildKindHandlers } from '../../src/sync/replay/build-handlers';
import { runReplay } from '../../src/sync/replay/run-replay';
import { startPostgres, type TestPostgres } from '../support/postgres.ts';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../contract/device-key.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d763f8cfc0f01f00050001ff729c52670000000049454e44ae426082',
  'hex',
);

let server: TestPostgres;
let db: SqlClient;
let dataDir: string;
let functionsFetch: typeof fetch;
/** This test device's key (the app keeps its own in Dexie: src/db/feedback-identity.ts). */
const DEVICE_KEY = newDeviceKey();

function functionsClient(deviceKey: string = DEVICE_KEY) {
  return createFeedbackFunctionsClient({ baseUrl: 'http://localhost/.netlify/functions/feedback', fetch: functionsFetch, deviceKey: () => deviceKey });
}

beforeAll(async () => {
  server = await startPostgres();
  db = await openPostgresDatabase(server.url);
  await migrate(db);
  dataDir = mkdtempSync(join(tmpdir(), 'bm-sync-functions-'));
  const backend = createBackend({ db, dataDir, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'filesystem' } });
  const handler = createFeedbackHandler(async () => backend);
  functionsFetch = async (input, init) => handler(new Request(input, init), { dataDir, ip: '203.0.113.20' });
}, 60_000);

afterAll(async () => {
  try {
    await db?.close();
  } finally {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('replaying to the real feedback functions', () => {
  it('delivers a submission (with its form answers and screenshot), events and a prompt interaction, each once', async () => {
    const local = new BetterMindsDatabase(`real-functions-${randomUUID()}`);
    const at = new Date().toISOString();
    const sessionId = randomUUID();
    // A submission as the feedback feature stores it: local fields (createdAt, syncedAt) next to what is sent.
    const submission: FeedbackSubmissionRow & { fields: Record<string, unknown> } = {
      id: randomUUID(),
      sessionId,
      category: 'technical',
      subcategory: null,
      type: 'bug_report',
      rating: 2,
      title: 'The timer froze',
      message: 'On the third breath it stopped counting.',
      fields: { reproducible: 'always', steps: 'Open breathing, wait' },
      context: { module: 'insight', submissionTimestamp: at, page: '/insight/tools/breathing' },
      metadata: { deviceInfo: { type: 'mobile' } },
      attachments: [],
      createdAt: at,
      syncedAt: null,
    };
    const events: TrackingEventRow[] = [
      { id: randomUUID(), type: 'page_view', data: {}, context: { page: '/insight', sessionId }, createdAt: at },
      { id: randomUUID(), type: 'tool_completed', data: { toolId: 'breathing' }, context: { page: '/insight', sessionId }, createdAt: at },
      // Refused by the functions (not an event type): it must become a dead letter, not vanish.
      { id: randomUUID(), type: 'made_up' as TrackingEventRow['type'], data: {}, context: { sessionId }, createdAt: at },
    ];
    const interaction = { id: randomUUID(), type: 'dismissed', timestamp: at, sessionId, page: '/presence' };
    const entry = (kind: OutboxEntryRow['kind'], recordId: string, payload: unknown): OutboxEntryRow => ({
      kind,
      recordId,
      payload,
      createdAt: at,
      attempts: 0,
      nextAttemptAt: at,
      lastError: null,
    });
    await local.feedbackSubmissions.put(submission);
    await local.pendingUploads.put({
      id: randomUUID(),
      submissionId: submission.id,
      name: 'screen.png',
      type: 'image/png',
      bytes: PNG.buffer.slice(PNG.byteOffset, PNG.byteOffset + PNG.byteLength),
      url: null,
      createdAt: at,
    });
    await local.outbox.bulkAdd([
      entry('feedback_submission', submission.id, submission),
      ...events.map((event) => entry('tracking_event', event.id, event)),
      entry('prompt_interaction', interaction.id, interaction),
    ]);

    const handlers = await buildKindHandlers({
      database: local,
      functions: functionsClient(),
      supabase: null,
      getUserId: async () => null,
    });
    const { outcome } = await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    expect(outcome).toMatchObject({ confirmed: 4, deadLettered: 1, retryError: null });
    expect(await local.outbox.count()).toBe(0);
    const [letter] = await local.deadLetters.toArray();
    expect(letter?.recordId).toBe(events[2]?.id);
    expect(letter?.status).toBe(400);

    const [stored] = await db.query<{ title: string; fields: unknown; attachments: string[] }>(
      'select title, fields, attachments from feedback.submissions where id = $1',
      [submission.id],
    );
    expect(stored?.title).toBe('The timer froze');
    expect(stored?.fields).toEqual({ reproducible: 'always', steps: 'Open breathing, wait' });
    expect(stored?.attachments).toHaveLength(1);
    expect(stored?.attachments[0]).toMatch(/^\/\.netlify\/functions\/feedback\/uploads\/[0-9a-f-]{36}\.png$/);
    expect((await local.feedbackSubmissions.get(submission.id))?.syncedAt).not.toBeNull();

    // The same deliveries again (as after a lost answer): the functions store nothing twice.
    await local.outbox.bulkAdd([entry('feedback_submission', submission.id, { ...submission, attachments: stored?.attachments ?? [] }), ...events.slice(0, 2).map((event) => entry('tracking_event', event.id, event)), entry('prompt_interaction', interaction.id, interaction)]);
    const again = await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    expect(again.outcome).toMatchObject({ confirmed: 4, deadLettered: 0, retryError: null });
    const counts = await db.query<{ submissions: number; events: number; prompts: number }>(
      `select (select count(*)::int from feedback.submissions where id = $1) as submissions,
              (select count(*)::int from feedback.events where id = any($2::uuid[])) as events,
              (select count(*)::int from feedback.prompt_interactions where id = $3) as prompts`,
      [submission.id, events.map((event) => event.id), interaction.id],
    );
    expect(counts[0]).toEqual({ submissions: 1, events: 2, prompts: 1 });
    local.close();
    await Dexie.delete(local.name);
  }, 60_000);

  it('clears events of a session that opted out of tracking: the functions keep none, and none is retried', async () => {
    const local = new BetterMindsDatabase(`real-functions-${randomUUID()}`);
    const sessionId = randomUUID();
    const optOut = await functionsFetch('http://localhost/.netlify/functions/feedback/preferences', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', [DEVICE_KEY_HEADER]: DEVICE_KEY },
      body: JSON.stringify({ userId: sessionId, trackingOptOut: true }),
    });
    expect(optOut.status).toBe(200);
    const at = new Date().toISOString();
    const events: TrackingEventRow[] = [1, 2, 3].map(() => ({ id: randomUUID(), type: 'page_view', data: {}, context: { page: '/insight', sessionId }, createdAt: at }));
    await local.outbox.bulkAdd(
      events.map((event) => ({ kind: 'tracking_event' as const, recordId: event.id, payload: event, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null })),
    );
    const handlers = await buildKindHandlers({
      database: local,
      functions: functionsClient(),
      supabase: null,
      getUserId: async () => null,
    });
    const { outcome } = await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    expect(outcome).toMatchObject({ confirmed: 3, deadLettered: 0, retryError: null });
    expect(await local.outbox.count()).toBe(0);
    const [count] = await db.query<{ count: number }>('select count(*)::int as count from feedback.events where session_id = $1', [sessionId]);
    expect(count?.count).toBe(0);
    local.close();
    await Dexie.delete(local.name);
  });

  it('stores a screenshot under its upload id, so an upload repeated after a lost answer stores nothing new', async () => {
    const functions = functionsClient();
    const uploadId = randomUUID();
    const bytes = PNG.buffer.slice(PNG.byteOffset, PNG.byteOffset + PNG.byteLength);
    // The first answer is lost: the adapter never saw it, so it uploads again with the same id.
    const lost = await functions.upload(bytes, 'screen.png', 'image/png', uploadId);
    const [again, concurrent] = await Promise.all([
      functions.upload(bytes, 'screen.png', 'image/png', uploadId),
      functions.upload(bytes, 'screen.png', 'image/png', uploadId),
    ]);
    expect(lost.url).toBe(`/.netlify/functions/feedback/uploads/${uploadId}.png`);
    expect([again.url, concurrent.url]).toEqual([lost.url, lost.url]);
    expect(readdirSync(join(dataDir, 'uploads')).filter((file) => file.startsWith(uploadId))).toEqual([`${uploadId}.png`]);
  });

  it('sets aside, as a dead letter, a submission whose id the server holds with another body (409), and one under another device’s id (403)', async () => {
    const local = new BetterMindsDatabase(`real-functions-${randomUUID()}`);
    const at = new Date().toISOString();
    const base = {
      sessionId: randomUUID(),
      category: 'general',
      subcategory: null,
      type: 'other' as const,
      rating: null,
      title: 'First words',
      message: 'As first sent.',
      context: { module: 'general' as const, submissionTimestamp: at },
      metadata: {},
      attachments: [],
    };
    const id = randomUUID();
    await functionsClient().submit({ ...base, id });
    const changed: FeedbackSubmissionRow = { ...base, id, title: 'Other words', createdAt: at, syncedAt: null };
    // Another device's session id: this device's key does not own it.
    const elsewhere = randomUUID();
    await functionsClient(newDeviceKey()).submit({ ...base, id: randomUUID(), sessionId: elsewhere });
    const foreign: FeedbackSubmissionRow = { ...base, id: randomUUID(), sessionId: elsewhere, createdAt: at, syncedAt: null };
    await local.feedbackSubmissions.bulkAdd([changed, foreign]);
    await local.outbox.bulkAdd(
      [changed, foreign].map((row) => ({ kind: 'feedback_submission' as const, recordId: row.id, payload: row, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null })),
    );
    const handlers = await buildKindHandlers({ database: local, functions: functionsClient(), supabase: null, getUserId: async () => null });
    const { outcome } = await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    expect(outcome).toMatchObject({ confirmed: 0, deadLettered: 2, retryError: null });
    expect(await local.outbox.count()).toBe(0);
    const letters = await local.deadLetters.toArray();
    expect(letters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recordId: id, status: 409, error: 'This id was already used for a different submission' }),
        expect.objectContaining({ recordId: foreign.id, status: 403, error: 'This id belongs to another device' }),
      ]),
    );
    local.close();
    await Dexie.delete(local.name);
  });

  it('erases this device’s records with DELETE /user/{id}, and refuses another device’s key', async () => {
    const sessionId = randomUUID();
    const at = new Date().toISOString();
    const mine = functionsClient();
    await mine.track([{ id: randomUUID(), type: 'page_view', timestamp: at, sessionId, context: { page: '/' } }]);
    await expect(functionsClient(newDeviceKey()).eraseUser(sessionId)).rejects.toMatchObject({ status: 403 });
    await mine.eraseUser(sessionId);
    const [count] = await db.query<{ count: number }>('select count(*)::int as count from feedback.events where session_id = $1', [sessionId]);
    expect(count?.count).toBe(0);
  });
});
