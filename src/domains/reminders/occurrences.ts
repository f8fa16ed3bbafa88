/**
 * When the device should knock: one pure function that turns everything that can be due into the next reminder
 * instants, in the person's current IANA time zone. Nothing here reads a clock, a database or the network: `now` and
 * `timeZone` are arguments, so tests fix both, and the device simply runs it again after a change, on open, or after
 * travel (a reminder at 19:00 is 19:00 wherever the person now is).
 *
 * Calendar days come from the prescriptions' rhythm module (a due day is a day on the person's calendar, so a
 * fortnightly rhythm fires every 14th day whatever daylight saving does); a day plus a wall-clock time becomes an
 * instant through `wallClockInstant` (a time inside the spring-forward gap is read after the clocks went forward,
 * and a repeated fall-back time is its first occurrence, in every zone).
 *
 * The rules, each tested in `__tests__/`:
 * - a reminder is at most once a day per source, and a source listed twice (an edit, a re-synced copy) counts once,
 *   the later definition winning: so a schedule never reminds twice or four times, and an edit takes effect at once;
 * - an ended, deleted or not-yet-started item gives nothing before its start or after its end; a day already done
 *   gives nothing that day;
 * - quiet hours (default 22:00 to 08:00): an early-morning time waits for their end on the same day; an evening time
 *   is brought forward to 30 minutes before they begin, so it still falls on its own day (never "late at night");
 * - at most `dailyCap` reminders a day, urgent ones first, then earliest;
 * - while `pausedUntil` lies ahead (after a low check-in or a visit to crisis help), only urgent reminders stay.
 */
import type { LocalDate, Rhythm } from '../../../contract/prescription-schemas.ts';
import { addDays } from '../calendar/local-date.ts';
import { isOccurrence, todayIn, wallClockInstant } from '../calendar/rhythm.ts';

export interface QuietHours {
  /** Wall-clock `HH:MM`; `from` after `to` means the quiet spans midnight (the usual case). */
  from: string;
  to: string;
}

export const DEFAULT_QUIET_HOURS: QuietHours = { from: '22:00', to: '08:00' };
export const DEFAULT_DAILY_CAP = 3;
/** How far ahead the device plans, and how many instants it hands the server at most. */
export const DEFAULT_HORIZON_DAYS = 7;
export const DEFAULT_OCCURRENCE_LIMIT = 20;
/** An evening reminder inside quiet hours moves to this long before they begin. */
export const BEFORE_QUIET_MINUTES = 30;

/** Something on a rhythm: a prescribed item, or the person's own "check-in every evening at 8". */
export interface RecurringSource {
  kind: 'recurring';
  /** Stable across edits: the same item keeps its id when its rhythm or time changes. */
  id: string;
  rhythm: Rhythm;
  /** The wall-clock time to remind at, `HH:MM`. */
  time: string;
  /** Due days already done: no reminder on them. */
  completedDates?: readonly LocalDate[];
  /** Urgent sources keep reminding during a pause. */
  urgent?: boolean;
}

/** Something that falls due once at an instant (the safety plan's review, codex questions to revisit). */
export interface DueOnceSource {
  kind: 'due-once';
  id: string;
  dueAt: Date;
  /** The wall-clock time to remind at, on the first day it is due whose time is still ahead. */
  time: string;
  urgent?: boolean;
}

export type ReminderSource = RecurringSource | DueOnceSource;

export interface ReminderPolicy {
  /** null: no quiet hours. */
  quietHours: QuietHours | null;
  dailyCap: number;
  /** Non-urgent reminders before this instant are not sent; null: no pause. */
  pausedUntil: Date | null;
}

export const DEFAULT_REMINDER_POLICY: ReminderPolicy = {
  quietHours: DEFAULT_QUIET_HOURS,
  dailyCap: DEFAULT_DAILY_CAP,
  pausedUntil: null,
};

export interface Occurrence {
  /** `${sourceId}@${localDate}`: the same occurrence keeps its key however often it is computed. */
  key: string;
  sourceId: string;
  localDate: LocalDate;
  at: Date;
  urgent: boolean;
}

