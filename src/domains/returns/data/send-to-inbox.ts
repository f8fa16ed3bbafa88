/**
 * The client's side of the returns inbox (issue 28): a return is sealed on this device to the therapist's inbox key
 * (contract/return-seal.ts) and queued in the outbox with a `sentReturns` row in one Dexie transaction, exactly once
 * by return id; the outbox sends it when online (src/domains/returns/sync/inbox-return-handler.ts), and only then is it "sent".
 * A return can be withdrawn while the therapist has not opened it: still queued, it is simply not sent; sent, the
 * inbox deletes it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { createInboxClient, inboxUrlAt } from '@contract/inbox-client';
import type { ClientReturn, Prescription } from '@contract/prescription-schemas';
import { sealReturn, SealError } from '@contract/return-seal';
import { db } from '@/db/database';
import type { SentReturnRow } from '@/db/inbox-types';
import { reportStorageError } from '@/db/storage-health';
import { enqueueInTransaction } from '../../../sync/outbox';
import type { InboxReturnPayload } from '../sync/inbox-return-handler';

export type QueueOutcome = { ok: true; alreadyQueued: boolean } | { ok: false; problem: string };

export async function queueReturnToInbox(clientReturn: ClientReturn, prescription: Prescription, now = new Date()): Promise<QueueOutcome> {
  const inbox = prescription.inbox;
  if (!inbox) return { ok: false, problem: 'This prescription has no inbox: send the return by link, code or file.' };
  if (await db.sentReturns.get(clientReturn.id)) return { ok: true, alreadyQueued: true };
  let sealed: string;
  try {
    // Sealed before the transaction: a transaction that awaits WebCrypto would be committed under it.
    sealed = await sealReturn({ publicKey: inbox.publicKey, inboxId: inbox.id, clientReturn });
  } catch (error) {
    return { ok: false, problem: error instanceof SealError ? error.message : 'This return could not be sealed on this device.' };
  }
  try {
    return await db.transaction('rw', db.sentReturns, db.outbox, async (): Promise<QueueOutcome> => {
      if (await db.sentReturns.get(clientReturn.id)) return { ok: true, alreadyQueued: true };
      const row: SentReturnRow = {
        id: clientReturn.id,
        prescriptionId: prescription.id,
        inboxId: inbox.id,
        therapistName: prescription.prescriber.name,
        sendToken: inbox.sendToken,
        queuedAt: now.toISOString(),
        sentAt: null,
        withdrawnAt: null,
      };
      await db.sentReturns.add(row);
      const payload: InboxReturnPayload = { inboxId: inbox.id, returnId: clientReturn.id, sealed, sendToken: inbox.sendToken };
      await enqueueInTransaction('inbox_return', clientReturn.id, payload, now);
      return { ok: true, alreadyQueued: false };
    });
  } catch (error) {
    reportStorageError(error);
    return { ok: false, problem: 'This device could not save the return to send. Free some space and try again.' };
  }
}

export type SentReturnState =
  | { state: 'none' }
  | { state: 'queued'; row: SentReturnRow; lastError: string | null }
  | { state: 'sending'; row: SentReturnRow; lastError: string | null }
  | { state: 'sent'; row: SentReturnRow }
  | { state: 'withdrawn'; row: SentReturnRow };

/** Where a return stands: queued (waiting, perhaps after a failed try), sending (tried at least once), sent, withdrawn. */
export function useSentReturn(returnId: string): SentReturnState | undefined {
  return useLiveQuery(async (): Promise<SentReturnState> => {
    const row = await db.sentReturns.get(returnId);
    if (!row) return { state: 'none' };
    if (row.withdrawnAt) return { state: 'withdrawn', row };
    if (row.sentAt) return { state: 'sent', row };
    const entry = await db.outbox.where('kind').equals('inbox_return').and((candidate) => candidate.recordId === returnId).first();
    const lastError = entry?.lastError ?? null;
    return (entry?.attempts ?? 0) > 0 ? { state: 'sending', row, lastError } : { state: 'queued', row, lastError };
  }, [returnId]);
}

export type WithdrawOutcome = 'withdrawn' | 'opened' | { problem: string };

/** Withdraws a return: a queued one is not sent at all; a sent one is deleted from the inbox unless it was opened. */
export async function withdrawSentReturn(returnId: string, now = new Date()): Promise<WithdrawOutcome> {
  const row = await db.sentReturns.get(returnId);
  if (!row) return { problem: 'This return is not on this device.' };
  const unsent = await db.transaction('rw', db.sentReturns, db.outbox, async () => {
    const current = await db.sentReturns.get(returnId);
    if (!current || current.sentAt) return false;
    await db.outbox.where('kind').equals('inbox_return').and((entry) => entry.recordId === returnId).delete();
    await db.sentReturns.update(returnId, { withdrawnAt: now.toISOString() });
    return true;
  });
  if (unsent) return 'withdrawn';
  try {
    const outcome = await createInboxClient(inboxUrlAt(window.location.origin)).withdraw(row.inboxId, row.sendToken, returnId);
    if (outcome === 'withdrawn') await db.sentReturns.update(returnId, { withdrawnAt: now.toISOString() });
    return outcome;
  } catch (error) {
    return { problem: error instanceof Error ? error.message : 'The return could not be withdrawn just now.' };
  }
}
