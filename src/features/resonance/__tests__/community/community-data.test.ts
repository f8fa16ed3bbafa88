import { beforeEach, describe, expect, it } from 'vitest';
import type { CommunityClient } from '@contract/community-client';
import { CommunityClientError } from '@contract/community-client';
import type { CommunityPage, PostReceipt, PostRequest } from '@contract/community-schemas';
import { db } from '@/db/database';
import { clearStorageProblem } from '@/db/storage-health';
import { communityPostHandler, communityReportHandler, type CommunityPostPayload } from '@/features/resonance/sync/community-handlers';
import { chooseCommunityHandle, HandleError, readCommunityIdentity } from '../../data/community/community-identity';
import { refreshCommunity, refreshOwnStatuses } from '../../data/community/refresh-community';
import { reportCommunityPost } from '../../data/community/report-community-post';
import { DraftError, saveCommunityPost } from '../../data/community/save-community-post';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

const draft = (body: string, parentId: string | null = null) => ({ parentId, body, contentNotes: [], contentNoteText: '' });

/** A stand-in for the community functions that behaves as the real one does for repeats: one post per id. */
function fakeCommunity(): { client: () => CommunityClient; published: Map<string, PostRequest>; keys: string[] } {
  const published = new Map<string, PostRequest>();
  const keys: string[] = [];
  const api: CommunityClient = {
    async createPost(key, post): Promise<PostReceipt> {
      keys.push(key);
      if (!published.has(post.id)) published.set(post.id, post);
      const held = post.body.includes('end it all');
      return { id: post.id, status: held ? 'held' : 'published', holdReasons: held ? ['suicidal-thoughts'] : [], guidance: [], rejectReason: null, createdAt: '2026-11-24T10:00:00.000Z' };
    },
    async postStatuses() {
      return { posts: [] };
    },
    async reportPost() {},
    async listPosts(): Promise<CommunityPage> {
      return { posts: [], page: 1, pageSize: 20, total: 0, generatedAt: '2026-11-24T10:00:00.000Z' };
    },
    async moderationQueue() {
      return { items: [], page: 1, pageSize: 50, total: 0 };
    },
    async moderate() {
      throw new Error('not for the device');
    },
  };
  return { client: () => api, published, keys };
}

describe('the community handle', () => {
  it('is checked as the server checks it, and kept with a key made on this device', async () => {
    await expect(chooseCommunityHandle('me@example.org')).rejects.toBeInstanceOf(HandleError);
    await expect(chooseCommunityHandle('Call 0770 090 0123')).rejects.toThrow(/phone/);
    expect(await readCommunityIdentity()).toBeNull();
    const chosen = await chooseCommunityHandle('  River Stone ');
    expect(chosen.handle).toBe('River Stone');
    expect(chosen.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Changing the name keeps the key (the server knows this device by it).
    expect((await chooseCommunityHandle('Fern Hollow')).key).toBe(chosen.key);
  });
});

describe('saveCommunityPost', () => {
  it('saves the row and its outbox entry together, without the key in the entry', async () => {
    await expect(saveCommunityPost(draft('Hello'))).rejects.toThrow(/Choose a name/);
    expect(await db.communityPosts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    const { key } = await chooseCommunityHandle('River Stone');
    const { row, heldForReview } = await saveCommunityPost(draft('A walk helped today.'));
    expect(heldForReview).toBe(false);
    expect(await db.communityPosts.get(row.id)).toMatchObject({ status: 'queued', own: true, handle: 'River Stone' });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'community_post', recordId: row.id });
    expect((entry?.payload as CommunityPostPayload).post).toEqual({
      id: row.id,
      parentId: null,
      handle: 'River Stone',
      body: 'A walk helped today.',
      contentNotes: [],
      contentNoteText: '',
    });
    expect(JSON.stringify(entry)).not.toContain(key);
  });

  it('predicts a hold for risk, and refuses bad drafts with a clear message, saving nothing', async () => {
    await chooseCommunityHandle('River Stone');
    expect((await saveCommunityPost(draft('I want to end it all.'))).heldForReview).toBe(true);
    const before = await db.communityPosts.count();
    for (const [body, message] of [
      ['   ', /Write something/],
      ['a'.repeat(4001), /the most is 4000/],
      ['bad\u0007bell', /cannot be shared/],
      ['<img src=x onerror=alert(1)>', /text only/],
    ] as const) {
      await expect(saveCommunityPost(draft(body))).rejects.toThrow(message);
    }
    await expect(saveCommunityPost(draft('a'.repeat(2001), crypto.randomUUID()))).rejects.toBeInstanceOf(DraftError);
    expect(await db.communityPosts.count()).toBe(before);
  });
});

