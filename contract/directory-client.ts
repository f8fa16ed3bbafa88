/**
 * The typed client of the therapist directory (functions/directory.ts): the therapist's listing (with the device's
 * listing key), the public directory and reports, and the admin's queue (with the admin session cookie, sent because
 * the calls are same-origin). Every answer is read with a size limit and checked against the contract's schemas, so a
 * proxy's HTML page or a cut-off body is a `DirectoryClientError`, never a crash or a wrongly typed value. Its
 * `message` is a plain sentence a screen may show as it is.
 */
import { readEnvelope, serverErrorText } from './envelope.ts';
import {
  adminActionsSchema,
  adminListingSchema,
  adminListingsSchema,
  adminReportSchema,
  adminReportsSchema,
  directoryPageSchema,
  LISTING_KEY_HEADER,
  listingStateSchema,
  reportReceiptSchema,
  subscriptionAnswerSchema,
  type AdminAction,
  type AdminListing,
  type AdminReport,
  type DirectoryFilters,
  type DirectoryPage,
  type ListingReportBody,
  type ListingRequest,
  type ListingState,
  type ReportReceipt,
  type SubscriptionAnswer,
} from './directory-schemas.ts';
import { parseRetryAfter, readLimited } from './http-answers.ts';
import type { z } from './zod.ts';

/**
 * - `network`: no answer arrived (offline, refused connection, timed out).
 * - `refused`: the service said no for a reason of the request (invalid fields, a wrong listing key, not signed in as
 *   admin, unknown listing, too many requests: `status` and `retryAfterMs` say which); retrying the same will not help.
 * - `http`: the service is in trouble (5xx, or a refusal without its reason); trying later may help.
 * - `unexpected`: a success that is not the contract's answer (not JSON, wrong shape, too large).
 */
export type DirectoryClientErrorKind = 'network' | 'http' | 'refused' | 'unexpected';

export class DirectoryClientError extends Error {
  override readonly name = 'DirectoryClientError';
  constructor(
    message: string,
    readonly kind: DirectoryClientErrorKind,
    /** The HTTP status, or null when no answer arrived. */
    readonly status: number | null,
    /** The service's own error text, when it gave one (for a 400 it names the field). */
    readonly serverMessage: string | null = null,
    /** From Retry-After, on a 429 or 503. */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type AdminListingFilter = 'pending' | 'verified' | 'declined' | 'all';

export interface DirectoryClient {
  /** PUT /listings/{id}: asks for (or changes) the listing; the first call binds the key. */
  putListing(listingId: string, listingKey: string, request: ListingRequest): Promise<ListingState>;
  getListing(listingId: string, listingKey: string): Promise<ListingState>;
  startSubscription(listingId: string, listingKey: string): Promise<SubscriptionAnswer>;
  listDirectory(filters?: DirectoryFilters): Promise<DirectoryPage>;
  reportListing(listingId: string, report: ListingReportBody): Promise<ReportReceipt>;
  adminListings(status?: AdminListingFilter): Promise<AdminListing[]>;
  verifyListing(listingId: string): Promise<AdminListing>;
  declineListing(listingId: string, reason: string): Promise<AdminListing>;
  adminReports(status?: 'open' | 'closed'): Promise<AdminReport[]>;
  closeReport(reportId: string, note?: string): Promise<AdminReport>;
  adminActions(): Promise<AdminAction[]>;
}

/** Larger than any answer of the service (the admin's whole queue with its reports). */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

const NETWORK_MESSAGE = 'The directory could not be reached. Check the connection and try again.';

/** What a person reads for a refusal, by status; the service's own text stays in `serverMessage`. */
function refusalMessage(status: number, retryAfterMs: number | undefined): string {
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterMs ?? 60_000) / 60_000));
    return `Too many requests just now. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`;
  }
  if (status === 401) return 'Please sign in as the admin again.';
  if (status === 403) return 'This listing can only be changed from the device that first asked for it.';
  if (status === 404) return 'This listing was not found.';
  if (status === 413) return 'This is too long to send. Shorten the text and try again.';
  if (status === 400) return 'Some of this could not be accepted. Check the fields and try again.';
  return 'The directory refused this request.';
}

