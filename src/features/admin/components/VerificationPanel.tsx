import { useRef, useState } from 'react';
import { declineListing, pendingListings, verifyListing } from '../data/directory-admin-api';
import { useRemote } from '../hooks/use-remote';
import { ListingReview } from './ListingReview';

/**
 * The verification queue: therapists who asked to be listed and wait for a license check. After a decision the
 * queue reloads, the outcome is announced and focus returns to the queue's heading.
 */
export function VerificationPanel({ onError }: { onError: (error: unknown) => boolean }) {
  const [version, setVersion] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const queue = useRemote(`pending-${version}`, pendingListings, onError);

  const done = (message: string) => {
    setAnnouncement(message);
    setVersion((value) => value + 1);
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="admin-verification-title">
      <h2 id="admin-verification-title" ref={heading} tabIndex={-1}>
        Listings waiting for verification
      </h2>
      <p className="admin-hint">
        Check each license number with the licensing board of its state before verifying. A declined therapist sees your
        reason on their profile.
      </p>
      <p role="status" className="admin-status">
        {announcement}
      </p>
      {queue.kind === 'loading' ? <p className="admin-muted">Loading the queue…</p> : null}
      {queue.kind === 'failed' ? (
        <p role="alert" className="admin-error">
          {queue.message}
        </p>
      ) : null}
      {queue.kind === 'ready' && queue.value.length === 0 ? <p>No listing is waiting for verification.</p> : null}
      {queue.kind === 'ready' && queue.value.length > 0 ? (
        <ul className="admin-review-list">
          {queue.value.map((listing) => (
            <ListingReview
              key={listing.listingId}
              listing={listing}
              onVerify={async () => {
                await verifyListing(listing.listingId).catch((error: unknown) => {
                  if (onError(error)) return;
                  throw error;
                });
                done(`Verified ${listing.name}.`);
              }}
              onDecline={async (reason) => {
                await declineListing(listing.listingId, reason).catch((error: unknown) => {
                  if (onError(error)) return;
                  throw error;
                });
                done(`Declined ${listing.name}.`);
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
