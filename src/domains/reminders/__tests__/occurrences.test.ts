/** The occurrence function's own rules under a fixed clock: start and end, rhythms, quiet hours, the cap, pauses. */
import { describe, expect, it } from 'vitest';
import type { Rhythm } from '../../../../contract/prescription-schemas.ts';
import {
  countDueToday,
  DEFAULT_REMINDER_POLICY,
  everyNWeeks,
  timeOutsideQuietHours,
  upcomingOccurrences,
  type DueOnceSource,
  type RecurringSource,
} from '../occurrences.ts';
import { wallClock } from './local-time.ts';

const ZONE = 'Europe/London';
const NOW = new Date('2026-06-01T07:00:00Z'); // 08:00 in London, Monday 1 June 2026
const daily: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-05-01' };

function recurring(id: string, time: string, rhythm: Rhythm = daily, extra: Partial<RecurringSource> = {}): RecurringSource {
  return { kind: 'recurring', id, rhythm, time, ...extra };
}

const local = (at: Date) => wallClock(at, ZONE);

describe('start, end and rhythms', () => {
  it('gives nothing before the start date and nothing after the end date', () => {
    const rhythm: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-06-03', endDate: '2026-06-04' };
    const occurrences = upcomingOccurrences([recurring('a', '12:00', rhythm)], DEFAULT_REMINDER_POLICY, { now: NOW, timeZone: ZONE });
    expect(occurrences.map((o) => o.localDate)).toEqual(['2026-06-03', '2026-06-04']);
  });

  it('gives nothing at all for an item that has ended', () => {
    const ended: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-04-01', endDate: '2026-05-31' };
    expect(upcomingOccurrences([recurring('a', '12:00', ended)], DEFAULT_REMINDER_POLICY, { now: NOW, timeZone: ZONE })).toEqual([]);
  });

  it('fires every N days counted from the start date', () => {
    const rhythm: Rhythm = { pattern: { type: 'every-n-days', n: 3 }, startDate: '2026-05-30' };
    const occurrences = upcomingOccurrences([recurring('a', '12:00', rhythm)], DEFAULT_REMINDER_POLICY, {
      now: NOW,
      timeZone: ZONE,
      horizonDays: 10,
    });
    expect(occurrences.map((o) => o.localDate)).toEqual(['2026-06-02', '2026-06-05', '2026-06-08']);
  });

  it('fires every N weeks, on the start date\'s weekday', () => {
    const occurrences = upcomingOccurrences([recurring('a', '12:00', everyNWeeks(2, '2026-05-27'))], DEFAULT_REMINDER_POLICY, {
      now: NOW,
      timeZone: ZONE,
      horizonDays: 40,
    });
    expect(occurrences.map((o) => o.localDate)).toEqual(['2026-06-10', '2026-06-24', '2026-07-08']);
  });

  it('skips a day already done, and a time already past today', () => {
    const occurrences = upcomingOccurrences(
      [recurring('done', '12:00', daily, { completedDates: ['2026-06-01'] }), recurring('early', '07:30')],
      DEFAULT_REMINDER_POLICY,
      { now: NOW, timeZone: ZONE, horizonDays: 2 },
    );
    expect(occurrences.map((o) => o.key)).toEqual(['early@2026-06-02', 'done@2026-06-02']);
  });

  it('reminds of something due once a single time, on the first day its time is still ahead', () => {
    const review: DueOnceSource = { kind: 'due-once', id: 'safety-plan-review', dueAt: new Date('2026-05-20T10:00:00Z'), time: '07:30' };
    const occurrences = upcomingOccurrences([review], DEFAULT_REMINDER_POLICY, { now: NOW, timeZone: ZONE });
    // Due since 20 May; 07:30 is inside quiet hours, so it waits for 08:00, which is now: the next day, once.
    expect(occurrences.map((o) => local(o.at))).toEqual(['2026-06-02 08:00']);
  });
});

