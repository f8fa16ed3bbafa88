import { describe, expect, it, vi } from 'vitest';
import type { Rhythm } from '../../../../contract/prescription-schemas.ts';
import { rhythmInWords } from '../rhythm.ts';

// 2026-11-24 is a Tuesday.
const cases: { rhythm: Rhythm; standard: string; plain: string }[] = [
  {
    rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-24', window: { from: '19:00', to: '21:00' } },
    standard: 'Every 14 days from Tuesday 24 November 2026, between 7:00 pm and 9:00 pm',
    plain: 'Once every 14 days. Starts Tuesday 24 November 2026. Some time between 7:00 pm and 9:00 pm.',
  },
  {
    rhythm: { pattern: { type: 'once' }, startDate: '2026-11-24', endDate: '2026-12-24' },
    standard: 'Once, on Tuesday 24 November 2026',
    plain: 'One time only. On Tuesday 24 November 2026.',
  },
  {
    rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-24', endDate: '2026-12-04', window: { from: '07:30', to: '08:00' } },
    standard: 'Every day from Tuesday 24 November 2026 until Friday 4 December 2026, between 7:30 am and 8:00 am',
    plain: 'Every day. Starts Tuesday 24 November 2026. Ends Friday 4 December 2026. Some time between 7:30 am and 8:00 am.',
  },
  {
    rhythm: { pattern: { type: 'weekdays' }, startDate: '2026-11-24' },
    standard: 'Every weekday (Monday to Friday) from Tuesday 24 November 2026',
    plain: 'Monday to Friday. Starts Tuesday 24 November 2026.',
  },
  {
    rhythm: { pattern: { type: 'days-of-week', days: [0, 4, 1] }, startDate: '2026-11-24' },
    standard: 'Every Monday, Thursday and Sunday from Tuesday 24 November 2026',
    plain: 'On Mondays, Thursdays and Sundays. Starts Tuesday 24 November 2026.',
  },
  {
    rhythm: { pattern: { type: 'days-of-week', days: [3] }, startDate: '2026-11-24', window: { from: '00:00', to: '12:00' } },
    standard: 'Every Wednesday from Tuesday 24 November 2026, between 12:00 am and 12:00 pm',
    plain: 'On Wednesdays. Starts Tuesday 24 November 2026. Some time between 12:00 am and 12:00 pm.',
  },
  {
    rhythm: { pattern: { type: 'days-of-week', days: [5, 4, 3, 2, 1] }, startDate: '2026-11-24' },
    standard: 'Every weekday (Monday to Friday) from Tuesday 24 November 2026',
    plain: 'Monday to Friday. Starts Tuesday 24 November 2026.',
  },
  {
    rhythm: { pattern: { type: 'days-of-week', days: [0, 1, 2, 3, 4, 5, 6] }, startDate: '2026-11-24' },
    standard: 'Every day from Tuesday 24 November 2026',
    plain: 'Every day. Starts Tuesday 24 November 2026.',
  },
  {
    rhythm: { pattern: { type: 'every-n-days', n: 1 }, startDate: '2026-11-24' },
    standard: 'Every day from Tuesday 24 November 2026',
    plain: 'Every day. Starts Tuesday 24 November 2026.',
  },
];

/** The zone's UTC offset at noon UTC on 8 March 2026, in minutes, read through Intl (proves TZ took effect). */
function offsetMinutes(zone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(Date.UTC(2026, 2, 8, 12)))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

describe('rhythmInWords', () => {
  for (const { rhythm, standard, plain } of cases) {
    it(`says "${standard}", and plainly "${plain}"`, () => {
      expect(rhythmInWords(rhythm)).toBe(standard);
      expect(rhythmInWords(rhythm, false)).toBe(standard);
      expect(rhythmInWords(rhythm, true)).toBe(plain);
    });
  }

  it('names the same calendar day whatever time zone the device is in', () => {
    // Formatting goes through a local noon, which exists on every day in every zone.
    const rhythm: Rhythm = { pattern: { type: 'once' }, startDate: '2026-03-08' };
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Chatham', 'Pacific/Kiritimati', 'America/Santiago', 'UTC']) {
        vi.stubEnv('TZ', zone); // process.env.TZ: the runtime's own zone for Date
        // `+ 0` turns UTC's -0 into 0.
        expect(-new Date(2026, 2, 8, 12).getTimezoneOffset() + 0, zone).toBe(offsetMinutes(zone));
        expect(rhythmInWords(rhythm), zone).toBe('Once, on Sunday 8 March 2026');
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
