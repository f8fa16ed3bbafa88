/**
 * The typed client of the short-code service (functions/share-codes.ts), used by the therapist's sharing screen and
 * the client's journey and return screens. Every answer is read with a size limit and checked against the contract's
 * schemas, so a proxy's HTML page or a cut-off body is a `ShareCodeClientError`, never a crash or a wrongly typed value.
 * Its `message` is a plain sentence a screen may show as it is.
 */
import { serverErrorText } from './envelope.ts';
import {
  composeSealedShareCode,
  newSealedCodeKey,
  normalizeSealedShareCode,
  openSealedShareToken,
  sealShareToken,
  SEALED_PAYLOAD_PREFIX,
  shareCodeLocator,
} from './sealed-share-code.ts';
import { decodeSharePayload } from './share-token.ts';
import {
  createdShareCodeSchema,
  goneShareCodeSchema,
  openedShareCodeSchema,
  revokedShareCodeSchema,
  type CreateShareCodeBody,
} from './share-code-schemas.ts';
import {
  createServiceRequester,
  ServiceClientError,
  standardMessages,
  tooManyRequestsMessage,
  type ServiceErrorKind,
  type ServiceMessages,
} from './service-request.ts';

/**
 * - `network`: no answer arrived (offline, refused connection, timed out).
 * - `refused`: the service said no for a reason of the request (a malformed code, a wrong revoke key, an unknown code
 *   to revoke, too large, too many requests: `status` and `retryAfterMs` say which); retrying the same will not help.
 * - `http`: the service is in trouble (5xx, or a refusal without its reason); trying later may help.
 * - `unexpected`: a success that is not the contract's answer (not JSON, wrong shape, too large).
 */
export type ShareCodeClientErrorKind = ServiceErrorKind;

export class ShareCodeClientError extends ServiceClientError {
  override readonly name = 'ShareCodeClientError';
}

export type OpenShareCodeResult =
  | { status: 'found'; payload: string; expiresAt: string }
  | { status: 'unknown' | 'expired' | 'revoked' };

export interface ShareCodeClient {
  create(input: CreateShareCodeBody): Promise<{ code: string; expiresAt: string; revokeToken: string }>;
  open(code: string): Promise<OpenShareCodeResult>;
  revoke(code: string, revokeToken: string): Promise<void>;
}

const MALFORMED_CODE_MESSAGE = 'That code is not complete or has a typo. Check it and try again.';

const MESSAGES: ServiceMessages = {
  ...standardMessages('The sharing service'),
  // What a person reads for a refusal, by status; the service's own text stays in `serverMessage`.
  refusal(status, retryAfterMs) {
    if (status === 429) return tooManyRequestsMessage(retryAfterMs);
    if (status === 403) return 'This code can only be withdrawn from the device that made it.';
    if (status === 404) return 'No share with this code was found.';
    if (status === 413) return 'This is too large to share as a short code. Share the link or QR code instead.';
    if (status === 400) return MALFORMED_CODE_MESSAGE;
    return 'The sharing service refused this request.';
  },
};

export function createShareCodeClient(
  baseUrl: string,
  fetchImpl: typeof fetch,
  options: { timeoutMs?: number } = {},
): ShareCodeClient {
  const { send, failure, data, call } = createServiceRequester({
    baseUrl,
    fetchImpl,
    timeoutMs: options.timeoutMs,
    // Larger than any answer of the service (a 16,000-character payload in its envelope).
    maxResponseBytes: 64 * 1024,
    ErrorClass: ShareCodeClientError,
    messages: MESSAGES,
  });

  function canonical(code: string): string {
    // A sealed code's locator is the service's code; its key symbols are never sent.
    const normalized = shareCodeLocator(code);
    if (normalized === null) throw new ShareCodeClientError(MALFORMED_CODE_MESSAGE, 'refused', null);
    return normalized;
  }

  return {
    async create(input) {
      // Sealed on this device: the service stores ciphertext, the key travels only in the code (sealed-share-code.ts).
      // What is not a share token goes as it is, and the service refuses it in its own words.
      if (!decodeSharePayload(input.payload).ok) {
        const refused = await call('/', { method: 'POST', json: input }, createdShareCodeSchema, [201, 200]);
        return { code: refused.code, expiresAt: refused.expiresAt, revokeToken: refused.revokeToken };
      }
      const key = newSealedCodeKey();
      const sealed = { ...input, payload: await sealShareToken(input.payload, key) };
      const created = await call('/', { method: 'POST', json: sealed }, createdShareCodeSchema, [201, 200]);
      return { code: composeSealedShareCode(created.code, key), expiresAt: created.expiresAt, revokeToken: created.revokeToken };
    },

    async open(code) {
      const answer = await send(`/${encodeURIComponent(canonical(code))}`, { method: 'GET' });
      // An unknown, expired or revoked code is an answer to show, not a failure.
      if (answer.status === 404 && serverErrorText(answer.body) !== null) return { status: 'unknown' };
      if (answer.status === 410) {
        const gone = goneShareCodeSchema.safeParse(answer.body);
        if (gone.success) return { status: gone.data.reason };
      }
      if (answer.status !== 200) throw failure(answer);
      const opened = data(answer, openedShareCodeSchema);
      if (!opened.payload.startsWith(SEALED_PAYLOAD_PREFIX)) {
        // A plain code made before codes were sealed: its payload is the token itself, until it expires.
        return { status: 'found', payload: opened.payload, expiresAt: opened.expiresAt };
      }
      // Only the whole sealed code opens it; a locator alone or a wrong key is, to the person, a code that was not found.
      const key = normalizeSealedShareCode(code)?.key;
      const token = key === undefined ? null : await openSealedShareToken(opened.payload, key);
      return token === null ? { status: 'unknown' } : { status: 'found', payload: token, expiresAt: opened.expiresAt };
    },

    async revoke(code, revokeToken) {
      await call(`/${encodeURIComponent(canonical(code))}/revoke`, { method: 'POST', json: { revokeToken } }, revokedShareCodeSchema);
    },
  };
}
