/**
 * The therapist's side of the returns inbox (issue 28). Making a prescription makes its inbox: a P-256 key pair whose
 * private key cannot be exported (with an encrypted transfer copy, so the keys can move to another device), a send token (travels inside the prescription) and a fetch token (stays here), all
 * saved with the prescription in one Dexie transaction. Fetching registers any inbox the server does not know yet,
 * opens each waiting return on this device, imports it exactly as the manual import does (importReturn: a second copy
 * adds nothing) and acknowledges it, which deletes it on the server. A return that does not open or import stays on
 * the server (until its 30 days) and is counted as a problem; nothing is lost by a failed fetch.
 */
import { createInboxClient, inboxUrlAt, tokenHash, type InboxClient } from '@contract/inbox-client';
import type { PrescriptionInbox } from '@contract/inbox-schemas';
import { toBase64Url } from '@contract/share-bytes';
import { exportInboxPublicKey, generateMovableInboxKeyPair, openSealedReturn } from '@contract/return-seal';
import { db } from '@/db/database';
import type { InboxKeyRow } from '@/db/inbox-types';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { reportStorageError } from '@/db/storage-health';
import { importReturn } from './import-return';
import { makeTransferCopy } from './inbox-transfer-copy';
import { addMissingSyncKeys, makeSyncKey, usableInboxKeyPair } from './inbox-sync-key';

const randomToken = (bytes: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));

/** A new inbox for a prescription: what the prescription carries, and the row this device keeps. */
export async function makeInbox(prescriptionId: string, therapistId: string, now = new Date()): Promise<{ inbox: PrescriptionInbox; keys: InboxKeyRow }> {
  const { keyPair, pkcs8 } = await generateMovableInboxKeyPair();
  const keys: InboxKeyRow = {
    inboxId: randomToken(16),
    prescriptionId,
    therapistId,
    keyPair,
    sendToken: randomToken(32),
    fetchToken: randomToken(32),
    createdAt: now.toISOString(),
    registeredAt: null,
    fetchedAt: null,
    transferCopy: await makeTransferCopy(pkcs8),
    movedHereAt: null,
    syncKey: await makeSyncKey(keyPair.publicKey, pkcs8),
  };
  pkcs8.fill(0);
  return { inbox: { id: keys.inboxId, publicKey: await exportInboxPublicKey(keyPair.publicKey), sendToken: keys.sendToken }, keys };
}

/** Saves a new prescription (carrying its inbox) with its inbox keys, both or neither (the encrypted sync carries
 * them to the therapist's other devices; nothing of it goes to Supabase). */
export async function savePrescriptionWithInbox(row: PrescriptionRow, keys: InboxKeyRow): Promise<boolean> {
  try {
    await db.transaction('rw', db.prescriptions, db.inboxKeys, async () => {
      await db.inboxKeys.put(keys);
      await db.prescriptions.put(row);
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

let defaultClient: InboxClient | null = null;
export function inboxService(): InboxClient {
  defaultClient ??= createInboxClient(inboxUrlAt(window.location.origin));
  return defaultClient;
}

export interface FetchReport {
  /** Returns imported into a chart now. */
  added: number;
  /** Returns that were imported before (a second copy): acknowledged, nothing added. */
  duplicates: number;
  /** Returns left on the server: they did not open, or answer a prescription not on this device. */
  problems: number;
  /** Inboxes that could not be reached (network, server trouble). */
  unreachable: number;
}

let running: Promise<FetchReport> | null = null;

/** Fetches every inbox of this therapist on this device; one run at a time (a second caller shares the first's). */
export function fetchInboxReturns(therapistId: string, client: InboxClient = inboxService(), now = () => new Date()): Promise<FetchReport> {
  running ??= fetchAll(therapistId, client, now).finally(() => {
    running = null;
  });
  return running;
}

async function fetchAll(therapistId: string, client: InboxClient, now: () => Date): Promise<FetchReport> {
  const report: FetchReport = { added: 0, duplicates: 0, problems: 0, unreachable: 0 };
  await addMissingSyncKeys(therapistId).catch((error: unknown) => console.warn('Inbox keys could not be prepared for sync', error));
  const inboxes = await db.inboxKeys.where('therapistId').equals(therapistId).toArray();
  for (const keys of inboxes) {
    try {
      if (keys.registeredAt === null) {
        await client.register(keys.inboxId, { sendTokenHash: await tokenHash(keys.sendToken), fetchTokenHash: await tokenHash(keys.fetchToken) });
        await db.inboxKeys.update(keys.inboxId, { registeredAt: now().toISOString() });
      }
      const waiting = await client.fetch(keys.inboxId, keys.fetchToken);
      const keyPair = waiting.length === 0 ? null : await usableInboxKeyPair(keys);
      for (const sealed of waiting) {
        if (keyPair === null) {
          report.problems++;
          continue;
        }
        const opened = await openSealedReturn({ keyPair, inboxId: keys.inboxId, sealed: sealed.sealed });
        if (!opened.ok || opened.clientReturn.prescriptionId !== keys.prescriptionId) {
          report.problems++;
          continue;
        }
        const outcome = await importReturn(therapistId, opened.clientReturn, undefined, now());
        if (outcome === 'added' || outcome === 'duplicate') {
          // Counted first: it is in the chart even if the acknowledgement below is lost (then it comes again, and
          // the second copy adds nothing).
          if (outcome === 'added') report.added++;
          else report.duplicates++;
          // Acknowledged only once it is safely in the chart: a failed save leaves it on the server for the next try.
          await client.acknowledge(keys.inboxId, keys.fetchToken, sealed.returnId);
        } else {
          report.problems++;
        }
      }
      await db.inboxKeys.update(keys.inboxId, { fetchedAt: now().toISOString() });
    } catch (error) {
      console.warn('An inbox could not be fetched', error);
      report.unreachable++;
    }
  }
  return report;
}
