import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { Plain } from '@/lib/plain-language';
import { usePageTitle } from '@/lib/use-page-title';
import { choicesOf, filterListings, NO_FILTERS, type DirectoryFilters } from '../data/filter-listings';
import { refreshDirectory, useCachedDirectory, type FetchDirectoryPage } from '../data/refresh-directory';
import { fetchDirectoryPage, sendListingReport, type SendListingReport } from '../data/directory-service';
import { useOnline } from '@/lib/use-online';
import { DirectoryFiltersForm } from './DirectoryFiltersForm';
import { ListingCard } from './ListingCard';
import { OfficialWaysNote } from './OfficialWaysNote';
import '../styles/directory.css';
import { formatDateTime } from '@/lib/format';

interface DirectoryPageProps {
  /** The service's pages and reports; the defaults call the directory functions. */
  fetchPage?: FetchDirectoryPage;
  sendReport?: SendListingReport;
}

type Refresh = { kind: 'idle' } | { kind: 'refreshing' } | { kind: 'done' } | { kind: 'failed' };

function formatWhen(iso: string): string {
  return formatDateTime(iso, { invalid: 'unknown' });
}

/**
 * /directory: therapists who asked to be listed, were verified by an admin, and have an active subscription (the
 * server decides; this screen shows what it gave). Read from the service when online and saved on the device, so
 * that it reads offline with the time it was last updated. Filters and search run on the device over that copy.
 */
export function DirectoryPage({ fetchPage = fetchDirectoryPage, sendReport = sendListingReport }: DirectoryPageProps) {
  usePageTitle('Therapist directory');
  const online = useOnline();
  const cached = useCachedDirectory();
  const [refresh, setRefresh] = useState<Refresh>({ kind: 'idle' });
  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    setRefresh({ kind: 'refreshing' });
    const settle = (kind: 'done' | 'failed') => {
      if (!cancelled) setRefresh({ kind });
    };
    refreshDirectory(fetchPage).then(
      () => settle('done'),
      () => settle('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [online, fetchPage]);

  const listings = useMemo(() => cached?.listings ?? [], [cached]);
  const matches = useMemo(() => filterListings(listings, filters), [listings, filters]);
  const specialties = useMemo(() => choicesOf(listings, (listing) => listing.specialties), [listings]);
  const states = useMemo(() => choicesOf(listings, (listing) => [listing.state]), [listings]);

  return (
    <article className="directory-page">
      <h1>Therapist directory</h1>
      <section className="directory-note" aria-labelledby="directory-note-title">
        <h2 id="directory-note-title" className="directory-note__title">
          Before you choose
        </h2>
        <p>
          <Plain
            standard="Listings are not endorsements. An admin checked each therapist’s license details when they asked to be listed, but Better Minds does not recommend any therapist. Please check that a therapist is right for you."
            plain="We do not recommend anyone on this list. We checked their license when they joined. Please check that a therapist is right for you."
          />
        </p>
        <p>
          <Plain
            standard="This directory is not for emergencies. If you are in crisis or thinking about harming yourself, "
            plain="This list is not for emergencies. If you need help now, "
          />
          <Link to={paths.crisisHelp}>get crisis help now</Link>.
        </p>
      </section>

      {/* The app's banner already says the device is offline: this line says only what that means for the directory,
          one message at a time (a load cut off by going offline is not still "loading"). */}
      <p className="directory-status" role="status">
        {cached === undefined ? 'Reading the directory…' : null}
        {cached === null && online && refresh.kind === 'refreshing' ? 'Loading the directory…' : null}
        {cached === null && !online ? 'The directory has not been saved on this device yet. Connect to see it.' : null}
        {cached === null && online && refresh.kind === 'failed'
          ? 'The directory could not be loaded just now. Check your connection and try again later.'
          : null}
        {cached ? (
          <>
            Last updated {formatWhen(cached.generatedAt)}.
            {!online ? ' This is the copy saved on this device.' : null}
            {online && refresh.kind === 'refreshing' ? ' Checking for changes…' : null}
            {online && refresh.kind === 'failed' ? ' The directory could not be checked for changes just now.' : null}
          </>
        ) : null}
      </p>

      {cached ? (
        <>
          <DirectoryFiltersForm
            filters={filters}
            specialties={specialties}
            states={states}
            onChange={setFilters}
            onShowResults={() => resultsHeading.current?.focus()}
          />
          <section aria-labelledby="directory-results-title" className="directory-results">
            <h2 id="directory-results-title" ref={resultsHeading} tabIndex={-1}>
              Results
            </h2>
            <p role="status" className="directory-results__count">
              {matches.length === 0
                ? listings.length === 0
                  ? 'No therapists are listed yet.'
                  : filters.state
                    ? `No therapist is listed in ${filters.state} with these filters. Try fewer filters.`
                    : 'No therapist matches these filters. Try fewer filters.'
                : `${matches.length} ${matches.length === 1 ? 'therapist matches' : 'therapists match'}.`}
            </p>
            {matches.length > 0 ? (
              <ul className="directory-results__list">
                {matches.map((listing) => (
                  <ListingCard key={listing.listingId} listing={listing} sendReport={sendReport} />
                ))}
              </ul>
            ) : (
              <OfficialWaysNote />
            )}
          </section>
        </>
      ) : null}
    </article>
  );
}

export default DirectoryPage;
