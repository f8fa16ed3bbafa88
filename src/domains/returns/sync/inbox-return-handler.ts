/**
 * The handler of the `inbox_return` kind (declared in ./inbox-return-kind.ts): POST /{inboxId}/returns at the inbox
 * function with the return sealed on the client's device (contract/return-seal.ts). The inbox stores each return id
 * once, so a send retried after a lost answer is received once. A refusal the outbox could wait out (the statuses the
 * kind declares, the daily limit 429, a 5xx, no network) is retried later; a wrong token (403) or a malformed body
 * (400) goes to the dead letters, where the return stays visible and can be retried or discarded, never lost.
 * Imported by the service worker: relative imports only.
 */
import { createInboxClient, inboxUrlAt, InboxClientError, type InboxClient } from '../../../../contract/inbox-client';
import type { BetterMindsDatabase } from '../../../db/database';
import type { OutboxEntryRow } from '../../../db/outbox-types';
import { asDeliveryError, DeliveryError, RateLimitedError } from '../../../sync/delivery-error';
import type { KindHandler } from '../../../sync/replay/handler';
import { sendSequentially } from '../../../sync/replay/senders';

/** What an `inbox_return` outbox entry carries: the ciphertext only, never the return itself. */
export interface InboxReturnPayload {
  inboxId: string;
  returnId: string;
  sealed: string;
  sendToken: string;
}

function asDelivery(error: unknown): DeliveryError {
  if (!(error instanceof InboxClientError)) return asDeliveryError(error);
  if (error.kind === 'network') return asDeliveryError(error.cause ?? error);
  if (error.status === 429) return new RateLimitedError(error.message, error.retryAfterMs);
  if (error.kind === 'refused') return new DeliveryError(error.message, error.status ?? 400);
  return new DeliveryError(error.message, error.status ?? null, true);
}

interface InboxReturnHandlerOptions {
  /** The inbox function's address; by default the one of this origin (page or service worker). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Refusals that wait for a retry rather than go to the dead letters: the kind's declared `retryStatuses`. */
  retryStatuses?: readonly number[];
}

export function inboxReturnHandler(database: BetterMindsDatabase, options: InboxReturnHandlerOptions = {}): KindHandler {
  let client: InboxClient | null = null;
  const inbox = () =>
    (client ??= createInboxClient(
      options.baseUrl ?? inboxUrlAt(globalThis.location.origin),
      // Looked up at call time, so a test's (or a Playwright route's) fetch is the one used.
      (input, init) => (options.fetch ?? fetch)(input, init),
    ));
  const receivedAt = new Map<string, string>();

  async function deliver(entry: OutboxEntryRow): Promise<void> {
    const payload = entry.payload as InboxReturnPayload;
    try {
      const sent = await inbox().send(payload.inboxId, payload.sendToken, { returnId: payload.returnId, sealed: payload.sealed });
      receivedAt.set(payload.returnId, sent.receivedAt);
    } catch (error) {
      throw asDelivery(error);
    }
  }

  return {
    confirmTables: [database.sentReturns],
    // The kind's declared statuses (not registered yet, too large today) wait for a retry instead of a dead letter.
    send: (entries) => sendSequentially(entries, deliver, undefined, { retryStatuses: options.retryStatuses }),
    // "Sent on ..." is written only here, once the inbox confirmed it, with the inbox's own time.
    async onConfirmed(entries, confirmedAt) {
      for (const entry of entries) {
        const { returnId } = entry.payload as InboxReturnPayload;
        await database.sentReturns.update(returnId, { sentAt: receivedAt.get(returnId) ?? confirmedAt.toISOString() });
        receivedAt.delete(returnId);
      }
    },
  };
}
