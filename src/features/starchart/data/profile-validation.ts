/**
 * The profile form's rules, as one pure function: each field's problem in plain words, or none. Kept here so the
 * form, and its tests, agree.
 */
import type { EditableProfile } from './therapist-session';

export interface ProfileDraft {
  name: string;
  credentials: string;
  licenseNumber: string;
  licenseState: string;
  city: string;
  state: string;
  /** Comma-separated, as typed. */
  specialties: string;
  directoryOptIn: boolean;
}

export type ProfileField = keyof ProfileDraft;
export type ProfileProblems = Partial<Record<ProfileField, string>>;

export const MAX_SPECIALTIES = 12;
const STATE_CODE = /^[A-Z]{2}$/;
const LICENSE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,39}$/;

export function splitSpecialties(value: string): string[] {
  return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
}

export function profileProblems(draft: ProfileDraft): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'Enter your name as clients know you.';
  else if (name.length > 120) problems.name = 'Keep your name to 120 characters or fewer.';
  if (draft.credentials.trim().length > 120) problems.credentials = 'Keep credentials to 120 characters or fewer.';
  const license = draft.licenseNumber.trim();
  if (license && !LICENSE.test(license)) {
    problems.licenseNumber = 'Use letters, digits, spaces, dots, slashes or hyphens, up to 40 characters.';
  }
  const licenseState = draft.licenseState.trim().toUpperCase();
  if (licenseState && !STATE_CODE.test(licenseState)) problems.licenseState = 'Use the two-letter state code, like CA.';
  if (license && !licenseState) problems.licenseState = 'Enter the state that issued your licence.';
  const state = draft.state.trim().toUpperCase();
  if (state && !STATE_CODE.test(state)) problems.state = 'Use the two-letter state code, like NY.';
  if (draft.city.trim().length > 80) problems.city = 'Keep the city to 80 characters or fewer.';
  const specialties = splitSpecialties(draft.specialties);
  if (specialties.length > MAX_SPECIALTIES) problems.specialties = `List at most ${MAX_SPECIALTIES} specialties.`;
  else if (specialties.some((item) => item.length > 60)) problems.specialties = 'Keep each specialty to 60 characters or fewer.';
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
    licenseState: draft.licenseState.trim().toUpperCase(),
    city: draft.city.trim(),
    state: draft.state.trim().toUpperCase(),
    specialties: splitSpecialties(draft.specialties),
    directoryOptIn: draft.directoryOptIn,
  };
}
