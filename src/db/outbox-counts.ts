import { db } from './database';
import type { OutboxKind } from './types';

/** Unsynced records waiting in the outbox, by kind. */
export async function countUnsynced(): Promise<Partial<Record<OutboxKind, number>>> {
  const counts: Partial<Record<OutboxKind, number>> = {};
  await db.outbox.each((entry) => {
    counts[entry.kind] = (counts[entry.kind] ?? 0) + 1;
  });
  return counts;
}
