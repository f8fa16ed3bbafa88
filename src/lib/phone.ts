/** Phone numbers the person types (Hearthlink's contacts): whether a phone can dial them, and the digits it dials. */

/** Characters people write in phone numbers besides digits: spaces, dashes, dots, brackets and a leading +. */
const WRITTEN_PHONE = /^\+?[\d\s().-]+$/;
const MIN_DIGITS = 3;
const MAX_DIGITS = 15; // E.164 allows at most 15 digits.
/** As written, separators included. */
export const MAX_WRITTEN_PHONE_LENGTH = 40;

/**
 * Why a phone number cannot be dialled, in words for the person, or null when it can. Only what a phone can dial is
 * accepted: digits with the usual separators and one leading +, between 3 digits (short service numbers) and 15
 * (the longest international number).
 */
export function phoneProblem(phone: string): string | null {
  const written = phone.trim();
  if (written === '') return 'Add a phone number, so the call and text links know where to go.';
  if (written.length > MAX_WRITTEN_PHONE_LENGTH) return `A phone number is at most ${MAX_WRITTEN_PHONE_LENGTH} characters long.`;
  if (!WRITTEN_PHONE.test(written)) {
    return 'Use only digits, spaces, dashes, dots or brackets, and + at the start for an international number.';
  }
  const digits = written.replace(/\D/g, '').length;
  if (digits < MIN_DIGITS) return 'This number is too short to dial. Check it has all its digits.';
  if (digits > MAX_DIGITS) return 'This number has too many digits to dial. Check it for extra digits.';
  return null;
}

/** '+1 (555) 010-0199' -> '+15550100199': digits only, with the leading + kept. Assumes phoneProblem passed. */
export function dialableNumber(phone: string): string {
  const written = phone.trim();
  const digits = written.replace(/\D/g, '');
  return written.startsWith('+') ? `+${digits}` : digits;
}
