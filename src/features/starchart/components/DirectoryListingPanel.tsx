import type { TherapistUser } from '@/db/types';
import { useSavedListing } from '../data/directory-listing';
import { ListingStatus } from './ListingStatus';
import { ProfileForm } from './ProfileForm';

/** The therapist's profile and directory listing: the listing's state, when they asked, and the one form for both. */
export function DirectoryListingPanel({ user }: { user: TherapistUser }) {
  const saved = useSavedListing();
  if (saved === undefined) return null;
  return (
    <>
      {saved.setting?.request ? <ListingStatus user={user} saved={saved} /> : null}
      <section className="sc-card">
        <ProfileForm user={user} saved={saved.setting?.request} />
      </section>
    </>
  );
}
