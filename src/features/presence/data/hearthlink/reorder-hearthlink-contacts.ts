import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

/**
 * Moves one contact up or down by one place. The whole list is renumbered 0..n-1 in one bulk write, so the order
 * stays dense however it was left (an import, a removal). Returns false if the contact is gone, already at that
 * end, or the browser refused.
 */
export async function moveHearthlinkContact(id: string, direction: 'up' | 'down', now = new Date()): Promise<boolean> {
  try {
    return await db.transaction('rw', db.hearthlinkContacts, async () => {
      const contacts = await db.hearthlinkContacts.orderBy('order').toArray();
      const from = contacts.findIndex((contact) => contact.id === id);
      const to = direction === 'up' ? from - 1 : from + 1;
      const moving = contacts[from];
      if (from < 0 || to < 0 || to >= contacts.length || !moving) return false;
      contacts.splice(from, 1);
      contacts.splice(to, 0, moving);
      const at = now.toISOString();
      await db.hearthlinkContacts.bulkPut(
        contacts.map((contact, order) => (contact.id === id ? { ...contact, order, updatedAt: at } : { ...contact, order })),
      );
      return true;
    });
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
