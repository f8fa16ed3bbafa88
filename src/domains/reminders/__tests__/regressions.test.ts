/**
 * The reminder bugs reported against mindLAMP (LAMP-platform) and MindLogger (mindlogger-app), one named test each,
 * under a fixed clock: none of them may happen here.
 */
import { describe, expect, it } from 'vitest';
import type { Rhythm } from '../../../../contract/prescription-schemas.ts';
import { DEFAULT_REMINDER_POLICY, upcomingOccurrences, type RecurringSource } from '../occurrences.ts';
import { wallClock } from './local-time.ts';

const daily = (startDate: string, extra: Partial<Rhythm> = {}): Rhythm => ({ pattern: { type: 'daily' }, startDate, ...extra });

function source(id: string, rhythm: Rhythm, time: string): RecurringSource {
  return { kind: 'recurring', id, rhythm, time };
}

describe('mindLAMP and MindLogger regressions', () => {
  it('mindLAMP #326: a schedule made today that starts next week first reminds on its start date, not the day it was made', () => {
    const now = new Date('2026-06-01T09:00:00Z'); // Monday 1 June, made today
    const occurrences = upcomingOccurrences([source('walk', daily('2026-06-05'), '19:00')], DEFAULT_REMINDER_POLICY, {
      now,
      timeZone: 'Europe/London',
    });
    expect(occurrences.map((o) => wallClock(o.at, 'Europe/London'))).toEqual([
      '2026-06-05 19:00',
      '2026-06-06 19:00',
      '2026-06-07 19:00',
    ]);
  });

  it('mindLAMP #539: a 7 pm check-in reminds at 7 pm on the person\'s own clock, not at 3 pm in another zone', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    for (const zone of ['America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney', 'UTC']) {
      const [first] = upcomingOccurrences([source('check-in', daily('2026-05-01'), '19:00')], DEFAULT_REMINDER_POLICY, {
        now,
        timeZone: zone,
      });
      expect(wallClock(first!.at, zone).slice(11), zone).toBe('19:00');
    }
  });

  it('mindLAMP #437: a fortnightly schedule fires, every 14th day from its start', () => {
    const rhythm: Rhythm = { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-06-03' };
    const occurrences = upcomingOccurrences([source('fortnightly', rhythm, '10:00')], DEFAULT_REMINDER_POLICY, {
      now: new Date('2026-06-01T00:00:00Z'),
      timeZone: 'America/New_York',
      horizonDays: 60,
    });
    expect(occurrences.map((o) => o.localDate)).toEqual(['2026-06-03', '2026-06-17', '2026-07-01', '2026-07-15', '2026-07-29']);
  });

  it('mindLAMP #691: an activity already deleted reminds no more, and no occurrence is listed twice', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const walk = source('walk', daily('2026-05-01'), '18:00');
    const read = source('read', daily('2026-05-01'), '20:00');
    const before = upcomingOccurrences([walk, read], DEFAULT_REMINDER_POLICY, { now, timeZone: 'UTC', horizonDays: 2 });
    expect(before.map((o) => o.key)).toEqual(['walk@2026-06-01', 'read@2026-06-01', 'walk@2026-06-02', 'read@2026-06-02']);
    // The device recomputes from what exists now: the deleted item is simply not among the sources.
    const after = upcomingOccurrences([read], DEFAULT_REMINDER_POLICY, { now, timeZone: 'UTC', horizonDays: 2 });
    expect(after.map((o) => o.sourceId)).toEqual(['read', 'read']);
    expect(new Set(before.map((o) => o.key)).size).toBe(before.length);
  });

  it('mindlogger-app #898: a schedule the device holds four times (re-synced copies) reminds once, not four times', () => {
    const copy = source('evening', daily('2026-05-01'), '20:00');
    const occurrences = upcomingOccurrences([copy, copy, { ...copy }, { ...copy }], DEFAULT_REMINDER_POLICY, {
      now: new Date('2026-06-01T00:00:00Z'),
      timeZone: 'Europe/London',
      horizonDays: 1,
    });
    expect(occurrences).toHaveLength(1);
  });

  it('mindlogger-app #1091: an edited schedule reminds at its new time at once, and never at the old one', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const original = source('evening', daily('2026-05-01'), '20:00');
    const edited = source('evening', daily('2026-05-01', { endDate: '2026-06-02' }), '18:30');
    const occurrences = upcomingOccurrences([original, edited], DEFAULT_REMINDER_POLICY, {
      now,
      timeZone: 'Europe/London',
    });
    expect(occurrences.map((o) => wallClock(o.at, 'Europe/London'))).toEqual(['2026-06-01 18:30', '2026-06-02 18:30']);
  });
});
