import { smsHref, telHref } from '@/content/crisis-lines';
import { dialableNumber, phoneProblem } from '@/lib/phone';

export interface ContactLinks {
  call: string;
  text: string;
}

/**
 * Call and text links for a number the person wrote (a Hearthlink contact or a phone in their safety plan), with
 * the number as dialable digits; null when a phone could not dial it (the plan's phone fields are free text), so no
 * link leads nowhere. The text opens empty: in a crisis the person chooses their own words.
 */
export function contactLinks(phone: string): ContactLinks | null {
  if (phoneProblem(phone) !== null) return null;
  const number = dialableNumber(phone);
  return { call: telHref(number), text: smsHref({ number, display: phone.trim() }) };
}
