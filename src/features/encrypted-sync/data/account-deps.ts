/**
 * What the account flows run on in the app: the platform's fetch to the sync function on this origin, and the
 * account kept in this device's database. Tests hand the section their own (the function in-process).
 */
import { db } from '@/db/database';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import { createDexieAccountStore } from '@/sync/e2ee/account/dexie-account-store';
import { createSyncClient } from '@/sync/e2ee/transport/sync-client';
import type { ReplicaContext } from '@/sync/e2ee/replica/replica-store';

export function createAppAccountDeps(): AccountDeps {
  // Called through a closure so a fetch replaced later (the service worker's, a test's) is the one used.
  return { client: createSyncClient({ fetch: (input, init) => fetch(input, init) }), store: createDexieAccountStore(db) };
}

/** The replica of this device's database, for reading and settling conflicts. */
export function appReplicaContext(deviceId: string): ReplicaContext {
  return { db, deviceId, now: () => Date.now() };
}
