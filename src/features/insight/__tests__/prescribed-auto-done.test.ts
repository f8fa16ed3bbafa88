// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Prescription } from '@contract/prescription-schemas';
import { db } from '@/db/database';
import { tickJourneyStep } from '../data/tick-journey-step';
import { prescribedItemPath, prescribedReturnPath } from '../lib/prescribed-item-path';

const prescription: Prescription = {
  id: 'rx-auto',
  createdAt: '2026-11-20T09:00:00.000Z',
  prescriber: { name: 'Sam Rivera' },
  crisisReminder: false,
  items: [
    { id: 'mood', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-20' } },
    { id: 'phq', kind: 'tool', contentId: 'phq-9', title: 'PHQ-9', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: '2026-11-20' } },
  ],
};

beforeEach(async () => {
  await Promise.all([db.receivedPrescriptions.clear(), db.prescribedCompletions.clear()]);
  await db.receivedPrescriptions.put({ id: prescription.id, prescription, source: 'link', addedAt: prescription.createdAt, archivedAt: null, timeZone: 'UTC' });
});

describe('completing a prescribed tool from its journey', () => {
  it('opens the tool with a way back that names the prescribed item', () => {
    const path = prescribedItemPath(prescription.items[0]!, prescribedReturnPath('rx-auto', 'mood'));
    expect(new URL(path, 'https://x.invalid').searchParams.get('from')).toBe('/insight/journeys?rx=rx-auto&rxItem=mood');
  });

  it('marks the day done by itself when the tool is saved, once per day', async () => {
    const from = prescribedReturnPath('rx-auto', 'mood');
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(await tickJourneyStep('mood-check-in', from, now)).toBe(true);
    expect(await tickJourneyStep('mood-check-in', from, new Date('2026-11-22T18:00:00.000Z'))).toBe(true);
    const rows = await db.prescribedCompletions.toArray();
    // The second save of the day completes the latest missed day (the 21st), never the 22nd twice.
    expect(rows.map((row) => row.dueDate).sort()).toEqual(['2026-11-21', '2026-11-22']);
    expect(rows.every((row) => row.itemId === 'mood')).toBe(true);
  });

  it('marks nothing for another tool than the item’s, or when nothing is due', async () => {
    expect(await tickJourneyStep('journal', prescribedReturnPath('rx-auto', 'mood'), new Date('2026-11-22T12:00:00.000Z'))).toBe(false);
    // PHQ-9 every 14 days from the 20th: the 20th was due (missed), so a save on the 25th completes the 20th; then nothing is open.
    expect(await tickJourneyStep('phq-9', prescribedReturnPath('rx-auto', 'phq'), new Date('2026-11-25T12:00:00.000Z'))).toBe(true);
    expect(await tickJourneyStep('phq-9', prescribedReturnPath('rx-auto', 'phq'), new Date('2026-11-26T12:00:00.000Z'))).toBe(false);
    expect((await db.prescribedCompletions.toArray()).map((row) => row.dueDate)).toEqual(['2026-11-20']);
  });
});
