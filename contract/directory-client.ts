/**
 * The typed client of the therapist directory (functions/directory.ts): the therapist's listing (with the device's
 * listing key), the public directory and reports, and the admin's queue (with the admin session cookie, sent because
 * the calls are same-origin). Every answer is read with a size limit and checked against the contract's schemas, so a
 * proxy's HTML page or a cut-off body is a `DirectoryClientError`, never a crash or a wrongly typed value. Its
 * `message` is a plain sentence a screen may show as it is.
 */
import {
  directoryPageSchema,
  LISTING_KEY_HEADER,
  listingStateSchema,
  reportReceiptSchema,
  subscriptionAnswerSchema,
  type DirectoryFilters,
  type DirectoryPage,
  type ListingReportBody,
  type ListingRequest,
  type ListingState,
  type ReportReceipt,
  type SubscriptionAnswer,
} from './directory-schemas.ts';
import {
  adminListingSchema,
  adminListingsSchema,
  adminReportSchema,
  adminReportsSchema,
  type AdminListing,
  type AdminReport,
  type AdminReportsPage,
} from './directory-admin-schemas.ts';
import { adminActionsSchema, type AdminAction } from './admin-action-schemas.ts';
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
 * - `refused`: the service said no for a reason of the request (invalid fields, a wrong listing key, not signed in as
 *   admin, unknown listing, too many requests: `status` and `retryAfterMs` say which); retrying the same will not help.
 * - `http`: the service is in trouble (5xx, or a refusal without its reason); trying later may help.
 * - `unexpected`: a success that is not the contract's answer (not JSON, wrong shape, too large).
 */
export type DirectoryClientErrorKind = ServiceErrorKind;

/** For a 400, `serverMessage` names the field. */
export class DirectoryClientError extends ServiceClientError {
  override readonly name = 'DirectoryClientError';
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
  /** A page of reports (open: riskiest reason, then oldest first); `page` from 1. */
  adminReports(status?: 'open' | 'closed', page?: number): Promise<AdminReportsPage>;
  closeReport(reportId: string, note?: string): Promise<AdminReport>;
  adminActions(): Promise<AdminAction[]>;
}

const MESSAGES: ServiceMessages = {
  ...standardMessages('The directory'),
  // What a person reads for a refusal, by status; the service's own text stays in `serverMessage`.
  refusal(status, retryAfterMs) {
    if (status === 429) return tooManyRequestsMessage(retryAfterMs);
    if (status === 401) return 'Please sign in as the admin again.';
    if (status === 403) return 'This listing can only be changed from the device that first asked for it.';
    if (status === 404) return 'This listing was not found.';
    if (status === 413) return 'This is too long to send. Shorten the text and try again.';
    if (status === 400) return 'Some of this could not be accepted. Check the fields and try again.';
    return 'The directory refused this request.';
  },
};

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

export function createDirectoryClient(
  baseUrl: string,
  fetchImpl: typeof fetch,
  options: { timeoutMs?: number } = {},
): DirectoryClient {
  const { call } = createServiceRequester({
    baseUrl,
    fetchImpl,
    timeoutMs: options.timeoutMs,
    // Larger than any answer of the service (the admin's whole queue with its reports).
    maxResponseBytes: 4 * 1024 * 1024,
    ErrorClass: DirectoryClientError,
    messages: MESSAGES,
  });
  const listingKeyHeaders = (listingKey: string) => ({ [LISTING_KEY_HEADER]: listingKey });

  const listing = (listingId: string) => `/listings/${encodeURIComponent(listingId)}`;
  const adminListing = (listingId: string) => `/admin/listings/${encodeURIComponent(listingId)}`;

  return {
    putListing: (listingId, listingKey, request) =>
      call(listing(listingId), { method: 'PUT', json: request, headers: listingKeyHeaders(listingKey) }, listingStateSchema),
    getListing: (listingId, listingKey) => call(listing(listingId), { method: 'GET', headers: listingKeyHeaders(listingKey) }, listingStateSchema),
    startSubscription: (listingId, listingKey) =>
      call(`${listing(listingId)}/subscription`, { method: 'POST', json: { plan: 'professional' }, headers: listingKeyHeaders(listingKey) }, subscriptionAnswerSchema),
    listDirectory: (filters = {}) => call(`/listings${queryString(filters)}`, { method: 'GET' }, directoryPageSchema),
    reportListing: (listingId, report) =>
      call(`${listing(listingId)}/reports`, { method: 'POST', json: report }, reportReceiptSchema, [201]),
    adminListings: async (status = 'pending') =>
      (await call(`/admin/listings?status=${status}`, { method: 'GET' }, adminListingsSchema)).listings,
    verifyListing: (listingId) => call(`${adminListing(listingId)}/verify`, { method: 'POST', json: {} }, adminListingSchema),
    declineListing: (listingId, reason) =>
      call(`${adminListing(listingId)}/decline`, { method: 'POST', json: { reason } }, adminListingSchema),
    adminReports: (status = 'open', page = 1) => call(`/admin/reports?status=${status}&page=${page}`, { method: 'GET' }, adminReportsSchema),
    closeReport: (reportId, note) =>
      call(
        `/admin/reports/${encodeURIComponent(reportId)}/close`,
        { method: 'POST', json: note === undefined ? {} : { note } },
        adminReportSchema,
      ),
    adminActions: async () => (await call('/admin/actions', { method: 'GET' }, adminActionsSchema)).actions,
  };
}
