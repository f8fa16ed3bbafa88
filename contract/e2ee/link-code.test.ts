import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../share-bytes.ts';
import { formatLinkCode, linkQrText, newGrantSecret, newLinkCode, openLinkGrant, readLinkCode, sealLinkGrant } from './link-code.ts';
import { toHex } from './primitives.ts';

const keys = [1, 2].map((generation) => ({ generation, key: new Uint8Array(32).fill(generation) }));
const accountId = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('a link code and its grant envelope', () => {
  it('reads back typed (groups, lower case) and scanned, and the grant opens to the account, secret and keyring', async () => {
    const code = newLinkCode();
    expect(code.code).toHaveLength(24);
    expect(code.locator).toHaveLength(9);
    expect(readLinkCode(formatLinkCode(code.code).toLowerCase())).toEqual(code);
    expect(readLinkCode(linkQrText(code.code))).toEqual(code);
    const grantSecret = newGrantSecret();
    const sealed = await sealLinkGrant(code, { accountId, grantSecret, keys });
    const opened = await openLinkGrant(code, sealed);
    expect(opened.ok && opened.grant.accountId).toBe(accountId);
    expect(opened.ok && toHex(opened.grant.grantSecret)).toBe(toHex(grantSecret));
    expect(opened.ok && opened.grant.keys.map((entry) => [entry.generation, toHex(entry.key)])).toEqual(keys.map((entry) => [entry.generation, toHex(entry.key)]));
  });

  it('refuses a typo, another code, another locator and a flipped byte', async () => {
    const code = newLinkCode();
    const typo = code.code.slice(0, 10) + (code.code[10] === 'A' ? 'B' : 'A') + code.code.slice(11);
    expect(readLinkCode(typo)).toBeNull();
    const sealed = await sealLinkGrant(code, { accountId, grantSecret: newGrantSecret(), keys });
    const other = newLinkCode();
    expect(await openLinkGrant(other, sealed)).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await openLinkGrant({ ...code, locator: other.locator }, sealed)).toEqual({ ok: false, problem: 'cannot-open' });
    const bytes = fromBase64Url(sealed) ?? new Uint8Array();
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(await openLinkGrant(code, toBase64Url(bytes))).toEqual({ ok: false, problem: 'cannot-open' });
    expect(await openLinkGrant(code, '*')).toEqual({ ok: false, problem: 'damaged' });
  });
});
