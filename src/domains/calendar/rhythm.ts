/**
 * When a prescribed item is due, computed on the client's device in the client's own time zone.
 *
 * A rhythm's dates (`startDate`, `endDate`, every due date) are calendar days on the client's calendar; its optional
 * window is wall-clock time on that calendar. So a 19:00-21:00 window is 19:00 local in Los Angeles, London,
 * Kolkata, Sydney or Chatham alike and is never shifted by a UTC offset, and a fortnightly rhythm counts calendar
 * days, so it fires every 14th day whatever daylight saving does in between. These are the three schedule bugs
 * reported against mindLAMP (a start date ignored, a 7 pm activity arriving at 3 pm, fortnightly never firing),
 * each covered by a test in `__tests__/rhythm*.test.ts`.
 *
 * Daylight-saving days: the due day never moves; only a window's instants follow the clocks. A wall-clock time that
 * does not exist that day (inside the spring-forward gap, e.g. 02:30 in Los Angeles on 2026-03-08) is read as the
 * same time after the clocks went forward (03:30), and a time that happens twice (the fall-back hour) is read as its
 * first occurrence; this is what `@date-fns/tz` (`TZDate`) and Temporal's "compatible" rule do. So a 01:00-03:00
 * window on a spring-forward day runs 01:00 to 03:00 local and lasts one real hour; on a fall-back day it lasts three.
 * If the window's start falls in the gap and its end does not (02:30-03:00), the whole window moves with the clocks
 * and keeps its length (03:30-04:00), so a window never ends before it starts.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';
import type { LocalDate, Rhythm } from '../../../contract/prescription-schemas.ts';
import {
  addDays,
  dayNumber,
  daysBetween,
  localDateFromDayNumber,
  localDateParts,
  maxDate,
  minDate,
  weekdayOfDayNumber,
} from './local-date.ts';

export { rhythmInWords } from './rhythm-words.ts';

/** At most this many missed occurrences are listed as overdue (the most recent ones). */
export const MAX_OVERDUE_LISTED = 14;

type ItemStatus = 'due' | 'overdue' | 'upcoming' | 'done' | 'ended';

export interface ItemSchedule {
  /**
   * `due`: today is an occurrence not yet completed; `done`: today's occurrence is completed; `overdue`: nothing
   * today, and earlier occurrences are not completed; `upcoming`: nothing today and nothing missed; `ended`: past
   * the last occurrence before the end date, or a `once` item completed (a `once` item missed stays overdue).
   * Today's occurrence wins over older ones: `due` or `done` even when earlier ones were missed.
   */
  status: ItemStatus;
  /** Today, when today is an occurrence (`due` or `done`); else null. */
  dueDate: LocalDate | null;
  /** Earlier occurrences not completed, oldest first, the most recent `MAX_OVERDUE_LISTED` at most. */
  overdueDates: LocalDate[];
  /** The first occurrence after today, or null when there is none. */
  nextDate: LocalDate | null;
  /** The window of today's occurrence (when due or done) or of the next one, as instants; null without a window. */
  window: { start: Date; end: Date } | null;
}

const knownTimeZones = new Map<string, boolean>();

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  const known = knownTimeZones.get(timeZone);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    valid = false;
  }
  // A formatter is costly to build and the answer never changes, and charts ask once per return.
  if (knownTimeZones.size < 512) knownTimeZones.set(timeZone, valid);
  return valid;
}

