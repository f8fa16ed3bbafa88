/**
 * Queues cannot be flooded: directory reports are kept once per address and listing, and the reports queue and the
 * community's moderation queues page (contract-typed `page`), riskiest first then oldest, so a flood hides nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportReceiptSchema } from '../../contract/directory-schemas.ts';
import { ADMIN_REPORTS_PAGE_SIZE, adminReportsSchema } from '../../contract/directory-admin-schemas.ts';
import { MODERATION_PAGE_SIZE, moderationQueueSchema } from '../../contract/community-moderation-schemas.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { directoryHarness, newDevice, sampleRequest, type DirectoryHarness } from './support/directory-harness.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';

describe.each(DATABASE_KINDS)('31.9 admin queues cannot be flooded (%s database)', (kind) => {
  let database: TestDatabase;
  let directory: DirectoryHarness;
  let community: CommunityHarness;
  let directoryCookie: string;
  let communityCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    directory = directoryHarness(database.db);
    community = communityHarness(database.db);
    directoryCookie = await directory.signIn();
    communityCookie = await community.signIn();
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function publicListing(name: string) {
    const device = newDevice();
    await directory.call('PUT', `/listings/${device.listingId}`, { key: device.key, body: sampleRequest({ name }) });
    await directory.call('POST', `/admin/listings/${device.listingId}/verify`, { cookie: directoryCookie, body: {} });
    await directory.call('POST', `/listings/${device.listingId}/subscription`, { key: device.key, body: { plan: 'professional' } });
    return device;
  }

  it('keeps one open directory report per address and listing, answering a repeat with the first', async () => {
    const device = await publicListing('Dr. Flooded');
    const receipts = new Set<string>();
    for (let index = 0; index < 5; index++) {
      const response = await directory.call('POST', `/listings/${device.listingId}/reports`, { body: { reason: 'other', details: `again ${index}` }, ip: '192.0.2.77' });
      expect(response.status, response.text).toBe(201);
      receipts.add(reportReceiptSchema.parse(response.json.data).reportId);
    }
    expect(receipts.size).toBe(1);
    const other = await directory.call('POST', `/listings/${device.listingId}/reports`, { body: { reason: 'other' }, ip: '2001:db8:5::1' });
    expect(receipts.has(reportReceiptSchema.parse(other.json.data).reportId)).toBe(false);
    const [row] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.directory_reports where listing_id = $1', [device.listingId]);
    expect(row?.n).toBe(2);
  });

  it('pages the reports queue, riskiest reason first, so a flood cannot hide a newer serious report', async () => {
    const flooded = await publicListing('Dr. Many Reports');
    const flood = ADMIN_REPORTS_PAGE_SIZE * 2 + 10;
    for (let index = 0; index < flood; index++) {
      await directory.call('POST', `/listings/${flooded.listingId}/reports`, { body: { reason: 'other' }, ip: `10.1.${Math.floor(index / 250)}.${index % 250}` });
    }
    directory.clock.advance(60_000);
    const serious = reportReceiptSchema.parse(
      (await directory.call('POST', `/listings/${flooded.listingId}/reports`, { body: { reason: 'not-a-professional' }, ip: '10.9.9.9' })).json.data,
    ).reportId;

    const seen = new Set<string>();
    let total = 0;
    for (let page = 1; page <= 10; page++) {
      const answer = adminReportsSchema.parse((await directory.call('GET', `/admin/reports?status=open&page=${page}`, { cookie: directoryCookie })).json.data);
      if (page === 1) expect(answer.reports[0]?.reportId).toBe(serious);
      expect(answer.page).toBe(page);
      expect(answer.reports.length).toBeLessThanOrEqual(ADMIN_REPORTS_PAGE_SIZE);
      for (const report of answer.reports) seen.add(report.reportId);
      total = answer.total;
      if (answer.reports.length === 0) break;
    }
    expect(total).toBeGreaterThanOrEqual(flood + 1);
    expect(seen.size).toBe(total);
    expect((await directory.call('GET', '/admin/reports?page=0', { cookie: directoryCookie })).status).toBe(400);
  }, 120_000);

  it('pages the held queue with posts held for risk first, so a flood of older items cannot hide them', async () => {
    const flood = MODERATION_PAGE_SIZE + 5;
    // Older posts held only for method detail (not a sign that the writer is at risk), written straight to the table.
    for (let index = 0; index < flood; index++) {
      await database.db.query(
        `insert into feedback.community_handles (handle_key, handle, key_hash, created_at) values ($1, $1, $2, now())`,
        [`flood ${index}`, 'f'.repeat(64)],
      );
      await database.db.query(
        `insert into feedback.community_posts (post_id, handle_key, key_hash, body, body_hash, content_notes, content_note_text, status,
           hold_reasons, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, 'old held text', $2, '[]', '', 'held', '["method-detail"]', now() - interval '1 day', now() - interval '1 day')`,
        [`flood ${index}`, 'f'.repeat(64)],
      );
    }
    const atRisk = newWriter();
    const post = samplePost(atRisk.handle, { body: 'I do not want to be alive anymore.', contentNotes: ['mental-health-crisis'] });
    expect((await community.call('POST', '/posts', { key: atRisk.key, body: post })).json.data).toMatchObject({ status: 'held' });

    const first = moderationQueueSchema.parse((await community.call('GET', '/admin/queue?queue=held', { cookie: communityCookie })).json.data);
    expect(first.items[0]?.id).toBe(post.id);
    expect(first.items).toHaveLength(MODERATION_PAGE_SIZE);
    expect(first.total).toBe(flood + 1);
    const second = moderationQueueSchema.parse((await community.call('GET', '/admin/queue?queue=held&page=2', { cookie: communityCookie })).json.data);
    expect(second).toMatchObject({ page: 2, pageSize: MODERATION_PAGE_SIZE, total: flood + 1 });
    expect(second.items).toHaveLength(flood + 1 - MODERATION_PAGE_SIZE);
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(flood + 1);
  }, 120_000);
});
