import { describe, expect, it } from 'vitest';
import { clientReturnSchema, type Prescription } from '@contract/prescription-schemas';
import type { Copy } from '@/content/insight/types';
import { findTool } from '@/content/insight/tools';
import { allFields } from '../lib/describe';
import { buildClientReturn, choicesFor, entryAsText, type ItemSource } from '../lib/client-return';

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
  buildClientReturn({ id: 'ret-1', prescription, createdAt: '2026-11-22T10:00:00.000Z', sources, choices, entryTitle: (item) => item.title, pick });

describe('building a return from what the client chose', () => {
  it('holds nothing at all when nothing was chosen (the default)', () => {
    expect(build({}).items).toEqual([]);
    expect(build({ mood: { share: 'nothing', entryIds: ['e1'] } }).items).toEqual([]);
  });

  it('holds only the one chosen entry, as text, and nothing of the other item', () => {
    const built = build({ mood: { share: 'entries', entryIds: ['e2'] } });
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
    expect(build({ mood: { share: 'completions', entryIds: [] } }).items[0]!.completions).toEqual(['2026-11-20T19:00:00.000Z', '2026-11-21T19:00:00.000Z']);
    const scores = build({ mood: { share: 'scores', entryIds: [] } }).items[0]!.scores!;
    expect(scores.map((score) => [score.at.slice(0, 10), score.value, score.max])).toEqual([
      ['2026-11-20', 2, 5],
      ['2026-11-20', 3, 5],
      ['2026-11-21', 4, 5],
      ['2026-11-21', 2, 5],
    ]);
  });

  it('offers scores and entries only where the item has them', () => {
    expect(choicesFor(sources[0]!)).toEqual(['nothing', 'completions', 'scores', 'entries']);
    expect(choicesFor(sources[1]!)).toEqual(['nothing', 'completions']);
  });
});
