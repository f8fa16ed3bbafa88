/**
 * Moving the inbox keys to the therapist's other device (issue 28, part 4; the design in docs/decisions.md). The first
 * device seals every movable inbox (with the prescriptions and client aliases they answer, so returns can be filed
 * there even before an account pull) into a bundle under a fresh key, parks the ciphertext on the short-code service
 * for 10 minutes, one fetch only, and shows a 24-symbol code (and a QR code of a link carrying it in the fragment).
 * The second device types or scans it, fetches, opens, and stores the keys non-extractable, each with a new transfer
 * copy of its own. Nothing readable passes through the server: it sees a locator and ciphertext.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import {
  KEY_BUNDLE_PREFIX,
  MAX_KEY_BUNDLE_PAYLOAD_LENGTH,
  openKeyBundle,
  sealKeyBundle,
  sealedKeyBundleLength,
  type KeyBundle,
  type MovedInbox,
} from '@contract/inbox-key-transfer';
import { importInboxKeyPair, exportInboxPublicKey } from '@contract/return-seal';
import { composeSealedShareCode, looksLikeSealedShareCode, newSealedCodeKey, normalizeSealedShareCode } from '@contract/sealed-share-code';
import { fromBase64Url, toBase64Url } from '@contract/share-bytes';
import { ShareCodeClientError, type ShareCodeClient } from '@contract/share-code-client';
import { db } from '@/db/database';
import type { InboxKeyRow } from '@/db/inbox-types';
import { reportStorageError } from '@/db/storage-health';
import { shareCodeService } from '@/domains/prescriptions/data/share-code-service';
import { makeTransferCopy } from './inbox-transfer-copy';
import { inboxPrivateKeyBytes } from './inbox-sync-key';

/** Where a therapist's inbox keys are, for the status line on Star Chart's screens. */
export interface InboxKeysPlace {
  total: number;
  /** Inboxes whose keys can move (made since keys could move, or received). */
  movable: number;
  /** The latest time keys arrived here from another device, or null when all were made here. */
  movedHereAt: string | null;
  /** Sync and backup is on here: movable keys travel, sealed, to every linked device. */
  syncOn: boolean;
}

export function useInboxKeysPlace(therapistId: string): InboxKeysPlace | undefined {
  return useLiveQuery(async () => {
    const rows = await db.inboxKeys.where('therapistId').equals(therapistId).toArray();
    const moved = rows.map((row) => row.movedHereAt ?? null).filter((at): at is string => at !== null).sort();
    // The sync account's one row exists exactly while this device is linked (dexie-account-store.ts).
    const syncOn = (await db.e2eeAccount.count()) > 0;
    return { total: rows.length, movable: rows.filter(isMovable).length, movedHereAt: moved.at(-1) ?? null, syncOn };
  }, [therapistId]);
}

export interface MadeTransferCode {
  /** The 24-symbol code, canonical (shown in groups of four). */
  code: string;
  expiresAt: string;
  /** Inboxes in this code, and this code's place among the codes needed for all of them. */
  count: number;
  part: number;
  parts: number;
  /** Where the next code starts (equal to the number of movable inboxes when this was the last). */
  nextIndex: number;
  movable: number;
  /** Inboxes made before keys could move: they stay on this device. */
  staying: number;
}

export type MakeTransferOutcome = { ok: true; made: MadeTransferCode } | { ok: false; message: string };

/** Keys made since keys could move, received by a code, or brought by the encrypted sync. */
const isMovable = (row: InboxKeyRow) => Boolean(row.transferCopy ?? row.syncKey);

async function movedInbox(row: InboxKeyRow): Promise<MovedInbox | null> {
  const publicKey = row.syncKey?.publicKey ?? (row.keyPair ? await exportInboxPublicKey(row.keyPair.publicKey) : null);
  const pkcs8 = publicKey === null ? null : await inboxPrivateKeyBytes(row);
  if (publicKey === null || pkcs8 === null) return null;
  const entry: MovedInbox = {
    inboxId: row.inboxId,
    prescriptionId: row.prescriptionId,
    sendToken: row.sendToken,
    fetchToken: row.fetchToken,
    publicKey,
    privateKey: toBase64Url(pkcs8),
    createdAt: row.createdAt,
    registeredAt: row.registeredAt,
  };
  pkcs8.fill(0);
  return entry;
}

const PACKING_MARGIN = 64;
/**
 * Codes are planned with this fixed time in place of the real one: the deflated size depends on the time's digits, and
 * a plan that changed between "code 1" and "code 2" would number a code twice. The real time, the same length, only
 * moves the size by a few bytes, well inside the margin.
 */