/** The device's own IANA time zone, or `UTC` if the runtime does not say. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : 'UTC';
}

function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
}

/** The calendar day it is at `now` in `timeZone`. Throws a RangeError for an unknown time zone. */
export function todayIn(timeZone: string, now: Date): LocalDate {
  assertTimeZone(timeZone);
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The last day the rhythm can fall on, or null when it is open-ended. */
function lastPossibleDay(rhythm: Rhythm): LocalDate | null {
  if (rhythm.pattern.type === 'once') return rhythm.startDate;
  return rhythm.endDate ?? null;
}

/**
 * Whether the pattern allows the day numbered `day` (see `dayNumber`), ignoring the start and end dates except as
 * the every-N-days anchor. Works on day numbers so long ranges cost no date formatting.
 */
function patternAllowsDay(rhythm: Rhythm, day: number, startDay: number): boolean {
  const pattern = rhythm.pattern;
  switch (pattern.type) {
    case 'once':
      return day === startDay;
    case 'daily':
      return true;
    case 'weekdays': {
      const weekday = weekdayOfDayNumber(day);
      return weekday >= 1 && weekday <= 5;
    }
    case 'days-of-week':
      return pattern.days.includes(weekdayOfDayNumber(day));
    case 'every-n-days':
      return day >= startDay && (day - startDay) % pattern.n === 0;
  }
}

/** Whether `date` is one of the rhythm's due days. */
export function isOccurrence(rhythm: Rhythm, date: LocalDate): boolean {
  if (date < rhythm.startDate) return false;
  const last = lastPossibleDay(rhythm);
  if (last !== null && date > last) return false;
  return patternAllowsDay(rhythm, dayNumber(date), dayNumber(rhythm.startDate));
}

/** The due days from `from` to `to`, both inclusive, ascending. */
export function occurrencesBetween(rhythm: Rhythm, from: LocalDate, to: LocalDate): LocalDate[] {
  const last = lastPossibleDay(rhythm);
  const lo = maxDate(from, rhythm.startDate);
  const hi = last === null ? to : minDate(to, last);
  if (lo > hi) return [];
  const pattern = rhythm.pattern;
  const dates: LocalDate[] = [];
  if (pattern.type === 'every-n-days') {
    // Jump straight to the first occurrence on or after `lo`: counting from the start date keeps the anchor.
    const steps = Math.ceil(daysBetween(rhythm.startDate, lo) / pattern.n);
    for (let date = addDays(rhythm.startDate, steps * pattern.n); date <= hi; date = addDays(date, pattern.n)) {
      dates.push(date);
    }
    return dates;
  }
  const startDay = dayNumber(rhythm.startDate);
  const end = dayNumber(hi);
  for (let day = dayNumber(lo); day <= end; day += 1) {
    if (patternAllowsDay(rhythm, day, startDay)) dates.push(localDateFromDayNumber(day));
  }
  return dates;
}

/** The first due day strictly after `date`, or null. Looks at most a week (or N days) ahead. */
function nextOccurrenceAfter(rhythm: Rhythm, date: LocalDate): LocalDate | null {
  const from = maxDate(addDays(date, 1), rhythm.startDate);
  const lookahead = rhythm.pattern.type === 'every-n-days' ? rhythm.pattern.n : 7;
  return occurrencesBetween(rhythm, from, addDays(from, lookahead - 1))[0] ?? null;
}

/** The most recent due day on or before `date`, or null. */
function previousOccurrenceOnOrBefore(rhythm: Rhythm, date: LocalDate): LocalDate | null {
  const to = date;
  const lookback = rhythm.pattern.type === 'every-n-days' ? rhythm.pattern.n : 7;
  const found = occurrencesBetween(rhythm, addDays(to, -(lookback - 1)), to);
  return found.at(-1) ?? null;
}

/** The last due day of a rhythm that ends, or null for an open-ended one. */
export function lastOccurrence(rhythm: Rhythm): LocalDate | null {
  const last = lastPossibleDay(rhythm);
  return last === null ? null : previousOccurrenceOnOrBefore(rhythm, last);
}

/** Missed occurrences before `today`, oldest first, the most recent `MAX_OVERDUE_LISTED` at most. */
function overdueBefore(rhythm: Rhythm, today: LocalDate, completed: ReadonlySet<LocalDate>): LocalDate[] {
  const missed: LocalDate[] = [];
  const last = lastPossibleDay(rhythm);
  const yesterday = addDays(today, -1);
  let cursor = previousOccurrenceOnOrBefore(rhythm, last === null ? yesterday : minDate(yesterday, last));
  while (cursor !== null && missed.length < MAX_OVERDUE_LISTED) {
    if (!completed.has(cursor)) missed.push(cursor);
    cursor = cursor <= rhythm.startDate ? null : previousOccurrenceOnOrBefore(rhythm, addDays(cursor, -1));
  }
  return missed.reverse();
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The instant of a wall-clock time on a calendar day in `timeZone` (gap and overlap rules in the module comment). */
export function wallClockInstant(date: LocalDate, time: string, timeZone: string): Date {
  assertTimeZone(timeZone);
  const { year, month, day } = localDateParts(date);
  const minutes = minutesOf(time);
  // Computed from the zone's offsets alone: `new TZDate(...)` resolves a repeated time through the machine's own
  // zone, so it gave the second occurrence in London or Sydney (and in New York on some machines).
  const asIfUtc = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  const offsetBefore = tzOffset(timeZone, new Date(asIfUtc - DAY_MS));
  const offsetAfter = tzOffset(timeZone, new Date(asIfUtc + DAY_MS));
  // Each offset in force around the day gives a candidate; it is real where the zone has that offset then. Two real
  // candidates: the time happens twice (fall-back), and the earlier is the first occurrence.
  const real = [offsetBefore, offsetAfter]
    .map((offset) => ({ offset, at: asIfUtc - offset * MINUTE_MS }))
    .filter(({ offset, at }) => tzOffset(timeZone, new Date(at)) === offset)
    .map(({ at }) => at);
  if (real.length > 0) return new Date(Math.min(...real));
  // Inside the spring-forward gap: the offset from before the change reads it as the same time after the clocks
  // went forward (02:30 becomes 03:30).
  return new Date(asIfUtc - offsetBefore * MINUTE_MS);
}

/** The window's start and end instants on `date`; never ends before it starts (see the module comment). */
export function windowOn(
  date: LocalDate,
  window: NonNullable<Rhythm['window']>,
  timeZone: string,
): { start: Date; end: Date } {
  const start = wallClockInstant(date, window.from, timeZone);
  let end = wallClockInstant(date, window.to, timeZone);
  if (end.getTime() <= start.getTime()) {
    end = new Date(start.getTime() + (minutesOf(window.to) - minutesOf(window.from)) * 60_000);
  }
  return { start, end };
}

/** Where an item stands at `now` for a client in `timeZone`, given the due dates already completed. */
export function describeSchedule(
  rhythm: Rhythm,
  completedDueDates: readonly LocalDate[],
  now: Date,
  timeZone: string,
): ItemSchedule {
  const today = todayIn(timeZone, now);
  const completed = new Set(completedDueDates);
  const overdueDates = overdueBefore(rhythm, today, completed);
  const nextDate = nextOccurrenceAfter(rhythm, today);
  const last = lastOccurrence(rhythm);
  const todayIsDue = isOccurrence(rhythm, today);

  // A `once` item missed stays overdue (it has no end date to pass); any other rhythm ends after its last due day,
  // or after its end date when no due day falls between start and end.
  const isOnce = rhythm.pattern.type === 'once';
  const pastTheEnd = !isOnce && rhythm.endDate !== undefined && today > (last ?? rhythm.endDate);
  let status: ItemStatus;
  if (isOnce && completed.has(rhythm.startDate)) status = 'ended';
  else if (todayIsDue) status = completed.has(today) ? 'done' : 'due';
  else if (pastTheEnd) status = 'ended';
  else if (overdueDates.length > 0) status = 'overdue';
  else status = 'upcoming';

  const dueDate = todayIsDue ? today : null;
  const windowDate = status === 'due' || status === 'done' ? today : status === 'ended' ? null : nextDate;
  const window = rhythm.window && windowDate !== null ? windowOn(windowDate, rhythm.window, timeZone) : null;
  return { status, dueDate, overdueDates, nextDate, window };
}

/**
 * Which due day a completion made at `now` counts for: today's occurrence when it is due, else the most recent
 * missed one (so doing an item late still counts, and never twice for the same day), else null when nothing is
 * open (the person may still use the item; it just completes no occurrence). Matches `describeSchedule`.
 */
export function dueDateToComplete(
  rhythm: Rhythm,
  completedDueDates: readonly LocalDate[],
  now: Date,
  timeZone: string,
): LocalDate | null {
  const schedule = describeSchedule(rhythm, completedDueDates, now, timeZone);
  if (schedule.status === 'due') return schedule.dueDate;
  return schedule.overdueDates.at(-1) ?? null;
}
