/**
 * Star Chart short share codes: /.netlify/functions/share-codes and its sub-paths, one Netlify function (classic
 * path) that `npm start` serves on the same origin, on the feedback functions' database (embedded PGlite under
 * DATA_DIR, or DATABASE_URL) and rate limiter.
 *
 * CONTRACT (contract/share-code-schemas.ts; the client is contract/share-code-client.ts)
 * ------------------------------------------------------------------------------------
 * Answers are JSON `{ "success": true, "data": ... }` or `{ "success": false, "error": "..." }`, always with
 * Cache-Control: no-store. Bodies must be `Content-Type: application/json` (else 415); unknown keys are a 400.
 * A code is 8 Crockford base32 symbols and a mod-37 check symbol (contract/share-code.ts); in a path it may be
 * written as people type it (lower case, hyphens, I/L for 1, O for 0); a wrong check symbol or shape is a 400.
 *
 * POST /             { payload: share token (URL-safe, 1..16,000 chars), expiresInDays?: 1..365 (default 30) }
 *   -> 201 data: { code, expiresAt, revokeToken }. Only the revoke key's SHA-256 is kept; this is the one time it is
 *   given. A body over 17,024 bytes is a 413 before it is parsed. The payload must decode with the app's codec
 *   (contract/share-token.ts) to a prescription or a return, else 400; when 20,000 codes are live already, 503.
 * GET  /{code}       -> 200 data: { code, payload, expiresAt }; 404 unknown; 410 { success: false, error,
 *   reason: 'expired' | 'revoked' }.
 * POST /{code}/revoke { revokeToken } -> 200 data: { code, revokedAt } (a repeat answers the first time); 403 wrong
 *   key; 404 unknown. The payload is deleted at once.
 * Other methods are 405 with Allow. Limits per address and minute (429 with Retry-After): `share` 10 (creating and
 * revoking), `open` 30 (every attempt to open, malformed and unknown codes included, so the code space cannot be
 * walked). They are set with RATE_LIMITS like the feedback function's; an IPv6 caller's whole /64 counts as one address.
 *
 * Expired codes: opening one answers 410 and forgets its payload; each creation deletes rows that expired over 30
 * days ago (functions/_lib/share-codes/store.ts), so for 30 days an expired code says "expired", then "unknown".
 */
import { randomBytes } from 'node:crypto';
import type { FeedbackBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import { createCode, openCode, revokeCode, type ShareCodeContext } from './_lib/share-codes/handlers.ts';
import { SHARE_CODES_PATH } from '../contract/share-code-schemas.ts';

/** The context both hosts pass: npm start's router gives `{ dataDir, ip }`; Netlify's context has `ip`. */
export type ShareCodesFunctionContext = FunctionHostContext;

const ROUTES: Route<ShareCodeContext>[] = [
  { pattern: /^\/$/, methods: { POST: createCode } },
  { pattern: /^\/([^/]+)$/, methods: { GET: openCode } },
  { pattern: /^\/([^/]+)\/revoke$/, methods: { POST: revokeCode } },
];

export interface ShareCodesHandlerOptions {
  /** Random bytes for codes and revoke keys; node:crypto's unless a test forces a collision. */
  randomBytes?: (count: number) => Uint8Array;
}

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createShareCodesHandler(
  getBackend: (context: ShareCodesFunctionContext) => Promise<FeedbackBackend>,
  options: ShareCodesHandlerOptions = {},
): (request: Request, context?: ShareCodesFunctionContext) => Promise<Response> {
  const random = options.randomBytes ?? ((count: number) => new Uint8Array(randomBytes(count)));
  const dispatch = createDispatcher(getBackend, {
    basePath: SHARE_CODES_PATH,
    routes: ROUTES,
    pathParams: ['code'],
    messages: {
      storageUnavailableLog: 'Share code storage is unavailable',
      updating: 'The sharing service is being updated. Please try again shortly.',
      unavailable: 'The sharing service is not available right now. Please try again later.',
      failureLogPrefix: 'Share codes',
    },
    buildContext: (base): ShareCodeContext => ({ ...base, randomBytes: random }),
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createShareCodesHandler((context) => backendForRequest(context));
