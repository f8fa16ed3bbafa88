/**
 * Many random rhythms, ranges and time zones (seeded, so every run is the same): occurrencesBetween returns exactly
 * the days the pattern allows, ascending, within the start and end dates, checked against a brute-force reading of
 * the rules written independently here; describeSchedule stays consistent with it.
 */
import { describe, expect, it } from 'vitest';
import { rhythmSchema, type Rhythm, type RhythmPattern } from '../../../../contract/prescription-schemas.ts';
import { describeSchedule, MAX_OVERDUE_LISTED, occurrencesBetween, todayIn } from '../rhythm.ts';
import { pick, randomInt, seededRandom } from '../../../testing/seeded-random.ts';

const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/St_Johns',
  'America/Santiago',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];
const DAY_MS = 86_400_000;
const RUNS = 500;

const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function randomPattern(random: () => number): RhythmPattern {
  switch (pick(random, ['once', 'daily', 'weekdays', 'days-of-week', 'every-n-days'] as const)) {
    case 'once':
      return { type: 'once' };
    case 'daily':
      return { type: 'daily' };
    case 'weekdays':
      return { type: 'weekdays' };
    case 'days-of-week': {
      const days = [0, 1, 2, 3, 4, 5, 6].filter(() => random() < 0.4);
      return { type: 'days-of-week', days: days.length > 0 ? days : [randomInt(random, 0, 6)] };
    }
    case 'every-n-days':
      return { type: 'every-n-days', n: random() < 0.7 ? randomInt(random, 1, 30) : randomInt(random, 31, 365) };
  }
}

function randomRhythm(random: () => number): Rhythm {
  const start = randomInt(random, toDay('2025-01-01'), toDay('2028-12-31'));
  const rhythm: Rhythm = { pattern: randomPattern(random), startDate: fromDay(start) };
  if (random() < 0.5) rhythm.endDate = fromDay(start + randomInt(random, 0, 400));
  return rhythmSchema.parse(rhythm);
}

/** The rules, read day by day: is `day` a due day of `rhythm`? */
function allowedByRules(rhythm: Rhythm, day: number): boolean {
  const start = toDay(rhythm.startDate);
  if (day < start) return false;
  if (rhythm.pattern.type === 'once') return day === start;
  if (rhythm.endDate !== undefined && day > toDay(rhythm.endDate)) return false;
  const weekday = new Date(day * DAY_MS).getUTCDay();
  switch (rhythm.pattern.type) {
    case 'daily':
      return true;
    case 'weekdays':
      return weekday >= 1 && weekday <= 5;
    case 'days-of-week':
      return rhythm.pattern.days.includes(weekday);
    case 'every-n-days':
      return (day - start) % rhythm.pattern.n === 0;
  }
}

describe('occurrencesBetween over random rhythms', () => {
  it(`returns exactly the allowed days, ascending, within start and end (${RUNS} rhythms)`, () => {
    const random = seededRandom(0x5eed);
    for (let run = 0; run < RUNS; run += 1) {
      const rhythm = randomRhythm(random);
      const from = randomInt(random, toDay('2024-12-01'), toDay('2029-01-31'));
      const to = from + randomInt(random, -3, 400);
      const dates = occurrencesBetween(rhythm, fromDay(from), fromDay(to));
      const expected: string[] = [];
      for (let day = from; day <= to; day += 1) if (allowedByRules(rhythm, day)) expected.push(fromDay(day));
      expect(dates, JSON.stringify({ rhythm, from: fromDay(from), to: fromDay(to) })).toEqual(expected);
      for (let index = 1; index < dates.length; index += 1) expect((dates[index - 1] ?? '') < (dates[index] ?? '')).toBe(true);
      for (const date of dates) {
        expect(date >= rhythm.startDate).toBe(true);
        if (rhythm.endDate !== undefined) expect(date <= rhythm.endDate).toBe(true);
      }
    }
  });
});

describe('describeSchedule over random rhythms, moments and time zones', () => {
  it(`is consistent with occurrencesBetween in the client's own zone (${RUNS} cases)`, () => {
    const random = seededRandom(0xc0ffee);
    for (let run = 0; run < RUNS; run += 1) {
      const rhythm = randomRhythm(random);
      const windows = [
        { from: '19:00', to: '21:00' },
        { from: '01:00', to: '03:00' },
        { from: '02:30', to: '03:00' },
      ];
      if (random() < 0.5) rhythm.window = pick(random, windows);
      const zone = pick(random, ZONES);
      const now = new Date(Date.parse('2025-01-01T00:00:00Z') + random() * 4.5 * 365 * DAY_MS);
      const today = todayIn(zone, now);
      const past = occurrencesBetween(rhythm, '2000-01-01', fromDay(toDay(today) - 1));
      const completed = past.filter(() => random() < 0.6);
      if (random() < 0.5) completed.push(today);
      const schedule = describeSchedule(rhythm, completed, now, zone);
      const context = JSON.stringify({ rhythm, zone, now, completed, schedule });

      const missed = past.filter((date) => !completed.includes(date));
      expect(schedule.overdueDates, context).toEqual(missed.slice(-MAX_OVERDUE_LISTED));
      const isDueToday = occurrencesBetween(rhythm, today, today).length === 1;
      expect(schedule.dueDate, context).toBe(isDueToday ? today : null);
      const lookFrom = Math.max(toDay(today) + 1, toDay(rhythm.startDate));
      const next = occurrencesBetween(rhythm, fromDay(lookFrom), fromDay(lookFrom + 366))[0] ?? null;
      expect(schedule.nextDate, context).toBe(next);
      if (schedule.status === 'due') expect(completed.includes(today), context).toBe(false);
      if (schedule.status === 'done') expect(completed.includes(today), context).toBe(true);
      if (schedule.status === 'overdue') expect(missed.length, context).toBeGreaterThan(0);
      if (schedule.status === 'upcoming') expect(missed, context).toEqual([]);
      if (schedule.window) expect(schedule.window.end.getTime(), context).toBeGreaterThan(schedule.window.start.getTime());
    }
  });
});
