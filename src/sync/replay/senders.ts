/**
 * Two ways to send a kind's entries, both keeping order. Imported by the service worker.
 */
import type { OutboxEntryRow } from '../../db/outbox-types';
import { asDeliveryError, DeliveryError } from '../delivery-error';
import { emptyReport, type DeliveryReport } from './handler';

/** Entries sent one request each are confirmed in small steps, so a reload mid-run loses little progress. */
const SEQUENTIAL_STEP = 25;

/** A kind's own retry rule, from its declaration (src/sync/outbox-kinds.ts): refusals it waits out. */
export interface KindRules {
  retryStatuses?: readonly number[];
}

/** The failure as the kind's rules read it: a refusal the kind waits out becomes a temporary failure. */
export function underKindRules(failure: DeliveryError, rules: KindRules): DeliveryError {
  if (failure.retryable || failure.status === null || !rules.retryStatuses?.includes(failure.status)) return failure;
  return new DeliveryError(failure.message, failure.status, true);
}

/** One request per entry, in order; stops at the first temporary failure, sets refused entries aside. */
export async function sendSequentially(
  entries: OutboxEntryRow[],
  deliver: (entry: OutboxEntryRow) => Promise<void>,
  step = SEQUENTIAL_STEP,
  rules: KindRules = {},
): Promise<DeliveryReport> {
  const report = emptyReport();
  for (const entry of entries.slice(0, step)) {
    try {
      await deliver(entry);
      report.confirmed.push(entry);
    } catch (error) {
      const failure = underKindRules(asDeliveryError(error), rules);
      if (failure.retryable) {
        report.retry = { error: failure, entry };
        break;
      }
      report.rejected.push({ entry, error: failure });
    }
  }
  return report;
}

/**
 * One request for all the entries. When the server refuses the whole request, the entries are sent one by one to
 * find the ones it refuses, so one bad entry never holds back the others.
 */
export async function sendAsBatch(
  entries: OutboxEntryRow[],
  deliverMany: (entries: OutboxEntryRow[]) => Promise<void>,
): Promise<DeliveryReport> {
  if (entries.length === 0) return emptyReport();
  try {
    await deliverMany(entries);
    return { ...emptyReport(), confirmed: [...entries] };
  } catch (error) {
    const failure = asDeliveryError(error);
    if (failure.retryable) return { ...emptyReport(), retry: { error: failure, entry: entries[0] ?? null } };
    if (entries.length === 1 && entries[0]) return { ...emptyReport(), rejected: [{ entry: entries[0], error: failure }] };
    return sendSequentially(entries, (entry) => deliverMany([entry]), entries.length);
  }
}
