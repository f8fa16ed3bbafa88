/**
 * The directory's listing rows (feedback.directory_listings, migration 0009). SQL only; the handlers decide what the
 * answers are. Timestamps go in as ISO strings and come back as Date objects on both drivers (db/client.ts); the
 * specialties (jsonb) come back as text and are parsed here, so neither driver's JSON decoding matters.
 */
import type { SqlClient } from '../db/client.ts';
import type { ListingRequest, ListingStatus } from '../../../contract/directory-schemas.ts';
import { REVIEWED_LISTING_FIELDS, type ReviewedListingField } from '../../../contract/directory-admin-schemas.ts';

export interface ListingRow extends ListingRequest {
  listingId: string;
  keyHash: string;
  status: ListingStatus;
  declineReason: string | null;
  verifiedAt: Date | null;
  reviewedBy: string | null;
  subscriptionStatus: 'none' | 'active';
  subscriptionStart: Date | null;
  subscriptionEnd: Date | null;
  changedFields: ReviewedListingField[];
  createdAt: Date;
  updatedAt: Date;
}

interface RawRow {
  listing_id: string;
  key_hash: string;
  name: string;
  credentials: string;
  license_number: string;
  license_state: string;
  city: string;
  state: string;
  specialties_json: string;
  remote: boolean;
  in_person: boolean;
  bio: string;
  contact: string;
  directory_opt_in: boolean;
  status: ListingStatus;
  decline_reason: string | null;
  verified_at: Date | null;
  reviewed_by: string | null;
  subscription_status: 'none' | 'active';
  subscription_start: Date | null;
  subscription_end: Date | null;
  changed_fields_json: string;
  created_at: Date;
  updated_at: Date;
}

export const LISTING_COLUMNS = `l.listing_id::text as listing_id, l.key_hash, l.name, l.credentials, l.license_number,
  l.license_state, l.city, l.state, l.specialties::text as specialties_json, l.remote, l.in_person, l.bio, l.contact,
  l.directory_opt_in, l.status, l.decline_reason, l.verified_at, l.reviewed_by, l.subscription_status,
  l.subscription_start, l.subscription_end, l.changed_fields::text as changed_fields_json, l.created_at, l.updated_at`;

const date = (value: Date | null): Date | null => (value === null ? null : new Date(value));

