import { db } from '@/db/database';
import { removeMirror, storageKeys } from '@/db/local-mirror';
import { reportStorageError } from '@/db/storage-health';

/**
 * Deletes everything Better Minds keeps on this device: every table of the local database (entries, plans,
 * progress, flow answers, settings, usage events, anything waiting to sync) and the settings mirrored in
 * localStorage. Copies already sent to a configured database are not touched here: ./delete-everywhere.ts erases
 * them first. Returns false if the browser refused.
 */
export async function deleteEverything(): Promise<boolean> {
  try {
    await db.transaction('rw', db.tables, async () => {
      await Promise.all(db.tables.map((table) => table.clear()));
    });
  } catch (error) {
    reportStorageError(error);
    return false;
  }
  for (const key of Object.values(storageKeys)) removeMirror(key);
  return true;
}
