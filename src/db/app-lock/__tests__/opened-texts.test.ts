/** Rows opened once under a key are not decrypted again while it is in memory; anything changed still is, and fails. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnlockedDataKey } from '../keys.ts';
import { openFields, openFieldsBatch, sealFieldsBatch } from '../record-codec.ts';

afterEach(() => vi.restoreAllMocks());

describe('opening the same rows again', () => {
  it('costs no decryption, and a changed byte, another row or another table is still refused', async () => {
    const key = new UnlockedDataKey(crypto.getRandomValues(new Uint8Array(32)));
    const tableKey = await key.tableKey('insightEntries');
    const places = [0, 1, 2].map((n) => ({ table: 'insightEntries', primaryKey: `entry-${n}` }));
    const records = await sealFieldsBatch(tableKey, places, places.map((_, n) => ({ values: { feeling: `Evening ${n}` } })));
    const sealed = records.map((record, n) => ({ primaryKey: `entry-${n}`, record }));
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');

    const first = await openFieldsBatch(tableKey, 'insightEntries', sealed);
    expect(decrypt).toHaveBeenCalledTimes(3);
    const again = await openFieldsBatch(tableKey, 'insightEntries', sealed);
    expect(decrypt).toHaveBeenCalledTimes(3);
    expect(again).toEqual(first);
    // A new object each time: a reader changing what it got changes nothing the next reader gets.
    expect(again[0]).not.toBe(first[0]);

    const changed = new Uint8Array(records[0] ?? []);
    changed[changed.length - 1] = (changed.at(-1) ?? 0) ^ 1;
    expect(await openFields(tableKey, 'insightEntries', 'entry-0', changed)).toBeNull();
    expect(await openFields(tableKey, 'insightEntries', 'entry-1', records[0] ?? new Uint8Array())).toBeNull();
    expect(await openFields(tableKey, 'hearthlinkContacts', 'entry-0', records[0] ?? new Uint8Array())).toBeNull();
    expect(decrypt).toHaveBeenCalledTimes(6);

    // Another key (a new unlock after a rotation, say) opens nothing it did not decrypt itself.
    const otherKey = await new UnlockedDataKey(crypto.getRandomValues(new Uint8Array(32))).tableKey('insightEntries');
    expect(await openFieldsBatch(otherKey, 'insightEntries', sealed)).toEqual([null, null, null]);
  });
});
