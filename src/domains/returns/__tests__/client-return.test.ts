import { describe, expect, it } from 'vitest';
import { clientReturnSchema, type Prescription } from '@contract/prescription-schemas';
import type { Copy } from '@/content/insight/types';
import { findTool } from '@/content/insight/tools';
import { allFields } from '@/domains/tool-entries/describe-values';
import { decodeSharePayload, encodeSharePayload } from '@/domains/prescriptions/share-codec';
import { buildClientReturn, cleanLabel, entryAsText, facetsFor, scoresOf, type ItemSource } from '../client-return';

const pick = (copy: Copy) => copy.standard;
const rhythm = { pattern: { type: 'daily' as const }, startDate: '2026-11-20' };
const prescription: Prescription = {
  id: 'rx-1',
  createdAt: '2026-11-20T09:00:00.000Z',
  prescriber: { name: 'Sam Rivera' },
  crisisReminder: false,
  items: [
    { id: 'mood', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm },
    { id: 'trail', kind: 'trail', contentId: 'loss-grief', title: 'Loss and grief', rhythm },
  ],
};
const moodFields = allFields(findTool('mood-check-in')!);
const sources: ItemSource[] = [
  {
    item: prescription.items[0]!,
    completions: [
      { id: 'c1', prescriptionId: 'rx-1', itemId: 'mood', dueDate: '2026-11-21', completedAt: '2026-11-21T19:00:00.000Z' },
      { id: 'c2', prescriptionId: 'rx-1', itemId: 'mood', dueDate: '2026-11-20', completedAt: '2026-11-20T19:00:00.000Z' },
    ],
    entries: [
      { id: 'e2', createdAt: '2026-11-21T19:00:00.000Z', values: { pleasantness: 4, energy: 2, context: 'Slept <b>badly</b>' } },
      { id: 'e1', createdAt: '2026-11-20T19:00:00.000Z', values: { pleasantness: 2, energy: 3 } },
    ],
    fields: moodFields,
  },
  { item: prescription.items[1]!, completions: [], entries: [], fields: null },
];
const build = (choices: Parameters<typeof buildClientReturn>[0]['choices']) =>
  buildClientReturn({ id: 'ret-1', prescription, createdAt: '2026-11-22T10:00:00.000Z', sources, choices, entryTitle: (item) => item.title, pick, timeZone: 'America/New_York' });

describe('building a return from what the client chose', () => {
  it('holds nothing at all when nothing was chosen (the default)', () => {
    expect(build({}).items).toEqual([]);
    expect(build({ mood: { facets: [], entryIds: ['e1'] } }).items).toEqual([]);
  });

  it('holds only the one chosen entry, as text, and nothing of the other item', () => {
    const built = build({ mood: { facets: ['entries'], entryIds: ['e2'] } });
    expect(built.items).toHaveLength(1);
    expect(built.items[0]).toEqual({
      itemId: 'mood',
      entries: [{ at: '2026-11-21T19:00:00.000Z', title: 'Mood check-in', body: entryAsText(moodFields, sources[0]!.entries[0]!.values, pick) }],
    });
    expect(built.items[0]!.entries![0]!.body).toContain('Slept <b>badly</b>');
    expect(built.items[0]!.entries![0]!.body).not.toContain('3 of');
    expect(clientReturnSchema.safeParse(built).success).toBe(true);
  });

  it('sends completions in time order, and scores from the numeric fields only', () => {
    const done = build({ mood: { facets: ['completions'], entryIds: [] } }).items[0]!;
    expect(done.completions).toEqual(['2026-11-20T19:00:00.000Z', '2026-11-21T19:00:00.000Z']);
    expect(done.doneDates).toEqual(['2026-11-20', '2026-11-21']);
    const scores = build({ mood: { facets: ['scores'], entryIds: [] } }).items[0]!.scores!;
    expect(scores.map((score) => [score.at.slice(0, 10), score.value, score.max])).toEqual([
      ['2026-11-20', 2, 5],
      ['2026-11-20', 3, 5],
      ['2026-11-21', 4, 5],
      ['2026-11-21', 2, 5],
    ]);
  });

  it('offers scores and entries only where the item has them', () => {
    expect(facetsFor(sources[0]!)).toEqual(['completions', 'scores', 'entries']);
    expect(facetsFor(sources[1]!)).toEqual(['completions']);
  });

  it('carries days done, scores and entries of one item at once, with its version and time zone, through the codec', () => {
    const built = build({ mood: { facets: ['completions', 'scores', 'entries'], entryIds: ['e1', 'e2'] } });
    expect(built.version).toBe(2);
    expect(built.timeZone).toBe('America/New_York');
    const [item] = built.items;
    expect(item?.doneDates).toEqual(['2026-11-20', '2026-11-21']);
    expect(item?.scores).toHaveLength(4);
    expect(item?.entries).toHaveLength(2);
    const decoded = decodeSharePayload(encodeSharePayload({ kind: 'return', clientReturn: built }));
    expect(decoded).toEqual({ ok: true, payload: { kind: 'return', clientReturn: built } });
  });

  it('labels answers and scores with the questions as written, without "(optional)"', () => {
    expect(cleanLabel('What has been going on? (optional)')).toBe('What has been going on?');
    expect(cleanLabel('Any notes? (you can skip this)')).toBe('Any notes?');
    expect(cleanLabel('How (roughly) tense?')).toBe('How (roughly) tense?');
    const withContext = { id: 'e3', createdAt: '2026-11-22T08:00:00.000Z', values: { pleasantness: 3, energy: 3, context: ['sleep'], note: 'ok' } };
    const body = entryAsText(moodFields, withContext.values, pick);
    expect(body).toContain('What has been going on?: ');
    expect(body).not.toMatch(/optional|skip this/);
    expect(scoresOf(moodFields, [withContext], pick).map((score) => score.label)).toEqual([
      'How pleasant or unpleasant do you feel?',
      'How much energy do you have?',
    ]);
  });

  it('flags a check-in in which "Hopeless" was chosen, on its scores and its entry', () => {
    const hopeless = { id: 'e4', createdAt: '2026-11-22T08:00:00.000Z', values: { pleasantness: 1, energy: 1, emotions: ['hopeless', 'tired'] } };
    const flaggedSources: ItemSource[] = [{ ...sources[0]!, entries: [hopeless] }];
    const built = buildClientReturn({ id: 'ret-2', prescription, createdAt: '2026-11-22T10:00:00.000Z', sources: flaggedSources, choices: { mood: { facets: ['scores', 'entries'], entryIds: ['e4'] } }, entryTitle: (item) => item.title, pick, timeZone: 'UTC' });
    expect(built.items[0]?.scores?.every((score) => score.flags?.includes('crisis-word'))).toBe(true);
    expect(built.items[0]?.entries?.[0]?.flags).toEqual(['crisis-word']);
  });
});
