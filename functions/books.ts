/**
 * Book submission: /.netlify/functions/books/* (routes below), on the feedback functions' database (docs/decisions.md).
 * Typed in contract/book-schemas.ts and book-manuscript.ts (client: contract/book-client.ts); statuses:
 * docs/functions.md.
 */
import type { FunctionsBackend } from './_lib/backend.ts';
import { backendForRequest } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import type { HandlerContext } from './_lib/request-context.ts';
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
  getBackend: (context: BooksFunctionContext) => Promise<FunctionsBackend>,
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