export interface OccurrenceOptions {
  now: Date;
  /** The person's current IANA zone (the device's). */
  timeZone: string;
  horizonDays?: number;
  limit?: number;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a wall-clock time lies inside quiet hours (start inclusive, end exclusive). */
export function isQuiet(time: string, quiet: QuietHours | null): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const minute = minutesOf(time);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * The wall-clock time a reminder meant for `time` is actually given, on the same calendar day; null when quiet
 * hours leave no room that day (they cover almost all of it).
 */
export function timeOutsideQuietHours(time: string, quiet: QuietHours | null): string | null {
  if (!quiet || !isQuiet(time, quiet)) return time;
  const minute = minutesOf(time);
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  const spansMidnight = from > to;
  // The morning part of the quiet (or a quiet within one day): wait for its end, the same day.
  if (!spansMidnight || minute < to) return timeOf(to);
  const earlier = from - BEFORE_QUIET_MINUTES;
  return earlier >= to ? timeOf(earlier) : null;
}

/** The last definition of each source id, in the order ids first appear. */
function latestDefinitions(sources: readonly ReminderSource[]): ReminderSource[] {
  const byId = new Map<string, ReminderSource>();
  for (const source of sources) {
    byId.delete(source.id);
    byId.set(source.id, source);
  }
  return [...byId.values()];
}

function candidate(source: ReminderSource, date: LocalDate, policy: ReminderPolicy, timeZone: string): Occurrence | null {
  const time = timeOutsideQuietHours(source.time, policy.quietHours);
  if (time === null) return null;
  return {
    key: `${source.id}@${date}`,
    sourceId: source.id,
    localDate: date,
    at: wallClockInstant(date, time, timeZone),
    urgent: source.urgent === true,
  };
}

function recurringCandidates(
  source: RecurringSource,
  days: readonly LocalDate[],
  policy: ReminderPolicy,
  timeZone: string,
): Occurrence[] {
  const completed = new Set(source.completedDates ?? []);
  return days
    .filter((date) => isOccurrence(source.rhythm, date) && !completed.has(date))
    .flatMap((date) => candidate(source, date, policy, timeZone) ?? []);
}

/** One reminder: on the day it falls due, or (if that time has passed) the first later day, within the horizon. */
function dueOnceCandidates(
  source: DueOnceSource,
  days: readonly LocalDate[],
  policy: ReminderPolicy,
  options: { now: Date; timeZone: string },
): Occurrence[] {
  const dueDay = todayIn(options.timeZone, source.dueAt);
  for (const date of days) {
    if (date < dueDay) continue;
    const occurrence = candidate(source, date, policy, options.timeZone);
    if (occurrence && occurrence.at.getTime() > options.now.getTime()) return [occurrence];
  }
  return [];
}

/** At most `cap` a day: urgent first, then the earliest. */
function capPerDay(occurrences: readonly Occurrence[], cap: number): Occurrence[] {
  const byDay = new Map<LocalDate, Occurrence[]>();
  for (const occurrence of occurrences) {
    const day = byDay.get(occurrence.localDate) ?? [];
    day.push(occurrence);
    byDay.set(occurrence.localDate, day);
  }
  const kept: Occurrence[] = [];
  for (const day of byDay.values()) {
    day.sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.at.getTime() - b.at.getTime());
    kept.push(...day.slice(0, Math.max(0, cap)));
  }
  return kept;
}

/** The next reminder instants, earliest first, strictly after `now`. */
export function upcomingOccurrences(
  sources: readonly ReminderSource[],
  policy: ReminderPolicy,
  options: OccurrenceOptions,
): Occurrence[] {
  const { now, timeZone } = options;
  const horizon = options.horizonDays ?? DEFAULT_HORIZON_DAYS;
  const today = todayIn(timeZone, now);
  const days = Array.from({ length: horizon }, (_, index) => addDays(today, index));
  const all = latestDefinitions(sources).flatMap((source) =>
    source.kind === 'recurring'
      ? recurringCandidates(source, days, policy, timeZone)
      : dueOnceCandidates(source, days, policy, { now, timeZone }),
  );
  const ahead = all.filter((occurrence) => {
    if (occurrence.at.getTime() <= now.getTime()) return false;
    const paused = policy.pausedUntil !== null && occurrence.at.getTime() < policy.pausedUntil.getTime();
    return occurrence.urgent || !paused;
  });
  return capPerDay(ahead, policy.dailyCap)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key))
    .slice(0, options.limit ?? DEFAULT_OCCURRENCE_LIMIT);
}

/** Whether a source is due on the person's today: an occurrence today not yet done, or something due once by now. */
export function isDueToday(source: ReminderSource, now: Date, timeZone: string): boolean {
  const today = todayIn(timeZone, now);
  if (source.kind === 'due-once') return source.dueAt.getTime() <= now.getTime() || todayIn(timeZone, source.dueAt) === today;
  return isOccurrence(source.rhythm, today) && !(source.completedDates ?? []).includes(today);
}

/** How many of the sources are due on the person's today (for the app badge). */
export function countDueToday(sources: readonly ReminderSource[], now: Date, timeZone: string): number {
  return latestDefinitions(sources).filter((source) => isDueToday(source, now, timeZone)).length;
}

/** Every `n` weeks from the start date, as a rhythm (the rhythm counts calendar days, so DST never shifts it). */
export function everyNWeeks(n: number, startDate: LocalDate, endDate?: LocalDate): Rhythm {
  return { pattern: { type: 'every-n-days', n: 7 * n }, startDate, ...(endDate ? { endDate } : {}) };
}
