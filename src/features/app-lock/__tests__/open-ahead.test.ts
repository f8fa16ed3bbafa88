// @vitest-environment node
/**
 * After unlocking, the entries are opened ahead in idle moments (src/features/app-lock/lib/open-ahead.ts): reading them
 * all afterwards ("Everything" in Your reflections) makes no WebCrypto call, and reads the same rows as before.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { isAppUnlocked, lockAppNow, turnOffAppLock } from '@/db/app-lock/lock-switch';
import type { InsightEntryRow } from '@/db/types';
import { turnOnWithPassphrase, unlockWithPassphrase } from '../lib/lock-actions';
import { openEntriesAhead } from '../lib/open-ahead';

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  if (isAppUnlocked(db)) await turnOffAppLock(db);
  await db.insightEntries.clear();
  db.close();
});

const entry = (n: number): InsightEntryRow => {
  const at = new Date(Date.UTC(2021, 0, 1) + n * 86_400_000).toISOString();
  return { id: `entry-${String(n).padStart(4, '0')}`, toolId: 'mood-check-in', values: { pleasantness: n % 7, energy: n % 5, emotions: ['calm'] }, createdAt: at, updatedAt: at };
};

describe('opening the entries ahead after unlocking', () => {
  it('leaves nothing to decrypt when every entry is read, and what is read is what was written', async () => {
    await turnOnWithPassphrase('a passphrase for tests');
    const written = Array.from({ length: 600 }, (_, n) => entry(n));
    await db.insightEntries.bulkPut(written);
    lockAppNow(db);
    expect((await unlockWithPassphrase('a passphrase for tests')).ok).toBe(true);
    // unlockWithPassphrase started it; waiting on the same run (pages of 250: three of them).
    await openEntriesAhead();
    const decrypt = vi.spyOn(crypto.subtle, 'decrypt');
    const read = await db.insightEntries.where('[toolId+createdAt]').between(['mood-check-in', ''], ['mood-check-in', '\uffff']).toArray();
    expect(decrypt).not.toHaveBeenCalled();
    expect(read).toEqual(written);
  }, 60_000);
});
