import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(DATABASE_KINDS)('POST /submit (%s database)', (kind) => {
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

  async function countRows(id: string): Promise<number> {
    const rows = await database.db.query<{ count: number }>(
      'select count(*)::int as count from feedback.submissions where id = $1',
      [id],
    );
    return rows[0]?.count ?? 0;
  }

  it('stores a submission and answers 201 with its id', async () => {
    const submission = validSubmission();
    const response = await h.call('POST', '/submit', { body: submission });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true, data: { id: submission.id, duplicate: false } });
    expect(await countRows(submission.id as string)).toBe(1);
  });

  it('answers a repeated submit with the same body as a duplicate, and the same id with a different body 409', async () => {
    const submission = validSubmission();
    await h.call('POST', '/submit', { body: submission });
    // The same body with its keys in another order is the same submission.
    const reordered = Object.fromEntries(Object.entries(submission).reverse());
    const again = await h.call('POST', '/submit', { body: reordered });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ success: true, data: { id: submission.id, duplicate: true } });
    const changed = await h.call('POST', '/submit', { body: { ...submission, title: 'Changed on retry' } });
    expect(changed.status).toBe(409);
    expect(changed.json).toEqual({ success: false, error: 'This id was already used for a different submission' });
    expect(await countRows(submission.id as string)).toBe(1);
    const [row] = await database.db.query<{ title: string }>('select title from feedback.submissions where id = $1', [
      submission.id,
    ]);
    expect(row?.title).toBe('The breathing timer helped');
  });

  it('stores exactly one row when 25 identical submits arrive at once', async () => {
    const submission = validSubmission();
    const responses = await Promise.all(Array.from({ length: 25 }, () => h.call('POST', '/submit', { body: submission })));
    expect(responses.every((response) => response.json.success === true)).toBe(true);
    expect(responses.map((response) => (response.json.data as { id: string }).id)).toEqual(
      Array(25).fill(submission.id),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(await countRows(submission.id as string)).toBe(1);
  });

  it.each([
    ['technical', 'bug_report'],
    ['features', 'feature_request'],
    ['experience', 'satisfaction'],
    ['content', 'improvement'],
    ['general', 'other'],
  ])('derives the type of a %s submission as %s', async (category, type) => {
    const submission = validSubmission({ category });
    expect((await h.call('POST', '/submit', { body: submission })).status).toBe(201);
    const [row] = await database.db.query<{ type: string }>('select type from feedback.submissions where id = $1', [
      submission.id,
    ]);
    expect(row?.type).toBe(type);
  });

  it('accepts a type that matches the category and refuses one that does not', async () => {
    expect((await h.call('POST', '/submit', { body: validSubmission({ category: 'technical', type: 'bug_report' }) })).status).toBe(201);
    const wrong = await h.call('POST', '/submit', { body: validSubmission({ category: 'technical', type: 'satisfaction' }) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe('type: satisfaction does not match category technical (expected bug_report)');
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ message: undefined }, 'Details is required'],
    [{ context: { page: '/insight' } }, 'Area is required'],
  ])('refuses a submission missing a required field with the spec message (%o)', async (overrides, message) => {
    const submission = validSubmission(overrides);
    const response = await h.call('POST', '/submit', { body: submission });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: message });
    expect(await countRows(submission.id as string)).toBe(0);
  });

  it('refuses a module outside the spec list', async () => {
    const response = await h.call('POST', '/submit', { body: validSubmission({ context: { module: 'admin' } }) });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/^context\.module: /);
  });

  it('refuses an unknown category', async () => {
    const response = await h.call('POST', '/submit', { body: validSubmission({ category: 'billing' }) });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/^Category not found/);
  });

  it('checks category fields: listed options, conditional fields, and no fields from other forms', async () => {
    const ok = validSubmission({
      category: 'technical',
      fields: { reproducible: 'always', steps: '1. Open tools 2. Start timer' },
    });
    expect((await h.call('POST', '/submit', { body: ok })).status).toBe(201);
    const [row] = await database.db.query<{ fields: Record<string, unknown> }>(
      'select fields from feedback.submissions where id = $1',
      [ok.id],
    );
    expect(row?.fields).toEqual({ reproducible: 'always', steps: '1. Open tools 2. Start timer' });

    // A conditional field whose condition is not met is dropped, not stored.
    const hidden = validSubmission({ category: 'technical', fields: { reproducible: 'once', steps: 'ignored' } });
    expect((await h.call('POST', '/submit', { body: hidden })).status).toBe(201);
    const [hiddenRow] = await database.db.query<{ fields: Record<string, unknown> }>(
      'select fields from feedback.submissions where id = $1',
      [hidden.id],
    );
    expect(hiddenRow?.fields).toEqual({ reproducible: 'once' });

    const badOption = await h.call('POST', '/submit', {
      body: validSubmission({ category: 'technical', fields: { reproducible: 'daily' } }),
    });
    expect(badOption.status).toBe(400);
    expect(badOption.json.error).toBe('Does it happen every time? must be one of the listed options');

    const foreign = await h.call('POST', '/submit', {
      body: validSubmission({ category: 'general', fields: { reproducible: 'always' } }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error).toBe('fields: unknown field reproducible');
  });

  it('refuses ratings outside 1 to 5 and non-integers', async () => {
    for (const rating of [0, 6, 3.5, '5']) {
      const response = await h.call('POST', '/submit', { body: validSubmission({ rating }) });
      expect(response.status, `rating ${String(rating)}`).toBe(400);
    }
    expect((await h.call('POST', '/submit', { body: validSubmission({ rating: null }) })).status).toBe(201);
  });

  it('stores script and SQL text inert and returns it exactly as sent', async () => {
    const title = `<script>alert("x")</script>'); DROP TABLE feedback.submissions; --`;
    const message = `<img src=x onerror=alert(1)> ' OR '1'='1 \\ $1 \u00e9\u{1F600}`;
    const submission = validSubmission({ title, message, subcategory: "'; DELETE FROM x; --" });
    expect((await h.call('POST', '/submit', { body: submission })).status).toBe(201);
    const cookie = await signIn(h);
    const item = await h.call('GET', `/admin/feedback/${submission.id as string}`, { cookie });
    expect(item.status).toBe(200);
    expect(item.json.data).toMatchObject({ title, message, subcategory: "'; DELETE FROM x; --" });
    expect(item.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const [{ count } = { count: 0 }] = await database.db.query<{ count: number }>(
      'select count(*)::int as count from feedback.submissions',
    );
    expect(count).toBeGreaterThan(1);
  });

  it('accepts attachments uploaded here and refuses any other URL', async () => {
    const upload = await h.call('POST', '/upload', { body: uploadForm(IMAGES.png, 'shot.png', 'image/png') });
    expect(upload.status).toBe(201);
    const url = (upload.json.data as { url: string }).url;
    const submission = validSubmission({ attachments: [url] });
    expect((await h.call('POST', '/submit', { body: submission })).status).toBe(201);

    for (const attachment of [
      'javascript:alert(1)',
      'https://evil.example/x.png',
      '/.netlify/functions/feedback/uploads/00000000-0000-4000-8000-000000000000.png',
    ]) {
      const response = await h.call('POST', '/submit', { body: validSubmission({ attachments: [attachment] }) });
      expect(response.status, attachment).toBe(400);
      expect(response.json.error).toMatch(/^attachments/);
    }
  });

  it('refuses a submission without a client UUID', async () => {
    for (const id of [undefined, 'not-a-uuid', 42]) {
      const response = await h.call('POST', '/submit', { body: validSubmission({ id }) });
      expect(response.status).toBe(400);
      expect(response.json.error).toMatch(/^id: /);
    }
  });

  it('answers GET with 405 and the allowed method', async () => {
    const response = await h.call('GET', '/submit');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.json).toEqual({ success: false, error: 'Method not allowed' });
  });
});
