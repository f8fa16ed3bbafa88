/**
 * Hostile and malformed input to the community on both databases: oversized posts and bodies, wrong types, unknown
 * keys, images, control characters, bad ids and keys, bad queries, and the rate limits of the `post`, `flag` and
 * `community` groups. Nothing refused is stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POST_LENGTH, MAX_REPLY_LENGTH } from '../../contract/community-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';

describe.each(DATABASE_KINDS)('community hostile input (%s database)', (kind) => {
  let database: TestDatabase;
  let h: CommunityHarness;
  const writer = newWriter('Hostile Tester');
  let publishedId = '';

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = communityHarness(database.db);
    const post = samplePost(writer.handle);
    publishedId = post.id;
    await h.call('POST', '/posts', { key: writer.key, body: post });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function storedPosts(): Promise<number> {
    const [row] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.community_posts');
    return row?.n ?? 0;
  }

  const refusals: Array<[string, () => unknown, RegExp]> = [
    ['an oversized post', () => samplePost(writer.handle, { body: 'a'.repeat(MAX_POST_LENGTH + 1) }), /at most 4000/],
    ['an oversized reply', () => samplePost(writer.handle, { parentId: publishedId, body: 'a'.repeat(MAX_REPLY_LENGTH + 1) }), /reply must be at most 2000/],
    ['an empty body', () => samplePost(writer.handle, { body: '   ' }), /must not be empty/],
    ['a control character', () => samplePost(writer.handle, { body: 'hello\u0000there' }), /control characters/],
    ['an image as a data URL', () => samplePost(writer.handle, { body: 'look data:image/png;base64,iVBORw0KGgo=' }), /text only/],
    ['an image tag', () => samplePost(writer.handle, { body: '<img src=x onerror=alert(1)>' }), /text only/],
    ['a markdown image', () => samplePost(writer.handle, { body: '![me](https://example.org/a.png)' }), /text only/],
    ['a number as the body', () => ({ ...samplePost(writer.handle), body: 42 }), /body must be text/],
    ['an unknown key', () => ({ ...samplePost(writer.handle), image: 'x' }), /image/],
    ['a bad id', () => ({ ...samplePost(writer.handle), id: "1' or '1'='1" }), /UUID/],
    ['an unknown content note', () => samplePost(writer.handle, { contentNotes: ['gore' as never] }), /contentNotes/],
    ['a repeated content note', () => samplePost(writer.handle, { contentNotes: ['suicide', 'suicide'] }), /must not repeat/],
    ['an e-mail as the handle', () => samplePost('someone at gmail dot com'), /e-mail/],
    ['a phone number as the handle', () => samplePost('Call 555 123 4567'), /phone/],
    ['a reserved handle', () => samplePost('Moderator'), /kept for the Better Minds team/],
    ['a handle with markup', () => samplePost('<script>'), /starts with a letter/],
    ['a too-short handle', () => samplePost('Jo'), /3 to 24/],
    ['an array as the body', () => [samplePost(writer.handle)], /object/],
  ];

  it.each(refusals)('refuses %s with a 400 naming the problem, storing nothing', async (_name, body, message) => {
    const before = await storedPosts();
    const response = await h.call('POST', '/posts', { key: writer.key, body: body() });
    expect(response.status, response.text).toBe(400);
    expect(response.json.error).toMatch(message);
    expect(await storedPosts()).toBe(before);
  });

  it('refuses a huge body before reading it (413), malformed JSON, a wrong content type, and a missing or malformed key', async () => {
    const huge = JSON.stringify(samplePost(writer.handle, { body: 'a'.repeat(200_000) }));
    expect((await h.call('POST', '/posts', { key: writer.key, body: huge })).status).toBe(413);
    expect((await h.call('POST', '/posts', { key: writer.key, body: '{"id":' })).status).toBe(400);
    expect((await h.call('POST', '/posts', { key: writer.key, body: 'x', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    expect((await h.call('POST', '/posts', { body: samplePost(writer.handle) })).status).toBe(400);
    expect((await h.call('POST', '/posts', { key: 'short', body: samplePost(writer.handle) })).status).toBe(400);
    expect((await h.call('POST', '/posts', { key: writer.key, body: samplePost(writer.handle, { parentId: randomUUID() }) })).status).toBe(404);
  });

  it('refuses bad ids in paths, bad queries, reports of unknown posts, and unknown routes and methods', async () => {
    expect((await h.call('POST', '/posts/not-a-uuid/reports', { key: writer.key, body: { reason: 'spam' } })).status).toBe(400);
    expect((await h.call('POST', '/posts/%E0%A4%A/reports', { key: writer.key, body: { reason: 'spam' } })).status).toBe(400);
    expect((await h.call('POST', `/posts/${randomUUID()}/reports`, { key: writer.key, body: { reason: 'spam' } })).status).toBe(404);
    expect((await h.call('POST', `/posts/${publishedId}/reports`, { key: writer.key, body: { reason: 'because' } })).status).toBe(400);
    expect((await h.call('POST', `/posts/${publishedId}/reports`, { key: writer.key, body: { reason: 'spam', details: 'x'.repeat(501) } })).status).toBe(400);
    expect((await h.call('GET', '/posts?page=0')).status).toBe(400);
    expect((await h.call('GET', '/posts?page=1e9')).status).toBe(400);
    expect((await h.call('POST', '/posts/status', { key: writer.key, body: { ids: [] } })).status).toBe(400);
    expect((await h.call('POST', '/posts/status', { key: writer.key, body: { ids: Array.from({ length: 101 }, () => randomUUID()) } })).status).toBe(400);
    expect((await h.call('GET', '/nothing')).status).toBe(404);
    const wrongMethod = await h.call('DELETE', '/posts');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST');
  });
});

describe.each(DATABASE_KINDS)('community limits per address (%s database)', (kind) => {
  let database: TestDatabase;
  let h: CommunityHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = communityHarness(database.db, { env: { RATE_LIMITS: 'post=2,flag=2,community=3' } });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('answers 429 with Retry-After past each group, counting malformed requests too', async () => {
    h.clock.now = new Date('2026-11-24T10:00:20Z');
    const ip = '198.51.100.70';
    const writer = newWriter('Limit Tester');
    const post = samplePost(writer.handle);
    expect((await h.call('POST', '/posts', { key: writer.key, body: post, ip })).status).toBe(201);
    expect((await h.call('POST', '/posts', { key: writer.key, body: { nonsense: true }, ip })).status).toBe(400);
    const limited = await h.call('POST', '/posts', { key: writer.key, body: samplePost(writer.handle), ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('40');

    for (let index = 0; index < 2; index++) {
      expect((await h.call('POST', `/posts/${post.id}/reports`, { key: newWriter().key, body: { reason: 'spam' }, ip })).status).toBe(201);
    }
    expect((await h.call('POST', `/posts/${post.id}/reports`, { key: newWriter().key, body: { reason: 'spam' }, ip })).status).toBe(429);

    for (let index = 0; index < 3; index++) expect((await h.call('GET', '/posts', { ip })).status).toBe(200);
    expect((await h.call('GET', '/posts', { ip })).status).toBe(429);
    // Another address has its own budget.
    expect((await h.call('GET', '/posts', { ip: '198.51.100.71' })).status).toBe(200);
  });
});
