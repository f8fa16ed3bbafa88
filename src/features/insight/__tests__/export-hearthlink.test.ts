// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import { deleteEverything } from '../../../domains/personal-data/data/delete-everything';
import { EXPORT_VERSION } from '../../../domains/personal-data/export-format';
import { exportPersonalData } from '../../../domains/personal-data/data/export-personal-data';
import { ImportError, importPersonalData } from '../../../domains/personal-data/data/import-personal-data';
import { resetDatabase } from './reset-db';

const contact = (overrides: Partial<HearthlinkContactRow> = {}): HearthlinkContactRow => ({
  id: 'contact-1',
  name: 'Sam',
  howTheyHelp: 'Listens without fixing',
  phone: '+44 7700 900123',
  order: 0,
  createdAt: '2025-05-01T09:00:00.000Z',
  updatedAt: '2025-05-01T09:00:00.000Z',
  ...overrides,
});

async function fileWith(contacts: unknown): Promise<string> {
  const plain = JSON.parse((await exportPersonalData('')).text);
  plain.data.hearthlinkContacts = contacts;
  return JSON.stringify(plain);
}

async function expectDamaged(text: string) {
  const attempt = importPersonalData(text);
  await expect(attempt).rejects.toBeInstanceOf(ImportError);
  await expect(attempt).rejects.toMatchObject({ problem: 'damaged' });
}

describe('Hearthlink contacts in the personal-data export', () => {
  beforeEach(resetDatabase);

  it('writes files (version 4 and later) that carry the contacts in the person’s order, and reads them back after delete everything', async () => {
    await db.hearthlinkContacts.bulkAdd([contact({ id: 'b', name: 'Bo', order: 1 }), contact({ id: 'a', name: 'Ana', order: 0 })]);
    const file = await exportPersonalData('');
    const parsed = JSON.parse(file.text);
    expect(EXPORT_VERSION).toBeGreaterThanOrEqual(4);
    expect(parsed.version).toBe(EXPORT_VERSION);
    expect(parsed.data.hearthlinkContacts.map((row: HearthlinkContactRow) => row.name)).toEqual(['Ana', 'Bo']);

    expect(await deleteEverything()).toBe(true);
    expect(await db.hearthlinkContacts.count()).toBe(0);
    const result = await importPersonalData(file.text);
    expect(result.counts.hearthlinkContacts).toBe(2);
    expect((await db.hearthlinkContacts.orderBy('order').toArray()).map((row) => row.name)).toEqual(['Ana', 'Bo']);
  });

  it('still imports a version 3 file, made before contacts were exported, and keeps the contacts on the device', async () => {
    await db.hearthlinkContacts.add(contact());
    const plain = JSON.parse((await exportPersonalData('')).text);
    delete plain.data.hearthlinkContacts;
    const result = await importPersonalData(JSON.stringify({ ...plain, version: 3 }));
    expect(result.counts.hearthlinkContacts).toBe(0);
    expect(await db.hearthlinkContacts.count()).toBe(1);
  });

  it('a contact with a phone no phone can dial, no name, hostile or oversized fields makes the file damaged, and nothing changes', async () => {
    const bad: unknown[] = [
      contact({ phone: 'call me' }),
      contact({ phone: '12' }),
      contact({ phone: 'javascript:alert(1)' }),
      contact({ phone: `+${'1'.repeat(16)}` }),
      contact({ name: '' }),
      contact({ name: 'x'.repeat(101) }),
      contact({ howTheyHelp: 'x'.repeat(501) }),
      contact({ order: -1 }),
      { ...contact(), phone: 7700900123 },
      'not a contact',
    ];
    for (const row of bad) {
      await expectDamaged(await fileWith([row]));
    }
    await expectDamaged(await fileWith(Array.from({ length: 201 }, (_, index) => contact({ id: `c-${index}`, order: index }))));
    await expectDamaged(await fileWith({ length: 1 }));
    expect(await db.hearthlinkContacts.count()).toBe(0);
  });

  it('a contact whose text holds markup is kept as plain text', async () => {
    const text = await fileWith([contact({ name: '<img src=x onerror=alert(1)>' })]);
    await importPersonalData(text);
    expect((await db.hearthlinkContacts.get('contact-1'))?.name).toBe('<img src=x onerror=alert(1)>');
  });
});
