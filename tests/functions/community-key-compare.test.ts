/**
 * 31.14 (community key): a post id's and a handle's key hashes are compared in constant time (timingSafeEqual), as
 * the feedback, directory and share-code keys are, never with `!==`, whose time depends on how much matched.
 */
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from './support/backends.ts';
import { communityHarness, newWriter, samplePost, type CommunityHarness } from './support/community-harness.ts';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

describe('31.14 the community key is compared in constant time', () => {
  let database: TestDatabase;
  let h: CommunityHarness;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    h = communityHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  /** The 32-byte hashes timingSafeEqual was handed since the last reset. */
  function comparedHashes(): number {
    return vi.mocked(crypto.timingSafeEqual).mock.calls.filter(([a, b]) => (a as Buffer).length === 32 && (b as Buffer).length === 32).length;
  }

  it('when another device repeats a post id', async () => {
    const writer = newWriter();
    const post = samplePost(writer.handle);
    expect((await h.call('POST', '/posts', { key: writer.key, body: post })).status).toBe(201);
    vi.mocked(crypto.timingSafeEqual).mockClear();
    const other = newWriter(writer.handle);
    expect((await h.call('POST', '/posts', { key: other.key, body: post })).status).toBe(403);
    expect(comparedHashes()).toBeGreaterThan(0);
  });

  it("when another device takes a writer's handle", async () => {
    const writer = newWriter();
    expect((await h.call('POST', '/posts', { key: writer.key, body: samplePost(writer.handle) })).status).toBe(201);
    vi.mocked(crypto.timingSafeEqual).mockClear();
    const other = newWriter(writer.handle);
    expect((await h.call('POST', '/posts', { key: other.key, body: samplePost(writer.handle) })).status).toBe(409);
    expect(comparedHashes()).toBeGreaterThan(0);
  });
});
