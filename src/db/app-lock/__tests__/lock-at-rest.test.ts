/**
 * The app lock at rest (docs/app-lock.md, sections 3, 4 and 6), over fake-indexeddb: turned on, no object store read
 * with IndexedDB itself holds a typed word, a name, a phone number or a score; locked, reads and writes of encrypted
 * tables refuse; unlocked, everything reads back; turned off, the rows are as they were.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isAppLockedError } from '../errors.ts';
import { lockAppNow, turnOffAppLock, turnOnAppLock, unlockApp } from '../lock-switch.ts';
import { LOCKED_FIELD } from '../row-seal.ts';
import type { BetterMindsDatabase } from '../../database.ts';
import { clearValues, freshDatabase, personalRows, readEveryStoreRaw, SECRET_SCORE, SECRET_WORDS, wrapKeyFrom, writeRows } from './support.ts';

let db: BetterMindsDatabase | null = null;
afterEach(async () => {
  db?.close();
  db = null;
});

function expectNothingPersonal(stores: Record<string, unknown[]>): void {
  const values = clearValues(stores);
  for (const word of SECRET_WORDS) expect(values.filter((value) => typeof value === 'string' && value.includes(word))).toEqual([]);
  expect(values).not.toContain(SECRET_SCORE);
}

async function expectLocked(read: Promise<unknown>): Promise<void> {
  const error = await read.then(() => null, (caught: unknown) => caught);
  expect(isAppLockedError(error)).toBe(true);
}

describe('the app lock at rest', () => {
  it('stores rows as given while off, and seals every personal field once on', async () => {
    db = freshDatabase();
    await db.open();
    const rows = personalRows();
    await writeRows(db, rows);
    const before = await readEveryStoreRaw(db.name);
    expect(before.hearthlinkContacts).toEqual(rows.hearthlinkContacts);
    expect(clearValues(before)).toContain('Marigold Okafor');

    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1) });
    // Written after the lock was on, too.
    await db.table('clientNotes').put({ id: 'note-2', clientId: 'client-1', text: 'Quillfeather again', createdAt: '2026-11-04T08:00:00.000Z' });
    lockAppNow(db);

    const after = await readEveryStoreRaw(db.name);
    expectNothingPersonal(after);
    // What lists and sorts stays clear: ids, kinds, dates, the order; the lock screen's theme.
    expect(after.insightEntries?.map((row) => (row as { toolId: string }).toolId)).toEqual(['phq9', 'journal']);
    expect(after.insightEntries?.[0]).toMatchObject({ id: 'entry-1', createdAt: '2026-11-01T08:00:00.000Z' });
    expect(after.settings).toContainEqual({ key: 'theme', value: 'dark' });
    expect(after.flows).toEqual(rows.flows);
    expect(after.outbox?.[0]).toMatchObject({ seq: 1, kind: 'insight_entry', recordId: 'entry-1' });
    expect(after.hearthlinkContacts?.[0]).toHaveProperty(LOCKED_FIELD);
  });

  it('refuses reads and writes of encrypted tables while locked, and reads everything back once unlocked', async () => {
    db = freshDatabase();
    await db.open();
    const rows = personalRows();
    await writeRows(db, rows);
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1) });
    lockAppNow(db);

    await expectLocked(db.table('insightEntries').get('entry-1'));
    await expectLocked(db.table('insightEntries').toArray());
    await expectLocked(db.table('insightEntries').where('toolId').equals('phq9').toArray());
    await expectLocked(db.table('insightEntries').filter(() => true).toArray());
    await expectLocked(db.table('hearthlinkContacts').put({ id: 'contact-2', order: 2, name: 'Someone' }));
    expect(await db.table('flows').toArray()).toEqual(rows.flows);
    expect(await db.table('settings').get('theme')).toEqual({ key: 'theme', value: 'dark' });
    expect(await db.table('insightEntries').where('toolId').equals('phq9').count()).toBe(1);

    expect(await unlockApp(db, 'passphrase', () => wrapKeyFrom(1))).toEqual({ ok: true });
    for (const [table, values] of Object.entries(rows)) {
      const stored: Record<string, unknown>[] = await db.table(table).toArray();
      const withoutLockRow = stored.filter((row) => row.key !== 'appLock').map((row) => ({ ...row, seq: undefined }));
      expect(withoutLockRow).toEqual(expect.arrayContaining(values.map((row) => ({ ...row, seq: undefined }))));
      expect(withoutLockRow).toHaveLength(values.length);
    }
    expect(await db.table('insightEntries').get('entry-1')).toEqual(rows.insightEntries[0]);
    expect(await db.table('insightEntries').bulkGet(['entry-2', 'missing'])).toEqual([rows.insightEntries[1], undefined]);
  });

  it('opens rows for cursors, filters, modify and read-then-write transactions, and keeps them sealed at rest', async () => {
    db = freshDatabase();
    await db.open();
    await writeRows(db, personalRows());
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1) });
    const table = db.table('insightEntries');

    const seen: string[] = [];
    await table.orderBy('createdAt').each((row: { id: string; text?: string }) => seen.push(`${row.id}:${row.text ?? ''}`));
    expect(seen).toEqual(['entry-1:Quillfeather', 'entry-2:']);
    expect((await table.filter((row: { score?: number }) => row.score === SECRET_SCORE).toArray()).map((row: { id: string }) => row.id)).toEqual(['entry-1']);

    await table.where('toolId').equals('journal').modify({ text: 'a second tangerine lighthouse' });
    await table.update('entry-1', { score: 24 });
    await db.transaction('rw', 'insightEntries', 'hearthlinkContacts', async () => {
      const contact = await db!.table('hearthlinkContacts').get('contact-1');
      const entry = await table.get('entry-1');
      await table.put({ ...entry, text: `${entry.text} and ${contact.name}` });
      await db!.table('hearthlinkContacts').put({ ...contact, phone: '+44 7700 900999' });
    });
    expect(await table.get('entry-1')).toMatchObject({ score: 24, text: 'Quillfeather and Marigold Okafor' });
    expect(await table.get('entry-2')).toMatchObject({ text: 'a second tangerine lighthouse', toolId: 'journal' });
    expect(await db.table('hearthlinkContacts').get('contact-1')).toMatchObject({ phone: '+44 7700 900999', name: 'Marigold Okafor' });

    const raw = await readEveryStoreRaw(db.name);
    const values = clearValues(raw);
    for (const word of ['Quillfeather', 'tangerine', 'Marigold', '+44 7700 900999']) expect(values.filter((value) => String(value).includes(word))).toEqual([]);
    expect(values).not.toContain(24);
  });

  it('turned off, writes every row back open and forgets the lock', async () => {
    db = freshDatabase();
    await db.open();
    const rows = personalRows();
    await writeRows(db, rows);
    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(1) });
    await turnOffAppLock(db);

    const raw = await readEveryStoreRaw(db.name);
    expect(raw.hearthlinkContacts).toEqual(rows.hearthlinkContacts);
    expect(raw.insightEntries).toEqual(rows.insightEntries);
    expect(raw.settings).toEqual(expect.arrayContaining(rows.settings));
    expect(raw.settings?.some((row) => (row as { key: string }).key === 'appLock')).toBe(false);
    expect(clearValues(raw).filter((value) => value === LOCKED_FIELD)).toEqual([]);
  });
});
