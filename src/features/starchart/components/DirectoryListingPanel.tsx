import type { TherapistUser } from '@/db/types';
import { useSavedListing } from '../data/directory-listing';
import { ListingRequestForm } from './ListingRequestForm';
import { ListingStatus } from './ListingStatus';

/** The therapist's directory listing in their workspace: its state, when they asked, and the request form. */
export function DirectoryListingPanel({ user }: { user: TherapistUser }) {
  const saved = useSavedListing();
  if (saved === undefined) return null;
  return (
    <>
      {saved.setting?.request ? <ListingStatus user={user} saved={saved} /> : null}
      <section className="sc-card">
        <ListingRequestForm user={user} saved={saved.setting?.request} />
      </section>
    </>
  );
}
