// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { addHearthlinkContact } from '../../data/hearthlink/add-hearthlink-contact';
import { listHearthlinkContacts } from '../../data/hearthlink/list-hearthlink-contacts';
import { removeHearthlinkContact } from '../../data/hearthlink/remove-hearthlink-contact';
import { moveHearthlinkContact } from '../../data/hearthlink/reorder-hearthlink-contacts';
import { updateHearthlinkContact } from '../../data/hearthlink/update-hearthlink-contact';

async function reset() {
  await db.open();
  await db.transaction('rw', db.tables, async () => Promise.all(db.tables.map((table) => table.clear())));
}

async function add(name: string, phone = '07700 900123') {
  const result = await addHearthlinkContact({ name, howTheyHelp: '', phone });
  if (!result.ok) throw new Error(`could not add ${name}`);
  return result.contact;
}

const names = async () => (await listHearthlinkContacts()).map((contact) => contact.name);

describe('Hearthlink contacts on the device', () => {
  beforeEach(reset);

  it('adds contacts at the end of the list, trimmed, and queues nothing to send', async () => {
    const result = await addHearthlinkContact({ name: '  Ana ', howTheyHelp: ' Walks with me ', phone: ' +1 (555) 010-0199 ' }, new Date('2026-01-01T10:00:00Z'));
    expect(result).toMatchObject({ ok: true, contact: { name: 'Ana', howTheyHelp: 'Walks with me', phone: '+1 (555) 010-0199', order: 0 } });
    await add('Bo');
    expect(await names()).toEqual(['Ana', 'Bo']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a draft with a clear message for each field, and stores nothing', async () => {
    const result = await addHearthlinkContact({ name: ' ', howTheyHelp: 'x'.repeat(501), phone: 'call me' });
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'invalid') throw new Error('expected invalid');
    expect(result.errors.name).toMatch(/Add a name/);
    expect(result.errors.howTheyHelp).toMatch(/at most 500/);
    expect(result.errors.phone).toMatch(/Use only digits/);
    for (const phone of ['', '12', '+1 2', `${'9'.repeat(16)}`, '1'.repeat(41), '555-0100; DROP TABLE', '++15550100', '5550100+']) {
      const attempt = await addHearthlinkContact({ name: 'Ana', howTheyHelp: '', phone });
      expect(attempt.ok, phone).toBe(false);
    }
    expect(await db.hearthlinkContacts.count()).toBe(0);
  });

  it('keeps markup in a name as text', async () => {
    const contact = await add('<script>alert(1)</script>');
    expect((await db.hearthlinkContacts.get(contact.id))?.name).toBe('<script>alert(1)</script>');
  });

  it('updates a contact in place, keeps its order, and says when it is gone', async () => {
    const ana = await add('Ana');
    await add('Bo');
    const updated = await updateHearthlinkContact(ana.id, { name: 'Ana M', howTheyHelp: 'Calls back', phone: '555 0100' }, new Date('2026-02-01T00:00:00Z'));
    expect(updated).toMatchObject({ ok: true, contact: { name: 'Ana M', order: 0, updatedAt: '2026-02-01T00:00:00.000Z', createdAt: ana.createdAt } });
    expect(await names()).toEqual(['Ana M', 'Bo']);
    expect(await updateHearthlinkContact('nobody', { name: 'X', howTheyHelp: '', phone: '555 0100' })).toEqual({ ok: false, reason: 'missing' });
    const invalid = await updateHearthlinkContact(ana.id, { name: 'Ana', howTheyHelp: '', phone: 'x' });
    expect(invalid).toMatchObject({ ok: false, reason: 'invalid' });
    expect((await db.hearthlinkContacts.get(ana.id))?.phone).toBe('555 0100');
  });

  it('moves a contact up and down, renumbering the whole list densely, and not past either end', async () => {
    const ana = await add('Ana');
    const bo = await add('Bo');
    const cy = await add('Cy');
    await removeHearthlinkContact(bo.id);
    expect(await moveHearthlinkContact(cy.id, 'up')).toBe(true);
    expect(await names()).toEqual(['Cy', 'Ana']);
    expect((await listHearthlinkContacts()).map((contact) => contact.order)).toEqual([0, 1]);
    expect(await moveHearthlinkContact(cy.id, 'up')).toBe(false);
    expect(await moveHearthlinkContact(ana.id, 'down')).toBe(false);
    expect(await moveHearthlinkContact('nobody', 'down')).toBe(false);
    expect(await moveHearthlinkContact(cy.id, 'down')).toBe(true);
    expect(await names()).toEqual(['Ana', 'Cy']);
  });

  it('removes a contact', async () => {
    const ana = await add('Ana');
    expect(await removeHearthlinkContact(ana.id)).toBe(true);
    expect(await db.hearthlinkContacts.count()).toBe(0);
  });
});
