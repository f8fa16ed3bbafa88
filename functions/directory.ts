/**
 * The therapist directory: /.netlify/functions/directory/* (routes below), on the feedback functions' database
 * (docs/decisions.md). Typed in contract/directory-schemas.ts (client: contract/directory-client.ts); statuses:
 * docs/functions.md.
 */
import type { FunctionsBackend } from './_lib/backend.ts';
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
  getBackend: (context: DirectoryFunctionContext) => Promise<FunctionsBackend>,
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
