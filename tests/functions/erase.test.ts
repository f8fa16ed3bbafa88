/**
 * 31.1: "delete everything" on the server. A device that sent feedback with a screenshot, usage events and a prompt
 * answer, submitted a book, posted and reported in the community, asked to be listed in the directory and made a
 * short code erases all of it with one call carrying its keys; afterwards each of those answers 404 (or 410), the
 * admin lists hold none of it, and another device's records are untouched. Uploads are served only to their
 * uploader's key or the admin, never cached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEraseHandler } from '../../functions/erase.ts';
import { COMMUNITY_KEY_HEADER } from '../../contract/community-schemas.ts';
import { DEVICE_KEY_HEADER } from '../../contract/device-key.ts';
import { ERASE_PATH, eraseResponseSchema } from '../../contract/erase-schemas.ts';
import { pdfBytes } from '../support/manuscripts.ts';
import { DATABASE_KINDS, harness, IMAGES, openTestDatabase, signIn, uploadForm, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';
import { booksHarness, sampleDetails, type BooksHarness } from './support/books-harness.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';
import { directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';
import { sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

const MESSAGE = 'The journal helped me through a hard week at home';

describe.each(DATABASE_KINDS)('31.1 erase everything a device left on the server (%s database)', (kind) => {
  let database: TestDatabase;
  let feedback: Harness;
  let other: Harness;
  let books: BooksHarness;
  let community: CommunityHarness;
  let directory: DirectoryHarness;
  let share: ShareHarness;
  let erase: ReturnType<typeof createEraseHandler>;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    feedback = harness(database.db);
    other = harness(database.db);
    books = booksHarness(database.db);
    community = communityHarness(database.db);
    directory = directoryHarness(database.db);
    share = shareHarness(database.db);
    erase = createEraseHandler(async () => feedback.backend);
    cookie = await signIn(feedback);
  }, 60_000);

  afterAll(async () => {
    feedback.cleanup();
    other.cleanup();
    await database.close();
  });

  function callErase(body: Record<string, unknown>, deviceKey: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (deviceKey !== null) headers[DEVICE_KEY_HEADER] = deviceKey;
    return erase(new Request(`http://localhost${ERASE_PATH}`, { method: 'POST', headers, body: JSON.stringify(body) }), { ip: '203.0.113.5' });
  }

  it('serves a screenshot only to its uploader and the admin, never cached', async () => {
    const form = uploadForm(IMAGES.png, 'shot.png', 'image/png');
    form.append('id', crypto.randomUUID());
    const url = (await feedback.call('POST', '/upload', { body: form })).json.data as { url: string; name: string };
    const path = `/uploads/${(url as { name: string }).name}`;
    const mine = await feedback.call('GET', path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await feedback.call('GET', path, { deviceKey: null })).status).toBe(404);
    expect((await other.call('GET', path)).status).toBe(404);
    expect((await feedback.call('GET', path, { deviceKey: null, cookie })).status).toBe(200);
  });

  it('erases every record under the keys it is given, and nothing of anyone else', async () => {
    // What the person left on the server.
    const sessionId = crypto.randomUUID();
    const form = uploadForm(IMAGES.png, 'shot.png', 'image/png');
    form.append('id', crypto.randomUUID());
    const upload = (await feedback.call('POST', '/upload', { body: form })).json.data as { url: string; name: string };
    const submission = validSubmission({ sessionId, message: MESSAGE, attachments: [upload.url] });
    expect((await feedback.call('POST', '/submit', { body: submission })).status).toBe(201);
    const event = { id: crypto.randomUUID(), type: 'page_view', timestamp: Date.now(), context: { page: '/insight', sessionId } };
    expect((await feedback.call('POST', '/track', { body: { events: [event] } })).status).toBe(200);
    const prompt = { id: crypto.randomUUID(), type: 'opened', timestamp: Date.now(), sessionId, page: '/' };
    expect((await feedback.call('POST', '/prompt-interaction', { body: prompt })).status).toBe(201);
    expect((await feedback.call('PUT', '/preferences', { body: { userId: sessionId, promptOptOut: true } })).status).toBe(200);
    const bookId = crypto.randomUUID();
    const book = await books.submit({ submissionId: bookId, deviceKey: feedback.deviceKey }, sampleDetails(), pdfBytes());
    expect(book.status, book.text).toBe(201);
    const receiptCode = (book.json.data as { receiptCode: string }).receiptCode;
    const writer = newWriter();
    const post = samplePost(writer.handle);
    expect((await community.call('POST', '/posts', { key: writer.key, body: post })).status).toBe(201);
    const listing = newDevice();
    expect((await directory.call('PUT', `/listings/${listing.listingId}`, { key: listing.key, body: sampleRequest() })).status).toBeLessThan(300);
    const made = (await share.call('POST', '/', { body: { payload: sampleToken() } })).json.data as { code: string; revokeToken: string };

    // Someone else's records, which must stay.
    const theirs = validSubmission();
    expect((await other.call('POST', '/submit', { body: theirs })).status).toBe(201);
    const theirWriter = newWriter();
    const theirPost = samplePost(theirWriter.handle);
    expect((await community.call('POST', '/posts', { key: theirWriter.key, body: theirPost })).status).toBe(201);
    const theirCode = (await share.call('POST', '/', { body: { payload: sampleToken() } })).json.data as { code: string };

    // A guessed key erases nothing.
    const guessed = eraseResponseSchema.parse(
      (await (await callErase({ communityKey: 'A'.repeat(43), shareCodes: [{ code: made.code, revokeToken: 'B'.repeat(43) }] }, null)).json()).data,
    );
    expect(Object.values(guessed.erased).every((count) => count === 0)).toBe(true);

    const response = await callErase(
      { communityKey: writer.key, listings: [{ listingId: listing.listingId, listingKey: listing.key }], shareCodes: [{ code: made.code, revokeToken: made.revokeToken }] },
      feedback.deviceKey,
    );
    expect(response.status).toBe(200);
    const { erased } = eraseResponseSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(erased).toMatchObject({
      feedback: 1,
      // This one and the one the first test uploaded from the same device.
      screenshots: 2,
      usageEvents: 1,
      promptInteractions: 1,
      preferences: 1,
      books: 1,
      communityPosts: 1,
      communityHandles: 1,
      listings: 1,
      shareCodes: 1,
    });
    expect(erased.deviceBindings).toBeGreaterThanOrEqual(4);

    // Every URL and endpoint that answered before answers 404 (or 410) now, to the person and the admin alike.
    expect((await feedback.call('GET', `/uploads/${upload.name}`, { cookie })).status).toBe(404);
    expect((await feedback.call('GET', `/admin/feedback/${String(submission.id)}`, { cookie })).status).toBe(404);
    expect((await share.call('GET', `/${made.code}`)).status).toBe(404);
    expect((await books.call('GET', `/receipts/${receiptCode}`)).status).toBe(404);
    expect((await directory.call('GET', `/listings/${listing.listingId}`, { key: listing.key })).status).toBe(404);
    const adminList = (await feedback.call('GET', '/admin/feedback?limit=100', { cookie })).json.data as { items: { id: string; message: string }[] };
    expect(adminList.items.map((item) => item.message)).not.toContain(MESSAGE);
    expect(adminList.items.map((item) => item.id)).toContain(String(theirs.id).toLowerCase());
    const booksAdmin = await books.call('GET', '/admin/submissions', { cookie: await books.signIn() });
    expect(booksAdmin.text).not.toContain(bookId);
    const queue = await community.call('GET', '/admin/queue', { cookie: await community.signIn() });
    expect(queue.text).not.toContain(post.id);
    const listings = await directory.call('GET', '/admin/listings', { cookie: await directory.signIn() });
    expect(listings.text).not.toContain(listing.listingId);
    const publicPosts = await community.call('GET', '/posts');
    expect(publicPosts.text).not.toContain(post.id);
    expect(publicPosts.text).toContain(theirPost.id);
    expect((await share.call('GET', `/${theirCode.code}`)).status).toBe(200);
    const left = await database.db.query<{ n: number }>(
      `select (select count(*)::int from feedback.events where session_id = $1)
            + (select count(*)::int from feedback.prompt_interactions where session_id = $1)
            + (select count(*)::int from feedback.preferences where user_id = $1)
            + (select count(*)::int from feedback.device_bindings where subject = $1) as n`,
      [sessionId],
    );
    expect(left[0]?.n).toBe(0);

    // The same device can start afresh: its old key owns nothing any more.
    expect((await feedback.call('GET', `/user/${sessionId}`)).json.data).toEqual({ items: [] });
  });

  it('refuses a call with no key at all, and text/plain', async () => {
    expect((await callErase({}, null)).status).toBe(400);
    const plain = await erase(
      new Request(`http://localhost${ERASE_PATH}`, { method: 'POST', headers: { 'content-type': 'text/plain', [COMMUNITY_KEY_HEADER]: 'x' }, body: '{}' }),
      {},
    );
    expect(plain.status).toBe(415);
  });
});
