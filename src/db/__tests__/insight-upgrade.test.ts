import { describe, it, expect } from 'vitest';
import { Dexie } from 'dexie';
import { BetterMindsDatabase, schemaV2, schemaV3 } from '../database';
import type { InsightEntryRow, TrailProgressRow } from '../types';
import type { OutboxEntryRow } from '../outbox-types';

let counter = 0;
function uniqueName(): string {
  counter += 1;
  return `better-minds-v3-test-${Date.now()}-${counter}-${Math.random().toString(36).slice(2)}`;
}

describe('BetterMindsDatabase upgrade from version 2 to version 3 (Insight)', () => {
  it('keeps every version 2 row and adds the Insight tables, empty and writable', async () => {
    const name = uniqueName();
    const queued: OutboxEntryRow = {
      kind: 'tracking_event',
      recordId: 'event-1',
      payload: { id: 'event-1' },
      createdAt: '2025-01-01T00:00:00.000Z',
      attempts: 0,
      nextAttemptAt: '2025-01-01T00:00:00.000Z',
      lastError: null,
    };
    const flow = { id: 'calm-evening', age_tiers: ['adult'], tags: ['sleep'], created_at: '2025-01-01', content: {} };

    const v2 = new Dexie(name);
    v2.version(2).stores(schemaV2);
    await v2.open();
    await v2.table('outbox').add(queued);
    await v2.table('flows').put(flow);
    await v2.table('settings').put({ key: 'theme', value: 'light' });
    v2.close();

    const v3 = new BetterMindsDatabase(name);
    try {
      await v3.open();
      expect(v3.verno).toBeGreaterThanOrEqual(3);
      const outbox = await v3.outbox.toArray();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ kind: 'tracking_event', recordId: 'event-1' });
      expect(await v3.flows.get('calm-evening')).toEqual(flow);
      expect(await v3.settings.get('theme')).toEqual({ key: 'theme', value: 'light' });

      for (const table of Object.keys(schemaV3).filter((key) => !(key in schemaV2))) {
        expect(await v3.table(table).count(), table).toBe(0);
      }

      const entry: InsightEntryRow = {
        id: 'entry-1',
        toolId: 'mood-check-in',
        values: { pleasantness: 4, energy: 2, emotions: ['calm'] },
        createdAt: '2025-02-01T08:00:00.000Z',
        updatedAt: '2025-02-01T08:00:00.000Z',
      };
      await v3.insightEntries.add(entry);
      const byTool = await v3.insightEntries
        .where('[toolId+createdAt]')
        .between(['mood-check-in', Dexie.minKey], ['mood-check-in', Dexie.maxKey])
        .toArray();
      expect(byTool).toEqual([entry]);

      const progress: TrailProgressRow = {
        trailId: 'caregiver',
        startedAt: '2025-02-01T08:00:00.000Z',
        updatedAt: '2025-02-01T08:00:00.000Z',
        currentStepId: 'step-2',
        completedStepIds: ['step-1'],
        responses: { 'step-1': 'Some words' },
        finishedAt: null,
      };
      await v3.trailProgress.put(progress);
      expect(await v3.trailProgress.get('caregiver')).toEqual(progress);
    } finally {
      v3.close();
      await Dexie.delete(name);
    }
  });
});
