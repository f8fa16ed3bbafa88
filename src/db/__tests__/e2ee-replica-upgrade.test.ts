import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BetterMindsDatabase, schemaV10 } from '../database';
import type { E2eePendingRow } from '../e2ee-types';
import type { ClientNoteRow } from '../star-chart-types';

const uniqueName = () => `better-minds-v11-test-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('BetterMindsDatabase upgrade from version 10 to version 11 (the encrypted sync’s replica)', () => {
  it('keeps every row as it was and adds the replica’s tables, empty, with pending changes kept in order', async () => {
    const name = uniqueName();
    const note: ClientNoteRow = { id: 'note-1', therapistId: 't1', clientId: 'c1', text: 'Slept better.', createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' };
    const v10 = new Dexie(name);
    v10.version(10).stores(schemaV10);
    await v10.open();
    await v10.table('clientNotes').put(note);
    v10.close();

    const v11 = new BetterMindsDatabase(name);
    try {
      await v11.open();
      expect(v11.verno).toBe(11);
      expect(await v11.clientNotes.get('note-1')).toEqual(note);
      expect(await v11.e2eeRecords.count()).toBe(0);
      await v11.e2eeRecords.put({ kind: 'clientNotes', id: 'note-1', state: { fields: {}, tombstone: null } });
      expect(await v11.e2eeRecords.get(['clientNotes', 'note-1'])).toMatchObject({ id: 'note-1' });
      const pending = (changeId: string): E2eePendingRow => ({
        changeId,
        kind: 'clientNotes',
        id: 'note-1',
        body: { v: 1, hlc: '001760000000000:00000:MDEyMzQ1Njc4OTo7PD0-Pw', op: 'delete' },
        createdAt: '2026-11-02T00:00:00.000Z',
      });
      await v11.e2eePending.bulkAdd([pending('b'), pending('a')]);
      expect((await v11.e2eePending.orderBy('seq').toArray()).map((row) => row.changeId)).toEqual(['b', 'a']);
      await v11.e2eeClock.put({ key: 'clock', hlc: '001760000000000:00000:MDEyMzQ1Njc4OTo7PD0-Pw' });
      expect(await v11.e2eeClock.count()).toBe(1);
    } finally {
      v11.close();
      await Dexie.delete(name);
    }
  });
});
