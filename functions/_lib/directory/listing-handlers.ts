/**
 * The therapist's and the public's directory handlers (routes in functions/directory.ts). Ids, keys and bodies are
 * checked with the contract's schemas before the database is asked anything; every request counts against the
 * caller's rate limit first, malformed ones included.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DIRECTORY_PAGE_SIZE,
  directoryQuerySchema,
  LISTING_KEY_HEADER,
  listingIdSchema,
  listingKeySchema,
  listingReportBodySchema,
  listingRequestSchema,
  startSubscriptionBodySchema,
  type DirectoryPage,
  type DirectoryQuery,
  type ListingRequest,
  type ListingState,
  type ReportReceipt,
  type SubscriptionAnswer,
} from '../../../contract/directory-schemas.ts';
import { REVIEWED_LISTING_FIELDS, type ReviewedListingField } from '../../../contract/directory-admin-schemas.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { enforceRateLimit, parseQuery, parseWith, type HandlerContext } from '../request-context.ts';
import { addressGroup } from '../address-group.ts';
import { insertReport } from './reports-store.ts';
import { findListing, insertListing, listPublicCandidates, setSubscription, updateListing, type ListingRow } from './listings-store.ts';
import { PaymentRefusedError, type PaymentProvider } from './payment-provider.ts';
import { isPublicListing, listingState, publicListing, subscriptionIsActive } from './views.ts';

/** The largest valid listing even if every character were sent as a \uXXXX escape, with room to spare. */
export const LISTING_BODY_LIMIT = 16 * 1024;
export const SMALL_BODY_LIMIT = 4 * 1024;

export interface DirectoryContext extends HandlerContext {
  payments: PaymentProvider;
}

export type DirectoryHandler = (request: Request, context: DirectoryContext) => Promise<Response>;

export const MALFORMED_ID_ERROR = 'The listing id in the path must be a UUID.';
export const MISSING_KEY_ERROR = `${LISTING_KEY_HEADER} must be the listing key this device made (43 base64url characters).`;
export const WRONG_KEY_ERROR = 'This listing key does not belong to this listing.';
export const UNKNOWN_LISTING_ERROR = 'No listing with this id was found.';

