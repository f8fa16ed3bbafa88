import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BetterMindsDatabase, schemaV2, schemaV3 } from '../database';
import type { OutboxEntryRow } from '../outbox-types';

function uniqueName(): string {
  return `better-minds-sync-upgrade-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const entry = (recordId: string): OutboxEntryRow => ({
  kind: 'tracking_event',
  recordId,
  payload: { id: recordId },
  createdAt: '2025-06-01T00:00:00.000Z',
  attempts: 3,
  nextAttemptAt: '2025-06-01T00:05:00.000Z',
  lastError: 'Network error',
});

describe('BetterMindsDatabase upgrade to version 4 (sync engine)', () => {
  for (const [from, schema] of [
    [2, schemaV2],
    [3, schemaV3],
  ] as const) {
    it(`keeps the outbox, in order and unchanged, when coming from version ${from}, and adds the sync tables`, async () => {
      const name = uniqueName();
      const old = new Dexie(name);
      old.version(from).stores(schema);
      await old.open();
      await old.table('outbox').bulkAdd([entry('first'), entry('second')]);
      await old.table('settings').put({ key: 'usageEvents', value: false });
      old.close();

      const upgraded = new BetterMindsDatabase(name);
      try {
        await upgraded.open();
        // Opened by today's class, so at the newest version (5 drops unused indexes: index-upgrade.test.ts).
        expect(upgraded.verno).toBe(11);
        expect(await upgraded.outbox.orderBy('seq').toArray()).toEqual([
          { ...entry('first'), seq: 1 },
          { ...entry('second'), seq: 2 },
        ]);
        expect(await upgraded.settings.get('usageEvents')).toEqual({ key: 'usageEvents', value: false });
        for (const table of ['deadLetters', 'syncState', 'pendingUploads']) {
          expect(await upgraded.table(table).count()).toBe(0);
        }
        const id = await upgraded.table('deadLetters').add({ kind: 'flow_event', recordId: 'x', failedAt: '2025-06-01T00:00:00.000Z' });
        expect(await upgraded.table('deadLetters').where('kind').equals('flow_event').primaryKeys()).toEqual([id]);
        await upgraded.table('pendingUploads').add({ id: 'u', submissionId: 's', url: null });
        expect(await upgraded.table('pendingUploads').where('submissionId').equals('s').count()).toBe(1);
      } finally {
        upgraded.close();
        await Dexie.delete(name);
      }
    });
  }
});
