/**
 * The three schedule bugs reported against mindLAMP, and daylight-saving days, each pinned down:
 * a start date in the future is honoured, a 7 pm window stays 7 pm local in every zone, fortnightly fires every
 * 14th day, and DST changes neither move a due day nor shift a window's wall-clock time.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { Rhythm } from '../../../../contract/prescription-schemas.ts';
import { addDays, daysBetween } from '../local-date.ts';
import { describeSchedule, occurrencesBetween, todayIn, wallClockInstant, windowOn } from '../rhythm.ts';

const ZONES = ['America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney', 'Pacific/Chatham'] as const;
const EVENING = { from: '19:00', to: '21:00' };

/** The instant of a local wall-clock time, built independently of the module under test. */
const local = (zone: string, year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(new TZDate(year, month - 1, day, hour, minute, zone).getTime());
const wallClock = (instant: Date, zone: string) => format(new TZDate(instant.getTime(), zone), 'yyyy-MM-dd HH:mm');

describe('todayIn', () => {
  it("gives the client's own calendar day, not UTC's", () => {
    const instant = new Date('2026-11-25T03:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-11-24');
    expect(todayIn('Pacific/Chatham', new Date('2026-11-24T10:30:00Z'))).toBe('2026-11-25');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T18:29:00Z'))).toBe('2026-11-24');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });

  it('refuses an unknown time zone rather than guessing', () => {
    expect(() => todayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });
});

describe('mindLAMP bug 1: a start date in the future is honoured', () => {
  const fromDecember: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-12-01', window: EVENING };

  it('has no occurrence before the start date', () => {
    expect(occurrencesBetween(fromDecember, '2026-11-01', '2026-12-02')).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('is upcoming until the start date arrives in the client’s own zone', () => {
    // 2026-11-30T20:00Z is still 30 November in Los Angeles but already 1 December in Kolkata.
    const instant = new Date('2026-11-30T20:00:00Z');
    const inLosAngeles = describeSchedule(fromDecember, [], instant, 'America/Los_Angeles');
    expect(inLosAngeles).toMatchObject({ status: 'upcoming', dueDate: null, overdueDates: [], nextDate: '2026-12-01' });
    const inKolkata = describeSchedule(fromDecember, [], instant, 'Asia/Kolkata');
    expect(inKolkata).toMatchObject({ status: 'due', dueDate: '2026-12-01', overdueDates: [] });
  });
});

describe('mindLAMP bug 2: a 7 pm window stays 7 pm local, never shifted by the UTC offset', () => {
  // Winter and summer days, and each zone's daylight-saving days of 2026.
  const dates = [
    ...['2026-01-15', '2026-07-15', '2026-12-31'],
    ...['2026-03-08', '2026-11-01', '2026-03-29', '2026-10-25', '2026-04-05', '2026-10-04', '2026-09-27'],
  ];

  for (const zone of ZONES) {
    it(`in ${zone}, on winter, summer and daylight-saving days`, () => {
      for (const date of dates) {
        const window = windowOn(date, EVENING, zone);
        expect(wallClock(window.start, zone)).toBe(`${date} 19:00`);
        expect(wallClock(window.end, zone)).toBe(`${date} 21:00`);
      }
    });
  }

  it('gives the right instants (offsets included) for a daily evening item', () => {
    const rhythm: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-11-01', window: EVENING };
    const expected: Record<(typeof ZONES)[number], string> = {
      'America/Los_Angeles': '2026-11-25T03:00:00.000Z', // UTC-8
      'Europe/London': '2026-11-24T19:00:00.000Z', // UTC+0
      'Asia/Kolkata': '2026-11-24T13:30:00.000Z', // UTC+5:30
      'Australia/Sydney': '2026-11-24T08:00:00.000Z', // UTC+11 (summer)
      'Pacific/Chatham': '2026-11-24T05:15:00.000Z', // UTC+13:45 (summer)
    };
    for (const zone of ZONES) {
      // Local noon on 24 November in each zone.
      const schedule = describeSchedule(rhythm, [], local(zone, 2026, 11, 24, 12), zone);
      expect(schedule.dueDate).toBe('2026-11-24');
      expect(schedule.window?.start.toISOString()).toBe(expected[zone]);
    }
  });

  it('keeps the evening’s due day when UTC has already moved to the next day', () => {
    const rhythm: Rhythm = { pattern: { type: 'once' }, startDate: '2026-11-24', window: EVENING };
    // 19:30 on 24 November in Los Angeles is 03:30 on 25 November in UTC.
    const schedule = describeSchedule(rhythm, [], new Date('2026-11-25T03:30:00Z'), 'America/Los_Angeles');
    expect(schedule).toMatchObject({ status: 'due', dueDate: '2026-11-24' });
  });
});

describe('mindLAMP bug 3: fortnightly fires every 14th day', () => {
  it('across month and year ends and daylight-saving changes', () => {
    const fortnightly: Rhythm = { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-12-17' };
    const dates = occurrencesBetween(fortnightly, '2026-12-01', '2027-12-31');
    expect(dates.slice(0, 4)).toEqual(['2026-12-17', '2026-12-31', '2027-01-14', '2027-01-28']);
    expect(dates).toHaveLength(28); // 379 days: the start and 27 more
    for (let index = 1; index < dates.length; index += 1) {
      expect(daysBetween(dates[index - 1] ?? '', dates[index] ?? '')).toBe(14);
    }
  });

  for (const zone of ZONES) {
    it(`is due on each of its days for a year in ${zone}, and upcoming in between`, () => {
      const fortnightly: Rhythm = { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-01-04', window: EVENING };
      const dates = occurrencesBetween(fortnightly, '2026-01-01', '2026-12-31');
      expect(dates).toHaveLength(26);
      const completed: string[] = [];
      for (const date of dates) {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const at = describeSchedule(fortnightly, completed, local(zone, year, month, day, 19, 30), zone);
        expect(at).toMatchObject({ status: 'due', dueDate: date, nextDate: addDays(date, 14) });
        completed.push(date);
        const dayAfter = describeSchedule(fortnightly, completed, local(zone, year, month, day + 1, 8), zone);
        expect(dayAfter).toMatchObject({ status: 'upcoming', overdueDates: [] });
      }
    });
  }
});

describe('daylight-saving days', () => {
  const DST_DAYS = [
    ['America/Los_Angeles', '2026-03-08'],
    ['America/Los_Angeles', '2026-11-01'],
    ['Europe/London', '2026-03-29'],
    ['Europe/London', '2026-10-25'],
    ['Australia/Sydney', '2026-04-05'],
    ['Australia/Sydney', '2026-10-04'],
  ] as const;

  for (const [zone, date] of DST_DAYS) {
    it(`${date} in ${zone} is one due day from just after midnight to just before the next`, () => {
      const daily: Rhythm = { pattern: { type: 'daily' }, startDate: '2026-01-01' };
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      for (const [hour, minute] of [[0, 5], [4, 0], [12, 0], [23, 55]] as const) {
        expect(describeSchedule(daily, [], local(zone, year, month, day, hour, minute), zone).dueDate).toBe(date);
      }
      expect(occurrencesBetween(daily, addDays(date, -1), addDays(date, 1))).toEqual([addDays(date, -1), date, addDays(date, 1)]);
    });
  }

  it('a 01:00-03:00 window on a spring-forward day runs 01:00 to 03:00 local and lasts one real hour', () => {
    const losAngeles = windowOn('2026-03-08', { from: '01:00', to: '03:00' }, 'America/Los_Angeles');
    expect(losAngeles.start.toISOString()).toBe('2026-03-08T09:00:00.000Z'); // 01:00 PST
    expect(losAngeles.end.toISOString()).toBe('2026-03-08T10:00:00.000Z'); // 03:00 PDT
    const sydney = windowOn('2026-10-04', { from: '01:00', to: '03:00' }, 'Australia/Sydney');
    expect(sydney.start.toISOString()).toBe('2026-10-03T15:00:00.000Z'); // 01:00 AEST
    expect(sydney.end.toISOString()).toBe('2026-10-03T16:00:00.000Z'); // 03:00 AEDT
  });

  it('a start inside the skipped hour moves forward with the clocks (London 01:00-03:00 on 29 March)', () => {
    // 01:00 does not exist in London that day: read as 02:00 BST, the moment after the gap.
    const london = windowOn('2026-03-29', { from: '01:00', to: '03:00' }, 'Europe/London');
    expect(london.start.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(london.end.toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('a window whose start is skipped but whose end is not keeps its length instead of ending before it starts', () => {
    const window = windowOn('2026-03-08', { from: '02:30', to: '03:00' }, 'America/Los_Angeles');
    expect(wallClock(window.start, 'America/Los_Angeles')).toBe('2026-03-08 03:30');
    expect(window.end.getTime() - window.start.getTime()).toBe(30 * 60_000);
  });

  it('a 01:00-03:00 window on a fall-back day starts at the first 01:00 and lasts three real hours', () => {
    const losAngeles = windowOn('2026-11-01', { from: '01:00', to: '03:00' }, 'America/Los_Angeles');
    expect(losAngeles.start.toISOString()).toBe('2026-11-01T08:00:00.000Z'); // 01:00 PDT
    expect(losAngeles.end.toISOString()).toBe('2026-11-01T11:00:00.000Z'); // 03:00 PST
    const sydney = windowOn('2026-04-05', { from: '01:00', to: '03:00' }, 'Australia/Sydney');
    expect(sydney.start.toISOString()).toBe('2026-04-04T14:00:00.000Z'); // 01:00 AEDT
    expect(sydney.end.toISOString()).toBe('2026-04-04T17:00:00.000Z'); // 03:00 AEST
  });

  // Regression: `new TZDate(...)` resolved a repeated time through the machine's own zone, so 01:30 on London's
  // fall-back day was its second occurrence (on a UTC machine) and New York's was on a London one. Expected instants
  // are written out, not computed, and the machine's zone is varied where the runtime allows it.
  it.each([
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z'],
    ['Europe/London', '2026-10-25', '01:30', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'],
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00.000Z', '2026-04-04T16:30:00.000Z'],
  ])('wallClockInstant reads a repeated fall-back time in %s as its first occurrence', (zone, date, time, first, second) => {
    const previousZone = process.env.TZ;
    try {
      for (const machineZone of ['UTC', 'America/New_York', 'Europe/London', 'Australia/Sydney']) {
        process.env.TZ = machineZone;
        expect(wallClockInstant(date, time, zone).toISOString(), `on a machine in ${machineZone}`).toBe(first);
      }
    } finally {
      if (previousZone === undefined) delete process.env.TZ;
      else process.env.TZ = previousZone;
    }
    // Both instants show that wall-clock time, so "first" is a real choice between two.
    expect(wallClock(new Date(first), zone)).toBe(`${date} ${time}`);
    expect(wallClock(new Date(second), zone)).toBe(`${date} ${time}`);
  });

  it('wallClockInstant agrees with the zone on ordinary days', () => {
    expect(wallClockInstant('2026-07-15', '19:00', 'Europe/London').toISOString()).toBe('2026-07-15T18:00:00.000Z');
    expect(wallClockInstant('2026-01-15', '19:00', 'Europe/London').toISOString()).toBe('2026-01-15T19:00:00.000Z');
  });
});
