import { describe, expect, it } from 'vitest';
import { prescriptionSchema } from '@contract/prescription-schemas';
import { findPrescribable } from '../data/prescribable-content';

describe('prescribing a questionnaire', () => {
  it.each(['phq-9', 'gad-7', 'who-5'])('offers %s among the tools a therapist can prescribe', (id) => {
    expect(findPrescribable('tool', id)?.title).toMatch(/^(PHQ-9|GAD-7|WHO-5):/);
  });

  it('accepts PHQ-9 every two weeks (every 14 days from the start date)', () => {
    const title = findPrescribable('tool', 'phq-9')?.title ?? '';
    const parsed = prescriptionSchema.safeParse({
      id: 'rx-measures-1',
      createdAt: '2026-11-27T09:00:00Z',
      prescriber: { name: 'Dr Ada Rivers' },
      crisisReminder: true,
      items: [{ id: 'item-1', kind: 'tool', contentId: 'phq-9', title, rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-30' } }],
    });
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.items[0]?.rhythm.pattern).toEqual({ type: 'every-n-days', n: 14 });
  });
});