function parseSpecialties(json: string): string[] {
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

function parseChangedFields(json: string): ReviewedListingField[] {
  return parseSpecialties(json).filter((item): item is ReviewedListingField => (REVIEWED_LISTING_FIELDS as readonly string[]).includes(item));
}

export function listingFromRaw(row: RawRow): ListingRow {
  return {
    listingId: row.listing_id,
    keyHash: row.key_hash,
    name: row.name,
    credentials: row.credentials,
    licenseNumber: row.license_number,
    licenseState: row.license_state,
    city: row.city,
    state: row.state,
    specialties: parseSpecialties(row.specialties_json),
    remote: row.remote,
    inPerson: row.in_person,
    bio: row.bio,
    contact: row.contact,
    directoryOptIn: row.directory_opt_in,
    status: row.status,
    declineReason: row.decline_reason,
    verifiedAt: date(row.verified_at),
    reviewedBy: row.reviewed_by,
    subscriptionStatus: row.subscription_status,
    subscriptionStart: date(row.subscription_start),
    subscriptionEnd: date(row.subscription_end),
    changedFields: parseChangedFields(row.changed_fields_json),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export type RawListingRow = RawRow;

export async function findListing(db: SqlClient, listingId: string): Promise<ListingRow | null> {
  const rows = await db.query<RawRow>(`select ${LISTING_COLUMNS} from feedback.directory_listings l where l.listing_id = $1::uuid`, [listingId]);
  return rows[0] ? listingFromRaw(rows[0]) : null;
}

function requestParams(request: ListingRequest): unknown[] {
  return [
    request.name,
    request.credentials,
    request.licenseNumber,
    request.licenseState,
    request.city,
    request.state,
    JSON.stringify(request.specialties),
    request.remote,
    request.inPerson,
    request.bio,
    request.contact,
    request.directoryOptIn,
  ];
}

/** Stores a first request as pending, binding the key; false when the id was taken meanwhile (the caller re-reads). */
export async function insertListing(
  db: SqlClient,
  listingId: string,
  keyHash: string,
  request: ListingRequest,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ listing_id: string }>(
    `insert into feedback.directory_listings (listing_id, key_hash, name, credentials, license_number, license_state,
       city, state, specialties, remote, in_person, bio, contact, directory_opt_in, status, created_at, updated_at)
     values ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10, $11, $12, $13, $14, 'pending',
       $15::timestamptz, $15::timestamptz)
     on conflict (listing_id) do nothing
     returning listing_id`,
    [listingId, keyHash, ...requestParams(request), now.toISOString()],
  );
  return rows.length === 1;
}

/**
 * Replaces the listing's fields; `backToPending` clears a verification or a decline (a reviewed field changed), and
 * `changedFields` (the reviewed fields changed since the last review, accumulated by the caller) is kept for the admin.
 */
export async function updateListing(
  db: SqlClient,
  listingId: string,
  request: ListingRequest,
  review: { backToPending: boolean; changedFields: readonly ReviewedListingField[] },
  now: Date,
): Promise<void> {
  await db.query(
    `update feedback.directory_listings set name = $2, credentials = $3, license_number = $4, license_state = $5,
       city = $6, state = $7, specialties = $8::text::jsonb, remote = $9, in_person = $10, bio = $11, contact = $12,
       directory_opt_in = $13, updated_at = $14::timestamptz,
       status = case when $15 then 'pending' else status end,
       decline_reason = case when $15 then null else decline_reason end,
       verified_at = case when $15 then null else verified_at end,
       reviewed_by = case when $15 then null else reviewed_by end,
       changed_fields = $16::text::jsonb
     where listing_id = $1::uuid`,
    [listingId, ...requestParams(request), now.toISOString(), review.backToPending, JSON.stringify(review.changedFields)],
  );
}

export async function setSubscription(
  db: SqlClient,
  listingId: string,
  subscription: { start: Date; end: Date | null; reference: string },
  now: Date,
): Promise<void> {
  await db.query(
    `update feedback.directory_listings set subscription_status = 'active', subscription_start = $2::timestamptz,
       subscription_end = $3::timestamptz, subscription_reference = $4, updated_at = $5::timestamptz
     where listing_id = $1::uuid`,
    [listingId, subscription.start.toISOString(), subscription.end?.toISOString() ?? null, subscription.reference, now.toISOString()],
  );
}

/**
 * The listings that may be public: verified, opted in, with an active subscription status. The end date is checked
 * by the caller with the contract's `isSubscriptionActive`, the one rule the app uses too.
 */
export async function listPublicCandidates(db: SqlClient): Promise<ListingRow[]> {
  const rows = await db.query<RawRow>(
    `select ${LISTING_COLUMNS} from feedback.directory_listings l
     where l.status = 'verified' and l.directory_opt_in and l.subscription_status = 'active'`,
  );
  return rows.map(listingFromRaw);
}

/** An admin's verify or decline; returns false when the listing does not exist. */
export async function setReview(
  db: SqlClient,
  listingId: string,
  review: { status: 'verified' | 'declined'; declineReason: string | null; reviewedBy: string },
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ listing_id: string }>(
    `update feedback.directory_listings set status = $2, decline_reason = $3,
       -- A second verify keeps the first time (the right side reads the row as it was).
       verified_at = case when $2 = 'verified' then coalesce(case when status = 'verified' then verified_at end, $5::timestamptz) else null end,
       reviewed_by = $4, updated_at = $5::timestamptz, changed_fields = '[]'
     where listing_id = $1::uuid
     returning listing_id`,
    [listingId, review.status, review.declineReason, review.reviewedBy, now.toISOString()],
  );
  return rows.length === 1;
}

/** The most listings one queue answer holds (oldest change first); a queue this long is far beyond a day's work. */
export const ADMIN_QUEUE_LIMIT = 500;

export async function listListingsForAdmin(
  db: SqlClient,
  status: 'pending' | 'verified' | 'declined' | 'all',
): Promise<Array<{ listing: ListingRow; openReports: number }>> {
  const rows = await db.query<RawListingRow & { open_reports: number }>(
    `select ${LISTING_COLUMNS},
       (select count(*)::int from feedback.directory_reports r where r.listing_id = l.listing_id and r.status = 'open')
         as open_reports
     from feedback.directory_listings l
     where $1 = 'all' or l.status = $1
     order by l.updated_at asc, l.listing_id asc
     limit ${ADMIN_QUEUE_LIMIT}`,
    [status],
  );
  return rows.map((row) => ({ listing: listingFromRaw(row), openReports: row.open_reports }));
}
