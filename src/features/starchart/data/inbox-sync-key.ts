/**
 * Inbox keys and the encrypted sync (docs/decisions.md, "Inbox keys in the encrypted sync"). The sync's codecs are
 * synchronous and run inside Dexie transactions, where WebCrypto cannot be awaited, so a synced inbox row carries its
 * key pair as bytes (`syncKey`), which leave the device only inside a record sealed under the account key. The
 * everyday `keyPair` stays non-extractable and is this device's own: a row the sync brought gets it imported here,
 * the first time it opens a return.
 */
import { exportInboxPublicKey, importInboxKeyPair } from '@contract/return-seal';
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import { db } from '@/db/database';
import type { InboxKeyRow, InboxSyncKey } from '@/db/inbox-types';
import { openTransferCopy } from './inbox-transfer-copy';

export async function makeSyncKey(publicKey: CryptoKey, pkcs8: Uint8Array): Promise<InboxSyncKey> {
  return { publicKey: await exportInboxPublicKey(publicKey), privateKey: toBase64Url(pkcs8) };
}

/** The PKCS #8 bytes of an inbox's private key, from its transfer copy or its sync key; null when it cannot move. */
export async function inboxPrivateKeyBytes(row: InboxKeyRow): Promise<Uint8Array | null> {
  if (row.transferCopy) return openTransferCopy(row.transferCopy);
  return row.syncKey ? fromBase64Url(row.syncKey.privateKey) : null;
}

/** The key pair to open this inbox's returns with: this device's own, or imported (non-extractable) from the sync key. */
export async function usableInboxKeyPair(row: InboxKeyRow): Promise<CryptoKeyPair | null> {
  if (row.keyPair) return row.keyPair;
  if (!row.syncKey) return null;
  const publicRaw = fromBase64Url(row.syncKey.publicKey);
  const pkcs8 = fromBase64Url(row.syncKey.privateKey);
  if (publicRaw === null || pkcs8 === null) return null;
  try {
    const keyPair = await importInboxKeyPair(publicRaw, pkcs8);
    // A property the sync keeps local: writing it queues no change.
    await db.inboxKeys.update(row.inboxId, { keyPair });
    return keyPair;
  } finally {
    pkcs8.fill(0);
  }
}

/**
 * Gives the inboxes made before the sync carried keys (with a transfer copy, not yet a sync key) their sync key, so
 * the next sync cycle takes them to the other devices. Inboxes made before keys could move stay on this device.
 */
export async function addMissingSyncKeys(therapistId: string): Promise<number> {
  const rows = await db.inboxKeys.where('therapistId').equals(therapistId).toArray();
  let added = 0;
  for (const row of rows) {
    if (row.syncKey || !row.transferCopy || !row.keyPair) continue;
    const pkcs8 = await openTransferCopy(row.transferCopy);
    try {
      await db.inboxKeys.update(row.inboxId, { syncKey: await makeSyncKey(row.keyPair.publicKey, pkcs8) });
      added++;
    } finally {
      pkcs8.fill(0);
    }
  }
  return added;
}
