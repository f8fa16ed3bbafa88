/**
 * The typed client of the short-code service (functions/share-codes.ts), used by the therapist's sharing screen and
 * the client's journey and return screens. Every answer is read with a size limit and checked against the contract's
 * schemas, so a proxy's HTML page or a cut-off body is a `ShareCodeClientError`, never a crash or a wrongly typed value.
 * Its `message` is a plain sentence a screen may show as it is.
 */
import { readEnvelope, serverErrorText } from './envelope.ts';
import { normalizeShareCode } from './share-code.ts';
import {
  createdShareCodeSchema,
  goneShareCodeSchema,
  openedShareCodeSchema,
  revokedShareCodeSchema,
  type CreateShareCodeBody,
} from './share-code-schemas.ts';
import type { z } from './zod.ts';
import { parseRetryAfter, readLimited } from './http-answers.ts';

/**
 * - `network`: no answer arrived (offline, refused connection, timed out).
 * - `refused`: the service said no for a reason of the request (a malformed code, a wrong revoke key, an unknown code
 *   to revoke, too large, too many requests: `status` and `retryAfterMs` say which); retrying the same will not help.
 * - `http`: the service is in trouble (5xx, or a refusal without its reason); trying later may help.
 * - `unexpected`: a success that is not the contract's answer (not JSON, wrong shape, too large).
 */
export type ShareCodeClientErrorKind = 'network' | 'http' | 'refused' | 'unexpected';

export class ShareCodeClientError extends Error {
  override readonly name = 'ShareCodeClientError';
  constructor(
    message: string,
    readonly kind: ShareCodeClientErrorKind,
    /** The HTTP status, or null when no answer arrived (or the code was refused before asking). */
    readonly status: number | null,
    /** The service's own error text, when it gave one. */
    readonly serverMessage: string | null = null,
    /** From Retry-After, on a 429 or 503. */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type OpenShareCodeResult =
  | { status: 'found'; payload: string; expiresAt: string }
  | { status: 'unknown' | 'expired' | 'revoked' };

export interface ShareCodeClient {
  create(input: CreateShareCodeBody): Promise<{ code: string; expiresAt: string; revokeToken: string }>;
  open(code: string): Promise<OpenShareCodeResult>;
  revoke(code: string, revokeToken: string): Promise<void>;
}

/** Larger than any answer of the service (a 16,000-character payload in its envelope). */
const MAX_RESPONSE_BYTES = 64 * 1024;

const NETWORK_MESSAGE = 'The sharing service could not be reached. Check the connection and try again.';
const MALFORMED_CODE_MESSAGE = 'That code is not complete or has a typo. Check it and try again.';

/** What a person reads for a refusal, by status; the service's own text stays in `serverMessage`. */
function refusalMessage(status: number, retryAfterMs: number | undefined): string {
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterMs ?? 60_000) / 60_000));
    return `Too many requests just now. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
  }
  if (status === 403) return 'This code can only be withdrawn from the device that made it.';
  if (status === 404) return 'No share with this code was found.';
  if (status === 413) return 'This is too large to share as a short code. Share the link or QR code instead.';
  if (status === 400) return MALFORMED_CODE_MESSAGE;
  return 'The sharing service refused this request.';
}

export function createShareCodeClient(
  baseUrl: string,
  fetchImpl: typeof fetch,
  options: { timeoutMs?: number } = {},
): ShareCodeClient {
  const base = baseUrl.replace(/\/+$/, '');

  /** One call: the parsed JSON body and the status, or a thrown `network` error. */
  async function send(path: string, init: { method: 'GET' | 'POST'; json?: unknown }): Promise<{ status: number; body: unknown; headers: Headers }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: init.json === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        credentials: 'same-origin',
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      });
    } catch (error) {
      throw new ShareCodeClientError(NETWORK_MESSAGE, 'network', null, null, undefined, { cause: error });
    }
    let text: string | null;
    try {
      text = await readLimited(response, MAX_RESPONSE_BYTES);
    } catch (error) {
      throw new ShareCodeClientError(NETWORK_MESSAGE, 'network', null, null, undefined, { cause: error });
    }
    let body: unknown = undefined;
    if (text !== null) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = undefined;
      }
    }
    return { status: response.status, body, headers: response.headers };
  }

  function failure(status: number, body: unknown, headers: Headers): ShareCodeClientError {
    const serverMessage = serverErrorText(body);
    const wait = parseRetryAfter(headers.get('Retry-After'));
    if (status >= 400 && status < 500 && serverMessage !== null) {
      return new ShareCodeClientError(refusalMessage(status, wait), 'refused', status, serverMessage, wait);
    }
    return new ShareCodeClientError(
      'The sharing service is not available right now. Please try again later.',
      'http',
      status,
      serverMessage,
      wait,
    );
  }

  function data<Schema extends z.ZodType>(status: number, body: unknown, schema: Schema): z.output<Schema> {
    const envelope = readEnvelope(body);
    const parsed = envelope?.success ? schema.safeParse(envelope.data) : null;
    if (!parsed?.success) {
      throw new ShareCodeClientError('The sharing service gave an answer this app does not understand.', 'unexpected', status);
    }
    return parsed.data;
  }

  function canonical(code: string): string {
    const normalized = normalizeShareCode(code);
    if (normalized === null) throw new ShareCodeClientError(MALFORMED_CODE_MESSAGE, 'refused', null);
    return normalized;
  }

  return {
    async create(input) {
      const { status, body, headers } = await send('/', { method: 'POST', json: input });
      if (status !== 201 && status !== 200) throw failure(status, body, headers);
      const created = data(status, body, createdShareCodeSchema);
      return { code: created.code, expiresAt: created.expiresAt, revokeToken: created.revokeToken };
    },

    async open(code) {
      const { status, body, headers } = await send(`/${encodeURIComponent(canonical(code))}`, { method: 'GET' });
      if (status === 404 && serverErrorText(body) !== null) return { status: 'unknown' };
      if (status === 410) {
        const gone = goneShareCodeSchema.safeParse(body);
        if (gone.success) return { status: gone.data.reason };
      }
      if (status !== 200) throw failure(status, body, headers);
      const opened = data(status, body, openedShareCodeSchema);
      return { status: 'found', payload: opened.payload, expiresAt: opened.expiresAt };
    },

    async revoke(code, revokeToken) {
      const { status, body, headers } = await send(`/${encodeURIComponent(canonical(code))}/revoke`, {
        method: 'POST',
        json: { revokeToken },
      });
      if (status !== 200) throw failure(status, body, headers);
      data(status, body, revokedShareCodeSchema);
    },
  };
}
