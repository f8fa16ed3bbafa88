/**
 * Both daylight-saving changes in New York, London and Sydney, and a person who flies from Sydney to Los Angeles in
 * the middle of a schedule: the reminder keeps its wall-clock time and its calendar day.
 */
import { describe, expect, it } from 'vitest';
import type { Rhythm } from '../../../../contract/prescription-schemas.ts';
import { DEFAULT_REMINDER_POLICY, upcomingOccurrences, type ReminderPolicy, type RecurringSource } from '../occurrences.ts';
import { wallClock } from './local-time.ts';

const HOUR = 3_600_000;
const NO_QUIET: ReminderPolicy = { ...DEFAULT_REMINDER_POLICY, quietHours: null };
const daily: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-01-01' };
const evening: RecurringSource = { kind: 'recurring', id: 'evening', rhythm: daily, time: '20:00' };

interface Transition {
  zone: string;
  /** The day the clocks change. */
  day: string;
  /** Hours between the evening reminder before the change and the one on its day. */
  hours: 23 | 25;
  /** A wall-clock time that is skipped (spring) or happens twice (autumn) that day, and what the reminder becomes. */
  oddTime: string;
  expected: { local: string; utc: string };
}

const TRANSITIONS: Transition[] = [
  { zone: 'America/New_York', day: '2026-03-08', hours: 23, oddTime: '02:30', expected: { local: '2026-03-08 03:30', utc: '2026-03-08T07:30:00.000Z' } },
  { zone: 'America/New_York', day: '2026-11-01', hours: 25, oddTime: '01:30', expected: { local: '2026-11-01 01:30', utc: '2026-11-01T05:30:00.000Z' } },
  { zone: 'Europe/London', day: '2026-03-29', hours: 23, oddTime: '01:30', expected: { local: '2026-03-29 02:30', utc: '2026-03-29T01:30:00.000Z' } },
  { zone: 'Europe/London', day: '2026-10-25', hours: 25, oddTime: '01:30', expected: { local: '2026-10-25 01:30', utc: '2026-10-25T00:30:00.000Z' } },
  { zone: 'Australia/Sydney', day: '2026-10-04', hours: 23, oddTime: '02:30', expected: { local: '2026-10-04 03:30', utc: '2026-10-03T16:30:00.000Z' } },
  { zone: 'Australia/Sydney', day: '2026-04-05', hours: 25, oddTime: '02:30', expected: { local: '2026-04-05 02:30', utc: '2026-04-04T15:30:00.000Z' } },
];

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
}

describe('reminders across daylight-saving changes', () => {
  for (const transition of TRANSITIONS) {
    const { zone, day } = transition;
    it(`${zone} on ${day}: an 8 pm reminder stays at 8 pm local, ${transition.hours} hours after the one before`, () => {
      // Noon UTC the day before is daytime before the evening in all three zones' calendars around the change.
      const now = new Date(`${dayBefore(day)}T00:00:00Z`);
      const occurrences = upcomingOccurrences([evening], NO_QUIET, { now, timeZone: zone, horizonDays: 4 });
      const before = occurrences.find((o) => o.localDate === dayBefore(day));
      const on = occurrences.find((o) => o.localDate === day);
      expect(wallClock(before!.at, zone)).toBe(`${dayBefore(day)} 20:00`);
      expect(wallClock(on!.at, zone)).toBe(`${day} 20:00`);
      expect((on!.at.getTime() - before!.at.getTime()) / HOUR).toBe(transition.hours);
      for (const occurrence of occurrences) expect(wallClock(occurrence.at, zone).slice(11)).toBe('20:00');
    });

    it(`${zone} on ${day}: ${transition.oddTime}, a time the change skips or repeats, reminds once at ${transition.expected.local}`, () => {
      const odd: RecurringSource = { ...evening, id: 'night', time: transition.oddTime };
      const now = new Date(`${dayBefore(dayBefore(day))}T00:00:00Z`);
      const occurrences = upcomingOccurrences([odd], NO_QUIET, { now, timeZone: zone, horizonDays: 5 });
      const onDay = occurrences.filter((o) => o.localDate === day);
      expect(onDay).toHaveLength(1);
      expect(wallClock(onDay[0]!.at, zone)).toBe(transition.expected.local);
      expect(onDay[0]!.at.toISOString()).toBe(transition.expected.utc);
    });
  }
});

describe('a person who flies from Sydney to Los Angeles mid-schedule', () => {
  const everyThirdDay: RecurringSource = {
    kind: 'recurring',
    id: 'journal',
    rhythm: { pattern: { type: 'every-n-days', n: 3 }, startDate: '2026-06-01' },
    time: '19:00',
  };

  it('keeps the calendar-day rhythm and reminds at 7 pm on the new local clock', () => {
    // In Sydney on 2 June: the next ones are 4 and 7 June at 19:00 Sydney time.
    const inSydney = upcomingOccurrences([everyThirdDay], DEFAULT_REMINDER_POLICY, {
      now: new Date('2026-06-02T01:00:00Z'),
      timeZone: 'Australia/Sydney',
      horizonDays: 7,
    });
    expect(inSydney.map((o) => wallClock(o.at, 'Australia/Sydney'))).toEqual(['2026-06-04 19:00', '2026-06-07 19:00']);

    // They land in Los Angeles on 5 June local (the device's zone changed); the app opens and plans again.
    const inLosAngeles = upcomingOccurrences([everyThirdDay], DEFAULT_REMINDER_POLICY, {
      now: new Date('2026-06-05T17:00:00Z'), // 10:00 on 5 June in Los Angeles
      timeZone: 'America/Los_Angeles',
      horizonDays: 7,
    });
    expect(inLosAngeles.map((o) => wallClock(o.at, 'America/Los_Angeles'))).toEqual(['2026-06-07 19:00', '2026-06-10 19:00']);
    // Not at 7 pm Sydney time (which would be 2 am in Los Angeles, inside quiet hours).
    expect(inLosAngeles[0]!.at.toISOString()).toBe('2026-06-08T02:00:00.000Z');
  });
});
