/**
 * "Delete everything" and the end-to-end encrypted sync (docs/e2ee-sync.md, docs/erasure.md): when sync and backup is
 * on, the account's locked copy on the server (its devices, keyring, log and snapshots) is erased by the signed
 * `DELETE /accounts/:a`, which also unlinks this device and every other, before this device forgets its keys. Only a
 * linked device's key can sign that request, so it must run while the device still holds the account.
 */
import { db as appDatabase } from '@/db/database';
import { identityOf } from '@/sync/e2ee/account/account-state';
import { createDexieAccountStore } from '@/sync/e2ee/account/dexie-account-store';
import type { AccountDeps } from '@/sync/e2ee/account/keyring-access';
import { stopEncryptedSync } from '@/sync/e2ee/runner/encrypted-sync';
import { createSyncClient } from '@/sync/e2ee/transport/sync-client';

/** The encrypted sync account as "Delete everything" needs it. */
export interface SyncAccountEraser {
  /** True when sync and backup is on on this device. */
  isOn(): Promise<boolean>;
  /** Erases the account on the server and forgets it here; throws when the server did not confirm it. */
  erase(): Promise<void>;
}

export class SyncAccountNotErased extends Error {
  constructor(readonly failureKind: string) {
    super(`The sync account was not erased (${failureKind})`);
    this.name = 'SyncAccountNotErased';
  }
}

export function createSyncAccountEraser(
  deps: AccountDeps = { client: createSyncClient({ fetch: (input, init) => fetch(input, init) }), store: createDexieAccountStore(appDatabase) },
  stopSync: () => void = stopEncryptedSync,
): SyncAccountEraser {
  return {
    isOn: async () => (await deps.store.load()) !== null,
    async erase() {
      const state = await deps.store.load();
      if (state === null) return;
      const erased = await deps.client.eraseAccount(identityOf(state));
      // `not-linked`: the account is already gone (erased from another device), or this device was unlinked and no
      // longer holds any right over it: either way nothing on the server is this device's to erase any more.
      if (!erased.ok && erased.kind !== 'not-linked') throw new SyncAccountNotErased(erased.kind);
      // A cycle still running meets `not-linked` and stops; nothing it sends can bring the account back.
      stopSync();
      await deps.store.clear();
    },
  };
}

