import { useId, useRef, useState, type FormEvent } from 'react';
import { MAX_DECLINE_REASON } from '@contract/directory-schemas';
import type { ReviewedListingField } from '@contract/directory-admin-schemas';
import type { AdminListing } from '../data/directory-admin-api';
import { formatDateTime } from '@/lib/format';

/** How the admin reads the names of changed fields (the listing's reviewed fields, contract/directory-schemas.ts). */
const CHANGED_FIELD_LABELS: Record<ReviewedListingField, string> = {
  name: 'name',
  credentials: 'credentials',
  licenseNumber: 'license number',
  licenseState: 'license state',
  bio: 'bio',
  contact: 'contact',
};

interface ListingReviewProps {
  listing: AdminListing;
  onVerify: () => Promise<void>;
  onDecline: (reason: string) => Promise<void>;
}

type Step = { kind: 'idle' } | { kind: 'confirm-verify' } | { kind: 'decline' } | { kind: 'confirm-decline'; reason: string };

/**
 * One listing waiting for verification, with everything the admin needs to check the license (number and state)
 * against the state board. Verifying and declining both ask to confirm; a decline needs a reason, which the
 * therapist sees.
 */
export function ListingReview({ listing, onVerify, onDecline }: ListingReviewProps) {
  const id = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    action().catch((error: unknown) => {
      setBusy(false);
      setFailure(error instanceof Error ? error.message : 'That did not work. Try again.');
    });
  };

  const checkReason = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError('Write the reason the therapist will see.');
      reasonField.current?.focus();
      return;
    }
    setStep({ kind: 'confirm-decline', reason: trimmed });
  };

  const place = [listing.city, listing.state].filter(Boolean).join(', ') || 'Not given';
  const formats = [listing.remote ? 'Remote' : null, listing.inPerson ? 'In person' : null].filter(Boolean).join(', ') || 'Not given';

  return (
    <li className="admin-review" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        {listing.name}
        {listing.credentials ? `, ${listing.credentials}` : ''}
      </h3>
      <dl className="admin-review__facts">
        <dt>License number</dt>
        <dd>{listing.licenseNumber}</dd>
        <dt>License state</dt>
        <dd>{listing.licenseState}</dd>
        <dt>Location</dt>
        <dd>{place}</dd>
        <dt>Sessions</dt>
        <dd>{formats}</dd>
        <dt>Specialties</dt>
        <dd>{listing.specialties.length > 0 ? listing.specialties.join(', ') : 'None given'}</dd>
        <dt>Contact</dt>
        <dd>{listing.contact}</dd>
        <dt>Wants to be listed</dt>
        <dd>{listing.directoryOptIn ? 'Yes' : 'No (opted out)'}</dd>
        <dt>Subscription</dt>
        <dd>
          {listing.subscription.status === 'active'
            ? `Active until ${listing.subscription.end ?? 'no end date'}`
            : listing.subscription.status === 'ended'
              ? 'Ended'
              : 'None'}
        </dd>
        <dt>Open reports</dt>
        <dd>{listing.openReports}</dd>
        {listing.changedSinceReview.length > 0 ? (
          <>
            <dt>Changed since last review</dt>
            <dd className="admin-review__changed">{listing.changedSinceReview.map((field) => CHANGED_FIELD_LABELS[field]).join(', ')}</dd>
          </>
        ) : null}
        <dt>Asked</dt>
        <dd>{formatDateTime(listing.createdAt)}</dd>
      </dl>
      {listing.bio ? <p className="admin-review__bio">{listing.bio}</p> : null}

      {step.kind === 'idle' ? (
        <div className="admin-review__actions">
          <button type="button" className="button button--primary" onClick={() => setStep({ kind: 'confirm-verify' })}>
            Verify
          </button>
          <button type="button" className="button" onClick={() => setStep({ kind: 'decline' })}>
            Decline
          </button>
        </div>
      ) : null}

      {step.kind === 'confirm-verify' ? (
        <div className="admin-review__confirm" role="group" aria-labelledby={`${id}-verify-question`}>
          <p id={`${id}-verify-question`}>
            Verify {listing.name}? Confirm that license {listing.licenseNumber} ({listing.licenseState}) is valid. The listing
            becomes public while they stay opted in and subscribed.
          </p>
          <div className="admin-review__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => run(onVerify)}>
              Yes, verify
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}

      {step.kind === 'decline' ? (
        <form className="admin-form" onSubmit={checkReason} noValidate>
          <div className="admin-field">
            <label htmlFor={`${id}-reason`}>Reason for declining (the therapist will see this)</label>
            <textarea
              ref={reasonField}
              id={`${id}-reason`}
              value={reason}
              maxLength={MAX_DECLINE_REASON}
              rows={3}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
            {reasonError ? (
              <p id={`${id}-reason-error`} className="admin-error">
                {reasonError}
              </p>
            ) : null}
          </div>
          <div className="admin-review__actions">
            <button type="submit" className="button button--primary">
              Continue
            </button>
            <button type="button" className="button" onClick={() => setStep({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}

      {step.kind === 'confirm-decline' ? (
        <div className="admin-review__confirm" role="group" aria-labelledby={`${id}-decline-question`}>
          <p id={`${id}-decline-question`}>Decline {listing.name} with this reason?</p>
          <blockquote>{step.reason}</blockquote>
          <div className="admin-review__actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => run(() => onDecline(step.reason))}>
              Yes, decline
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setStep({ kind: 'decline' })}>
              Change the reason
            </button>
          </div>
        </div>
      ) : null}

      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
