import { describe, expect, it } from 'vitest';
import { clientReturnSchema, type Prescription } from '@contract/prescription-schemas';
import { findTool } from '@/content/insight/tools';
import type { Copy } from '@/content/insight/types';
import { PHQ9_ITEM9_FLAG, resultValues, scoreMeasure } from '@contract/measure-scoring';
import { buildClientReturn, facetsFor, type ItemSource } from '../client-return';
import { allFields, summarizeToolEntry } from '@/domains/tool-entries/describe-values';

const pick = (copy: Copy) => copy.standard;
const phq9 = findTool('phq-9')!;
const prescription: Prescription = {
  id: 'rx-phq',
  createdAt: '2026-11-20T09:00:00.000Z',
  prescriber: { name: 'Sam Rivera' },
  crisisReminder: true,
  items: [{ id: 'phq', kind: 'tool', contentId: 'phq-9', title: phq9.title.standard, rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-20' } }],
};

/** A saved PHQ-9 entry's values, as the questionnaire saves them: answers, then total, band and flags. */
function phq9Values(answers: readonly number[]) {
  const values = Object.fromEntries(answers.map((value, index) => [`item${index + 1}`, String(value)]));
  const result = scoreMeasure(phq9.measure!.scoring, values);
  if (!result) throw new Error('a complete PHQ-9');
  return { ...values, ...resultValues(result) };
}

const flagged = { id: 'e2', createdAt: '2026-12-04T19:00:00.000Z', values: phq9Values([1, 1, 2, 1, 0, 1, 1, 0, 1]) };
const unflagged = { id: 'e1', createdAt: '2026-11-20T19:00:00.000Z', values: phq9Values([2, 2, 2, 2, 1, 1, 1, 1, 0]) };
const source: ItemSource = { item: prescription.items[0]!, completions: [], entries: [flagged, unflagged], fields: allFields(phq9) };
const build = (choices: Parameters<typeof buildClientReturn>[0]['choices']) =>
  buildClientReturn({ id: 'ret-phq', prescription, createdAt: '2026-12-05T10:00:00.000Z', sources: [source], choices, entryTitle: (item) => item.title, pick, timeZone: 'Europe/Paris' });

describe('a shared PHQ-9 result', () => {
  it('offers its totals as scores, though its items are choices', () => {
    expect(facetsFor(source)).toContain('scores');
  });

  it('carries each total out of 27, oldest first, and item 9’s flag on the entry that raised it', () => {
    const built = build({ phq: { facets: ['scores'], entryIds: [] } });
    expect(built.items[0]?.scores).toEqual([
      { at: unflagged.createdAt, label: 'Total score', value: 12, max: 27 },
      { at: flagged.createdAt, label: 'Total score', value: 8, max: 27, flags: [PHQ9_ITEM9_FLAG] },
    ]);
    expect(clientReturnSchema.safeParse(built).success).toBe(true);
  });

  it('carries the flag with a chosen entry, whose text starts with the total', () => {
    const built = build({ phq: { facets: ['entries'], entryIds: ['e2', 'e1'] } });
    const [first, second] = built.items[0]?.entries ?? [];
    expect(first?.flags).toEqual([PHQ9_ITEM9_FLAG]);
    expect(first?.body.split('\n')[0]).toBe('Total score: 8 of 27');
    expect(first?.body).toContain('9. Thoughts that you would be better off dead or of hurting yourself in some way: Several days');
    expect(second?.flags).toBeUndefined();
    expect(clientReturnSchema.safeParse(built).success).toBe(true);
  });

  it('still reads a return made before flags existed, and refuses a malformed flag', () => {
    const old = { id: 'ret-old', prescriptionId: 'rx-phq', createdAt: '2026-12-05T10:00:00.000Z', items: [{ itemId: 'phq', scores: [{ at: unflagged.createdAt, label: 'Total score', value: 12, max: 27 }] }] };
    expect(clientReturnSchema.safeParse(old).success).toBe(true);
    const bad = { ...old, items: [{ itemId: 'phq', scores: [{ at: unflagged.createdAt, label: 'Total score', value: 12, flags: ['<b>'] }] }] };
    expect(clientReturnSchema.safeParse(bad).success).toBe(false);
  });

  it('sums up an entry in the lists by its total and band', () => {
    expect(summarizeToolEntry(phq9, unflagged.values, pick)).toBe('Your PHQ-9 total: 12 of 27 · 10 to 14: the range the PHQ-9 calls moderate');
  });
});
