/**
 * The sync account kept in this device's database (table `e2eeAccount`, one row): what the service worker, the sync
 * worker and the page all read. CryptoKeys go in by structured clone, so the private keys stay non-extractable.
 */
import type { BetterMindsDatabase } from '@/db/database';
import type { SyncAccountStore } from './account-state';

const ACCOUNT_ROW = 'account';

export function createDexieAccountStore(db: BetterMindsDatabase): SyncAccountStore {
  return {
    load: async () => (await db.e2eeAccount.get(ACCOUNT_ROW))?.state ?? null,
    save: async (state) => {
      await db.e2eeAccount.put({ key: ACCOUNT_ROW, state });
    },
    clear: async () => {
      await db.e2eeAccount.delete(ACCOUNT_ROW);
    },
  };
}