const PLANNING_TIME = '2000-01-01T00:00:00.000Z';

/** Fills a bundle with movable inboxes from `fromIndex` on, as many as one code carries. */
async function packBundle(therapistId: string, rows: InboxKeyRow[], fromIndex: number) {
  // Packed with three-digit part numbers and a margin, so the real (smaller) numbers can only keep it within a code.
  const bundle: KeyBundle = { version: 1, therapistId, madeAt: PLANNING_TIME, part: 999, parts: 999, inboxes: [], clients: [], prescriptions: [] };
  let index = fromIndex;
  for (; index < rows.length; index++) {
    const row = rows[index]!;
    const entry = await movedInbox(row);
    const prescription = await db.prescriptions.get(row.prescriptionId);
    const client = prescription ? await db.therapistClients.get(prescription.clientId) : undefined;
    const candidate: KeyBundle = {
      ...bundle,
      inboxes: entry ? [...bundle.inboxes, entry] : bundle.inboxes,
      prescriptions: prescription
        ? [...bundle.prescriptions, { id: prescription.id, clientId: prescription.clientId, prescription: prescription.prescription, status: prescription.status, createdAt: prescription.createdAt, updatedAt: prescription.updatedAt }]
        : bundle.prescriptions,
      clients:
        client && !bundle.clients.some((known) => known.id === client.id)
          ? [...bundle.clients, { id: client.id, alias: client.alias, createdAt: client.createdAt, updatedAt: client.updatedAt, archivedAt: client.archivedAt }]
          : bundle.clients,
    };
    if (bundle.inboxes.length > 0 && sealedKeyBundleLength(candidate) > MAX_KEY_BUNDLE_PAYLOAD_LENGTH - PACKING_MARGIN) break;
    Object.assign(bundle, candidate);
  }
  return { bundle, nextIndex: index };
}

/** Makes a one-time code for the movable inboxes from `fromIndex` on (0 for the first code). Online only. */
export async function makeKeyTransferCode(
  therapistId: string,
  fromIndex = 0,
  service: ShareCodeClient = shareCodeService(),
  now = new Date(),
): Promise<MakeTransferOutcome> {
  const all = await db.inboxKeys.where('therapistId').equals(therapistId).sortBy('createdAt');
  const movable = all.filter(isMovable);
  if (movable.length === 0) {
    return { ok: false, message: all.length === 0 ? 'There are no inbox keys on this device yet: they are made with each new prescription.' : 'The inboxes on this device were made before keys could move, so they stay on this device.' };
  }
  if (!navigator.onLine) return { ok: false, message: 'Making a code needs an internet connection. Try again when this device is online.' };
  try {
    // The codes are planned from the first inbox on, so that each one knows its place ("code 2 of 3") exactly.
    const pages: { bundle: KeyBundle; nextIndex: number }[] = [];
    for (let start = 0; start < movable.length; start = pages.at(-1)!.nextIndex) {
      pages.push(await packBundle(therapistId, movable, start));
    }
    const index = Math.max(0, pages.findIndex((page) => page.nextIndex > fromIndex));
    const { bundle, nextIndex } = pages[index]!;
    bundle.part = index + 1;
    bundle.parts = pages.length;
    bundle.madeAt = now.toISOString();
    const key = newSealedCodeKey();
    const payload = await sealKeyBundle(bundle, key);
    const created = await service.create({ payload, expiresInDays: 1 });
    return {
      ok: true,
      made: {
        code: composeSealedShareCode(created.code, key),
        expiresAt: created.expiresAt,
        count: bundle.inboxes.length,
        part: bundle.part,
        parts: bundle.parts,
        nextIndex,
        movable: movable.length,
        staying: all.length - movable.length,
      },
    };
  } catch (error) {
    if (error instanceof ShareCodeClientError) return { ok: false, message: error.message };
    console.warn('Inbox keys could not be sealed', error);
    return { ok: false, message: 'The keys on this device could not be read to move them. Nothing was sent.' };
  }
}

export type ReceiveOutcome =
  | { ok: true; received: number; alreadyHere: number; part: number; parts: number }
  | { ok: false; message: string };

const GONE_MESSAGES = {
  unknown: 'No keys were found for this code. Check it for a typo, or make a new code on the first device.',
  expired: 'This code has expired: a code to move keys lasts 10 minutes. Make a new one on the first device.',
  revoked: 'This code was used already (each code works once). Make a new one on the first device.',
} as const;

