import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { BetterMindsDatabase, schemaV4 } from '../database';
import type { FlowEventRow } from '../types';
import type { OutboxEntryRow } from '../outbox-types';

const entry = (recordId: string): OutboxEntryRow => ({
  kind: 'flow_event',
  recordId,
  payload: { id: recordId },
  createdAt: '2025-06-01T00:00:00.000Z',
  attempts: 2,
  nextAttemptAt: '2025-06-01T00:05:00.000Z',
  lastError: 'Network error',
});

const flowEvent = (id: string): FlowEventRow => ({
  id,
  flow_id: 'calm',
  session_id: 's',
  event_type: 'answer',
  event_data: { id },
  user_id: null,
  created_at: '2025-06-01T00:00:00.000Z',
});

describe('BetterMindsDatabase upgrade to version 5 (unused indexes dropped)', () => {
  it('keeps the outbox in order and the flow events unchanged, and drops only the unused indexes', async () => {
    const name = `better-minds-index-upgrade-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(name);
    old.version(4).stores(schemaV4);
    await old.open();
    await old.table('outbox').bulkAdd([entry('first'), entry('second')]);
    await old.table('flowEvents').bulkAdd([flowEvent('a'), flowEvent('b')]);
    old.close();

    const upgraded = new BetterMindsDatabase(name);
    try {
      await upgraded.open();
      expect(upgraded.verno).toBe(11);
      expect((await upgraded.outbox.orderBy('seq').toArray()).map(({ seq: _seq, ...rest }) => rest)).toEqual([entry('first'), entry('second')]);
      expect(await upgraded.outbox.where('kind').equals('flow_event').count()).toBe(2);
      expect(await upgraded.flowEvents.orderBy('id').toArray()).toEqual([flowEvent('a'), flowEvent('b')]);
      expect(upgraded.outbox.schema.indexes.map((index) => index.name)).toEqual(['kind', 'recordId']);
      expect(upgraded.flowEvents.schema.indexes).toEqual([]);
    } finally {
      upgraded.close();
      await Dexie.delete(name);
    }
  });
});
