import { useId, useState } from 'react';
import type { DirectoryListingRow } from '@/db/directory-types';
import { contactLinkOf } from '../data/contact-link';
import type { SendListingReport } from '../data/directory-service';
import { ReportListingForm } from './ReportListingForm';

interface ListingCardProps {
  listing: DirectoryListingRow;
  sendReport: SendListingReport;
}

/** One public listing. Every field is shown as text (React escapes it); the contact is a link only when safe. */
export function ListingCard({ listing, sendReport }: ListingCardProps) {
  const id = useId();
  const [reporting, setReporting] = useState(false);
  const contact = contactLinkOf(listing.contact);
  const formats = [listing.remote ? 'Remote' : null, listing.inPerson ? 'In person' : null].filter(Boolean).join(' · ');
  const place = [listing.city, listing.state].filter(Boolean).join(', ');
  return (
    <li className="listing-card" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} className="listing-card__name">
        {listing.name}
        {listing.credentials ? <span className="listing-card__credentials">, {listing.credentials}</span> : null}
      </h3>
      <dl className="listing-card__facts">
        {place ? (
          <>
            <dt>Location</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        {formats ? (
          <>
            <dt>Sessions</dt>
            <dd>{formats}</dd>
          </>
        ) : null}
        {listing.specialties.length > 0 ? (
          <>
            <dt>Specialties</dt>
            <dd>{listing.specialties.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {listing.bio ? <p className="listing-card__bio">{listing.bio}</p> : null}
      <p className="listing-card__contact">
        Contact:{' '}
        {contact.kind === 'text' ? (
          <span>{contact.label}</span>
        ) : (
          <a href={contact.href} rel="noopener noreferrer" target={contact.kind === 'web' ? '_blank' : undefined}>
            {contact.label}
            {contact.kind === 'web' ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
          </a>
        )}
      </p>
      {reporting ? (
        <ReportListingForm
          listingName={listing.name}
          send={(report) => sendReport(listing.listingId, report)}
          onDone={() => setReporting(false)}
        />
      ) : (
        <button
          type="button"
          className="button listing-card__report"
          aria-describedby={`${id}-name`}
          onClick={() => setReporting(true)}
        >
          Report this listing
        </button>
      )}
    </li>
  );
}
