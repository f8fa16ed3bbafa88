/**
 * Book submission: /.netlify/functions/books and its sub-paths, one Netlify function (classic path) that `npm start`
 * serves on the same origin, on the feedback functions' database (embedded PGlite under DATA_DIR, or DATABASE_URL)
 * and rate limiter: shared data that belongs to no one device (DECISIONS.md).
 *
 * CONTRACT (contract/book-schemas.ts; the client is contract/book-client.ts; the file rules contract/book-manuscript.ts)
 * --------------------------------------------------------------------------------------------------------------------
 * Answers are JSON `{ "success": true, "data": ... }` or `{ "success": false, "error": "..." }` with Cache-Control:
 * no-store, except the manuscript download. Text is trimmed; control characters are a 400; markup is stored and
 * answered as the text it is.
 *
 * The author (no account; the device key header of contract/device-key.ts binds the submission id to the device):
 * PUT /submissions/{id}  multipart/form-data: `details` (JSON: title, author, synopsis, contentNotes, consent: true,
 *   fileName) and `manuscript` (a PDF, EPUB or DOCX by its bytes, at most 20 MiB) -> 201 BookReceipt (its receipt
 *   code), or 200 with the same receipt for a repeat of the same details and bytes; 409 if they differ; 413 over
 *   20 MiB (refused by Content-Length before reading when the body says so); 415 for a file that is not one of the
 *   three, a polyglot, or one with scripts or macros; 400 for an empty file or bad details; 403 from another device.
 * GET  /receipts/{code}  -> 200 BookStatusAnswer (received, in-review, accepted, declined, and the note); 404 unknown.
 * Admin (the admin session cookie; 401 without it; a foreign Origin on a POST is a 403):
 * GET  /admin/submissions?status=all|received|in-review|accepted|declined
 * GET  /admin/submissions/{id}/manuscript  (attachment, its sniffed type, nosniff)
 * POST /admin/submissions/{id}/status { status, note }  (a decline needs a note; logged in feedback.admin_actions)
 * DELETE /admin/submissions/{id}  (an author's withdrawal: the submission and its manuscript; logged)
 *
 * Limits per address and minute (429 with Retry-After), set with RATE_LIMITS: `book` 3 (submissions), `receipt` 30
 * (status reads, malformed codes included, so nobody walks the code space). An IPv6 caller's /64 counts as one.
 */
import type { FeedbackBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import type { HandlerContext } from './_lib/handlers/context.ts';
import { adminListBooks, changeBookStatus, deleteSubmission, downloadManuscript } from './_lib/books/admin-handlers.ts';
import { getReceiptStatus, putSubmission } from './_lib/books/submission-handlers.ts';
import { BOOKS_PATH } from '../contract/book-schemas.ts';

/** The context both hosts pass: npm start's router gives `{ dataDir, ip }`; Netlify's context has `ip`. */
export type BooksFunctionContext = FunctionHostContext;

const ROUTES: Route<HandlerContext>[] = [
  { pattern: /^\/submissions\/([^/]+)$/, methods: { PUT: putSubmission } },
  { pattern: /^\/receipts\/([^/]+)$/, methods: { GET: getReceiptStatus } },
  { pattern: /^\/admin\/submissions$/, methods: { GET: adminListBooks } },
  { pattern: /^\/admin\/submissions\/([^/]+)$/, methods: { DELETE: deleteSubmission } },
  { pattern: /^\/admin\/submissions\/([^/]+)\/manuscript$/, methods: { GET: downloadManuscript } },
  { pattern: /^\/admin\/submissions\/([^/]+)\/status$/, methods: { POST: changeBookStatus } },
];

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createBooksHandler(
  getBackend: (context: BooksFunctionContext) => Promise<FeedbackBackend>,
): (request: Request, context?: BooksFunctionContext) => Promise<Response> {
  const dispatch = createDispatcher(getBackend, {
    basePath: BOOKS_PATH,
    routes: ROUTES,
    pathParams: ['id'],
    messages: {
      storageUnavailableLog: 'Book submission storage is unavailable',
      updating: 'Book submission is being updated. Please try again shortly.',
      unavailable: 'Book submission is not available right now. Please try again later.',
      failureLogPrefix: 'Books',
    },
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createBooksHandler((context) => backendForRequest(context));
