import { describe, expect, it } from 'vitest';
import { averageBy, bucketStart, everythingGrain, MAX_SINGLE_CHECK_INS, MOOD_VIEWS, moodSeries, viewStart, type MoodCheckIn } from '../lib/mood-trend';

function checkIn(local: Date, pleasantness: number, energy: number): MoodCheckIn {
  return { id: local.toISOString(), createdAt: local.toISOString(), pleasantness, energy, emotions: [] };
}

/** Daily check-ins at noon local time for `days` days from a local date. */
function daily(from: Date, days: number): MoodCheckIn[] {
  return Array.from({ length: days }, (_, index) => checkIn(new Date(from.getFullYear(), from.getMonth(), from.getDate() + index, 12), (index % 5) + 1, ((index + 2) % 5) + 1));
}

const view = (id: string) => {
  const found = MOOD_VIEWS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('mood over time', () => {
  it('starts a week on Monday and a month on the 1st, in local time', () => {
    // Sunday 8 March 2026, late evening, belongs to the week from Monday 2 March.
    expect(bucketStart(new Date(2026, 2, 8, 23, 30).toISOString(), 'week')).toBe('2026-03-02');
    expect(bucketStart(new Date(2026, 2, 9, 0, 15).toISOString(), 'week')).toBe('2026-03-09');
    expect(bucketStart(new Date(2026, 2, 31, 23, 59).toISOString(), 'month')).toBe('2026-03-01');
  });

  it('averages each week to one decimal and counts its check-ins; an empty week is absent', () => {
    const buckets = averageBy(
      [
        checkIn(new Date(2026, 2, 2, 9), 2, 3),
        checkIn(new Date(2026, 2, 4, 9), 3, 3),
        checkIn(new Date(2026, 2, 6, 9), 3, 4),
        checkIn(new Date(2026, 2, 23, 9), 5, 1),
      ],
      'week',
    );
    expect(buckets).toEqual([
      { start: '2026-03-02', grain: 'week', count: 3, pleasantness: 2.7, energy: 3.3 },
      { start: '2026-03-23', grain: 'week', count: 1, pleasantness: 5, energy: 1 },
    ]);
  });

  it('reaches back whole days from today', () => {
    const now = new Date(2026, 10, 27, 15, 0);
    expect(viewStart(view('check-ins'), now)).toBe(new Date(2026, 9, 31, 0, 0).toISOString());
    expect(viewStart(view('everything'), now)).toBeNull();
  });

  it('keeps five years of daily check-ins to a few dozen points: weekly for a year, monthly for everything', () => {
    const fiveYears = daily(new Date(2021, 10, 28), 5 * 365);
    const year = moodSeries(view('weeks-52'), fiveYears.slice(-364));
    expect(year.kind === 'buckets' && year.grain).toBe('week');
    expect(year.kind === 'buckets' ? year.buckets.length : 0).toBeLessThanOrEqual(53);
    const everything = moodSeries(view('everything'), fiveYears);
    expect(everything.kind === 'buckets' && everything.grain).toBe('month');
    expect(everything.kind === 'buckets' ? everything.buckets.length : 0).toBeLessThanOrEqual(61);
    expect(everything.kind === 'buckets' ? everything.checkInCount : 0).toBe(1825);
    // Two years or less of history stays weekly.
    expect(everythingGrain(fiveYears.slice(-700))).toBe('week');
  });

  it('draws at most the latest 200 single check-ins', () => {
    const many = daily(new Date(2026, 0, 1), 300);
    const series = moodSeries(view('check-ins'), many);
    expect(series.kind === 'check-ins' ? series.checkIns.length : 0).toBe(MAX_SINGLE_CHECK_INS);
    expect(series.kind === 'check-ins' ? series.checkIns.at(-1) : null).toEqual(many.at(-1));
  });
});
