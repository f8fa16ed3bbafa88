/**
 * The returns inbox: /.netlify/functions/inbox/* (routes below; issue 28). Shapes in contract/inbox-schemas.ts,
 * the client in contract/inbox-client.ts; statuses, limits and retention in docs/functions.md.
 */
import { backendForRequest } from './_lib/backend.ts';
import type { FunctionsBackend } from './_lib/backend.ts';
import { createDispatcher, type FunctionHostContext, type Route } from './_lib/dispatch.ts';
import type { HandlerContext } from './_lib/request-context.ts';
import { acknowledgeReturn, fetchReturns, registerInbox, sendReturn, withdrawReturn } from './_lib/inbox/handlers.ts';
import { INBOX_PATH } from '../contract/inbox-schemas.ts';

const ROUTES: Route<HandlerContext>[] = [
  { pattern: /^\/([^/]+)$/, params: ['inboxId'], methods: { PUT: registerInbox } },
  { pattern: /^\/([^/]+)\/returns$/, params: ['inboxId'], methods: { GET: fetchReturns, POST: sendReturn } },
  { pattern: /^\/([^/]+)\/returns\/([^/]+)$/, params: ['inboxId', 'returnId'], methods: { DELETE: acknowledgeReturn } },
  { pattern: /^\/([^/]+)\/returns\/([^/]+)\/withdraw$/, params: ['inboxId', 'returnId'], methods: { POST: withdrawReturn } },
];

/** Builds the function around a way to get its backend, so tests hand it a database of their own. */
export function createInboxHandler(
  getBackend: (context: FunctionHostContext) => Promise<FunctionsBackend>,
): (request: Request, context?: FunctionHostContext) => Promise<Response> {
  const dispatch = createDispatcher(getBackend, {
    basePath: INBOX_PATH,
    routes: ROUTES,
    messages: {
      storageUnavailableLog: 'Inbox storage is unavailable',
      updating: 'The inbox is being updated. Please try again shortly.',
      unavailable: 'The inbox is not available right now. Please try again later.',
      failureLogPrefix: 'Inbox',
    },
  });
  return (request, context = {}) => dispatch(request, context);
}

/** The deployed function: Netlify calls it as (request, context); npm start's router as (request, { dataDir, ip }). */
export default createInboxHandler((context) => backendForRequest(context));
