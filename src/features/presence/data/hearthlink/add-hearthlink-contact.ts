import { db } from '@/db/database';
import { HEARTHLINK_LIMITS, type HearthlinkContactRow } from '@/db/hearthlink-types';
import { reportStorageError } from '@/db/storage-health';
import { cleanDraft, hasErrors, validateContact, type ContactDraft } from '../../lib/hearthlink/validate-contact';
import type { ContactSaveResult } from './contact-result';

/**
 * Adds a trusted contact at the end of the person's list. Hearthlink stays on this device (no outbox): the names
 * and numbers of the people someone leans on are theirs alone. A draft with a problem stores nothing.
 */
export async function addHearthlinkContact(draft: ContactDraft, now = new Date()): Promise<ContactSaveResult> {
  const errors = validateContact(draft);
  if (hasErrors(errors)) return { ok: false, reason: 'invalid', errors };
  const at = now.toISOString();
  try {
    return await db.transaction('rw', db.hearthlinkContacts, async () => {
      if ((await db.hearthlinkContacts.count()) >= HEARTHLINK_LIMITS.contacts) return { ok: false, reason: 'full' } as const;
      const last = await db.hearthlinkContacts.orderBy('order').last();
      const contact: HearthlinkContactRow = {
        id: crypto.randomUUID(),
        ...cleanDraft(draft),
        order: (last?.order ?? -1) + 1,
        createdAt: at,
        updatedAt: at,
      };
      await db.hearthlinkContacts.add(contact);
      return { ok: true, contact } as const;
    });
  } catch (error) {
    reportStorageError(error);
    return { ok: false, reason: 'storage' };
  }
}
