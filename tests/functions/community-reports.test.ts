/**
 * No single visitor can silence another: reports count per established posting identity and per address, a post
 * keeps a bounded number of open reports, and the moderator's item summarises them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityPageSchema,
  MAX_OPEN_REPORTS_PER_POST,
  MAX_REPORT_DETAILS_SHOWN,
} from '../../contract/community-schemas.ts';
import { moderationQueueSchema } from '../../contract/community-moderation-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';

describe.each(DATABASE_KINDS)('31.2 reports cannot be forged by one visitor (%s database)', (kind) => {
  let database: TestDatabase;
  let h: CommunityHarness;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = communityHarness(database.db);
    cookie = await h.signIn();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function newPost(): Promise<string> {
    const writer = newWriter();
    const post = samplePost(writer.handle);
    expect((await h.call('POST', '/posts', { key: writer.key, body: post })).status).toBe(201);
    return post.id;
  }

  /** A writer whose first post was published two days ago. */
  async function establishedWriter() {
    const writer = newWriter();
    await h.call('POST', '/posts', { key: writer.key, body: samplePost(writer.handle) });
    await database.db.query(
      `update feedback.community_posts set created_at = created_at - interval '2 days' where key_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [writer.key],
    );
    return writer;
  }

  async function isVisible(postId: string): Promise<boolean> {
    for (let page = 1; page <= 20; page++) {
      const answer = communityPageSchema.parse((await h.call('GET', `/posts?page=${page}`)).json.data);
      if (answer.posts.some((post) => post.id === postId)) return true;
      if (page * answer.pageSize >= answer.total) return false;
    }
    return false;
  }

  async function reportedItem(postId: string) {
    for (let page = 1; page <= 20; page++) {
      const response = await h.call('GET', `/admin/queue?queue=reported&page=${page}`, { cookie });
      const queue = moderationQueueSchema.parse(response.json.data);
      const found = queue.items.find((item) => item.id === postId);
      if (found) return { item: found, bytes: JSON.stringify(found).length };
      if (queue.items.length === 0) return null;
    }
    return null;
  }

  it('three reports, each with a fresh random key, hide nothing', async () => {
    const postId = await newPost();
    for (let index = 0; index < 3; index++) {
      const response = await h.call('POST', `/posts/${postId}/reports`, { key: newWriter().key, body: { reason: 'spam' }, ip: `192.0.2.${10 + index}` });
      expect(response.status).toBe(201);
    }
    expect(await isVisible(postId)).toBe(true);
    expect((await reportedItem(postId))?.item).toMatchObject({ hiddenByReports: false, reports: { count: 3, counting: 0 } });
  });

  it('three established writers at one address count once; at three addresses they hide the post', async () => {
    const postId = await newPost();
    const writers = [await establishedWriter(), await establishedWriter(), await establishedWriter()];
    for (const writer of writers) {
      expect((await h.call('POST', `/posts/${postId}/reports`, { key: writer.key, body: { reason: 'harassment' }, ip: '192.0.2.50' })).status).toBe(201);
    }
    expect(await isVisible(postId)).toBe(true);
    expect((await reportedItem(postId))?.item.reports).toMatchObject({ count: 1, counting: 1 });

    const other = await newPost();
    for (const [index, writer] of writers.entries()) {
      await h.call('POST', `/posts/${other}/reports`, { key: writer.key, body: { reason: 'harassment' }, ip: `192.0.2.${60 + index}` });
    }
    expect(await isVisible(other)).toBe(false);
    expect((await reportedItem(other))?.item).toMatchObject({ hiddenByReports: true, reports: { count: 3, counting: 3 } });
  });

  it(`keeps at most ${MAX_OPEN_REPORTS_PER_POST} open reports a post, and the moderator's item stays small`, async () => {
    const postId = await newPost();
    for (let index = 0; index < 60; index++) {
      const response = await h.call('POST', `/posts/${postId}/reports`, {
        key: newWriter().key,
        body: { reason: index % 2 === 0 ? 'spam' : 'other', details: `${index} ${'x'.repeat(490)}` },
        ip: `10.0.${Math.floor(index / 200)}.${index % 200}`,
      });
      expect(response.status).toBe(201);
    }
    const [stored] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.community_reports where post_id = $1', [postId]);
    expect(stored?.n).toBe(MAX_OPEN_REPORTS_PER_POST);
    const found = await reportedItem(postId);
    expect(found?.item.reports.count).toBe(MAX_OPEN_REPORTS_PER_POST);
    expect(found?.item.reports.details).toHaveLength(MAX_REPORT_DETAILS_SHOWN);
    expect(found?.item.reports.reasons).toEqual([
      { reason: 'other', count: MAX_OPEN_REPORTS_PER_POST / 2 },
      { reason: 'spam', count: MAX_OPEN_REPORTS_PER_POST / 2 },
    ]);
    expect(found?.bytes).toBeLessThan(4_000);
  }, 60_000);
});
