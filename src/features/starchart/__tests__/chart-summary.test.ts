import { describe, expect, it } from 'vitest';
import type { ClientReturn, Prescription } from '@contract/prescription-schemas';
import type { ClientReturnRow, PrescriptionRow } from '@/db/star-chart-types';
import { clientOverview, flagKey, summarizeChart } from '../data/chart-summary';
import { scoresCsv } from '../data/scores-csv';

const prescription: Prescription = {
  id: 'rx-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  prescriber: { name: 'Sam Rivera' },
  crisisReminder: true,
  items: [
    { id: 'phq', kind: 'tool', contentId: 'phq-9', title: 'PHQ-9', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-20' } },
    { id: 'mood', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-20' } },
  ],
};
const prescriptionRow: PrescriptionRow = { id: 'rx-1', therapistId: 't1', clientId: 'c1', prescription, status: 'active', shortCodes: [], createdAt: prescription.createdAt, updatedAt: prescription.createdAt };

function row(clientReturn: ClientReturn): ClientReturnRow {
  return { id: clientReturn.id, therapistId: 't1', clientId: 'c1', prescriptionId: 'rx-1', clientReturn, importedAt: clientReturn.createdAt };
}

const first = row({
  id: 'r1',
  prescriptionId: 'rx-1',
  createdAt: '2026-11-20T20:00:00.000Z',
  items: [{ itemId: 'mood', completions: ['2026-11-20T19:00:00.000Z'] }],
});
const second = row({
  id: 'r2',
  version: 2,
  prescriptionId: 'rx-1',
  createdAt: '2026-11-21T21:00:00.000Z',
  timeZone: 'America/Chicago',
  items: [
    {
      itemId: 'phq',
      doneDates: ['2026-11-20'],
      scores: [
        { at: '2026-11-20T19:05:00.000Z', label: 'Total score', value: 6, max: 27 },
        { at: '2026-11-21T19:05:00.000Z', label: 'Total score', value: 11, max: 27, flags: ['phq9-item9'] },
      ],
    },
    {
      itemId: 'mood',
      doneDates: ['2026-11-20', '2026-11-21'],
      scores: [
        { at: '2026-11-20T19:00:00.000Z', label: 'How pleasant or unpleasant do you feel?', value: 2, max: 5 },
        { at: '2026-11-20T19:00:00.000Z', label: 'How much energy do you have?', value: 3, max: 5 },
        { at: '2026-11-21T19:00:00.000Z', label: 'How pleasant or unpleasant do you feel?', value: 1, max: 5, flags: ['crisis-word'] },
      ],
      entries: [{ at: '2026-11-21T19:00:00.000Z', title: 'Mood check-in', body: 'Words for how you feel: Hopeless', flags: ['crisis-word'] }],
    },
  ],
  safetyPlan: { updatedAt: '2026-11-19T08:00:00.000Z', body: 'Step 1: call a friend' },
});
// The same scores sent again in a later return count once.
const third = row({ ...second.clientReturn, id: 'r3', createdAt: '2026-11-21T22:00:00.000Z' });
const now = new Date('2026-11-22T03:00:00.000Z'); // 21:00 on the 21st in Chicago

describe('the client chart’s summary', () => {
  const summary = summarizeChart({ prescriptions: [prescriptionRow], returns: [first, second, third], now, fallbackZone: 'Europe/Paris' });

  it('counts in the client’s zone from the latest return: the check-in 2 / 2, the PHQ-9 1 / 1', () => {
    expect(summary.timeZone).toBe('America/Chicago');
    expect(summary.zoneFromClient).toBe(true);
    expect(summary.today).toBe('2026-11-21');
    const [phq, mood] = summary.items;
    expect(phq?.adherence[7]).toEqual({ done: 1, due: 1 });
    expect(mood?.adherence[7]).toEqual({ done: 2, due: 2 });
    expect(mood?.strip.slice(-2).map((day) => day.state)).toEqual(['done', 'done']);
  });

  it('draws each measure once per score, with its band, and mood as pleasantness and energy', () => {
    expect(summary.measures).toHaveLength(1);
    expect(summary.measures[0]?.points.map((point) => [point.score, point.bandId])).toEqual([
      [6, 'mild'],
      [11, 'moderate'],
    ]);
    expect(summary.mood).toEqual([
      { at: '2026-11-20T19:00:00.000Z', pleasantness: 2, energy: 3 },
      { at: '2026-11-21T19:00:00.000Z', pleasantness: 1, energy: null },
    ]);
  });

  it('lists every flag once, newest first, with its date: item 9, the crisis word, the safety plan changed', () => {
    expect(summary.flags.map((flag) => [flag.flag, flag.at])).toEqual([
      ['crisis-word', '2026-11-21T19:00:00.000Z'],
      ['phq9-item9', '2026-11-21T19:05:00.000Z'],
      ['safety-plan-changed', '2026-11-19T08:00:00.000Z'],
    ].sort((a, b) => b[1]!.localeCompare(a[1]!)));
  });

  it('falls back to the therapist’s zone before any return carries one', () => {
    const older = summarizeChart({ prescriptions: [prescriptionRow], returns: [first], now, fallbackZone: 'Europe/Paris' });
    expect(older).toMatchObject({ timeZone: 'Europe/Paris', zoneFromClient: false, today: '2026-11-22' });
  });

  it('gives the client list its line: last return, 28 days together, open flags', () => {
    const overview = clientOverview({ prescriptions: [prescriptionRow], returns: [first, second, third], now, fallbackZone: 'UTC' });
    expect(overview.lastReturnAt).toBe('2026-11-21T22:00:00.000Z');
    expect(overview.adherence28).toEqual({ done: 3, due: 3 });
    expect(overview.openFlags.map((flag) => flag.flag)).toContain('phq9-item9');
  });

  it('counts a flag marked reviewed as open no more; the same flag raised at another time stays open', () => {
    const [reviewed] = summary.flags.filter((flag) => flag.flag === 'crisis-word');
    const overview = clientOverview({ prescriptions: [prescriptionRow], returns: [first, second, third], now, fallbackZone: 'UTC', reviewed: new Set([flagKey(reviewed!)]) });
    expect(overview.openFlags.map((flag) => flag.flag)).toEqual(['phq9-item9', 'safety-plan-changed']);
    expect(flagKey({ flag: 'crisis-word', at: '2026-11-21T19:00:00.000Z' })).not.toBe(flagKey({ flag: 'crisis-word', at: '2026-11-20T19:00:00.000Z' }));
  });
});

describe('the scores CSV', () => {
  it('holds each score once, oldest first, with the range and the flag, and defuses a formula in the alias', () => {
    const csv = scoresCsv('=HYPERLINK("x")', [prescriptionRow], [first, second, third], 'America/Chicago');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 5);
    expect(lines[0]).toBe('Client,Day (client’s calendar),Time (UTC),Item,Scored,Score,Out of,Range,Flags');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",2026-11-20,2026-11-20T19:00:00.000Z,Mood check-in,How pleasant or unpleasant do you feel?,2,5,,`);
    expect(lines.find((line) => line.includes(',11,27,'))).toContain('Moderate');
    expect(lines.find((line) => line.includes(',11,27,'))).toContain('PHQ-9 item 9');
  });
});
