/**
 * The therapist directory: /.netlify/functions/directory and its sub-paths, one Netlify function (classic path) that
 * `npm start` serves on the same origin, on the feedback functions' database (embedded PGlite under DATA_DIR, or
 * DATABASE_URL) and rate limiter: shared data that belongs to no one device (DECISIONS.md).
 *
 * CONTRACT (contract/directory-schemas.ts; the client is contract/directory-client.ts)
 * -----------------------------------------------------------------------------------
 * Answers are JSON `{ "success": true, "data": ... }` or `{ "success": false, "error": "..." }`, always with
 * Cache-Control: no-store. Bodies must be `Content-Type: application/json` (else 415); unknown keys are a 400; text
 * is trimmed, control characters (NUL among them) are a 400, and markup is stored and answered as the text it is.
 *
 * The therapist's device (header X-Listing-Key: 32 random bytes, base64url, made on the device; only its SHA-256 is
 * kept, compared in constant time; the first PUT of an id binds it, another key is then a 403):
 * PUT  /listings/{id}  ListingRequest -> 200 ListingState. First: `pending`. A change of name, credentials, license
 *   number or license state sends a verified or declined listing back to `pending`. A body over 16 KiB is a 413.
 * GET  /listings/{id}  -> 200 ListingState (status, the decline reason, subscription none|active|ended, isPublic).
 * POST /listings/{id}/subscription { plan: 'professional' } -> 200 ListingState + outcome: 'started' (the sample: 30
 *   days from now, through functions/_lib/directory/payment-provider.ts) or 'kept-active' (one is active already).
 * Public:
 * GET  /listings?specialty=&state=&city=&remote=&q=&page= -> 200 { listings, page, pageSize: 50, total, generatedAt }:
 *   only listings verified AND opted in AND with an active subscription (the spec's rule, on the server's clock),
 *   without license number or key, sorted by name.
 * POST /listings/{id}/reports { reason, details } -> 201 { reportId }; 404 for a listing that is not public. One
 *   open report per address and listing: a repeat answers the report already made.
 * Admin (the admin session cookie; 401 without it; a foreign Origin on a POST is a 403):
 * GET  /admin/listings?status=pending|verified|declined|all; POST /admin/listings/{id}/verify;
 * POST /admin/listings/{id}/decline { reason }; GET /admin/reports?status=open|closed&page=
 * (50 a page; open ones riskiest reason then oldest first);
 * POST /admin/reports/{id}/close { note? }; GET /admin/actions (the latest 100, from feedback.admin_actions).
 *
 * Limits per address and minute (429 with Retry-After), set with RATE_LIMITS: `list` 10 (PUT and subscription),
 * `directory` 60 (public reads, reports, and the therapist's GET). An IPv6 caller's whole /64 counts as one address.
 * Other methods are 405 with Allow.
 */
import type { FeedbackBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import {
  adminListActions,
  adminListListings,
  adminListReports,
  closeReport,
  declineListing,
  verifyListing,
} from './_lib/directory/admin-handlers.ts';
import {
  getListing,
  listDirectory,
  putListing,
  reportListing,
  startSubscription,
  type DirectoryContext,
} from './_lib/directory/listing-handlers.ts';
import { sampleSubscriptionProvider, type PaymentProvider } from './_lib/directory/payment-provider.ts';
import { DIRECTORY_PATH } from '../contract/directory-schemas.ts';

/** The context both hosts pass: npm start's router gives `{ dataDir, ip }`; Netlify's context has `ip`. */
export type DirectoryFunctionContext = FunctionHostContext;

const ROUTES: Route<DirectoryContext>[] = [
  { pattern: /^\/listings$/, methods: { GET: listDirectory } },
  { pattern: /^\/listings\/([^/]+)$/, methods: { GET: getListing, PUT: putListing } },
  { pattern: /^\/listings\/([^/]+)\/subscription$/, methods: { POST: startSubscription } },
  { pattern: /^\/listings\/([^/]+)\/reports$/, methods: { POST: reportListing } },
  { pattern: /^\/admin\/listings$/, methods: { GET: adminListListings } },
  { pattern: /^\/admin\/listings\/([^/]+)\/verify$/, methods: { POST: verifyListing } },
  { pattern: /^\/admin\/listings\/([^/]+)\/decline$/, methods: { POST: declineListing } },
  { pattern: /^\/admin\/reports$/, methods: { GET: adminListReports } },
  { pattern: /^\/admin\/reports\/([^/]+)\/close$/, methods: { POST: closeReport } },
  { pattern: /^\/admin\/actions$/, methods: { GET: adminListActions } },
];

export interface DirectoryHandlerOptions {
  /** How a subscription starts: the sample (no payment) unless a test passes its own. */
  payments?: PaymentProvider;
}

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createDirectoryHandler(
  getBackend: (context: DirectoryFunctionContext) => Promise<FeedbackBackend>,
  options: DirectoryHandlerOptions = {},
): (request: Request, context?: DirectoryFunctionContext) => Promise<Response> {
  const payments = options.payments ?? sampleSubscriptionProvider;
  const dispatch = createDispatcher(getBackend, {
    basePath: DIRECTORY_PATH,
    routes: ROUTES,
    pathParams: ['id'],
    messages: {
      storageUnavailableLog: 'Directory storage is unavailable',
      updating: 'The directory is being updated. Please try again shortly.',
      unavailable: 'The directory is not available right now. Please try again later.',
      failureLogPrefix: 'Directory',
    },
    buildContext: (base): DirectoryContext => ({ ...base, payments }),
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createDirectoryHandler((context) => backendForRequest(context));
