import { useEffect, type ReactNode } from 'react';
import type { ListingState } from '../../../../contract/directory-schemas.ts';
import type { TherapistUser } from '@/db/types';
import { Plain, usePlainText } from '@/lib/plain-language';
import { startListingSubscription } from '@/domains/directory-listing/data/listing-service';
import { hasActiveSubscription } from '@/domains/therapist-account/therapist-roles';
import { standingAfter, useListingLookup, type SavedListing } from '../data/directory-listing';
import { therapistSession } from '../hooks/use-therapist-session';
import { formatDate } from '@/lib/format';

const dateOf = (iso: string) => formatDate(iso);

function PublicReasons({ state, optedIn }: { state: ListingState; optedIn: boolean }) {
  const text = usePlainText();
  if (state.isPublic) {
    return <p>{text('Your listing is public in the directory.', 'People can see you in the therapist list.')}</p>;
  }
  const reasons: string[] = [];
  if (state.status !== 'verified') reasons.push(text('it is not verified yet', 'it is not checked yet'));
  if (!optedIn) reasons.push(text('you chose not to be listed', 'you said no to being listed'));
  if (state.subscription.status === 'none') reasons.push(text('there is no subscription (see Plans)', 'your plan is not on (see Plans)'));
  if (state.subscription.status === 'ended' || (state.subscription.status === 'active' && state.subscription.end && Date.parse(state.subscription.end) <= Date.now())) {
    reasons.push(text('the subscription ended (start it again on Plans)', 'your plan ended (start it again on Plans)'));
  }
  return (
    <p>
      {text('Your listing is not public, because ', 'People cannot see you yet, because ')}
      {reasons.length > 0 ? reasons.join('; ') : text('the directory has not shown it yet', 'it is not shown yet')}.
    </p>
  );
}

/** What the directory says about this therapist's listing, read with the listing key when online. */
export function ListingStatus({ user, saved }: { user: TherapistUser; saved: SavedListing }) {
  const text = usePlainText();
  const { lookup, refresh } = useListingLookup(saved);
  const profile = user.therapistProfile;
  const changes = lookup?.kind === 'found' ? standingAfter(profile, lookup.state) : null;
  // A plan chosen while offline (or before the listing reached the server) is started on the listing now.
  const subscriptionToStart = lookup?.kind === 'found' && lookup.state.subscription.status !== 'active' && hasActiveSubscription(profile);

  useEffect(() => {
    if (changes) void therapistSession.updateProfile(changes);
  }, [changes?.isVerified]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!subscriptionToStart) return;
    void startListingSubscription().then((result) => {
      if (result.kind === 'started') refresh();
    });
  }, [subscriptionToStart, refresh]);

  let body: ReactNode;
  if (saved.waiting) {
    body = <p>{text('Your request is saved on this device and will be sent when you are online.', 'Saved here. It will be sent when you are online.')}</p>;
  } else if (lookup === null) {
    body = <p className="sc-muted">{text('Asking the directory…', 'Checking…')}</p>;
  } else if (lookup.kind === 'unavailable') {
    body = <p>{text(`Your request was sent. Its state cannot be shown right now: ${lookup.message}`, 'Sent. We cannot show its state right now.')}</p>;
  } else if (lookup.kind === 'not-received' || lookup.kind === 'none') {
    body = <p>{text('Your request is on its way to the directory.', 'Your request is on its way.')}</p>;
  } else {
    const { state } = lookup;
    body = (
      <>
        <p>
          <strong>
            {state.status === 'pending'
              ? text('Pending: an admin has not checked your licence yet.', 'Waiting: nobody has checked your licence yet.')
              : state.status === 'verified'
                ? text(`Verified${state.verifiedAt ? ` on ${dateOf(state.verifiedAt)}` : ''}.`, 'Checked.')
                : text('Declined.', 'Not accepted.')}
          </strong>
        </p>
        {state.status === 'declined' && state.declineReason ? (
          <p>
            {text('The reason the admin gave: ', 'Why: ')}
            <q>{state.declineReason}</q> <Plain standard="Correct your request and send it again to be checked again." plain="Fix it and send it again." />
          </p>
        ) : null}
        <PublicReasons state={state} optedIn={saved.setting?.request?.directoryOptIn ?? profile.directoryOptIn} />
        <p className="sc-muted">
          {state.subscription.status === 'active' && state.subscription.end
            ? text(`Directory subscription active until ${dateOf(state.subscription.end)}.`, `Plan on until ${dateOf(state.subscription.end)}.`)
            : state.subscription.status === 'ended' && state.subscription.end
              ? text(`Directory subscription ended on ${dateOf(state.subscription.end)}.`, `Plan ended on ${dateOf(state.subscription.end)}.`)
              : subscriptionToStart
                ? text('Your plan is active on this device and is being added to your listing.', 'Your plan is on here. Adding it to your listing.')
                : text('No directory subscription yet.', 'No plan yet.')}
        </p>
      </>
    );
  }
  return (
    <section aria-labelledby="sc-listing-state" className="sc-card">
      <h2 id="sc-listing-state">{text('Your directory listing', 'Your listing')}</h2>
      <div role="status" aria-live="polite">
        {body}
      </div>
    </section>
  );
}
