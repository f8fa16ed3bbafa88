/** A realistic prescription and return, as the therapist's form and the client's return builder make them. */
import type { ClientReturn, Prescription } from '../../../../contract/prescription-schemas.ts';

export const prescription: Prescription = {
  id: 'rx-4f7c2b9e-1d3a-4c8e-9b2f-6a1e5d0c7b3a',
  createdAt: '2026-11-24T10:15:00.000Z',
  prescriber: { name: 'Dr Amara Okafor', credentials: 'PsyD, Licensed Clinical Psychologist' },
  note: 'Short and gentle is fine. If a day is hard, skip it — we will talk about it on Thursday.',
  crisisReminder: true,
  items: [
    {
      id: 'item-1',
      kind: 'tool',
      contentId: 'box-breathing',
      title: 'Box breathing',
      rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-25', window: { from: '07:00', to: '09:00' } },
      note: 'Two rounds after breakfast.',
    },
    {
      id: 'item-2',
      kind: 'flow',
      contentId: 'thought-record',
      ageTier: 'adult',
      title: 'Thought record',
      rhythm: { pattern: { type: 'days-of-week', days: [1, 4] }, startDate: '2026-11-26', endDate: '2027-01-31' },
    },
    {
      id: 'item-3',
      kind: 'journey',
      contentId: 'loss-grief',
      title: 'Loss and grief — a gentle path',
      rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-12-01', window: { from: '19:00', to: '21:00' } },
      note: 'Ünïcödé, emoji 🌱 and "quotes" travel too.',
    },
  ],
};

export const clientReturn: ClientReturn = {
  id: 'ret-9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  prescriptionId: prescription.id,
  createdAt: '2026-12-02T20:40:00.000+11:00',
  items: [
    { itemId: 'item-1', completions: ['2026-11-25T07:40:00.000+11:00', '2026-11-26T08:05:00.000+11:00'] },
    {
      itemId: 'item-2',
      entries: [
        {
          at: '2026-11-26T21:00:00.000+11:00',
          title: 'Thought record',
          body: 'Situation: the meeting ran late.\nThought: I always get it wrong.\nA kinder view: one meeting, not always.',
        },
      ],
    },
    { itemId: 'item-3', scores: [{ at: '2026-12-01T19:30:00.000+11:00', label: 'Mood', value: 5, max: 7 }] },
  ],
};
