/**
 * Hostile input to the short-code service on both databases: whatever arrives, the answer is an honest 4xx with the
 * JSON envelope, nothing is stored that should not be, and the table is intact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_BODY_LIMIT } from '../../functions/_lib/share-codes/handlers.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

describe.each(DATABASE_KINDS)('share codes: hostile input (%s database)', (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function storedCount(): Promise<number> {
    const [row] = await database.db.query<{ count: number }>('select count(*)::int as count from feedback.share_codes');
    return row?.count ?? -1;
  }

  async function expectRefused(
    call: Promise<Awaited<ReturnType<ShareHarness['call']>>>,
    status: number,
    error?: RegExp,
  ): Promise<void> {
    const before = await storedCount();
    const response = await call;
    expect(response.status, response.text.slice(0, 200)).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json.success).toBe(false);
    if (error) expect(response.json.error).toMatch(error);
    expect(await storedCount()).toBe(before);
  }

  it('refuses malformed JSON, an empty body, non-objects and the wrong content type', async () => {
    await expectRefused(h.call('POST', '/', { body: '{"payload": "abc"' }), 400, /Malformed JSON/);
    await expectRefused(h.call('POST', '/', { body: '' }), 400, /empty/);
    await expectRefused(h.call('POST', '/', { body: 'null' }), 400);
    await expectRefused(h.call('POST', '/', { body: '[]' }), 400);
    await expectRefused(h.call('POST', '/', { body: '"abc"' }), 400);
    await expectRefused(h.call('POST', '/', { body: Uint8Array.of(0x7b, 0xff, 0xfe, 0x7d) }), 400, /UTF-8/);
    await expectRefused(
      h.call('POST', '/', { body: JSON.stringify({ payload: 'abc' }), headers: { 'content-type': 'text/plain' } }),
      415,
    );
    await expectRefused(
      h.call('POST', '/', { body: JSON.stringify({ payload: 'abc' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
    );
  });

  it('refuses wrong types, unknown keys and days outside 1..365', async () => {
    for (const body of [
      {},
      { payload: 12345 },
      { payload: null },
      { payload: ['abc'] },
      { payload: { toString: 'abc' } },
      { payload: 'abc', expiresInDays: 0 },
      { payload: 'abc', expiresInDays: 366 },
      { payload: 'abc', expiresInDays: 1.5 },
      { payload: 'abc', expiresInDays: '30' },
      { payload: 'abc', expiresInDays: -1 },
      { payload: 'abc', expiresInDays: 1e308 },
      { payload: 'abc', expiresInDays: null },
      { payload: 'abc', code: 'ZZZZZZZZF' },
      { payload: 'abc', revokeToken: 'A'.repeat(43) },
      { payload: 'abc', __proto__: { admin: true }, constructor: 'x' },
    ]) {
      await expectRefused(h.call('POST', '/', { body }), 400);
    }
    // A prototype key sent as raw JSON is just an unknown key.
    await expectRefused(h.call('POST', '/', { body: '{"payload":"abc","__proto__":{"x":1}}' }), 400);
  });

  it('refuses payloads that are not share tokens: too long, markup, spaces, NUL, unicode, SQL', async () => {
    await expectRefused(h.call('POST', '/', { body: { payload: '' } }), 400, /empty/);
    await expectRefused(h.call('POST', '/', { body: { payload: 'a'.repeat(16_001) } }), 400, /at most 16000/);
    for (const payload of [
      '<script>alert(1)</script>',
      'abc def',
      'abc\u0000def',
      '\u0000',
      'abc%00',
      'abc#frag',
      'https://evil.example/x?y=1',
      "abc'; drop table feedback.share_codes; --",
      'ünïcödé',
      '😀',
      'abc\u202edef',
      'abc\ndef',
      '../../etc/passwd',
    ]) {
      await expectRefused(h.call('POST', '/', { body: { payload } }), 400, /share token/);
    }
  });

  it('refuses a URL-safe payload that only looks like SQL (not a share token), stores a real one, and the table stays whole', async () => {
    await expectRefused(h.call('POST', '/', { body: { payload: '1--drop_table_feedback.share_codes~or~1-1' } }), 400, /prescription or a return/);
    const payload = sampleToken(300);
    const created = await h.call('POST', '/', { body: { payload } });
    expect(created.status).toBe(201);
    const opened = await h.call('GET', `/${String(created.json.data?.code)}`);
    expect(opened.json.data?.payload).toBe(payload);
    // The largest payload allowed is accepted.
    expect((await h.call('POST', '/', { body: { payload: sampleToken(16_000) } })).status).toBe(201);
    expect(await storedCount()).toBeGreaterThanOrEqual(2);
  });

  it('refuses oversized bodies with 413 before parsing, declared or streamed', async () => {
    const huge = JSON.stringify({ payload: 'a'.repeat(CREATE_BODY_LIMIT) });
    await expectRefused(h.call('POST', '/', { body: huge }), 413);
    const chunks = [new TextEncoder().encode('{"payload":"'), new Uint8Array(CREATE_BODY_LIMIT).fill(0x61), new TextEncoder().encode('"}')];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    await expectRefused(h.call('POST', '/', { body: stream }), 413);
    await expectRefused(h.call('POST', '/ZZZZZZZZF/revoke', { body: JSON.stringify({ revokeToken: 'a'.repeat(5000) }) }), 413);
    await expectRefused(h.call('POST', '/', { body: '{}', headers: { 'content-length': 'lots' } }), 400, /Content-Length/);
  });

  it('refuses malformed codes in the path: traversal, NUL, SQL, unicode, huge, bad escapes', async () => {
    for (const path of [
      '/..%2F..%2Ffeedback%2Fadmin',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/ABCD%00EFGH',
      "/ABCD'%20OR%20'1'='1",
      '/ABCDEFGH1;drop%20table%20x',
      '/%E2%80%AEABCDEFGH',
      '/%EF%BC%A1BCDEFGH1',
      `/${'A'.repeat(100_000)}`,
      '/ABCD-EFGH-',
      '/*',
      '/%',
      '/%zz',
      '/%C0%AF',
    ]) {
      const response = await h.call('GET', path);
      expect(response.status, path.slice(0, 40)).toBe(400);
      expect(response.json.success).toBe(false);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    await expectRefused(h.call('POST', '/..%2Fx/revoke', { body: { revokeToken: 'A'.repeat(43) } }), 400);
    // Deeper paths are not routes at all.
    await expectRefused(h.call('GET', '/ZZZZZZZZF/revoke/again'), 404);
    await expectRefused(h.call('GET', '/a/b'), 404);
  });

  it('answers wrong methods with 405 and Allow', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/', 'POST'],
      ['PUT', '/', 'POST'],
      ['DELETE', '/ZZZZZZZZF', 'GET'],
      ['POST', '/ZZZZZZZZF', 'GET'],
      ['PATCH', '/ZZZZZZZZF', 'GET'],
      ['GET', '/ZZZZZZZZF/revoke', 'POST'],
      ['DELETE', '/ZZZZZZZZF/revoke', 'POST'],
      ['OPTIONS', '/', 'POST'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await h.call(method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
    }
  });
});
