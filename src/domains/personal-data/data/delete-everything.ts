import { db } from '@/db/database';
import { removeMirror, storageKeys } from '@/db/local-mirror';
import { reportStorageError } from '@/db/storage-health';
import { unsubscribeBrowserPush } from '@/lib/push-subscription';

/**
 * Deletes everything Better Minds keeps on this device: every table of the local database (entries, plans,
 * progress, flow answers, settings, usage events, anything waiting to sync) and the settings mirrored in
 * localStorage. Copies already sent to a configured database are not touched here: ./delete-everywhere.ts erases
 * them first. The browser's push subscription is ended too (whatever else happens), so no push service keeps an
 * address for this device: the reminders server's rows are erased with the other server copies. Returns false if
 * the browser refused to clear the database.
 */
export async function deleteEverything({ unsubscribePush = () => unsubscribeBrowserPush() }: { unsubscribePush?: () => Promise<boolean> } = {}): Promise<boolean> {
  // A refusal here is logged, not fatal: with the server's rows erased nothing sends to that address any more.
  await unsubscribePush().catch((error: unknown) => console.warn('Could not end the push subscription', error));
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
