/**
 * Adherence of a prescribed item as the therapist's chart shows it: done / due over the last N days of the client's
 * own calendar. Pure, so that the chart, the client list and the print summary count the same way.
 *
 * Counting rules (the spec is silent; docs/star-chart.md says so too): a window of N days ends today in the client's
 * time zone; a due day before today counts as due whether or not it was done; today counts only once it is done (the
 * day is not over, so not having done it yet is not a miss). A day done that was not due (done late, or twice) is not
 * counted, so done never exceeds due.
 */
import type { LocalDate, ReturnedItem, Rhythm } from '../../../contract/prescription-schemas.ts';
import { addDays } from '../calendar/local-date.ts';
import { isOccurrence, occurrencesBetween, todayIn } from '../calendar/rhythm.ts';

export interface Adherence {
  done: number;
  due: number;
}

export const ADHERENCE_WINDOWS = [7, 28, 90] as const;

/** The client's calendar days an item was done on, from a return: its `doneDates` (version 2), else its completions' days. */
export function doneDatesOf(item: ReturnedItem, timeZone: string): LocalDate[] {
  if (item.doneDates) return item.doneDates;
  return (item.completions ?? []).map((at) => todayIn(timeZone, new Date(at)));
}

/** Done / due over the `days` days ending on `today` (the client's calendar day). */
export function adherenceOver(rhythm: Rhythm, doneDates: ReadonlySet<LocalDate>, today: LocalDate, days: number): Adherence {
  const past = occurrencesBetween(rhythm, addDays(today, -(days - 1)), addDays(today, -1));
  let done = past.filter((date) => doneDates.has(date)).length;
  let due = past.length;
  if (doneDates.has(today) && isOccurrence(rhythm, today)) {
    done += 1;
    due += 1;
  }
  return { done, due };
}

/** Done / due over the last `days` days at `now`, in the client's `timeZone`. */
export function adherenceAt(rhythm: Rhythm, doneDates: Iterable<LocalDate>, now: Date, timeZone: string, days: number): Adherence {
  return adherenceOver(rhythm, new Set(doneDates), todayIn(timeZone, now), days);
}

export type StripDay = { date: LocalDate; state: 'done' | 'missed' | 'today' | 'not-due' };

/** The last `days` days ending today, oldest first: done, missed (due and past), today (due, not yet done), or not due. */
export function calendarStrip(rhythm: Rhythm, doneDates: ReadonlySet<LocalDate>, today: LocalDate, days: number): StripDay[] {
  const strip: StripDay[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = addDays(today, -offset);
    const due = isOccurrence(rhythm, date);
    const state = !due ? 'not-due' : doneDates.has(date) ? 'done' : date === today ? 'today' : 'missed';
    strip.push({ date, state });
  }
  return strip;
}

/** "2 / 2" or "no days due" for a window. */
export function adherenceText({ done, due }: Adherence): string {
  return due === 0 ? 'none due' : `${done} / ${due}`;
}
