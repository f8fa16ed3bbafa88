/**
 * How the replayer talks to one kind of record. Imported by the service worker: relative imports only, no DOM.
 */
import type { Table } from 'dexie';
import type { OutboxEntryRow } from '../../db/outbox-types';
import type { DeliveryError } from '../delivery-error';

export interface DeliveryReport {
  /** Confirmed by the server: these entries are deleted. */
  confirmed: OutboxEntryRow[];
  /** Refused for good (4xx other than 408/429): these move to the dead letters, and the entries after them go on. */
  rejected: { entry: OutboxEntryRow; error: DeliveryError }[];
  /** Delivery stopped at a temporary failure: the first unsent entry and the rest of its kind wait for a retry. */
  retry: { error: DeliveryError; entry: OutboxEntryRow | null } | null;
  /** Delivery cannot start yet for a reason that is not a failure (no signed-in user): the rest of the kind waits. */
  parked: { reason: 'sign-in' } | null;
}

export interface KindHandler {
  /** Sends entries of one kind, in order. Stops at the first temporary failure; never reorders. */
  send(entries: OutboxEntryRow[]): Promise<DeliveryReport>;
  /** Tables that `onConfirmed` writes, besides the outbox. */
  confirmTables?: Table[];
  /** Runs inside the transaction that deletes the confirmed entries (e.g. marks a submission as sent). */
  onConfirmed?(entries: OutboxEntryRow[], confirmedAt: Date): Promise<void>;
}

export function emptyReport(): DeliveryReport {
  return { confirmed: [], rejected: [], retry: null, parked: null };
}