describe('quiet hours', () => {
  it('default 22:00 to 08:00: a morning time waits for their end, an evening time comes 30 minutes before them', () => {
    expect(timeOutsideQuietHours('06:15', DEFAULT_REMINDER_POLICY.quietHours)).toBe('08:00');
    expect(timeOutsideQuietHours('23:00', DEFAULT_REMINDER_POLICY.quietHours)).toBe('21:30');
    expect(timeOutsideQuietHours('22:00', DEFAULT_REMINDER_POLICY.quietHours)).toBe('21:30');
    expect(timeOutsideQuietHours('08:00', DEFAULT_REMINDER_POLICY.quietHours)).toBe('08:00');
    expect(timeOutsideQuietHours('21:59', DEFAULT_REMINDER_POLICY.quietHours)).toBe('21:59');
  });

  it('quiet hours within one day move the reminder to their end; none at all leave it alone', () => {
    expect(timeOutsideQuietHours('13:30', { from: '13:00', to: '14:00' })).toBe('14:00');
    expect(timeOutsideQuietHours('03:00', null)).toBe('03:00');
  });

  it('no reminder is ever planned inside quiet hours, and it stays on its own day', () => {
    const occurrences = upcomingOccurrences([recurring('late', '23:45'), recurring('early', '05:00')], DEFAULT_REMINDER_POLICY, {
      now: NOW,
      timeZone: ZONE,
      horizonDays: 3,
    });
    for (const occurrence of occurrences) {
      const time = local(occurrence.at).slice(11);
      expect(time >= '08:00' && time < '22:00').toBe(true);
      expect(local(occurrence.at).slice(0, 10)).toBe(occurrence.localDate);
    }
  });
});

describe('the daily cap and the pause', () => {
  const five = ['09:00', '10:00', '11:00', '12:00', '13:00'].map((time, index) => recurring(`item-${index}`, time));

  it('sends at most the daily cap a day, urgent ones first, then the earliest', () => {
    const withUrgent = [...five, recurring('plan', '15:00', daily, { urgent: true })];
    const occurrences = upcomingOccurrences(withUrgent, { ...DEFAULT_REMINDER_POLICY, dailyCap: 3 }, { now: NOW, timeZone: ZONE, horizonDays: 2 });
    const firstDay = occurrences.filter((o) => o.localDate === '2026-06-01');
    expect(firstDay.map((o) => o.sourceId)).toEqual(['item-0', 'item-1', 'plan']);
    expect(occurrences.filter((o) => o.localDate === '2026-06-02')).toHaveLength(3);
  });

  it('while paused, only urgent reminders stay; after the pause everything returns', () => {
    const pausedUntil = new Date('2026-06-02T07:00:00Z');
    const occurrences = upcomingOccurrences(
      [recurring('walk', '12:00'), recurring('plan', '12:30', daily, { urgent: true })],
      { ...DEFAULT_REMINDER_POLICY, pausedUntil },
      { now: NOW, timeZone: ZONE, horizonDays: 2 },
    );
    expect(occurrences.map((o) => o.key)).toEqual(['plan@2026-06-01', 'walk@2026-06-02', 'plan@2026-06-02']);
  });

  it('plans at most the limit, earliest first', () => {
    const occurrences = upcomingOccurrences(five, DEFAULT_REMINDER_POLICY, { now: NOW, timeZone: ZONE, horizonDays: 7, limit: 4 });
    expect(occurrences).toHaveLength(4);
    expect(occurrences.map((o) => o.at.getTime())).toEqual([...occurrences.map((o) => o.at.getTime())].sort((a, b) => a - b));
  });
});

describe('the count due today (the app badge)', () => {
  it('counts today\'s occurrences not yet done and what is due once by now', () => {
    const sources = [
      recurring('a', '12:00'),
      recurring('b', '12:00', daily, { completedDates: ['2026-06-01'] }),
      recurring('c', '12:00', { pattern: { type: 'daily' }, startDate: '2026-06-05' }),
      { kind: 'due-once', id: 'review', dueAt: new Date('2026-05-01T00:00:00Z'), time: '10:00' } satisfies DueOnceSource,
    ];
    expect(countDueToday(sources, NOW, ZONE)).toBe(2);
  });
});
