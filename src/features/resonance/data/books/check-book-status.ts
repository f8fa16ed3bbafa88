/**
 * Reads a submission's status with its receipt code (no account), and keeps what it read on the receipt when the
 * submission is one of this device's, so the list of receipts shows the last known status offline.
 */
import { BookClientError, createBookClient } from '@contract/book-client';
import { BOOKS_PATH, type BookStatusAnswer } from '@contract/book-schemas';
import { normalizeShareCode } from '@contract/share-code';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

type StatusCheck = { ok: true; answer: BookStatusAnswer } | { ok: false; problem: string };

const client = () => createBookClient(BOOKS_PATH, (input, init) => fetch(input, init), { timeoutMs: 20_000 });

export async function checkBookStatus(typedCode: string, now: Date = new Date()): Promise<StatusCheck> {
  const code = normalizeShareCode(typedCode);
  if (code === null) {
    return { ok: false, problem: 'This is not a receipt code. It has 9 letters and digits, like ABCD-EFGH-J: check each one.' };
  }
  let answer: BookStatusAnswer;
  try {
    answer = await client().receiptStatus(code);
  } catch (error) {
    if (error instanceof BookClientError) return { ok: false, problem: error.kind === 'refused' ? (error.serverMessage ?? error.message) : error.message };
    throw error;
  }
  try {
    await db.transaction('rw', db.bookReceipts, async () => {
      if (await db.bookReceipts.get(answer.receiptCode)) {
        await db.bookReceipts.update(answer.receiptCode, { status: answer.status, note: answer.note, checkedAt: now.toISOString() });
      }
    });
  } catch (error) {
    reportStorageError(error);
  }
  return { ok: true, answer };
}
