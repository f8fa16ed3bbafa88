import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { countEntriesByTool } from '../data/count-entries-by-tool';
import { deleteToolEntry } from '../data/delete-tool-entry';
import { listToolEntries } from '../data/list-tool-entries';
import { saveToolEntry } from '@/domains/tool-entries/data/save-tool-entry';
import { updateToolEntry } from '@/domains/tool-entries/data/update-tool-entry';
import { resetDatabase } from './reset-db';

describe('tool entries', () => {
  beforeEach(resetDatabase);

  it('saves an entry on the device and records tool_completed with its outbox entry', async () => {
    const saved = await saveToolEntry('mood-check-in', { pleasantness: 2, energy: 4, emotions: ['anxious'] }, new Date('2025-03-01T09:00:00Z'));
    expect(saved).not.toBeNull();
    expect(await db.insightEntries.get(saved!.id)).toEqual(saved);

    const events = await db.trackingEvents.toArray();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'tool_completed', data: { toolId: 'mood-check-in' }, createdAt: '2025-03-01T09:00:00.000Z' });
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'tracking_event', recordId: events[0]!.id, payload: events[0] });
    // The personal entry itself is never queued for sending.
    expect(outbox.some((entry) => entry.recordId === saved!.id)).toBe(false);
  });

  it('still saves the entry but records no usage event when the person turned usage events off', async () => {
    await db.settings.put({ key: 'usageEvents', value: false });
    const saved = await saveToolEntry('journal', { text: 'Hello' });
    expect(await db.insightEntries.get(saved!.id)).toBeDefined();
    expect(await db.trackingEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('edits an entry without counting a new completion, and deletes it', async () => {
    const saved = await saveToolEntry('journal', { text: 'First words' }, new Date('2025-03-01T09:00:00Z'));
    expect(await updateToolEntry(saved!.id, { text: 'Better words' }, new Date('2025-03-02T09:00:00Z'))).toBe(true);
    expect(await db.insightEntries.get(saved!.id)).toMatchObject({
      values: { text: 'Better words' },
      createdAt: '2025-03-01T09:00:00.000Z',
      updatedAt: '2025-03-02T09:00:00.000Z',
    });
    expect(await db.trackingEvents.count()).toBe(1);
    expect(await updateToolEntry('no-such-entry', { text: 'x' })).toBe(false);

    expect(await deleteToolEntry(saved!.id)).toBe(true);
    expect(await db.insightEntries.count()).toBe(0);
  });

  it('lists a tool’s entries newest first, up to a limit, and counts every tool by its index', async () => {
    for (let day = 1; day <= 5; day += 1) {
      await saveToolEntry('mood-check-in', { pleasantness: day, energy: 3 }, new Date(`2025-03-0${day}T09:00:00Z`));
    }
    await saveToolEntry('journal', { text: 'x' });
    const newest = await listToolEntries('mood-check-in', 3);
    expect(newest.map((entry) => entry.values.pleasantness)).toEqual([5, 4, 3]);
    expect(await countEntriesByTool(['mood-check-in', 'journal', 'grounding'])).toEqual({ 'mood-check-in': 5, journal: 1, grounding: 0 });
  });
});
