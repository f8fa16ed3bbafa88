/**
 * What each reader is told about a listing: its therapist (`ListingState`), the public (`PublicListing`: no license
 * number, key or status) and the admin (`AdminListing`). Whether a listing is public is decided here, once, with the
 * contract's `isSubscriptionActive` (the spec's rule) on the server's clock.
 */
import {
  isSubscriptionActive,
  type ListingState,
  type PublicListing,
  type SubscriptionState,
} from '../../../contract/directory-schemas.ts';
import type { AdminListing } from '../../../contract/directory-admin-schemas.ts';
import type { ListingRow } from './listings-store.ts';

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export function subscriptionIsActive(row: ListingRow, now: Date): boolean {
  return isSubscriptionActive(row.subscriptionStatus, iso(row.subscriptionEnd), now);
}

export function subscriptionState(row: ListingRow, now: Date): SubscriptionState {
  const status = row.subscriptionStatus === 'none' ? 'none' : subscriptionIsActive(row, now) ? 'active' : 'ended';
  return { status, start: iso(row.subscriptionStart), end: iso(row.subscriptionEnd) };
}

/** The spec's rule for a listing: verified, opted in, and an active subscription. */
export function isPublicListing(row: ListingRow, now: Date): boolean {
  return row.status === 'verified' && row.directoryOptIn && subscriptionIsActive(row, now);
}

export function listingState(row: ListingRow, now: Date): ListingState {
  return {
    listingId: row.listingId,
    status: row.status,
    declineReason: row.declineReason,
    verifiedAt: iso(row.verifiedAt),
    subscription: subscriptionState(row, now),
    isPublic: isPublicListing(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function publicListing(row: ListingRow): PublicListing {
  return {
    listingId: row.listingId,
    name: row.name,
    credentials: row.credentials,
    licenseState: row.licenseState,
    city: row.city,
    state: row.state,
    specialties: row.specialties,
    remote: row.remote,
    inPerson: row.inPerson,
    bio: row.bio,
    contact: row.contact,
    // Only verified listings are public, so this is always set; the epoch would be a bug, not a value.
    verifiedAt: (row.verifiedAt ?? new Date(0)).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function adminListing(row: ListingRow, openReports: number, now: Date): AdminListing {
  return {
    ...publicListing(row),
    verifiedAt: iso(row.verifiedAt),
    licenseNumber: row.licenseNumber,
    directoryOptIn: row.directoryOptIn,
    status: row.status,
    declineReason: row.declineReason,
    reviewedBy: row.reviewedBy,
    subscription: subscriptionState(row, now),
    isPublic: isPublicListing(row, now),
    openReports,
    changedSinceReview: row.changedFields,
    createdAt: row.createdAt.toISOString(),
  };
}
