/**
 * Writing many records back at once gives each record the outcome, and the table the rows, that writing them back one
 * by one gives: unchanged, changed, deleted, new, and a key named twice (which must see its first record's row).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InsightEntryRow } from '@/db/types';
import { writeBack } from '../replica-store.ts';
import { readSnapshotRecords } from '../snapshot-states.ts';
import { syncedTableOf } from '../synced-tables.ts';
import { writeBackMany } from '../write-back-many.ts';
import { closeDevices, makeDevices, makeLog, pull, push, type TestDevice } from './replica-harness.ts';

let devices: TestDevice[] = [];
afterEach(async () => {
  await closeDevices(devices);
  devices = [];
});

const row = (id: string, note: string): InsightEntryRow => ({
  id,
  toolId: 'journal',
  values: { note },
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
});

describe('writeBackMany', () => {
  it('gives the outcomes and the rows that one-by-one writeBack gives', async () => {
    const log = makeLog();
    devices = await makeDevices(log, ['ana', 'ben', 'cy']);
    const [ana, ben, cy] = devices as [TestDevice, TestDevice, TestDevice];
    await ana.db.insightEntries.bulkPut([row('e-1', 'same'), row('e-2', 'changed on ana'), row('e-3', 'to delete'), row('e-4', 'new to them')]);
    await push(log, ana);
    await ana.db.insightEntries.delete('e-3');
    await push(log, ana);
    await pull(log, ana);
    const records = await readSnapshotRecords(ana);
    const spec = syncedTableOf('insightEntries');
    if (spec === undefined) throw new Error('insightEntries is not synced');
    const byId = new Map(records.map((record) => [record.id, record.state]));
    const items = ['e-1', 'e-2', 'e-3', 'e-4', 'e-2'].map((id) => ({ id, state: byId.get(id) ?? { fields: {}, tombstone: null } }));
    for (const device of [ben, cy]) await device.db.insightEntries.bulkPut([row('e-1', 'same'), row('e-2', 'before'), row('e-3', 'to delete')]);

    const oneByOne = [];
    for (const item of items) oneByOne.push(await writeBack(ben, spec, item.id, item.state));
    const together = await cy.db.transaction('rw', cy.db.insightEntries, () => writeBackMany(cy, spec, items));

    expect(oneByOne).toEqual(['unchanged', 'written', 'deleted', 'written', 'unchanged']);
    expect(together).toEqual(oneByOne);
    expect(await cy.db.insightEntries.toArray()).toEqual(await ben.db.insightEntries.toArray());
    expect((await cy.db.insightEntries.get('e-2'))?.values).toEqual({ note: 'changed on ana' });
  });
});
