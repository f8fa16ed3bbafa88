import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatTime } from '../format';

const MOMENT = '2026-11-27T14:05:00Z';

describe('the one date format (the person locale, a medium date, a short time)', () => {
  it('writes a date in the locale it is given, the browser locale by default', () => {
    expect(formatDate(MOMENT, { locales: 'en-GB' })).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(MOMENT)));
    expect(formatDate(MOMENT, { locales: 'de-DE' })).toBe(new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium' }).format(new Date(MOMENT)));
    expect(formatDate(MOMENT)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(MOMENT)));
  });

  it('a date with its time, and a calendar day, read as the same date as the date alone', () => {
    for (const locales of ['en-GB', 'en-US', 'fr-FR']) {
      const day = formatDate(MOMENT, { locales });
      expect(formatDateTime(MOMENT, { locales }).startsWith(day), locales).toBe(true);
      expect(formatDateTime(MOMENT, { locales })).toContain(formatTime(MOMENT, { locales }));
      const local = new Date(MOMENT);
      const calendarDay = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
      expect(formatCalendarDate(calendarDay, { locales }), locales).toBe(day);
    }
  });

  it('keeps a calendar day the same day in every time zone (no UTC shift)', () => {
    expect(formatCalendarDate('2026-01-01', { locales: 'en-GB' })).toBe('1 Jan 2026');
  });

  it('shows a value that is not a date as it is, or as the words it is given', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('not a date', { invalid: 'time unknown' })).toBe('time unknown');
    expect(formatCalendarDate('27/11/2026', { invalid: 'unknown' })).toBe('unknown');
  });
});
