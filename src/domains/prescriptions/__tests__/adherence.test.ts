import { describe, expect, it } from 'vitest';
import type { Rhythm } from '@contract/prescription-schemas';
import { adherenceAt, adherenceOver, calendarStrip, doneDatesOf } from '../adherence';

const daily: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-10-20' };
const fortnightly: Rhythm = { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-10-20' };

/*
 * Each zone is checked across its own daylight-saving change: New York falls back on 1 November 2026, London on
 * 25 October 2026, Sydney springs forward on 4 October 2026 (so its case starts before it).
 */
const cases = [
  // 23:30 local on the day before, the day of and the day after the change, written as the UTC instants a device saves.
  { zone: 'America/New_York', days: ['2026-10-31', '2026-11-01', '2026-11-02'], at: ['2026-11-01T03:30:00Z', '2026-11-02T04:30:00Z', '2026-11-03T04:30:00Z'], now: '2026-11-03T17:00:00Z', today: '2026-11-03' },
  { zone: 'Europe/London', days: ['2026-10-24', '2026-10-25', '2026-10-26'], at: ['2026-10-24T22:30:00Z', '2026-10-25T23:30:00Z', '2026-10-26T23:30:00Z'], now: '2026-10-27T12:00:00Z', today: '2026-10-27' },
  { zone: 'Australia/Sydney', days: ['2026-10-03', '2026-10-04', '2026-10-05'], at: ['2026-10-03T13:30:00Z', '2026-10-04T12:30:00Z', '2026-10-05T12:30:00Z'], now: '2026-10-06T02:00:00Z', today: '2026-10-06' },
] as const;

describe('adherence in the client’s time zone, across a daylight-saving change', () => {
  for (const { zone, days, at, now, today } of cases) {
    it(`counts late-evening completions on the client's own day in ${zone}`, () => {
      const rhythm: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-09-28' };
      const done = doneDatesOf({ itemId: 'a', completions: at.map((instant) => new Date(instant).toISOString()) }, zone);
      expect(done).toEqual(days);
      // Over 7 days ending today: six past due days (today not done yet), three of them done.
      expect(adherenceAt(rhythm, done, new Date(now), zone, 7)).toEqual({ done: 3, due: 6 });
      const strip = calendarStrip(rhythm, new Set(done), today, 7);
      expect(strip.at(-1)).toEqual({ date: today, state: 'today' });
      expect(strip.filter((day) => day.state === 'done').map((day) => day.date)).toEqual(days);
      expect(strip.filter((day) => day.state === 'missed')).toHaveLength(3);
    });
  }

  it('reads the same completions as other days in another zone (the zone matters)', () => {
    const completions = ['2026-11-01T04:30:00.000Z'];
    expect(doneDatesOf({ itemId: 'a', completions }, 'America/New_York')).toEqual(['2026-11-01']);
    expect(doneDatesOf({ itemId: 'a', completions }, 'UTC')).toEqual(['2026-11-01']);
    expect(doneDatesOf({ itemId: 'a', completions: ['2026-11-01T03:30:00.000Z'] }, 'America/New_York')).toEqual(['2026-10-31']);
  });

  it('prefers the calendar days a version 2 return carries', () => {
    expect(doneDatesOf({ itemId: 'a', completions: ['2026-11-01T03:30:00.000Z'], doneDates: ['2026-10-30'] }, 'UTC')).toEqual(['2026-10-30']);
  });
});

describe('done / due over a window', () => {
  it('counts today only once it is done: 2 / 2 on the second day of a daily check-in done both days', () => {
    expect(adherenceOver(daily, new Set(['2026-10-20', '2026-10-21']), '2026-10-21', 7)).toEqual({ done: 2, due: 2 });
    expect(adherenceOver(daily, new Set(['2026-10-20']), '2026-10-21', 7)).toEqual({ done: 1, due: 1 });
  });

  it('counts nothing before the start, and every 14 days for a fortnightly item', () => {
    expect(adherenceOver(fortnightly, new Set(['2026-10-20', '2026-11-03']), '2026-11-20', 28)).toEqual({ done: 1, due: 2 });
    expect(adherenceOver(fortnightly, new Set(['2026-10-20', '2026-11-03']), '2026-11-20', 90)).toEqual({ done: 2, due: 3 });
    expect(adherenceOver(daily, new Set(), '2026-10-19', 7)).toEqual({ done: 0, due: 0 });
  });

  it('never counts a day done that was not due, so done never exceeds due', () => {
    expect(adherenceOver(fortnightly, new Set(['2026-10-21', '2026-10-22']), '2026-10-25', 7)).toEqual({ done: 0, due: 1 });
  });
});
