/**
 * Sealed short codes (issue 28; contract/sealed-share-code.ts) through the app's client against the real handler, on
 * both databases: what the service stores is ciphertext its row alone cannot open; the 24-symbol code opens it; the
 * locator alone, a wrong key or a typo do not; plain codes made before keep opening until they expire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShareCodeClient, ShareCodeClientError } from '../../contract/share-code-client.ts';
import { formatShareCode } from '../../contract/share-code.ts';
import {
  CROCKFORD_ALPHABET_FOR_TESTS,
  formatSealedShareCode,
  normalizeSealedShareCode,
  openSealedShareToken,
  SEALED_CODE_LENGTH,
} from './support/sealed-code-helpers.ts';
import { decodeSharePayload } from '../../contract/share-token.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { SHARE_BASE, sampleToken, shareHarness, type ShareHarness } from './support/share-codes-harness.ts';

describe.each(DATABASE_KINDS)('sealed short codes (%s database)', (kind) => {
  let database: TestDatabase;
  let h: ShareHarness;
  let client: ReturnType<typeof createShareCodeClient>;
  const requested: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = shareHarness(database.db);
    const fetchThroughHandler: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      requested.push(`${request.method} ${new URL(request.url).pathname} ${typeof init?.body === 'string' ? init.body : ''}`);
      return h.handler(request, { ip: '203.0.113.51' });
    };
    client = createShareCodeClient(SHARE_BASE, fetchThroughHandler, { timeoutMs: 5000 });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('stores ciphertext the server\'s row alone cannot open; the whole code opens it', async () => {
    const token = sampleToken(600);
    const created = await client.create({ payload: token });
    expect(created.code).toHaveLength(SEALED_CODE_LENGTH);
    const shown = formatShareCode(created.code);
    expect(shown).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/);
    expect(shown).toBe(formatSealedShareCode(created.code));
    const parts = normalizeSealedShareCode(shown.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l'));
    expect(parts?.code).toBe(created.code);

    // The key symbols never reached the service: not in any request, not in the row.
    const key = parts?.key ?? '';
    expect(requested.join('\n')).not.toContain(key);
    const rows = await database.db.query<{ code: string; payload: string }>('select code, payload from feedback.share_codes where code = $1', [parts?.locator]);
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? { code: '', payload: '' };
    expect(row.payload.startsWith('S1.')).toBe(true);
    expect(row.payload).not.toContain(token.slice(2, 40));
    expect(decodeSharePayload(row.payload).ok).toBe(false);
    // What the row holds (its code, its payload) gives no key: the code itself, other keys, all fail to open it.
    for (const guess of [row.code.padEnd(14, '0').slice(0, 14), '0'.repeat(14), 'Z'.repeat(14), key.slice(1) + key.charAt(0)]) {
      expect(await openSealedShareToken(row.payload, guess)).toBeNull();
    }
    expect(await openSealedShareToken(row.payload, key)).toBe(token);

    expect(await client.open(shown.toLowerCase())).toEqual({ status: 'found', payload: token, expiresAt: created.expiresAt });
    // The locator alone (the service's 9-symbol code) finds the row but cannot open it.
    expect(await client.open(parts?.locator ?? '')).toEqual({ status: 'unknown' });
    await client.revoke(created.code, created.revokeToken);
    expect(await client.open(created.code)).toEqual({ status: 'revoked' });
  });

  it('catches every single wrong symbol and every swap of neighbours before asking', async () => {
    const created = await client.create({ payload: sampleToken(120) });
    const before = requested.length;
    let tried = 0;
    for (let position = 0; position < SEALED_CODE_LENGTH; position++) {
      for (const symbol of CROCKFORD_ALPHABET_FOR_TESTS) {
        if (symbol === created.code[position]) continue;
        const changed = created.code.slice(0, position) + symbol + created.code.slice(position + 1);
        expect(normalizeSealedShareCode(changed), changed).toBeNull();
        tried++;
      }
    }
    for (let position = 0; position < SEALED_CODE_LENGTH - 1; position++) {
      if (created.code[position] === created.code[position + 1]) continue;
      const swapped = created.code.slice(0, position) + created.code[position + 1] + created.code[position] + created.code.slice(position + 2);
      expect(normalizeSealedShareCode(swapped)).toBeNull();
      await expect(client.open(swapped)).rejects.toBeInstanceOf(ShareCodeClientError);
    }
    expect(tried).toBe(SEALED_CODE_LENGTH * 31);
    expect(requested.length).toBe(before);
  });

  it('keeps opening a plain code made before codes were sealed, until it expires', async () => {
    const token = sampleToken(200);
    const plain = await h.call('POST', '/', { body: { payload: token, expiresInDays: 2 } });
    const code = String(plain.json.data?.code);
    expect(code).toHaveLength(9);
    expect(await client.open(formatShareCode(code))).toMatchObject({ status: 'found', payload: token });
    h.clock.advance(2 * 24 * 60 * 60 * 1000);
    expect(await client.open(code)).toEqual({ status: 'expired' });
  });

  it('seals the largest token the service takes', async () => {
    const token = sampleToken(16_000);
    const created = await client.create({ payload: token });
    expect(await client.open(created.code)).toMatchObject({ status: 'found', payload: token });
  });
});
