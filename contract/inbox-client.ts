/**
 * The app's one client of the returns inbox (functions/inbox.ts; shapes in inbox-schemas.ts): the therapist's device
 * registers, fetches and acknowledges; the client's device sends (through the outbox) and withdraws. Every caller
 * (the outbox's handler, the Star Chart's fetch, a withdrawal) builds it here, with the one timeout policy below, and
 * every answer is parsed with its schema before a caller sees it.
 */
import {
  acknowledgedReturnSchema,
  fetchedReturnsSchema,
  registeredInboxSchema,
  sentReturnSchema,
  INBOX_PATH,
  withdrawnReturnSchema,
  type SentReturn,
  type WaitingReturn,
} from './inbox-schemas.ts';
import { createServiceRequester, ServiceClientError, standardMessages, tooManyRequestsMessage, type ServiceMessages } from './service-request.ts';

export class InboxClientError extends ServiceClientError {
  override readonly name = 'InboxClientError';
}

export interface InboxClient {
  register(inboxId: string, hashes: { sendTokenHash: string; fetchTokenHash: string }): Promise<void>;
  send(inboxId: string, sendToken: string, body: { returnId: string; sealed: string }): Promise<SentReturn>;
  fetch(inboxId: string, fetchToken: string): Promise<WaitingReturn[]>;
  acknowledge(inboxId: string, fetchToken: string, returnId: string): Promise<void>;
  /** 'withdrawn', or 'opened' when the inbox no longer holds it: the therapist's device took it (409). */
  withdraw(inboxId: string, sendToken: string, returnId: string): Promise<'withdrawn' | 'opened'>;
}

const MESSAGES: ServiceMessages = {
  ...standardMessages('Your therapist\'s inbox'),
  refusal(status, retryAfterMs, serverMessage) {
    if (status === 429) return tooManyRequestsMessage(retryAfterMs);
    if (status === 403) return 'This prescription\'s key does not open its inbox. Ask your therapist for the prescription again.';
    if (status === 404) return 'Your therapist\'s inbox is not ready yet: their device has not been online since the prescription was made.';
    if (status === 413) return 'This return is too large to send in one go. Choose fewer entries.';
    return serverMessage || 'The inbox refused this request.';
  },
};

/** The SHA-256 of a token in lower-case hex: what the inbox keeps instead of the token. */
export async function tokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * How long a request may take before it counts as a network failure (the outbox retries it later; a screen says the
 * inbox could not be reached). Sending a return uploads it sealed, up to a few MB over what may be a slow phone
 * connection, so it may take a minute; every other request carries a token or an id, and waits 20 s. A fetch's answer
 * can be large too, but the therapist is waiting on screen for it.
 */
export const INBOX_TIMEOUTS_MS = { send: 60_000, other: 20_000 } as const;

/** The inbox function's address on a site: the page's or the service worker's origin. */
export function inboxUrlAt(origin: string): string {
  return new URL(INBOX_PATH, origin).href;
}

/**
 * The client at `baseUrl` (see inboxUrlAt). `fetchImpl` is looked up at each call by the default, so that a test's
 * (or a Playwright route's) fetch is the one used.
 */
export function createInboxClient(baseUrl: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): InboxClient {
  const requester = (timeoutMs: number) =>
    createServiceRequester({
      baseUrl,
      fetchImpl,
      timeoutMs,
      // 50 returns of the largest size fit; an inbox holds at most 20 a day.
      maxResponseBytes: 16 * 1024 * 1024,
      ErrorClass: InboxClientError,
      messages: MESSAGES,
    });
  const { send, failure, call, data } = requester(INBOX_TIMEOUTS_MS.other);
  const upload = requester(INBOX_TIMEOUTS_MS.send);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const at = (inboxId: string) => `/${encodeURIComponent(inboxId)}`;

  return {
    async register(inboxId, hashes) {
      await call(at(inboxId), { method: 'PUT', json: hashes }, registeredInboxSchema, [201, 200]);
    },
    send(inboxId, sendToken, body) {
      return upload.call(`${at(inboxId)}/returns`, { method: 'POST', json: body, headers: bearer(sendToken) }, sentReturnSchema, [201, 200]);
    },
    async fetch(inboxId, fetchToken) {
      return (await call(`${at(inboxId)}/returns`, { method: 'GET', headers: bearer(fetchToken) }, fetchedReturnsSchema)).returns;
    },
    async acknowledge(inboxId, fetchToken, returnId) {
      await call(`${at(inboxId)}/returns/${encodeURIComponent(returnId)}`, { method: 'DELETE', headers: bearer(fetchToken) }, acknowledgedReturnSchema);
    },
    async withdraw(inboxId, sendToken, returnId) {
      const answer = await send(`${at(inboxId)}/returns/${encodeURIComponent(returnId)}/withdraw`, { method: 'POST', headers: bearer(sendToken) });
      if (answer.status === 409) return 'opened';
      if (answer.status !== 200) throw failure(answer);
      // Checked like every other answer: one that is not the contract's is an `unexpected` error, never a guess.
      data(answer, withdrawnReturnSchema);
      return 'withdrawn';
    },
  };
}
