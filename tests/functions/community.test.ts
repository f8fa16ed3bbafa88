/**
 * The community on both databases: a post published once however often it is sent, a risky post held and decided
 * by a moderator (the writer's device reading the reason), handles reserved per device key, three reports from three
 * devices hiding a post until reviewed, claims that keep two moderators apart, notes, suspensions, and every action
 * in the admin log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_MINUTES,
  communityPageSchema,
  ownStatusesSchema,
  postReceiptSchema,
} from '../../contract/community-schemas.ts';
import { moderationItemSchema, moderationQueueSchema } from '../../contract/community-moderation-schemas.ts';
import { adminActionsSchema } from '../../contract/admin-action-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';
import { directoryHarness } from './support/directory-harness.ts';

describe.each(DATABASE_KINDS)('community (%s database)', (kind) => {
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

  async function publicPosts() {
    const response = await h.call('GET', '/posts');
    expect(response.status, response.text).toBe(200);
    return communityPageSchema.parse(response.json.data);
  }

  /** A writer whose first post was published two days ago: an established posting identity, whose reports count. */
  async function establishedWriter() {
    const writer = newWriter();
    await h.call('POST', '/posts', { key: writer.key, body: samplePost(writer.handle) });
    await database.db.query(
      `update feedback.community_posts set created_at = created_at - interval '2 days' where key_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [writer.key],
    );
    return writer;
  }

  async function queue(name: 'held' | 'reported', session = cookie) {
    const response = await h.call('GET', `/admin/queue?queue=${name}`, { cookie: session });
    expect(response.status, response.text).toBe(200);
    return moderationQueueSchema.parse(response.json.data).items;
  }

  it('publishes a post exactly once when the same send arrives twice, and a reply under it', async () => {
    const writer = newWriter('River Stone');
    const post = samplePost(writer.handle, { body: 'Some days are <b>heavy</b>, and <script>alert(1)</script> tea helps.' });
    const first = await h.call('POST', '/posts', { key: writer.key, body: post });
    expect(first.status, first.text).toBe(201);
    expect(postReceiptSchema.parse(first.json.data)).toMatchObject({ id: post.id, status: 'published', holdReasons: [] });
    const again = await h.call('POST', '/posts', { key: writer.key, body: post });
    expect(again.status, again.text).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    const [count] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.community_posts where post_id = $1', [post.id]);
    expect(count?.n).toBe(1);

    // The same id from another device, or with another body, is refused.
    expect((await h.call('POST', '/posts', { key: newWriter().key, body: post })).status).toBe(403);
    expect((await h.call('POST', '/posts', { key: writer.key, body: { ...post, body: 'changed' } })).status).toBe(409);

    const replier = newWriter('Quiet Harbour');
    const reply = samplePost(replier.handle, { parentId: post.id, body: 'Thank you for this.' });
    expect((await h.call('POST', '/posts', { key: replier.key, body: reply })).status).toBe(201);

    const page = await publicPosts();
    const shown = page.posts.find((item) => item.id === post.id);
    // Markup is stored and answered as the text it is.
    expect(shown?.body).toBe('Some days are <b>heavy</b>, and <script>alert(1)</script> tea helps.');
    expect(shown?.handle).toBe('River Stone');
    expect(shown?.replies.map((item) => item.id)).toEqual([reply.id]);
    expect(JSON.stringify(page)).not.toMatch(/key_?hash|keyHash/);
  });

  it('reserves a handle for the device that first used it, whatever its case or separators', async () => {
    const owner = newWriter('Morning Light');
    expect((await h.call('POST', '/posts', { key: owner.key, body: samplePost(owner.handle) })).status).toBe(201);
    const other = newWriter();
    const taken = await h.call('POST', '/posts', { key: other.key, body: samplePost('morning_light') });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatch(/already used/);
    expect((await h.call('POST', '/posts', { key: owner.key, body: samplePost('Morning Light') })).status).toBe(201);
  });

  it('holds a post that suggests risk, and the moderator approves it; another held post is rejected with a reason the writer reads', async () => {
    const writer = newWriter('Fern Hollow');
    const risky = samplePost(writer.handle, { body: 'Tonight I feel like I want to end it all.', contentNotes: ['mental-health-crisis'] });
    const held = await h.call('POST', '/posts', { key: writer.key, body: risky });
    expect(held.status, held.text).toBe(201);
    expect(postReceiptSchema.parse(held.json.data)).toMatchObject({ status: 'held', holdReasons: ['suicidal-thoughts'] });
    expect((await publicPosts()).posts.map((item) => item.id)).not.toContain(risky.id);

    const methodPost = samplePost(writer.handle, { body: 'I looked up how many pills it would take.' });
    const heldForMethod = postReceiptSchema.parse((await h.call('POST', '/posts', { key: writer.key, body: methodPost })).json.data);
    expect(heldForMethod.status).toBe('held');
    expect(heldForMethod.holdReasons).toContain('method-detail');

    const items = await queue('held');
    const item = items.find((candidate) => candidate.id === risky.id);
    expect(item).toMatchObject({ holdReasons: ['suicidal-thoughts'], claim: null, handle: 'Fern Hollow' });

    const approved = await h.call('POST', `/admin/posts/${risky.id}/approve`, { cookie, body: {} });
    expect(approved.status, approved.text).toBe(200);
    expect(moderationItemSchema.parse(approved.json.data).status).toBe('published');
    expect((await publicPosts()).posts.map((post) => post.id)).toContain(risky.id);

    const rejected = await h.call('POST', `/admin/posts/${methodPost.id}/reject`, { cookie, body: { reason: 'It describes a method. Please share how you felt instead.' } });
    expect(rejected.status, rejected.text).toBe(200);
    const statuses = await h.call('POST', '/posts/status', { key: writer.key, body: { ids: [risky.id, methodPost.id] } });
    expect(ownStatusesSchema.parse(statuses.json.data).posts.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { id: risky.id, status: 'published', rejectReason: null, moderatorMessage: null },
      { id: methodPost.id, status: 'rejected', rejectReason: 'It describes a method. Please share how you felt instead.', moderatorMessage: null },
    ]);
    // Another device asking about these ids learns nothing.
    const stranger = await h.call('POST', '/posts/status', { key: newWriter().key, body: { ids: [risky.id] } });
    expect(ownStatusesSchema.parse(stranger.json.data).posts).toEqual([]);
  });

  it('hides a post for everyone after reports from three established writers at three addresses, until a moderator reviews it', async () => {
    const writer = newWriter('Cedar Path');
    const post = samplePost(writer.handle);
    await h.call('POST', '/posts', { key: writer.key, body: post });
    const reporters = [await establishedWriter(), await establishedWriter(), await establishedWriter()];
    const first = reporters[0]!;
    const report = (index: number, body: object) => h.call('POST', `/posts/${post.id}/reports`, { key: reporters[index]!.key, body, ip: `198.51.100.${index + 1}` });
    expect((await report(0, { reason: 'spam' })).status).toBe(201);
    // The same device reporting again is still one report.
    expect((await h.call('POST', `/posts/${post.id}/reports`, { key: first.key, body: { reason: 'spam' }, ip: '198.51.100.1' })).status).toBe(201);
    expect((await report(1, { reason: 'harassment', details: 'unkind' })).status).toBe(201);
    expect((await publicPosts()).posts.map((item) => item.id)).toContain(post.id);
    expect((await report(2, { reason: 'spam' })).status).toBe(201);
    expect((await publicPosts()).posts.map((item) => item.id)).not.toContain(post.id);

    const reported = (await queue('reported')).find((item) => item.id === post.id);
    expect(reported).toMatchObject({ hiddenByReports: true, reports: { count: 3, counting: 3, details: ['unkind'] } });
    expect(reported?.reports.reasons).toEqual(expect.arrayContaining([{ reason: 'spam', count: 2 }, { reason: 'harassment', count: 1 }]));

    // Reviewed and kept: visible again, out of the queue.
    expect((await h.call('POST', `/admin/posts/${post.id}/approve`, { cookie, body: {} })).status).toBe(200);
    expect((await publicPosts()).posts.map((item) => item.id)).toContain(post.id);
    expect((await queue('reported')).map((item) => item.id)).not.toContain(post.id);
  });

  it('lets one moderator session claim an item; another session cannot act on it until released or expired', async () => {
    const writer = newWriter('Still Water');
    const post = samplePost(writer.handle, { body: 'I do not want to be alive anymore.', contentNotes: ['mental-health-crisis'] });
    await h.call('POST', '/posts', { key: writer.key, body: post });
    const second = await h.signIn();
    expect(second).not.toBe(cookie);

    const claimed = await h.call('POST', `/admin/posts/${post.id}/claim`, { cookie, body: {} });
    expect(claimed.status, claimed.text).toBe(200);
    const until = new Date(h.clock.now.getTime() + CLAIM_MINUTES * 60_000).toISOString();
    expect(moderationItemSchema.parse(claimed.json.data).claim).toEqual({ by: 'admin@example.org', until, mine: true });
    expect((await queue('held', second)).find((item) => item.id === post.id)?.claim).toMatchObject({ mine: false });

    const blocked = await h.call('POST', `/admin/posts/${post.id}/reject`, { cookie: second, body: { reason: 'no' } });
    expect(blocked.status).toBe(409);
    expect(blocked.json.error).toMatch(/admin@example.org is working on this item/);
    expect((await h.call('POST', `/admin/posts/${post.id}/claim`, { cookie: second, body: {} })).status).toBe(409);
    expect((await h.call('POST', `/admin/posts/${post.id}/notes`, { cookie: second, body: { text: 'mine?' } })).status).toBe(409);

    // The claim's holder writes a note; once the claim runs out, the other session can act.
    const noted = await h.call('POST', `/admin/posts/${post.id}/notes`, { cookie, body: { text: 'Reached out <i>gently</i>.' } });
    expect(moderationItemSchema.parse(noted.json.data).notes).toEqual([{ by: 'admin@example.org', at: h.clock.now.toISOString(), text: 'Reached out <i>gently</i>.' }]);
    h.clock.advance(CLAIM_MINUTES * 60_000 + 1000);
    expect((await h.call('POST', `/admin/posts/${post.id}/claim`, { cookie: second, body: {} })).status).toBe(200);
    expect((await h.call('POST', `/admin/posts/${post.id}/release`, { cookie: second, body: {} })).status).toBe(200);
    expect((await h.call('POST', `/admin/posts/${post.id}/approve`, { cookie, body: {} })).status).toBe(200);
  });

  it('suspends a writer: new posts from that device are refused with a plain sentence, under any handle', async () => {
    const writer = newWriter('Loud Crow');
    const post = samplePost(writer.handle, { body: 'Buy cheap followers at my shop!' });
    await h.call('POST', '/posts', { key: writer.key, body: post });
    const removed = await h.call('POST', `/admin/posts/${post.id}/remove`, { cookie, body: { reason: 'Advertising' } });
    expect(moderationItemSchema.parse(removed.json.data).status).toBe('removed');
    const suspended = await h.call('POST', `/admin/posts/${post.id}/suspend`, { cookie, body: { reason: 'Repeated advertising' } });
    expect(moderationItemSchema.parse(suspended.json.data).handleSuspended).toBe(true);
    const refused = await h.call('POST', '/posts', { key: writer.key, body: samplePost('Another Crow') });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/paused posting from this device/);
    expect((await publicPosts()).posts.map((item) => item.id)).not.toContain(post.id);
  });

  it('logs every moderation action with who and when, readable in the admin log', async () => {
    const directory = directoryHarness(database.db);
    const directoryCookie = await directory.signIn();
    const log = await directory.call('GET', '/admin/actions', { cookie: directoryCookie });
    expect(log.status, log.text).toBe(200);
    const actions = adminActionsSchema.parse(log.json.data).actions.map((action) => action.action);
    for (const action of ['approve-post', 'reject-post', 'remove-post', 'suspend-handle', 'claim-post', 'release-post', 'note-post'] as const) {
      expect(actions).toContain(action);
    }
  });

  it('refuses moderation without the admin cookie (401) and from a foreign Origin (403)', async () => {
    const writer = newWriter('Pale Moon');
    const post = samplePost(writer.handle);
    await h.call('POST', '/posts', { key: writer.key, body: post });
    expect((await h.call('GET', '/admin/queue')).status).toBe(401);
    for (const action of ['claim', 'release', 'approve', 'reject', 'remove', 'suspend', 'notes']) {
      expect((await h.call('POST', `/admin/posts/${post.id}/${action}`, { body: {} })).status, action).toBe(401);
      const foreign = await h.call('POST', `/admin/posts/${post.id}/${action}`, { cookie, body: {}, headers: { origin: 'https://evil.example' } });
      expect(foreign.status, action).toBe(403);
    }
    expect((await h.call('GET', '/admin/queue', { cookie: 'bm_admin_session=forged' })).status).toBe(401);
  });
});
