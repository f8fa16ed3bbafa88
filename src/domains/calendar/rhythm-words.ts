/**
 * A rhythm in words, for the therapist's form, the client's journey page and the return preview:
 * "Every 14 days from Monday 24 November 2026, between 7:00 pm and 9:00 pm". The plain variant says the same in
 * short sentences ("Once every 14 days. Starts Monday 24 November 2026. Some time between 7:00 pm and 9:00 pm.").
 * Dates are calendar days, so they are formatted from a local noon of that day (a day's noon always exists).
 */
import { format } from 'date-fns';
import type { LocalDate, Rhythm, RhythmPattern } from '../../../contract/prescription-schemas.ts';
import { localDateParts } from './local-date.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Weeks read Monday first in the lists we write. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

export function formatLocalDate(date: LocalDate): string {
  const { year, month, day } = localDateParts(date);
  return format(new Date(year, month - 1, day, 12), 'EEEE d MMMM yyyy');
}

export function formatWallClock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return format(new Date(2000, 0, 1, hours, minutes), 'h:mm aaa');
}

function listInWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** The chosen days' names, Monday first. */
function chosenDayNames(days: readonly number[]): string[] {
  return MONDAY_FIRST.filter((day) => days.includes(day)).map((day) => DAY_NAMES[day]);
}

function isMondayToFriday(days: readonly number[]): boolean {
  return days.length === 5 && [1, 2, 3, 4, 5].every((day) => days.includes(day));
}

/** How often, as the opening of the standard sentence ("Every day", "Every Monday and Thursday"). */
function frequencyStandard(pattern: RhythmPattern): string {
  switch (pattern.type) {
    case 'once':
      return 'Once';
    case 'daily':
      return 'Every day';
    case 'weekdays':
      return 'Every weekday (Monday to Friday)';
    case 'days-of-week':
      if (pattern.days.length === 7) return 'Every day';
      if (isMondayToFriday(pattern.days)) return 'Every weekday (Monday to Friday)';
      return `Every ${listInWords(chosenDayNames(pattern.days))}`;
    case 'every-n-days':
      return pattern.n === 1 ? 'Every day' : `Every ${pattern.n} days`;
  }
}

/** How often, as a short plain sentence ("Monday to Friday.", "On Mondays and Thursdays."). */
function frequencyPlain(pattern: RhythmPattern): string {
  switch (pattern.type) {
    case 'once':
      return 'One time only.';
    case 'daily':
      return 'Every day.';
    case 'weekdays':
      return 'Monday to Friday.';
    case 'days-of-week':
      if (pattern.days.length === 7) return 'Every day.';
      if (isMondayToFriday(pattern.days)) return 'Monday to Friday.';
      return `On ${listInWords(chosenDayNames(pattern.days).map((name) => `${name}s`))}.`;
    case 'every-n-days':
      return pattern.n === 1 ? 'Every day.' : `Once every ${pattern.n} days.`;
  }
}

/** The rhythm in words; `plain` gives the plain-language variant. */
export function rhythmInWords(rhythm: Rhythm, plain = false): string {
  const start = formatLocalDate(rhythm.startDate);
  const isOnce = rhythm.pattern.type === 'once';
  const end = !isOnce && rhythm.endDate !== undefined ? formatLocalDate(rhythm.endDate) : null;
  const window = rhythm.window
    ? { from: formatWallClock(rhythm.window.from), to: formatWallClock(rhythm.window.to) }
    : null;

  if (plain) {
    const sentences = [frequencyPlain(rhythm.pattern)];
    if (isOnce) sentences.push(`On ${start}.`);
    else sentences.push(`Starts ${start}.`);
    if (end !== null) sentences.push(`Ends ${end}.`);
    if (window) sentences.push(`Some time between ${window.from} and ${window.to}.`);
    return sentences.join(' ');
  }

  let words = isOnce ? `Once, on ${start}` : `${frequencyStandard(rhythm.pattern)} from ${start}`;
  if (end !== null) words += ` until ${end}`;
  if (window) words += `, between ${window.from} and ${window.to}`;
  return words;
}
