/**
 * A failed delivery and what to do about it. Imported by the service worker.
 *
 * Network errors (no status), 408, 429 and 5xx are temporary: the entry stays and is retried with backoff. Any
 * other 4xx means the server will never accept this entry as it is: it moves to the dead letters, where the
 * person can retry or discard it, and the entries after it go on.
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    message: string,
    /** The HTTP status, or null for a network error (offline, aborted, timed out, unreadable response). */
    readonly status: number | null,
    /** Overrides the status-based rule, e.g. an expired token answered with 401 is worth a retry. */
    readonly retryableOverride?: boolean,
  ) {
    super(message);
  }

  get retryable(): boolean {
    return this.retryableOverride ?? isRetryableStatus(this.status);
  }
}

/** A refusal that says when to come back (429 with Retry-After). */
export class RateLimitedError extends DeliveryError {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message, 429);
  }
}

function isRetryableStatus(status: number | null): boolean {
  if (status === null || status === 0) return true;
  if (status === 408 || status === 429) return true;
  if (status >= 500) return true;
  // A 2xx or 3xx that did not confirm the entry is a protocol problem, not a refusal: try again later.
  return status < 400;
}

/** Wraps anything thrown by fetch (TypeError, AbortError, a timeout) as a retryable network failure. */
export function asDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new DeliveryError(`Network error (${message})`, null);
}
