/**
 * The dead letters: entries a server refused for good. They stay visible (on /systems and in the accessibility
 * panel's sync status) until the person retries or discards them. Discarding stops the sending only: the record
 * itself stays on this device.
 */
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import type { DeadLetterRow } from '@/db/outbox-types';

export async function listDeadLetters(): Promise<DeadLetterRow[]> {
  return db.deadLetters.orderBy('failedAt').reverse().toArray();
}

/** Puts the entry back in the outbox (at the end of its kind's queue) and removes the dead letter, together. */
export async function retryDeadLetter(id: number, now = new Date()): Promise<boolean> {
  try {
    return await db.transaction('rw', db.outbox, db.deadLetters, async () => {
      const letter = await db.deadLetters.get(id);
      if (!letter) return false;
      await db.outbox.add({
        kind: letter.kind,
        recordId: letter.recordId,
        payload: letter.payload,
        createdAt: letter.createdAt,
        attempts: letter.attempts,
        nextAttemptAt: now.toISOString(),
        lastError: null,
      });
      await db.deadLetters.delete(id);
      return true;
    });
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

export async function retryAllDeadLetters(now = new Date()): Promise<number> {
  const letters = await db.deadLetters.orderBy('id').toArray();
  let retried = 0;
  for (const letter of letters) {
    if (letter.id !== undefined && (await retryDeadLetter(letter.id, now))) retried += 1;
  }
  return retried;
}

export async function discardDeadLetter(id: number): Promise<void> {
  await db.deadLetters.delete(id);
}