function queryString(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.specialty) params.set('specialty', filters.specialty);
  if (filters.state) params.set('state', filters.state);
  if (filters.city) params.set('city', filters.city);
  if (filters.remote !== undefined) params.set('remote', String(filters.remote));
  if (filters.q) params.set('q', filters.q);
  if (filters.page !== undefined && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface SendInit {
  method: 'GET' | 'POST' | 'PUT';
  json?: unknown;
  listingKey?: string;
}

export function createDirectoryClient(
  baseUrl: string,
  fetchImpl: typeof fetch,
  options: { timeoutMs?: number } = {},
): DirectoryClient {
  const base = baseUrl.replace(/\/+$/, '');

  /** One call: the parsed JSON body and the status, or a thrown `network` error. */
  async function send(path: string, init: SendInit): Promise<{ status: number; body: unknown; headers: Headers }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.json !== undefined) headers['Content-Type'] = 'application/json';
    if (init.listingKey !== undefined) headers[LISTING_KEY_HEADER] = init.listingKey;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        credentials: 'same-origin',
        signal: options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined,
      });
    } catch (error) {
      throw new DirectoryClientError(NETWORK_MESSAGE, 'network', null, null, undefined, { cause: error });
    }
    let text: string | null;
    try {
      text = await readLimited(response, MAX_RESPONSE_BYTES);
    } catch (error) {
      throw new DirectoryClientError(NETWORK_MESSAGE, 'network', null, null, undefined, { cause: error });
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

  function failure(status: number, body: unknown, headers: Headers): DirectoryClientError {
    const serverMessage = serverErrorText(body);
    const wait = parseRetryAfter(headers.get('Retry-After'));
    if (status >= 400 && status < 500 && serverMessage !== null) {
      return new DirectoryClientError(refusalMessage(status, wait), 'refused', status, serverMessage, wait);
    }
    return new DirectoryClientError('The directory is not available right now. Please try again later.', 'http', status, serverMessage, wait);
  }

  /** Sends, checks the status is one of `expected`, and parses the data with `schema`. */
  async function call<Schema extends z.ZodType>(
    path: string,
    init: SendInit,
    schema: Schema,
    expected: readonly number[] = [200],
  ): Promise<z.output<Schema>> {
    const { status, body, headers } = await send(path, init);
    if (!expected.includes(status)) throw failure(status, body, headers);
    const envelope = readEnvelope(body);
    const parsed = envelope?.success ? schema.safeParse(envelope.data) : null;
    if (!parsed?.success) {
      throw new DirectoryClientError('The directory gave an answer this app does not understand.', 'unexpected', status);
    }
    return parsed.data;
  }

  const listing = (listingId: string) => `/listings/${encodeURIComponent(listingId)}`;
  const adminListing = (listingId: string) => `/admin/listings/${encodeURIComponent(listingId)}`;

  return {
    putListing: (listingId, listingKey, request) =>
      call(listing(listingId), { method: 'PUT', json: request, listingKey }, listingStateSchema),
    getListing: (listingId, listingKey) => call(listing(listingId), { method: 'GET', listingKey }, listingStateSchema),
    startSubscription: (listingId, listingKey) =>
      call(`${listing(listingId)}/subscription`, { method: 'POST', json: { plan: 'professional' }, listingKey }, subscriptionAnswerSchema),
    listDirectory: (filters = {}) => call(`/listings${queryString(filters)}`, { method: 'GET' }, directoryPageSchema),
    reportListing: (listingId, report) =>
      call(`${listing(listingId)}/reports`, { method: 'POST', json: report }, reportReceiptSchema, [201]),
    adminListings: async (status = 'pending') =>
      (await call(`/admin/listings?status=${status}`, { method: 'GET' }, adminListingsSchema)).listings,
    verifyListing: (listingId) => call(`${adminListing(listingId)}/verify`, { method: 'POST', json: {} }, adminListingSchema),
    declineListing: (listingId, reason) =>
      call(`${adminListing(listingId)}/decline`, { method: 'POST', json: { reason } }, adminListingSchema),
    adminReports: async (status = 'open') =>
      (await call(`/admin/reports?status=${status}`, { method: 'GET' }, adminReportsSchema)).reports,
    closeReport: (reportId, note) =>
      call(
        `/admin/reports/${encodeURIComponent(reportId)}/close`,
        { method: 'POST', json: note === undefined ? {} : { note } },
        adminReportSchema,
      ),
    adminActions: async () => (await call('/admin/actions', { method: 'GET' }, adminActionsSchema)).actions,
  };
}
