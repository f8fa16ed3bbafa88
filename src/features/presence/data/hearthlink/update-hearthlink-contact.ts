import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { cleanDraft, hasErrors, validateContact, type ContactDraft } from '../../lib/hearthlink/validate-contact';
import type { ContactSaveResult } from './contact-result';

/** Changes a contact's name, how they help and phone; its place in the list stays. A draft with a problem stores nothing. */
export async function updateHearthlinkContact(id: string, draft: ContactDraft, now = new Date()): Promise<ContactSaveResult> {
  const errors = validateContact(draft);
  if (hasErrors(errors)) return { ok: false, reason: 'invalid', errors };
  try {
    return await db.transaction('rw', db.hearthlinkContacts, async () => {
      const existing = await db.hearthlinkContacts.get(id);
      if (!existing) return { ok: false, reason: 'missing' } as const;
      const contact = { ...existing, ...cleanDraft(draft), updatedAt: now.toISOString() };
      await db.hearthlinkContacts.put(contact);
      return { ok: true, contact } as const;
    });
  } catch (error) {
    reportStorageError(error);
    return { ok: false, reason: 'storage' };
  }
}
