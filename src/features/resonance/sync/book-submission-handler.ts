/**
 * The handler of the `book_submission` kind: PUT /submissions/{draftId} at the books function, with the draft's
 * details and manuscript read from `bookDrafts` (the entry carries only the draft id: the outbox is shown on the
 * status screens and may be kept as a dead letter, and 20 MB does not belong there). The draft id is the submission
 * id, bound to this device's key, so a submission retried after a lost answer is received once and answers with the
 * same receipt. On success the receipt is kept in `bookReceipts` and the draft, bytes and all, is deleted; on a
 * refusal the draft becomes editable again with the reason. Imported by the service worker: relative imports only.
 */
import { BookClientError, createBookClient, type BookClient } from '../../../../contract/book-client';
import { BOOKS_PATH, type BookDetails } from '../../../../contract/book-schemas';
import type { BetterMindsDatabase } from '../../../db/database';
import type { BookDraftRow } from '../../../db/book-types';
import { feedbackDeviceKey } from '../../../db/feedback-identity';
import type { OutboxEntryRow } from '../../../db/outbox-types';
import { asDeliveryError, DeliveryError } from '../../../sync/delivery-error';
import type { KindHandler } from '../../../sync/replay/handler';
import { sendSequentially } from '../../../sync/replay/senders';

/** What a `book_submission` outbox entry carries. */
export interface BookSubmissionPayload {
  draftId: string;
}

/** A 20 MB upload on a slow connection takes a while; a stalled one is retried later. */
const REQUEST_TIMEOUT_MS = 5 * 60_000;

export function detailsOfDraft(draft: BookDraftRow): BookDetails {
  return {
    title: draft.title,
    author: draft.author,
    synopsis: draft.synopsis,
    contentNotes: draft.contentNotes,
    consent: true,
    fileName: draft.manuscript?.name.slice(0, 200) ?? '',
  };
}

function asDelivery(error: unknown): DeliveryError {
  if (!(error instanceof BookClientError)) return asDeliveryError(error);
  if (error.kind === 'network') return asDeliveryError(error.cause ?? error);
  if (error.kind === 'refused') return new DeliveryError(error.message, error.status ?? 400);
  return new DeliveryError(error.message, error.status ?? null, true);
}

interface BookHandlerOptions {
  /** The books function's base URL; by default the one of this origin (page or service worker). */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function bookSubmissionHandler(database: BetterMindsDatabase, options: BookHandlerOptions = {}): KindHandler {
  let client: BookClient | null = null;
  const books = () =>
    (client ??= createBookClient(
      options.baseUrl ?? new URL(BOOKS_PATH, globalThis.location.origin).href,
      // Looked up at call time, so a test's (or a Playwright route's) fetch is the one used.
      (input, init) => (options.fetch ?? fetch)(input, init),
      { timeoutMs: REQUEST_TIMEOUT_MS },
    ));

  async function deliver(entry: OutboxEntryRow): Promise<void> {
    const { draftId } = entry.payload as BookSubmissionPayload;
    const draft = await database.bookDrafts.get(draftId);
    // Received already (the page closed between keeping the receipt and confirming the entry): nothing to send.
    if (!draft && (await database.bookReceipts.filter((receipt) => receipt.draftId === draftId).count()) > 0) return;
    if (!draft?.manuscript || draft.status !== 'queued') {
      throw new DeliveryError('This submission’s draft is no longer on this device', 410);
    }
    let receipt;
    try {
      receipt = await books().submit(draftId, await feedbackDeviceKey(database), detailsOfDraft(draft), {
        bytes: draft.manuscript.bytes,
        fileName: draft.manuscript.name,
      });
    } catch (error) {
      const failure = asDelivery(error);
      if (!failure.retryable) {
        // The author fixes it on the form: the draft is theirs to change again, with the service's reason.
        const reason = error instanceof BookClientError ? (error.serverMessage ?? error.message) : failure.message;
        await database.bookDrafts.update(draftId, { status: 'draft', refusal: reason });
      }
      throw failure;
    }
    await database.transaction('rw', database.bookReceipts, database.bookDrafts, async () => {
      await database.bookReceipts.put({
        receiptCode: receipt.receiptCode,
        title: receipt.title,
        submittedAt: receipt.submittedAt,
        draftId,
        status: 'received',
        note: null,
      });
      await database.bookDrafts.delete(draftId);
    });
  }

  return { send: (entries) => sendSequentially(entries, deliver) };
}
