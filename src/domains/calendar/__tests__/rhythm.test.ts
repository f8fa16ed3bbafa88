import { describe, expect, it } from 'vitest';
import type { Rhythm } from '../../../../contract/prescription-schemas.ts';
import {
  describeSchedule,
  dueDateToComplete,
  isOccurrence,
  lastOccurrence,
  MAX_OVERDUE_LISTED,
  occurrencesBetween,
} from '../rhythm.ts';

/** Noon UTC is the same calendar day in London (the zone these tests use unless they say otherwise). */
const noonInLondon = (date: string) => new Date(`${date}T12:00:00Z`);
const LONDON = 'Europe/London';

describe('occurrencesBetween', () => {
  // 2026-11-23 is a Monday.
  it('daily gives every day of the range', () => {
    const rhythm: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-11-23' };
    expect(occurrencesBetween(rhythm, '2026-11-23', '2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('weekdays gives Monday to Friday only', () => {
    const rhythm: Rhythm = { pattern: { type: 'weekdays' }, startDate: '2026-11-20' };
    expect(occurrencesBetween(rhythm, '2026-11-20', '2026-11-30')).toEqual([
      '2026-11-20',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
  });

  it('chosen days of the week give only those days, Sunday and Saturday included', () => {
    const midweek: Rhythm = { pattern: { type: 'days-of-week', days: [5, 1, 3] }, startDate: '2026-11-23' };
    expect(occurrencesBetween(midweek, '2026-11-23', '2026-12-06')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
    const weekend: Rhythm = { pattern: { type: 'days-of-week', days: [0, 6] }, startDate: '2026-11-23' };
    expect(occurrencesBetween(weekend, '2026-11-23', '2026-12-06')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('the end date is inclusive', () => {
    const rhythm: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-11-24', endDate: '2026-11-26' };
    expect(occurrencesBetween(rhythm, '2026-11-01', '2026-12-31')).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(isOccurrence(rhythm, '2026-11-26')).toBe(true);
    expect(isOccurrence(rhythm, '2026-11-27')).toBe(false);
  });

  it('once falls only on its start date, whatever the end date says', () => {
    const rhythm: Rhythm = { pattern: { type: 'once' }, startDate: '2026-11-26', endDate: '2026-12-31' };
    expect(occurrencesBetween(rhythm, '2026-11-01', '2027-01-31')).toEqual(['2026-11-26']);
    expect(occurrencesBetween(rhythm, '2026-11-27', '2027-01-31')).toEqual([]);
  });

  it('every N days counts from the start date even when the range starts later', () => {
    const rhythm: Rhythm = { pattern: { type: 'every-n-days', n: 3 }, startDate: '2026-11-24' };
    expect(occurrencesBetween(rhythm, '2026-11-26', '2026-12-04')).toEqual(['2026-11-27', '2026-11-30', '2026-12-03']);
  });

  it('an empty or reversed range gives nothing', () => {
    const rhythm: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-11-24' };
    expect(occurrencesBetween(rhythm, '2026-11-30', '2026-11-24')).toEqual([]);
    expect(occurrencesBetween(rhythm, '2026-11-01', '2026-11-23')).toEqual([]);
  });

  it('lastOccurrence is the last due day on or before the end date, or null when open-ended', () => {
    const mondays: Rhythm = { pattern: { type: 'days-of-week', days: [1] }, startDate: '2026-11-23', endDate: '2026-12-10' };
    expect(lastOccurrence(mondays)).toBe('2026-12-07');
    expect(lastOccurrence({ pattern: { type: 'daily' }, startDate: '2026-11-23' })).toBeNull();
    expect(lastOccurrence({ pattern: { type: 'once' }, startDate: '2026-11-23' })).toBe('2026-11-23');
  });
});

describe('describeSchedule', () => {
  const daily: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-11-20' };

  it("is due when today is an occurrence not yet completed, and done once it is", () => {
    const before = describeSchedule(daily, ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'], noonInLondon('2026-11-24'), LONDON);
    expect(before).toMatchObject({ status: 'due', dueDate: '2026-11-24', overdueDates: [], nextDate: '2026-11-25' });
    const after = describeSchedule(
      daily,
      ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'],
      noonInLondon('2026-11-24'),
      LONDON,
    );
    expect(after).toMatchObject({ status: 'done', dueDate: '2026-11-24', overdueDates: [] });
  });

  it('lists missed occurrences, oldest first, and today still wins', () => {
    const schedule = describeSchedule(daily, ['2026-11-20', '2026-11-22'], noonInLondon('2026-11-24'), LONDON);
    expect(schedule.status).toBe('due');
    expect(schedule.overdueDates).toEqual(['2026-11-21', '2026-11-23']);
  });

  it('is overdue when nothing is due today but earlier occurrences were missed', () => {
    const mondays: Rhythm = { pattern: { type: 'days-of-week', days: [1] }, startDate: '2026-11-16' };
    const schedule = describeSchedule(mondays, ['2026-11-16'], noonInLondon('2026-11-25'), LONDON);
    expect(schedule).toMatchObject({ status: 'overdue', dueDate: null, overdueDates: ['2026-11-23'], nextDate: '2026-11-30' });
  });

  it('is upcoming when nothing is due today and nothing was missed', () => {
    const mondays: Rhythm = { pattern: { type: 'days-of-week', days: [1] }, startDate: '2026-11-16' };
    const schedule = describeSchedule(mondays, ['2026-11-16', '2026-11-23'], noonInLondon('2026-11-25'), LONDON);
    expect(schedule).toMatchObject({ status: 'upcoming', dueDate: null, overdueDates: [], nextDate: '2026-11-30', window: null });
  });

  it(`lists at most the ${MAX_OVERDUE_LISTED} most recent missed occurrences`, () => {
    const longAgo: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-01-01' };
    const schedule = describeSchedule(longAgo, [], noonInLondon('2026-11-24'), LONDON);
    expect(schedule.overdueDates).toHaveLength(MAX_OVERDUE_LISTED);
    expect(schedule.overdueDates[0]).toBe('2026-11-10');
    expect(schedule.overdueDates.at(-1)).toBe('2026-11-23');
  });

  it('skips completed occurrences when looking back for missed ones', () => {
    const longAgo: Rhythm = { pattern: { type: 'every-n-days', n: 2 }, startDate: '2026-01-01' };
    const completed = occurrencesBetween(longAgo, '2026-06-01', '2026-11-23');
    const schedule = describeSchedule(longAgo, completed, noonInLondon('2026-11-24'), LONDON);
    expect(schedule.overdueDates).toHaveLength(MAX_OVERDUE_LISTED);
    expect(schedule.overdueDates.at(-1)).toBe('2026-05-31');
  });

  it('has ended after the end date (inclusive), still naming what was missed', () => {
    const rhythm: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-11-20', endDate: '2026-11-23' };
    expect(describeSchedule(rhythm, [], noonInLondon('2026-11-23'), LONDON).status).toBe('due');
    const after = describeSchedule(rhythm, ['2026-11-20', '2026-11-21'], noonInLondon('2026-11-24'), LONDON);
    expect(after).toMatchObject({ status: 'ended', dueDate: null, nextDate: null, overdueDates: ['2026-11-22', '2026-11-23'] });
  });

  it('still names what was missed months after the end date', () => {
    const rhythm: Rhythm = { pattern: { type: 'days-of-week', days: [2, 4] }, startDate: '2026-01-01', endDate: '2026-02-28' };
    const schedule = describeSchedule(rhythm, ['2026-02-24'], noonInLondon('2026-11-24'), LONDON);
    expect(schedule.status).toBe('ended');
    expect(schedule.overdueDates.at(-1)).toBe('2026-02-26');
    expect(schedule.overdueDates).not.toContain('2026-02-24');
    expect(schedule.overdueDates).toHaveLength(MAX_OVERDUE_LISTED);
  });

  it('has ended when no due day is left before the end date', () => {
    // Mondays only, from Tuesday to Thursday: no due day at all.
    const rhythm: Rhythm = { pattern: { type: 'days-of-week', days: [1] }, startDate: '2026-11-24', endDate: '2026-11-26' };
    expect(describeSchedule(rhythm, [], noonInLondon('2026-11-25'), LONDON)).toMatchObject({ status: 'upcoming', nextDate: null });
    expect(describeSchedule(rhythm, [], noonInLondon('2026-11-27'), LONDON).status).toBe('ended');
  });

  it('walks a once item through upcoming, due, ended when done, and overdue when missed', () => {
    const once: Rhythm = { pattern: { type: 'once' }, startDate: '2026-11-26', window: { from: '09:00', to: '10:00' } };
    const upcoming = describeSchedule(once, [], noonInLondon('2026-11-24'), LONDON);
    expect(upcoming).toMatchObject({ status: 'upcoming', nextDate: '2026-11-26' });
    expect(upcoming.window?.start.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(describeSchedule(once, [], noonInLondon('2026-11-26'), LONDON)).toMatchObject({ status: 'due', dueDate: '2026-11-26' });
    const doneOnTheDay = describeSchedule(once, ['2026-11-26'], noonInLondon('2026-11-26'), LONDON);
    expect(doneOnTheDay).toMatchObject({ status: 'ended', window: null });
    expect(describeSchedule(once, ['2026-11-26'], noonInLondon('2026-12-26'), LONDON).status).toBe('ended');
    const missed = describeSchedule(once, [], noonInLondon('2026-11-30'), LONDON);
    expect(missed).toMatchObject({ status: 'overdue', overdueDates: ['2026-11-26'], nextDate: null, window: null });
  });

  it('ignores completions on days that were not due', () => {
    const mondays: Rhythm = { pattern: { type: 'days-of-week', days: [1] }, startDate: '2026-11-16' };
    const schedule = describeSchedule(mondays, ['2026-11-17'], noonInLondon('2026-11-25'), LONDON);
    expect(schedule.overdueDates).toEqual(['2026-11-16', '2026-11-23']);
  });
});

describe('dueDateToComplete', () => {
  const mondaysAndThursdays: Rhythm = { pattern: { type: 'days-of-week', days: [1, 4] }, startDate: '2026-11-16' };

  it("counts a completion for today's occurrence when it is due", () => {
    // Thursday 26 November.
    expect(dueDateToComplete(mondaysAndThursdays, [], noonInLondon('2026-11-26'), LONDON)).toBe('2026-11-26');
  });

  it('counts a late completion for the most recent missed occurrence, and never twice', () => {
    // Wednesday 25 November: Monday 23 was missed.
    expect(dueDateToComplete(mondaysAndThursdays, ['2026-11-16', '2026-11-19'], noonInLondon('2026-11-25'), LONDON)).toBe(
      '2026-11-23',
    );
    const completed = ['2026-11-16', '2026-11-19', '2026-11-23'];
    expect(dueDateToComplete(mondaysAndThursdays, completed, noonInLondon('2026-11-25'), LONDON)).toBeNull();
  });

  it('counts nothing once today is done or before the start date', () => {
    const completed = ['2026-11-16', '2026-11-19', '2026-11-23', '2026-11-26'];
    expect(dueDateToComplete(mondaysAndThursdays, completed, noonInLondon('2026-11-26'), LONDON)).toBeNull();
    expect(dueDateToComplete(mondaysAndThursdays, [], noonInLondon('2026-11-10'), LONDON)).toBeNull();
  });
});