describe('the community_post handler', () => {
  it('sends with the device key, publishes once when sent twice, and takes the server status', async () => {
    const { key } = await chooseCommunityHandle('River Stone');
    const calm = await saveCommunityPost(draft('A walk helped today.'));
    const risky = await saveCommunityPost(draft('I want to end it all.'));
    const fake = fakeCommunity();
    const handler = communityPostHandler(db, fake.client);
    const entries = await db.outbox.toArray();
    // The same entries sent twice (a reload mid-send): the server keeps one post per id.
    await handler.send(entries);
    const report = await handler.send(entries);
    expect(report.confirmed).toHaveLength(2);
    expect(fake.published.size).toBe(2);
    expect(fake.keys.every((sent) => sent === key)).toBe(true);
    await db.transaction('rw', db.communityPosts, () => handler.onConfirmed?.(report.confirmed, new Date('2026-11-24T10:01:00Z')));
    expect((await db.communityPosts.get(calm.row.id))?.status).toBe('published');
    expect(await db.communityPosts.get(risky.row.id)).toMatchObject({ status: 'held', holdReasons: ['suicidal-thoughts'] });
  });

  it('marks a post refused for good with the community’s own words, and retries what may pass later', async () => {
    await chooseCommunityHandle('River Stone');
    const { row } = await saveCommunityPost(draft('Hello all.'));
    const entries = await db.outbox.toArray();
    const refusing = (error: CommunityClientError) => () => ({ ...fakeCommunity().client(), createPost: () => Promise.reject(error) });
    const suspended = new CommunityClientError('x', 'refused', 403, 'A moderator has paused posting from this device.');
    const refused = await communityPostHandler(db, refusing(suspended)).send(entries);
    expect(refused.rejected).toHaveLength(1);
    expect(await db.communityPosts.get(row.id)).toMatchObject({ status: 'refused', rejectReason: 'A moderator has paused posting from this device.' });

    const offline = new CommunityClientError('offline', 'network', null, null, undefined, { cause: new TypeError('Failed to fetch') });
    const retried = await communityPostHandler(db, refusing(offline)).send(entries);
    expect(retried.retry).not.toBeNull();
  });
});

describe('reports and the device copy', () => {
  it('hides a reported post here at once and queues one report, however often it is reported', async () => {
    const postId = crypto.randomUUID();
    await reportCommunityPost(postId, 'spam', ' buy now ');
    await reportCommunityPost(postId, 'spam', 'again');
    expect(await db.communityReports.count()).toBe(1);
    const entries = await db.outbox.where('kind').equals('community_report').toArray();
    expect(entries.map((entry) => entry.payload)).toEqual([{ postId, report: { reason: 'spam', details: 'buy now' } }]);
    // A report of a post that is gone already is delivered: nothing is left to report.
    const gone = new CommunityClientError('x', 'refused', 404, 'No post with this id was found.');
    const handler = communityReportHandler(db, () => ({ ...fakeCommunity().client(), reportPost: () => Promise.reject(gone) }));
    expect((await handler.send(entries)).confirmed).toHaveLength(1);
  });

  it('replaces others’ posts with the newest pages and keeps this device’s own, updating their status', async () => {
    const { key } = await chooseCommunityHandle('River Stone');
    const mine = await saveCommunityPost(draft('Mine.'));
    await db.communityPosts.update(mine.row.id, { status: 'held' });
    await db.communityPosts.add({ id: crypto.randomUUID(), parentId: null, status: 'published', handle: 'Old', body: 'old', contentNotes: [], own: false, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' });
    const otherId = crypto.randomUUID();
    const page: CommunityPage = {
      posts: [{ id: otherId, parentId: null, handle: 'Fern', body: '<b>hi</b>', contentNotes: [], contentNoteText: '', createdAt: '2026-11-24T09:00:00.000Z', replies: [] }],
      page: 1,
      pageSize: 20,
      total: 1,
      generatedAt: '2026-11-24T10:00:00.000Z',
    };
    await refreshCommunity(async () => page);
    expect((await db.communityPosts.toArray()).map((row) => row.body).sort()).toEqual(['<b>hi</b>', 'Mine.']);
    await refreshOwnStatuses(key, async (sentKey, ids) => {
      expect(sentKey).toBe(key);
      return { posts: ids.map((id) => ({ id, status: 'rejected' as const, rejectReason: 'Please share feelings, not methods.', moderatorMessage: null })) };
    });
    expect(await db.communityPosts.get(mine.row.id)).toMatchObject({ status: 'rejected', rejectReason: 'Please share feelings, not methods.' });
  });
});
