/**
 * "Delete everything" on the server: /.netlify/functions/erase, one Netlify function (classic path) that `npm start`
 * serves on the same origin, on the feedback functions' database.
 *
 * CONTRACT (contract/erase-schemas.ts)
 * ------------------------------------
 * POST / with `X-Feedback-Device-Key` (when the device has one) and a JSON body
 *   { communityKey?, listings?: [{ listingId, listingKey }] (<= 20), shareCodes?: [{ code, revokeToken }] (<= 500) }
 *   -> 200 data: { erased: { feedback, screenshots, usageEvents, promptInteractions, preferences, books,
 *   communityPosts, communityReports, communityHandles, listings, shareCodes, deviceBindings, reminders } } (counts).
 * Under the device key: every feedback submission of the ids bound to it (with their screenshots), their usage
 * events, prompt interactions and preferences, its book submissions (with their manuscripts), its uploads, its
 * reminder subscription with its instants, and the bindings themselves. Under the community key: its posts (and the replies under them), its reports and its handle.
 * Each listing whose key matches, each short code whose revoke token matches: deleted (a code then answers 404).
 * All rows in one transaction. No key at all is a 400; a malformed key a 400; JSON only (415). Rate limit: `read`.
 * docs/erasure.md describes it for people.
 */
import type { FunctionsBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import { erase } from './_lib/erase/handler.ts';
import type { HandlerContext } from './_lib/request-context.ts';
import { ERASE_PATH } from '../contract/erase-schemas.ts';

const ROUTES: Route<HandlerContext>[] = [{ pattern: /^\/$/, methods: { POST: erase } }];

export function createEraseHandler(
  getBackend: (context: FunctionHostContext) => Promise<FunctionsBackend>,
): (request: Request, context?: FunctionHostContext) => Promise<Response> {
  const dispatch = createDispatcher(getBackend, {
    basePath: ERASE_PATH,
    routes: ROUTES,
    messages: {
      storageUnavailableLog: 'Erase storage is unavailable',
      updating: 'The service is being updated, so nothing was erased. Please try again shortly.',
      unavailable: 'The service is not available right now, so nothing was erased. Please try again later.',
      failureLogPrefix: 'Erase',
    },
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createEraseHandler((context) => backendForRequest(context));
