import { smsHref, telHref } from '@/content/crisis-lines';
import { dialableNumber } from '@/lib/phone';

/** The ready-made messages offered for a text; the person can change them before sending. */
export const READY_MESSAGES: readonly string[] = ['Can you call me when you can?', 'I’m having a hard time, can we talk?'];

/** `tel:` link for a contact's phone. */
export function callHref(phone: string): string {
  return telHref(dialableNumber(phone));
}

/**
 * `sms:` link with the message filled in. `sms:<number>?body=<text>` (RFC 5724) is the form Android and iOS 8 and
 * later both read; the text is percent-encoded (a space is %20, never +, which some messaging apps show as a plus).
 */
export function textHref(phone: string, message: string): string {
  const body = message.trim();
  return smsHref({ number: dialableNumber(phone), display: phone, ...(body ? { body } : {}) });
}
