import { countQueuedByKind } from '../sync/outbox-batch';
import { db } from './database';
import type { OutboxKind } from './types';

/** Unsynced records waiting in the outbox, by kind (a batch entry counts as the records it holds). */
export function countUnsynced(): Promise<Partial<Record<OutboxKind, number>>> {
  return countQueuedByKind(db.outbox);
}
