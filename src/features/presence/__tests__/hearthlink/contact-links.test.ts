import { describe, expect, it } from 'vitest';
import { dialableNumber, phoneProblem } from '@/lib/phone';
import { callHref, READY_MESSAGES, textHref } from '../../lib/hearthlink/contact-links';

describe('call and text links for a contact', () => {
  it('dials only digits and a leading +', () => {
    expect(dialableNumber(' +1 (555) 010-0199 ')).toBe('+15550100199');
    expect(dialableNumber('07700.900.123')).toBe('07700900123');
    expect(callHref('+44 7700 900123')).toBe('tel:+447700900123');
  });

  it('fills in the message percent-encoded after ?body=, with spaces as %20 and never +', () => {
    expect(textHref('+1 555 010 0199', 'Can you call me when you can?')).toBe('sms:+15550100199?body=Can%20you%20call%20me%20when%20you%20can%3F');
    expect(textHref('555 0100', 'I’m having a hard time, can we talk?')).toBe(
      'sms:5550100?body=I%E2%80%99m%20having%20a%20hard%20time%2C%20can%20we%20talk%3F',
    );
    expect(textHref('555 0100', 'Tom & Jerry = 100% #1')).toBe('sms:5550100?body=Tom%20%26%20Jerry%20%3D%20100%25%20%231');
    expect(textHref('555 0100', '   ')).toBe('sms:5550100');
    expect(decodeURIComponent(textHref('555 0100', READY_MESSAGES[1] ?? '').split('?body=')[1] ?? '')).toBe(READY_MESSAGES[1]);
  });

  it('knows what a phone can dial', () => {
    expect(phoneProblem('555 0100')).toBeNull();
    expect(phoneProblem('+44 (0) 7700-900.123')).toBeNull();
    expect(phoneProblem('999')).toBeNull();
    expect(phoneProblem('')).toMatch(/Add a phone number/);
    expect(phoneProblem('12')).toMatch(/too short/);
    expect(phoneProblem('1234567890123456')).toMatch(/too many digits/);
    expect(phoneProblem('tel:5550100')).toMatch(/Use only digits/);
    // A pasted number often has no-break spaces: they are separators like any space.
    expect(phoneProblem('555\u00a00100')).toBeNull();
    expect(phoneProblem(`+${' '.repeat(50)}1234`)).toMatch(/at most 40/);
  });
});