/** Counts the request against the bucket for the caller's address (an IPv6 caller's whole /64). */
function limit(context: DirectoryContext, bucket: 'list' | 'directory'): Promise<void> {
  return enforceRateLimit({ ...context, ip: addressGroup(context.ip) }, bucket);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function listingIdFromPath(context: HandlerContext): string {
  const parsed = listingIdSchema.safeParse(context.params.id ?? '');
  if (!parsed.success) throw new HttpError(400, MALFORMED_ID_ERROR);
  return parsed.data.toLowerCase();
}

function listingKeyHash(request: Request): string {
  const parsed = listingKeySchema.safeParse(request.headers.get(LISTING_KEY_HEADER) ?? '');
  if (!parsed.success) throw new HttpError(400, MISSING_KEY_ERROR);
  return sha256Hex(parsed.data);
}

/** Both sides are 32-byte digests, so the comparison takes the same time whatever the key. */
function assertKey(row: ListingRow, keyHash: string): void {
  if (!timingSafeEqual(Buffer.from(keyHash, 'hex'), Buffer.from(row.keyHash, 'hex'))) {
    throw new HttpError(403, WRONG_KEY_ERROR);
  }
}

async function ownListing(request: Request, context: DirectoryContext): Promise<ListingRow> {
  const listingId = listingIdFromPath(context);
  const keyHash = listingKeyHash(request);
  const row = await findListing(context.backend.db, listingId);
  if (!row) throw new HttpError(404, UNKNOWN_LISTING_ERROR);
  assertKey(row, keyHash);
  return row;
}

/**
 * The reviewed fields this request changes: who the therapist is, their license, and what the public reads and
 * follows (bio, contact).
 */
function changedReviewedFields(row: ListingRow, request: ListingRequest): ReviewedListingField[] {
  return REVIEWED_LISTING_FIELDS.filter((field) => row[field] !== request[field]);
}

const LICENSE_FIELDS: readonly ReviewedListingField[] = ['name', 'credentials', 'licenseNumber', 'licenseState'];

/**
 * Whether the change needs the admin to check the listing again: any reviewed field of a verified listing (it is
 * public, so its bio and contact link are what the admin vouched for), or the license of a declined one (what it was
 * declined for). A pending listing is in the queue already.
 */
function needsReviewAgain(row: ListingRow, changed: readonly ReviewedListingField[]): boolean {
  if (row.status === 'verified') return changed.length > 0;
  if (row.status === 'declined') return changed.some((field) => LICENSE_FIELDS.includes(field));
  return false;
}

/** PUT /listings/{id}: the first request binds the key and is pending; later ones change it (403 with another key). */
export const putListing: DirectoryHandler = async (request, context) => {
  await limit(context, 'list');
  const listingId = listingIdFromPath(context);
  const keyHash = listingKeyHash(request);
  const body = parseWith(listingRequestSchema, await readJsonBody(request, LISTING_BODY_LIMIT));
  const { db } = context.backend;
  const now = context.backend.now();
  let row = await findListing(db, listingId);
  if (!row && !(await insertListing(db, listingId, keyHash, body, now))) {
    // Another request made it meanwhile: treat this one as a change of that listing (its key decides).
    row = await findListing(db, listingId);
  }
  if (row) {
    assertKey(row, keyHash);
    const changed = changedReviewedFields(row, body);
    const changedFields = REVIEWED_LISTING_FIELDS.filter((field) => changed.includes(field) || row.changedFields.includes(field));
    await updateListing(db, listingId, body, { backToPending: needsReviewAgain(row, changed), changedFields }, now);
  }
  const saved = await findListing(db, listingId);
  if (!saved) throw new HttpError(404, UNKNOWN_LISTING_ERROR);
  return ok<ListingState>(listingState(saved, now));
};

/** GET /listings/{id}: where the listing stands (verified, declined with the reason, subscription, public). */
export const getListing: DirectoryHandler = async (request, context) => {
  await limit(context, 'directory');
  const row = await ownListing(request, context);
  return ok<ListingState>(listingState(row, context.backend.now()));
};

/** POST /listings/{id}/subscription { plan }: starts the sample subscription, or keeps an active one (and says so). */
export const startSubscription: DirectoryHandler = async (request, context) => {
  await limit(context, 'list');
  const row = await ownListing(request, context);
  const { plan } = parseWith(startSubscriptionBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  const { db } = context.backend;
  const now = context.backend.now();
  if (subscriptionIsActive(row, now)) {
    return ok<SubscriptionAnswer>({ ...listingState(row, now), outcome: 'kept-active' });
  }
  let grant;
  try {
    grant = await context.payments.startSubscription({ listingId: row.listingId, plan, now });
  } catch (error) {
    if (error instanceof PaymentRefusedError) throw new HttpError(402, error.message);
    throw error;
  }
  await setSubscription(db, row.listingId, grant, now);
  const saved = await findListing(db, row.listingId);
  if (!saved) throw new HttpError(404, UNKNOWN_LISTING_ERROR);
  return ok<SubscriptionAnswer>({ ...listingState(saved, now), outcome: 'started' });
};

const fold = (value: string) => value.trim().toLocaleLowerCase('en-US');

function matches(row: ListingRow, query: DirectoryQuery): boolean {
  if (query.specialty !== undefined) {
    const wanted = fold(query.specialty);
    if (!row.specialties.some((specialty) => fold(specialty) === wanted)) return false;
  }
  if (query.state !== undefined && fold(row.state) !== fold(query.state)) return false;
  if (query.city !== undefined && fold(row.city) !== fold(query.city)) return false;
  if (query.remote === true && !row.remote) return false;
  if (query.remote === false && !row.inPerson) return false;
  if (query.q !== undefined) {
    const words = fold(query.q).split(/\s+/).filter(Boolean);
    const haystack = fold([row.name, row.credentials, row.city, row.state, row.bio, ...row.specialties].join('\n'));
    if (!words.every((word) => haystack.includes(word))) return false;
  }
  return true;
}

/** GET /listings?specialty=&state=&city=&remote=&q=&page=: public listings only, by name, 50 a page. */
export const listDirectory: DirectoryHandler = async (_request, context) => {
  await limit(context, 'directory');
  const params = context.url.searchParams;
  const query = parseQuery(directoryQuerySchema, {
    specialty: params.get('specialty'),
    state: params.get('state'),
    city: params.get('city'),
    remote: params.get('remote'),
    q: params.get('q'),
    page: params.get('page'),
  });
  const now = context.backend.now();
  const found = (await listPublicCandidates(context.backend.db))
    .filter((row) => isPublicListing(row, now) && matches(row, query))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' }) || a.listingId.localeCompare(b.listingId));
  const start = (query.page - 1) * DIRECTORY_PAGE_SIZE;
  return ok<DirectoryPage>({
    listings: found.slice(start, start + DIRECTORY_PAGE_SIZE).map(publicListing),
    page: query.page,
    pageSize: DIRECTORY_PAGE_SIZE,
    total: found.length,
    generatedAt: now.toISOString(),
  });
};

/**
 * POST /listings/{id}/reports { reason, details }: anyone may report a public listing; it joins the admin's queue.
 * One open report per address (the SHA-256 of its address group, an IPv6 caller's /64) and listing: a repeat is
 * answered with the report already made, so one caller cannot flood the queue about one listing.
 */
export const reportListing: DirectoryHandler = async (request, context) => {
  await limit(context, 'directory');
  const listingId = listingIdFromPath(context);
  const body = parseWith(listingReportBodySchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  const { db } = context.backend;
  const now = context.backend.now();
  const row = await findListing(db, listingId);
  // A listing that is not public is not shown, so it is "not found" to the public whether or not it exists.
  if (!row || !isPublicListing(row, now)) throw new HttpError(404, UNKNOWN_LISTING_ERROR);
  const reporterHash = sha256Hex(`directory-report-address:${addressGroup(context.ip)}`);
  const reportId = await insertReport(db, { reportId: randomUUID(), listingId, reporterHash, reason: body.reason, details: body.details }, now);
  return ok<ReportReceipt>({ reportId }, 201);
};
