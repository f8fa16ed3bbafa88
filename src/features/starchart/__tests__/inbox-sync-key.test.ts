// @vitest-environment node
/**
 * Inbox keys in the encrypted sync (docs/decisions.md, "Inbox keys in the encrypted sync"): a new inbox carries its
 * key pair as bytes for the sync; the inboxKeys codec carries that and the tokens and keeps this device's CryptoKeys,
 * transfer copy and fetch times at home; a row the sync brings to another device, with no key pair of its own, opens a
 * return sealed to the first device's public key; inboxes made before keys could move stay where they are.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { sealReturn, openSealedReturn } from '@contract/return-seal';
import { db } from '@/db/database';
import type { InboxKeyRow } from '@/db/inbox-types';
import type { Row } from '@/sync/e2ee/replica/row-codecs';
import { syncedTableOf } from '@/sync/e2ee/replica/synced-tables';
import { makeInbox } from '../data/inbox';
import { addMissingSyncKeys, usableInboxKeyPair } from '../data/inbox-sync-key';

const THERAPIST = 'therapist-sync-key';
const codec = syncedTableOf('inboxKeys')!;
const asRow = (row: InboxKeyRow) => row as unknown as Row;

beforeEach(async () => {
  await db.inboxKeys.clear();
});

describe('inbox keys in the encrypted sync', () => {
  it('carries the key pair and tokens, and keeps this device’s keys, transfer copy and fetch times local', async () => {
    const { keys } = await makeInbox('rx-sync-key-1', THERAPIST, new Date('2026-11-28T10:00:00.000Z'));
    expect(keys.syncKey?.privateKey).toMatch(/^[A-Za-z0-9_-]{100,}$/);
    const fields = codec.encode(asRow({ ...keys, fetchedAt: '2026-11-28T11:00:00.000Z', movedHereAt: '2026-11-28T11:00:00.000Z' }));
    expect(Object.keys(fields).sort()).toEqual(['createdAt', 'fetchToken', 'inboxId', 'prescriptionId', 'registeredAt', 'sendToken', 'syncKey', 'therapistId']);
    for (const local of ['keyPair', 'transferCopy', 'fetchedAt', 'movedHereAt']) expect(codec.policyOf(local)).toBe('local');
    expect(codec.includes?.(asRow(keys))).toBe(true);
    expect(codec.includes?.(asRow({ ...keys, syncKey: null }))).toBe(false);
  });

  it('opens on a device the sync brought the row to a return sealed to the first device’s inbox', async () => {
    const { inbox, keys } = await makeInbox('rx-sync-key-2', THERAPIST);
    const arrived = codec.decode(codec.encode(asRow(keys)), undefined) as unknown as InboxKeyRow;
    expect(arrived.keyPair).toBeUndefined();
    await db.inboxKeys.put(arrived);
    const clientReturn = {
      id: 'return-sync-key-1',
      prescriptionId: 'rx-sync-key-2',
      createdAt: '2026-11-28T09:00:00.000Z',
      items: [{ itemId: 'item-1', entries: [{ at: '2026-11-28T08:00:00.000Z', title: 'Mood check-in', body: 'A quiet walk.' }] }],
    };
    const sealed = await sealReturn({ publicKey: inbox.publicKey, inboxId: inbox.id, clientReturn });
    const keyPair = await usableInboxKeyPair(arrived);
    expect(keyPair).not.toBeNull();
    expect(keyPair!.privateKey.extractable).toBe(false);
    const opened = await openSealedReturn({ keyPair: keyPair!, inboxId: inbox.id, sealed });
    expect(opened.ok && opened.clientReturn.items[0]?.entries?.[0]?.body).toBe('A quiet walk.');
    // The imported pair is kept, local: the row still encodes to the same fields, so no change is queued for it.
    const stored = (await db.inboxKeys.get(inbox.id))!;
    expect(stored.keyPair?.privateKey).toBeDefined();
    expect(codec.encode(asRow(stored))).toEqual(codec.encode(asRow(keys)));
    // And a device the keys reached with no key material at all has nothing to open with.
    expect(await usableInboxKeyPair({ ...arrived, syncKey: null })).toBeNull();
  });

  it('gives an inbox made before the sync carried keys its sync key from the transfer copy, and leaves older ones', async () => {
    const { keys } = await makeInbox('rx-sync-key-3', THERAPIST);
    const older = await makeInbox('rx-sync-key-4', THERAPIST);
    await db.inboxKeys.bulkPut([
      { ...keys, syncKey: null },
      { ...older.keys, syncKey: null, transferCopy: null },
    ]);
    expect(await addMissingSyncKeys(THERAPIST)).toBe(1);
    expect((await db.inboxKeys.get(keys.inboxId))?.syncKey).toEqual(keys.syncKey);
    expect((await db.inboxKeys.get(older.keys.inboxId))?.syncKey).toBeNull();
    expect(await addMissingSyncKeys(THERAPIST)).toBe(0);
  });
});
