/**
 * The profile form's rules, as one pure function: each field's problem in plain words, or none. Kept here so the
 * form, and its tests, agree. The limits are the contract's (the directory request's fields, which the profile
 * fills): one source, so that a profile the form accepts is one the directory accepts.
 */
import { listingRequestSchema, MAX_SPECIALTIES } from '@contract/directory-schemas';
import type { EditableProfile } from './therapist-session';

/** The editable profile as the form holds it: the specialties comma-separated, as typed. */
export type ProfileDraft = Omit<EditableProfile, 'specialties'> & { specialties: string };

export type ProfileField = keyof ProfileDraft;
export type ProfileProblems = Partial<Record<ProfileField, string>>;

/** The contract's schema of each field a profile shares with a directory request. */
const FIELDS = listingRequestSchema.shape;
const fits = (field: 'name' | 'credentials' | 'licenseNumber' | 'licenseState' | 'city', value: string) => FIELDS[field].safeParse(value).success;
/** The place a directory search filters on: a two-letter code (the profile's own rule; the licence state is free text). */
const STATE_CODE = /^[A-Z]{2}$/;
/** The characters a licence number is written in (its length is the contract's). */
const LICENSE_CHARACTERS = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** As typed, trimmed; a two-letter code in capitals ('ca' -> 'CA'), a longer name as written ('Ontario'). */
function licenseStateOf(value: string): string {
  const trimmed = value.trim();
  return /^[A-Za-z]{2}$/.test(trimmed) ? trimmed.toUpperCase() : trimmed;
}

export function splitSpecialties(value: string): string[] {
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}

export function profileProblems(draft: ProfileDraft): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'Enter your name as clients know you.';
  else if (!fits('name', name)) problems.name = 'Keep your name to 120 characters or fewer.';
  if (!fits('credentials', draft.credentials.trim())) problems.credentials = 'Keep credentials to 120 characters or fewer.';
  const license = draft.licenseNumber.trim();
  if (license && (!LICENSE_CHARACTERS.test(license) || !fits('licenseNumber', license))) {
    problems.licenseNumber = 'Use letters, digits, spaces, dots, slashes or hyphens, up to 40 characters.';
  }
  const licenseState = licenseStateOf(draft.licenseState);
  if (licenseState && !fits('licenseState', licenseState)) problems.licenseState = 'Keep the licence state to 40 characters or fewer.';
  if (license && !licenseState) problems.licenseState = 'Enter the state that issued your licence.';
  const state = draft.state.trim().toUpperCase();
  if (state && !STATE_CODE.test(state)) problems.state = 'Use the two-letter state code, like NY.';
  if (!fits('city', draft.city.trim())) problems.city = 'Keep the city to 80 characters or fewer.';
  const specialties = splitSpecialties(draft.specialties);
  if (specialties.length > MAX_SPECIALTIES) problems.specialties = `List at most ${MAX_SPECIALTIES} specialties.`;
  else if (!FIELDS.specialties.safeParse(specialties).success) problems.specialties = 'Keep each specialty to 60 characters or fewer.';
  if (draft.directoryOptIn) {
    // A directory listing that says nothing of where or who would help no one.
    if (!draft.city.trim() && !problems.city) problems.city = 'Enter your city to be listed in the directory.';
    if (!state && !problems.state) problems.state = 'Enter your state to be listed in the directory.';
    if (!license && !problems.licenseNumber) problems.licenseNumber = 'Enter your licence number to be listed in the directory.';
  }
  return problems;
}

export function draftFromProfile(profile: EditableProfile): ProfileDraft {
  return { ...profile, specialties: profile.specialties.join(', ') };
}

export function profileFromDraft(draft: ProfileDraft): EditableProfile {
  return {
    name: draft.name.trim(),
    credentials: draft.credentials.trim(),
    licenseNumber: draft.licenseNumber.trim(),
    licenseState: licenseStateOf(draft.licenseState),
    city: draft.city.trim(),
    state: draft.state.trim().toUpperCase(),
    specialties: splitSpecialties(draft.specialties),
    directoryOptIn: draft.directoryOptIn,
  };
}
