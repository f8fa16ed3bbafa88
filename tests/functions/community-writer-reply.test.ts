/**
 * A moderator's private reply to the writer of a held post, on both databases: only a signed-in admin from this site
 * sends it, within its length and without control characters; it keeps the post hidden; the writer's device reads it
 * through its post statuses and no other key does; it is logged without its words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MODERATOR_MESSAGE, ownStatusesSchema } from '../../contract/community-schemas.ts';
import { moderationItemSchema } from '../../contract/community-moderation-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';

describe.each(DATABASE_KINDS)('a private reply to a writer (%s database)', (kind) => {
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

  async function heldPost() {
    const writer = newWriter();
    const post = samplePost(writer.handle, { body: 'Tonight I feel like I want to end it all.' });
    const sent = await h.call('POST', '/posts', { key: writer.key, body: post });
    expect(sent.status, sent.text).toBe(201);
    return { writer, post };
  }

  async function statusesFor(key: string, id: string) {
    const response = await h.call('POST', '/posts/status', { key, body: { ids: [id] } });
    expect(response.status, response.text).toBe(200);
    return ownStatusesSchema.parse(response.json.data).posts;
  }

  it('reaches the writer through its status, keeps the post held, and no other key reads it', async () => {
    const { writer, post } = await heldPost();
    expect((await statusesFor(writer.key, post.id))[0]?.moderatorMessage).toBeNull();

    const text = 'Thank you for writing this. We have not published it yet, and we are glad you reached out. <b>You</b> matter.';
    const replied = await h.call('POST', `/admin/posts/${post.id}/reply`, { cookie, body: { text: `  ${text}  ` } });
    expect(replied.status, replied.text).toBe(200);
    const item = moderationItemSchema.parse(replied.json.data);
    expect(item.status).toBe('held');
    expect(item.moderatorMessage?.text).toBe(text);

    const [own] = await statusesFor(writer.key, post.id);
    expect(own).toMatchObject({ id: post.id, status: 'held', rejectReason: null, moderatorMessage: { text } });
    expect(Number.isNaN(Date.parse(own?.moderatorMessage?.at ?? ''))).toBe(false);
    expect(await statusesFor(newWriter().key, post.id)).toEqual([]);

    // A newer reply replaces the earlier one.
    expect((await h.call('POST', `/admin/posts/${post.id}/reply`, { cookie, body: { text: 'Checking in again.' } })).status).toBe(200);
    expect((await statusesFor(writer.key, post.id))[0]?.moderatorMessage?.text).toBe('Checking in again.');

    // The log says a reply was sent, to which post, by whom: never its words.
    const logged = await database.db.query<{ admin_email: string; reason: string | null }>(
      `select admin_email, reason from feedback.admin_actions where action = 'message-writer' and target_id = $1`,
      [post.id],
    );
    expect(logged).toHaveLength(2);
    expect(logged.every((row) => row.reason === null && row.admin_email.includes('@'))).toBe(true);
  });

  it('refuses without the admin cookie (401), from a foreign Origin (403), and for an unknown post (404)', async () => {
    const { writer, post } = await heldPost();
    expect((await h.call('POST', `/admin/posts/${post.id}/reply`, { body: { text: 'Hello' } })).status).toBe(401);
    expect((await h.call('POST', `/admin/posts/${post.id}/reply`, { cookie: 'bm_admin_session=forged', body: { text: 'Hello' } })).status).toBe(401);
    const foreign = await h.call('POST', `/admin/posts/${post.id}/reply`, { cookie, body: { text: 'Hello' }, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await h.call('POST', '/admin/posts/00000000-0000-4000-8000-000000000000/reply', { cookie, body: { text: 'Hello' } })).status).toBe(404);
    expect((await statusesFor(writer.key, post.id))[0]?.moderatorMessage).toBeNull();
  });

  it('refuses an empty, too long, control-character or malformed reply, and stores nothing', async () => {
    const { writer, post } = await heldPost();
    const bodies: unknown[] = [
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(MAX_MODERATOR_MESSAGE + 1) },
      { text: 'hello\u0000there' },
      { text: 42 },
      { text: 'Hello', extra: true },
      {},
    ];
    for (const body of bodies) {
      const response = await h.call('POST', `/admin/posts/${post.id}/reply`, { cookie, body });
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await statusesFor(writer.key, post.id))[0]?.moderatorMessage).toBeNull();
    // At the limit it is accepted.
    const longest = 'y'.repeat(MAX_MODERATOR_MESSAGE);
    expect((await h.call('POST', `/admin/posts/${post.id}/reply`, { cookie, body: { text: longest } })).status).toBe(200);
    expect((await statusesFor(writer.key, post.id))[0]?.moderatorMessage?.text).toBe(longest);
  });
});
