/**
 * 31.1 on the device: a return's short code is kept with its revoke token (not only in the return screen's state),
 * and "delete everything" reads every server key the device holds (feedback device key, community key, listing key,
 * return and prescription codes) before the device is cleared.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BetterMindsDatabase } from '@/db/database';
import { forgetReturnCode, readReturnCodes, rememberReturnCode } from '@/domains/returns/data/return-codes';
import { addErased, erasedSummaryParam, readServerKeys } from '../data/erase-server-records';

const token = (letter: string) => letter.repeat(43);

describe('31.1 the server keys "delete everything" erases with', () => {
  let database: BetterMindsDatabase;

  beforeEach(async () => {
    database = new BetterMindsDatabase(`erase-keys-${crypto.randomUUID()}`);
    await database.open();
  });

  afterEach(async () => {
    database.close();
    await database.delete();
  });

  it('holds none on a device that never sent anything', async () => {
    expect(await readServerKeys(database)).toBeNull();
  });

  it('keeps a return code with its token until it is withdrawn', async () => {
    await rememberReturnCode({ code: 'ABCDEFGHJ', revokeToken: token('r'), expiresAt: '2026-12-01T00:00:00.000Z' }, database);
    expect(await readReturnCodes(database)).toEqual([{ code: 'ABCDEFGHJ', revokeToken: token('r'), expiresAt: '2026-12-01T00:00:00.000Z' }]);
    await forgetReturnCode('ABCDEFGHJ', database);
    expect(await readReturnCodes(database)).toEqual([]);
  });

  it('reads every key the device holds', async () => {
    await database.settings.put({ key: 'feedbackIdentity', value: { id: crypto.randomUUID(), key: token('d') } });
    await database.settings.put({ key: 'communityIdentity', value: { key: token('c'), handle: 'Willow' } });
    const listingId = crypto.randomUUID();
    await database.settings.put({ key: 'directoryListing', value: { listingId, listingKey: token('l') } });
    await rememberReturnCode({ code: 'ABCDEFGHJ', revokeToken: token('r'), expiresAt: '2026-12-01T00:00:00.000Z' }, database);
    expect(await readServerKeys(database)).toEqual({
      deviceKey: token('d'),
      communityKey: token('c'),
      listings: [{ listingId, listingKey: token('l') }],
      shareCodes: [{ code: 'ABCDEFGHJ', revokeToken: token('r') }],
    });
  });

  it('sums two answers and writes the counts for the address', () => {
    const zero = { feedback: 0, screenshots: 0, usageEvents: 0, promptInteractions: 0, preferences: 0, books: 0, communityPosts: 0, communityReports: 0, communityHandles: 0, listings: 0, shareCodes: 0, inboxes: 0, deviceBindings: 0, reminders: 0 };
    const sum = addErased({ ...zero, feedback: 1, screenshots: 1 }, { ...zero, feedback: 1 });
    expect(erasedSummaryParam(sum)).toBe('feedback.2,screenshots.1');
  });
});
