import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeedbackHandler } from '../../functions/feedback.ts';
import { BASE, DATABASE_KINDS, harness, openTestDatabase, signIn, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';

interface Category {
  id: string;
  form_schema: { fields: { id: string; label: string; type: string; required: boolean; conditional?: unknown }[] };
}

describe('GET /categories (no database needed)', () => {
  it('lists the four default categories first, each with the spec default fields, even with the database down', async () => {
    const handler = createFeedbackHandler(() => Promise.reject(new Error('database is down')));
    const response = await handler(new Request(`${BASE}/categories`), { ip: '203.0.113.1' });
    expect(response.status).toBe(200);
    const categories = ((await response.json()) as { data: Category[] }).data;
    expect(categories.slice(0, 4).map((category) => category.id)).toEqual(['general', 'technical', 'features', 'experience']);
    for (const category of categories) {
      const fields = category.form_schema.fields;
      expect(fields.find((field) => field.id === 'module')).toMatchObject({ type: 'select', required: true });
      expect(fields.find((field) => field.id === 'title')).toMatchObject({ type: 'text', required: true });
      expect(fields.find((field) => field.id === 'details')).toMatchObject({ type: 'textarea', required: true });
      expect(fields.find((field) => field.id === 'rating')).toMatchObject({ type: 'rating', required: false });
    }
    expect(categories.some((category) => category.form_schema.fields.some((field) => field.conditional))).toBe(true);
  });

  it('answers 503 for endpoints that need the database while it is down, and 404 for unknown paths', async () => {
    const handler = createFeedbackHandler(() => Promise.reject(new Error('database is down')));
    const down = await handler(new Request(`${BASE}/analytics`), { ip: '203.0.113.1' });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(await down.json()).toEqual({
      success: false,
      error: 'The feedback service is not available right now. Please try again later.',
    });
    const missing = await handler(new Request(`${BASE}/nothing-here`), {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: 'Not found' });
  });
});

describe.each(DATABASE_KINDS)('preferences, own submissions and analytics (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  it('answers default preferences for an id never stored, then the stored ones after PUT', async () => {
    const userId = crypto.randomUUID();
    const before = await h.call('GET', `/preferences?userId=${userId}`);
    expect(before.json).toEqual({
      success: true,
      data: { userId, promptOptOut: false, trackingOptOut: false, updatedAt: null },
    });
    const put = await h.call('PUT', '/preferences', { body: { userId, promptOptOut: true } });
    expect(put.status).toBe(200);
    expect(put.json.data).toMatchObject({ userId, promptOptOut: true, trackingOptOut: false });
    // A later PUT of one preference keeps the other.
    await h.call('PUT', '/preferences', { body: { userId, trackingOptOut: true } });
    const after = await h.call('GET', `/preferences?userId=${userId}`);
    expect(after.json.data).toMatchObject({ userId, promptOptOut: true, trackingOptOut: true });
    expect(typeof (after.json.data as { updatedAt: unknown }).updatedAt).toBe('string');
  });

  it('answers defaults without a userId and refuses malformed preferences', async () => {
    expect((await h.call('GET', '/preferences')).json.data).toMatchObject({ promptOptOut: false });
    expect((await h.call('GET', '/preferences?userId=%27%20or%201%3D1')).status).toBe(400);
    expect((await h.call('PUT', '/preferences', { body: { userId: 'u1', promptOptOut: 'yes' } })).status).toBe(400);
    expect((await h.call('PUT', '/preferences', { body: { userId: 'u1', theme: 'dark' } })).json.error).toBe(
      'unknown field theme',
    );
    expect((await h.call('PUT', '/preferences', { body: { promptOptOut: true } })).status).toBe(400);
  });

  it("lists a session's own submissions with status, newest first, and nobody else's", async () => {
    const sessionId = crypto.randomUUID();
    const first = validSubmission({ sessionId, title: 'First' });
    await h.call('POST', '/submit', { body: first });
    h.clock.advance(1000);
    const second = validSubmission({ sessionId, title: 'Second', category: 'technical' });
    await h.call('POST', '/submit', { body: second });
    await h.call('POST', '/submit', { body: validSubmission({ title: 'Someone else' }) });
    const response = await h.call('GET', `/user/${sessionId}`);
    expect(response.status).toBe(200);
    const items = (response.json.data as { items: Record<string, unknown>[] }).items;
    expect(items.map((item) => item.title)).toEqual(['Second', 'First']);
    expect(items[0]).toMatchObject({ id: second.id, category: 'technical', type: 'bug_report', status: 'new' });
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['category', 'createdAt', 'id', 'status', 'title', 'type', 'updatedAt']);
    expect((await h.call('GET', `/user/${crypto.randomUUID()}`)).json.data).toEqual({ items: [] });
    expect((await h.call('GET', '/user/%3Cscript%3E')).status).toBe(400);
  });
});

