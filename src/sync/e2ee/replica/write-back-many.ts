/**
 * `writeBack` for many records of one table at once (docs/e2ee-sync.md section 9): one read and at most one write and
 * one delete of the table, instead of a read and a write per record. Restoring a snapshot writes back 500 records a
 * transaction, and in Chromium's IndexedDB each awaited request is a round trip: one by one, a page took 650 to 800 ms.
 * Each record's outcome and row come from the same plan as `writeBack`'s (`writeBackPlan`).
 */
import { canonicalJson, type RecordState } from '../record-state.ts';
import { keyOfRecord, keyPathOf, writeBack, writeBackPlan, type ReplicaContext, type WriteBack } from './replica-store.ts';
import type { Row } from './row-codecs.ts';
import type { SyncedTable } from './synced-tables.ts';

export interface WriteBackItem {
  id: string;
  state: RecordState;
}

export async function writeBackMany(ctx: ReplicaContext, spec: SyncedTable, items: readonly WriteBackItem[]): Promise<WriteBack[]> {
  const keyPath = keyPathOf(ctx, spec);
  const table = ctx.db.table<Row>(spec.table);
  const outcomes: WriteBack[] = items.map(() => 'no-key');
  const together: { index: number; key: unknown }[] = [];
  // A key named twice must see the row its first record wrote, so the repeats go one by one afterwards.
  const repeats: number[] = [];
  const seen = new Set<string>();
  for (const [index, item] of items.entries()) {
    const key = keyOfRecord(item.state, keyPath, item.id);
    if (key === undefined) continue;
    const text = canonicalJson(key);
    if (seen.has(text)) repeats.push(index);
    else together.push({ index, key });
    seen.add(text);
  }
  const existing = await table.bulkGet(together.map(({ key }) => key as string));
  const puts: Row[] = [];
  const deletes: unknown[] = [];
  for (const [position, { index, key }] of together.entries()) {
    const plan = writeBackPlan(spec, keyPath, key, (items[index] as WriteBackItem).state, existing[position]);
    outcomes[index] = plan.outcome;
    if (plan.outcome === 'deleted') deletes.push(key);
    if (plan.put !== undefined) puts.push(plan.put);
  }
  if (deletes.length > 0) await table.bulkDelete(deletes as string[]);
  if (puts.length > 0) await table.bulkPut(puts);
  for (const index of repeats) {
    const item = items[index] as WriteBackItem;
    outcomes[index] = await writeBack(ctx, spec, item.id, item.state);
  }
  return outcomes;
}
