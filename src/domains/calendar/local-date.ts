/**
 * Calendar-day arithmetic on `LocalDate` strings (`YYYY-MM-DD`). A local date names a day on the client's own
 * calendar, not an instant, so these helpers count days with UTC midnights purely as a day counter: no time zone
 * and no daylight-saving change can make a day 23 or 25 hours long here. Turning a day plus a wall-clock time into
 * an instant is the rhythm module's job and goes through `@date-fns/tz`.
 */
import type { LocalDate } from '../../../contract/prescription-schemas.ts';

const MS_PER_DAY = 86_400_000;

interface DayParts {
  year: number;
  month: number;
  day: number;
}

export function localDateParts(date: LocalDate): DayParts {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Days since 1970-01-01 for the calendar day (an integer; ordering and differences are exact). */
export function dayNumber(date: LocalDate): number {
  const { year, month, day } = localDateParts(date);
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function localDateFromDayNumber(days: number): LocalDate {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return localDateFromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function weekdayOfDayNumber(days: number): number {
  // Day 0, 1970-01-01, was a Thursday (4).
  return (((days + 4) % 7) + 7) % 7;
}

export function minDate(a: LocalDate, b: LocalDate): LocalDate {
  return a <= b ? a : b;
}

export function maxDate(a: LocalDate, b: LocalDate): LocalDate {
  return a >= b ? a : b;
}