/** The code's 24 symbols from what was typed or from a link's fragment (the QR code's link). */
function codeFrom(input: string): string {
  const trimmed = input.trim();
  const hash = trimmed.indexOf('#');
  return hash >= 0 ? trimmed.slice(hash + 1) : trimmed;
}

/** Receives the keys behind a typed or scanned code: fetched once, opened here, stored non-extractable. */
export async function receiveKeyTransfer(
  therapistId: string,
  input: string,
  service: ShareCodeClient = shareCodeService(),
  now = new Date(),
): Promise<ReceiveOutcome> {
  const typed = codeFrom(input);
  if (typed === '') return { ok: false, message: 'Type the code shown on your other device.' };
  const parts = normalizeSealedShareCode(typed);
  if (parts === null) {
    return {
      ok: false,
      message: looksLikeSealedShareCode(typed)
        ? 'That code has a typo: one of its letters or digits is wrong or two are swapped. Check it against the other device.'
        : 'A code to move keys has 24 letters and digits, shown in six groups of four. Check it against the other device.',
    };
  }
  if (!navigator.onLine) return { ok: false, message: 'Receiving keys needs an internet connection for this step. Try again when this device is online.' };
  let payload: string;
  try {
    const opened = await service.open(parts.code);
    if (opened.status !== 'found') return { ok: false, message: GONE_MESSAGES[opened.status] };
    payload = opened.payload;
  } catch (error) {
    return { ok: false, message: error instanceof ShareCodeClientError ? error.message : 'The code could not be looked up just now. Try again.' };
  }
  if (!payload.startsWith(KEY_BUNDLE_PREFIX)) return { ok: false, message: 'This code is a share for a client, not inbox keys. Open it on the client\'s "Have a code from your therapist?" field.' };
  const bundle = await openKeyBundle(payload, parts.key);
  if (!bundle.ok) return { ok: false, message: 'These keys could not be opened: the code or what the server held was changed. Make a new code on the first device.' };
  if (bundle.bundle.therapistId !== therapistId) return { ok: false, message: 'These keys belong to another Star Chart account. Sign in here as on the first device, then make a new code there.' };
  return storeBundle(therapistId, bundle.bundle, now);
}

async function storeBundle(therapistId: string, bundle: KeyBundle, now: Date): Promise<ReceiveOutcome> {
  const rows: InboxKeyRow[] = [];
  for (const moved of bundle.inboxes) {
    const publicRaw = fromBase64Url(moved.publicKey);
    const pkcs8 = fromBase64Url(moved.privateKey);
    if (publicRaw === null || pkcs8 === null) return { ok: false, message: 'These keys are damaged. Make a new code on the first device.' };
    try {
      rows.push({
        inboxId: moved.inboxId,
        prescriptionId: moved.prescriptionId,
        therapistId,
        keyPair: await importInboxKeyPair(publicRaw, pkcs8),
        syncKey: { publicKey: moved.publicKey, privateKey: moved.privateKey },
        sendToken: moved.sendToken,
        fetchToken: moved.fetchToken,
        createdAt: moved.createdAt,
        registeredAt: moved.registeredAt,
        fetchedAt: null,
        transferCopy: await makeTransferCopy(pkcs8),
        movedHereAt: now.toISOString(),
      });
    } catch {
      return { ok: false, message: 'These keys are damaged. Make a new code on the first device.' };
    } finally {
      pkcs8.fill(0);
    }
  }
  try {
    return await db.transaction('rw', db.inboxKeys, db.prescriptions, db.therapistClients, async () => {
      let alreadyHere = 0;
      for (const row of rows) {
        if (await db.inboxKeys.get(row.inboxId)) alreadyHere++;
        else await db.inboxKeys.add(row);
      }
      // The charts the keys answer, when this device does not have them yet (an account pull may bring them too; the
      // first device already synced them, so they are not queued again). Rows here are never overwritten.
      for (const client of bundle.clients) {
        if (!(await db.therapistClients.get(client.id))) await db.therapistClients.add({ ...client, therapistId });
      }
      for (const prescription of bundle.prescriptions) {
        if (!(await db.prescriptions.get(prescription.id))) await db.prescriptions.add({ ...prescription, therapistId, shortCodes: [] });
      }
      return { ok: true as const, received: rows.length - alreadyHere, alreadyHere, part: bundle.part, parts: bundle.parts };
    });
  } catch (error) {
    reportStorageError(error);
    return { ok: false, message: 'This device could not save the keys. Free some space and receive a new code.' };
  }
}
