import { db } from '@/db/database';
import type { OutboxEntryRow, OutboxKind } from '@/db/types';

/**
 * Adds an outbox entry for a record. Call it inside the same Dexie transaction that writes the record (the
 * transaction must include `db.outbox`), so that the record and its entry are saved together or not at all.
 */
export async function enqueueInTransaction(kind: OutboxKind, recordId: string, payload: unknown, now = new Date()) {
  const entry: OutboxEntryRow = {
    kind,
    recordId,
    payload,
    createdAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    lastError: null,
  };
  return db.outbox.add(entry);
}
