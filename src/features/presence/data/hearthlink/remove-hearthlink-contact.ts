import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

/** Removes a contact from this device. Returns false if the browser refused (the storage banner says why). */
export async function removeHearthlinkContact(id: string): Promise<boolean> {
  try {
    await db.hearthlinkContacts.delete(id);
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}
