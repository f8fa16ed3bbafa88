/**
 * 31.12: a date filter outside what the database can hold is a 400, not a 500; the analytics, which aggregate
 * every submission and event, answer only the admin session; the thank-you screen's one public figure comes from
 * GET /submission-total, counted at most once a minute (a new submission is counted at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, harness, openTestDatabase, signIn, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';

describe.each(DATABASE_KINDS)('31.12 admin date ranges and analytics access (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
    cookie = await signIn(h);
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  it.each([
    { to: '9999-12-31T23:59:59.999Z' },
    { to: '9999-12-31' },
    { from: '9999-12-31T23:59:59.999Z' },
    { from: '0001-01-01' },
  ])('answers filters %j with a 400', async (filters) => {
    const response = await h.call('GET', `/admin/feedback?filters=${encodeURIComponent(JSON.stringify(filters))}`, { cookie });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/^filters\.(to|from): /);
  });

  it('still filters by the last day it allows', async () => {
    const filters = encodeURIComponent(JSON.stringify({ from: '1970-01-01', to: '9999-12-30' }));
    expect((await h.call('GET', `/admin/feedback?filters=${filters}`, { cookie })).status).toBe(200);
  });

  it('answers GET /analytics only to the admin session', async () => {
    expect((await h.call('GET', '/analytics?range=all')).status).toBe(401);
    expect((await h.call('GET', '/analytics?range=all', { cookie: 'bm_admin_session=forged' })).status).toBe(401);
    expect((await h.call('GET', '/analytics?range=all', { cookie })).status).toBe(200);
  });

  it('counts submissions for the thank-you screen publicly, at most once a minute, and at once after a new one', async () => {
    const first = await h.call('GET', '/submission-total', { deviceKey: null });
    expect(first.status).toBe(200);
    const before = (first.json.data as { totals: { submissions: number } }).totals.submissions;
    expect((await h.call('POST', '/submit', { body: validSubmission() })).status).toBe(201);
    const afterSubmit = await h.call('GET', '/submission-total');
    expect((afterSubmit.json.data as { totals: { submissions: number } }).totals.submissions).toBe(before + 1);
    // Stored behind the function's back: the figure counted a moment ago is reused within the minute.
    await database.db.query(
      `insert into feedback.submissions (id, session_id, category, type, title, message, module)
       values (gen_random_uuid(), 'elsewhere', 'general', 'other', 'title', 'message', 'general')`,
    );
    const cached = await h.call('GET', '/submission-total');
    expect((cached.json.data as { totals: { submissions: number } }).totals.submissions).toBe(before + 1);
    h.clock.advance(60_000);
    const recounted = await h.call('GET', '/submission-total');
    expect((recounted.json.data as { totals: { submissions: number } }).totals.submissions).toBe(before + 2);
  });
});
