/**
 * Handles are judged in the form they are stored and compared in: the folded key (NFKC, lower case) must meet the
 * database's length rule, and the reserved names are compared on a confusables skeleton, so a lookalike of a team
 * name is refused however it is spelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';

describe.each(DATABASE_KINDS)('31.5 and 31.6: community handles (%s database)', (kind) => {
  let database: TestDatabase;
  let h: CommunityHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = communityHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function storedHandles(): Promise<number> {
    const [row] = await database.db.query<{ n: number }>('select count(*)::int as n from feedback.community_handles');
    return row?.n ?? 0;
  }

  it.each([
    ['24 x İ (48 characters once lower-cased)', 'İ'.repeat(24)],
    ['Hangul jamo that compose into two syllables', 'ㄱㅏㄱ'],
    ['two letters outside the BMP (4 UTF-16 units)', '𝐀𝐁'],
  ])('31.5 refuses %s with a 400, not a 500', async (_name, handle) => {
    const before = await storedHandles();
    const writer = newWriter(handle);
    const response = await h.call('POST', '/posts', { key: writer.key, body: samplePost(handle) });
    expect(response.status, response.text).toBe(400);
    expect(response.json.error).toMatch(/3 to 24/);
    expect(await storedHandles()).toBe(before);
  });

  it.each([
    ['fullwidth Ａｄｍｉｎ', 'Ａｄｍｉｎ'],
    ['Cyrillic М in Моderator', 'Моderator'],
    ['Cyrillic а in аdmin', 'аdmin'],
    ['Greek ΑDΜΙΝ', 'ΑDΜΙΝ'],
    ['a digit for a letter in Supp0rt', 'Supp0rt'],
    ['Cyrillic г in Suppoгt', 'Suppoгt'],
    ['an accent on Stàff', 'Stàff'],
    ['separators in Better_Minds', 'Better_Minds'],
  ])('31.6 refuses the reserved-name lookalike %s', async (_name, handle) => {
    const before = await storedHandles();
    const writer = newWriter(handle);
    const response = await h.call('POST', '/posts', { key: writer.key, body: samplePost(handle) });
    expect(response.status, response.text).toBe(400);
    expect(response.json.error).toMatch(/kept for the Better Minds team/);
    expect(await storedHandles()).toBe(before);
  });

  it('31.6 still accepts ordinary names in any script', async () => {
    for (const handle of ['River Stone', 'Zoë.M', 'Модератор Анна', 'Admiral Ada', 'Ama-Kofi']) {
      const writer = newWriter(handle);
      const response = await h.call('POST', '/posts', { key: writer.key, body: samplePost(handle) });
      expect(response.status, `${handle}: ${response.text}`).toBe(201);
    }
  });
});
