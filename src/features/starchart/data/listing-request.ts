/**
 * The directory request form's rules: a draft as typed, checked with the contract's own schema (the one the server
 * checks with), each field's problem in plain words. Kept here so the form and its tests agree.
 */
import { listingRequestSchema, MAX_BIO_LENGTH, MAX_SPECIALTIES, type ListingRequest } from '../../../../contract/directory-schemas.ts';
import type { TherapistProfile } from '@/db/types';
import { splitSpecialties, type ProfileDraft } from './profile-validation';

export { MAX_BIO_LENGTH };

/** The profile's fields, and what only the directory asks for. */
export interface ListingDraft extends ProfileDraft {
  remote: boolean;
  inPerson: boolean;
  bio: string;
  contact: string;
}

export type ListingField = keyof ListingDraft;
export type ListingProblems = Partial<Record<ListingField, string>>;

/** What each field's problem says, in the words of the screen rather than the schema's. */
const PROBLEM_TEXT: Record<ListingField, string> = {
  name: 'Enter your name as clients know you, up to 120 characters.',
  credentials: 'Keep credentials to 120 characters or fewer.',
  licenseNumber: 'Enter your licence number, up to 40 characters.',
  licenseState: 'Enter the state that issued your licence, like CA.',
  city: 'Keep the city to 80 characters or fewer.',
  state: 'Keep the state to 80 characters or fewer.',
  specialties: `List at most ${MAX_SPECIALTIES} specialties, each up to 60 characters.`,
  remote: 'Choose whether you see clients remotely.',
  inPerson: 'Choose whether you see clients in person.',
  bio: `Keep the bio to ${MAX_BIO_LENGTH} characters or fewer.`,
  contact: 'Enter a web address starting with https:// or an e-mail address.',
  directoryOptIn: 'Choose whether to be listed.',
};

/**
 * The profile form starts from the profile (the one source of the name, credentials and place, which a listing
 * request copies), and the directory's own fields from the saved request, if any. One opt-in: the request's when
 * there is one (it is what the directory has), else the profile's.
 */
export function listingDraftFrom(profile: TherapistProfile, saved: ListingRequest | undefined): ListingDraft {
  return {
    name: profile.name,
    credentials: profile.credentials,
    licenseNumber: profile.licenseNumber,
    licenseState: profile.licenseState,
    city: profile.city,
    state: profile.state,
    specialties: profile.specialties.join(', '),
    remote: saved?.remote ?? false,
    inPerson: saved?.inPerson ?? false,
    bio: saved?.bio ?? '',
    contact: saved?.contact ?? '',
    directoryOptIn: saved?.directoryOptIn ?? profile.directoryOptIn,
  };
}

type ListingCheck = { ok: true; request: ListingRequest } | { ok: false; problems: ListingProblems };

export function checkListingDraft(draft: ListingDraft): ListingCheck {
  const parsed = listingRequestSchema.safeParse({ ...draft, specialties: splitSpecialties(draft.specialties) });
  const problems: ListingProblems = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in PROBLEM_TEXT) problems[field as ListingField] ??= PROBLEM_TEXT[field as ListingField];
    }
  }
  if (!draft.remote && !draft.inPerson) problems.remote = 'Choose remote, in person, or both, so people know how they can see you.';
  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, request: parsed.data };
}
