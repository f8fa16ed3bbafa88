/**
 * The feedback adapter: replays submissions, screenshot uploads, usage events and prompt interactions to the
 * site's feedback functions (spec section 7, base path from config.feedbackApiBase), through the one typed client
 * of contract/client.ts. Each call carries the client's id, and the functions ignore an id they already have, so a
 * call repeated after a lost answer stores nothing twice. Failures become DeliveryErrors the replayer understands.
 * Imported by the service worker: relative imports only, no DOM.
 */
import { createFeedbackClient, FeedbackClientError, type FetchLike } from '../../../contract/client';
import type { PromptInteractionBody, SubmissionBody, TrackEventBody } from '../../../contract/feedback-schemas';
import { DeliveryError, RateLimitedError, asDeliveryError } from '../delivery-error';

export type { PromptInteractionBody, SubmissionBody, TrackEventBody };

export const REQUEST_TIMEOUT_MS = 30_000;

export interface TrackOutcome {
  /** Stored now or earlier (a repeat), or ignored because their session opted out: these events are done. */
  confirmed: string[];
  /** Refused for good, with the server's reason. Events in neither list were not confirmed. */
  rejected: { id: string; error: string }[];
}

interface FeedbackFunctionsOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** This device's key, sent with every call (src/db/feedback-identity.ts). */
  deviceKey?: () => Promise<string | null> | string | null;
}

// Defined beside DeliveryError, so that the replay's state (sync-state.ts) needs no client or schema to know it.
export { RateLimitedError };

/** What a refused upload says when the server gave no message of its own (spec section 8). */
const UPLOAD_FAILED = 'Failed to upload file';

/** The replayer's reading of a failed call: what is retried, what is final. */
function asDelivery(error: unknown): DeliveryError {
  if (!(error instanceof FeedbackClientError)) return asDeliveryError(error);
  switch (error.kind) {
    case 'network':
      return asDeliveryError(error.cause ?? error);
    case 'http':
      if (error.status === 429) return new RateLimitedError(error.message, error.retryAfterMs);
      return new DeliveryError(error.message, error.status);
    case 'refused':
      // An explicit `success: false` is the server's refusal, whatever the status said.
      return new DeliveryError(error.message, error.status, false);
    case 'unexpected':
      // A 2xx that is not the API's answer (a proxy's page, a cut-off body, a wrong shape) confirms nothing: retry.
      return new DeliveryError(error.message, error.status);
  }
}

export function createFeedbackFunctionsClient({
  baseUrl,
  fetch: fetchImpl,
  timeoutMs = REQUEST_TIMEOUT_MS,
  deviceKey,
}: FeedbackFunctionsOptions) {
  // Resolved at call time so a test (or a Playwright route) sees the fetch in use then.
  const lateFetch: FetchLike = (input, init) => (fetchImpl ?? fetch)(input, init);
  const client = createFeedbackClient(baseUrl, lateFetch, { timeoutMs, ...(deviceKey ? { deviceKey } : {}) });

  async function deliver<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw asDelivery(error);
    }
  }

  return {
    /** POST /submit: idempotent by the submission's id. Resolves with the id the server stored. */
    async submit(submission: SubmissionBody): Promise<{ id: string }> {
      const data = await deliver(() => client.submit(submission));
      return { id: data.id };
    },

    /**
     * POST /track: up to 500 events, idempotent by event id. The functions answer, per event, what they stored,
     * what they already held and what they refused (and why): a refused event will never be accepted. Only the ids
     * the answer lists are confirmed; a 200 without the lists is not the contract's answer and confirms nothing
     * (retried later), so an event is never deleted from the outbox on an answer that does not name it.
     */
    async track(events: TrackEventBody[]): Promise<TrackOutcome> {
      if (events.length > 500) throw new RangeError('At most 500 events per request');
      const data = await deliver(() => client.track(events));
      const ids = events.map((event) => event.id);
      const accepted = new Set<string>([...data.stored, ...data.duplicates, ...(data.ignored ?? [])]);
      const rejected = (data.rejected ?? [])
        .map((item) => ({ id: item.id ?? events[item.index]?.id, error: item.error }))
        .filter((item): item is { id: string; error: string } => typeof item.id === 'string');
      return { confirmed: ids.filter((id) => accepted.has(id)), rejected };
    },

    /**
     * DELETE /user/{id}: erases this device's records at the functions (usage events, prompt interactions,
     * preferences) and removes the personal link from its submissions. Any failure throws (a DeliveryError).
     */
    async eraseUser(feedbackId: string): Promise<void> {
      await deliver(() => client.eraseUser(feedbackId));
    },

    /** POST /prompt-interaction: idempotent by id. */
    async promptInteraction(interaction: PromptInteractionBody): Promise<void> {
      await deliver(() => client.promptInteraction(interaction));
    },

    /**
     * POST /upload, multipart with the field `file`. The upload's own id goes along as a field; the screenshot's
     * URL is kept on the device as soon as it arrives, so a submission retried later does not upload it again.
     */
    async upload(bytes: ArrayBuffer, name: string, type: string, uploadId: string): Promise<{ url: string }> {
      const form = new FormData();
      form.append('id', uploadId);
      form.append('file', new Blob([bytes], { type }), name);
      try {
        const data = await client.upload(form);
        return { url: data.url };
      } catch (error) {
        if (error instanceof FeedbackClientError && error.kind === 'unexpected' && error.status === 200) {
          throw new DeliveryError('The upload answer had no file address', 200);
        }
        const delivery = asDelivery(error);
        // Spec section 8: a refused upload says the server's message, or 'Failed to upload file' without one.
        if (!delivery.retryable && error instanceof FeedbackClientError && !error.serverMessage) {
          throw new DeliveryError(UPLOAD_FAILED, delivery.status, false);
        }
        throw delivery;
      }
    },
  };
}

export type FeedbackFunctionsClient = ReturnType<typeof createFeedbackFunctionsClient>;