describe.each(DATABASE_KINDS)('GET /analytics (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  const today = new Date('2026-03-15T12:00:00Z');

  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db);
    cookie = await signIn(h);
    // Feedback spread over time: today, 5 days ago, 20 days ago, 60 days ago and 200 days ago.
    const seed: [number, string, string, number | null][] = [
      [0, 'technical', 'insight', 2],
      [0, 'general', 'presence', null],
      [5, 'features', 'insight', 5],
      [20, 'experience', 'resonance', 4],
      [60, 'content', 'general', 3],
      [200, 'general', 'starchart', 1],
    ];
    for (const [daysAgo, category, module, rating] of seed) {
      h.clock.now = new Date(today.getTime() - daysAgo * 86_400_000);
      const response = await h.call('POST', '/submit', {
        body: validSubmission({ category, rating, context: { module } }),
      });
      if (response.status !== 201) throw new Error(JSON.stringify(response.json));
    }
    h.clock.now = today;
    await h.call('POST', '/track', {
      body: { id: crypto.randomUUID(), type: 'page_view', timestamp: today.toISOString(), context: { page: '/' } },
    });
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  async function get(range?: string) {
    const response = await h.call('GET', range === undefined ? '/analytics' : `/analytics?range=${range}`, { cookie });
    return response;
  }

  interface AnalyticsData {
    range: string;
    totals: { submissions: number; ratedSubmissions: number; averageRating: number | null; events: number };
    byCategory: Record<string, number>;
    byType: Record<string, number>;
    byModule: Record<string, number>;
    byRating: Record<string, number>;
    byStatus: Record<string, number>;
    daily: { date: string; submissions: number; averageRating: number | null }[];
  }

  it('defaults to the last 30 days with totals, counts and a daily series', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    const data = response.json.data as AnalyticsData;
    expect(data.range).toBe('30d');
    expect(data.totals).toEqual({ submissions: 4, ratedSubmissions: 3, averageRating: 3.67, events: 1 });
    expect(data.byCategory).toEqual({ technical: 1, general: 1, features: 1, experience: 1 });
    expect(data.byType).toEqual({ bug_report: 1, other: 1, feature_request: 1, satisfaction: 1 });
    expect(data.byModule).toEqual({ insight: 2, presence: 1, resonance: 1 });
    expect(data.byRating).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 });
    expect(data.byStatus).toEqual({ new: 4 });
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1)).toEqual({ date: '2026-03-15', submissions: 2, averageRating: 2 });
    expect(data.daily.find((day) => day.date === '2026-03-10')).toEqual({ date: '2026-03-10', submissions: 1, averageRating: 5 });
    expect(data.daily.reduce((sum, day) => sum + day.submissions, 0)).toBe(4);
  });

  it.each([
    ['7d', 3, 7],
    ['90d', 5, 90],
  ])('counts range %s', async (range, submissions, days) => {
    const data = (await get(range)).json.data as AnalyticsData;
    expect(data.totals.submissions).toBe(submissions);
    expect(data.daily).toHaveLength(days);
  });

  it('counts everything with range=all, the number the thank-you screen shows', async () => {
    const data = (await get('all')).json.data as AnalyticsData;
    expect(data.totals.submissions).toBe(6);
    expect(data.daily).toHaveLength(201);
    expect(data.daily[0]?.date).toBe('2025-08-27');
  });

  it('refuses an unknown range', async () => {
    for (const range of ['1y', '', '30d;drop table x', '30D', ' 30d']) {
      const response = await get(range);
      expect(response.status).toBe(400);
      expect(response.json.error).toBe('range must be one of 7d, 30d, 90d, all');
    }
  });
});
