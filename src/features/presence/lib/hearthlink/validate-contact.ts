import { HEARTHLINK_LIMITS } from '@/db/hearthlink-types';
import { phoneProblem } from '@/lib/phone';

/** What the form collects for a contact. */
export interface ContactDraft {
  name: string;
  howTheyHelp: string;
  phone: string;
}

export type ContactField = keyof ContactDraft;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** A draft with its text trimmed, ready to store. */
export function cleanDraft(draft: ContactDraft): ContactDraft {
  return { name: draft.name.trim(), howTheyHelp: draft.howTheyHelp.trim(), phone: draft.phone.trim() };
}

/** Each field's problem in words for the person; an empty object when the draft can be saved. */
export function validateContact(draft: ContactDraft): ContactErrors {
  const clean = cleanDraft(draft);
  const errors: ContactErrors = {};
  if (clean.name === '') errors.name = 'Add a name, or how you think of this person.';
  else if (clean.name.length > HEARTHLINK_LIMITS.name) errors.name = `A name is at most ${HEARTHLINK_LIMITS.name} characters.`;
  if (clean.howTheyHelp.length > HEARTHLINK_LIMITS.howTheyHelp) {
    errors.howTheyHelp = `This is at most ${HEARTHLINK_LIMITS.howTheyHelp} characters.`;
  }
  const phone = phoneProblem(clean.phone);
  if (phone) errors.phone = phone;
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}
