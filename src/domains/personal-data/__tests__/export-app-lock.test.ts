/**
 * The export leaves out the app lock's own row (docs/app-lock.md, section 6), as it leaves out the feedback identity:
 * its envelopes open nothing on another device, and imported there it would turn on a lock no passphrase opens.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import type { SettingRow } from '@/db/types';
import { collectPersonalData } from '../data/export-personal-data';

beforeEach(async () => {
  await db.open();
  await db.settings.clear();
});

describe('the app lock and the personal-data export', () => {
  it('leaves out the appLock row and keeps the other settings', async () => {
    const appLock = {
      key: 'appLock',
      value: { v: 1, lockId: 'AAECAwQFBgcICQoLDA0ODw', envelopes: [{ recipient: 'passphrase', sealed: 'AXBxcnN0' }], passphrase: null, wrongGuesses: { count: 0, lastAt: null } },
    } as SettingRow;
    await db.settings.bulkPut([appLock, { key: 'theme', value: 'dark' } as SettingRow]);
    const exported = await collectPersonalData();
    const keys = exported.settings.map((row) => row.key);
    expect(keys).toContain('theme');
    expect(keys).not.toContain('appLock');
    expect(JSON.stringify(exported)).not.toContain('AXBxcnN0');
  });
});
