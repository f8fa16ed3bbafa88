/**
 * The sync worker's writes tell other contexts "the whole table" (coarse-mutations.ts): one range per part however many
 * rows a transaction wrote, and a live query on the table still hears of the change. Without the middleware the same
 * transaction names every key and every index value, which is what made the page merge for hundreds of milliseconds.
 */
import Dexie, { liveQuery, type ObservabilitySet } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { BetterMindsDatabase } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';
import { coarseMutations } from '../coarse-mutations.ts';

const open: BetterMindsDatabase[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

const entry = (n: number): InsightEntryRow => ({
  id: `e-${String(n).padStart(4, '0')}`,
  toolId: n % 2 === 0 ? 'mood-check-in' : 'journal',
  values: { note: `day ${n}` },
  createdAt: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(),
  updatedAt: new Date(Date.UTC(2025, 0, 1) + n * 86_400_000).toISOString(),
});

interface TreeNode {
  d?: number;
  l?: TreeNode | null;
  r?: TreeNode | null;
}
/** The ranges an interval tree holds (a node with its left and right subtrees; `d: 0` is the empty tree). */
const rangesIn = (node: TreeNode | null | undefined): number => (!node || node.d === 0 ? 0 : 1 + rangesIn(node.l) + rangesIn(node.r));

/** The ranges each part of insightEntries names after 300 rows are written one by one in one transaction. */
async function partsAfterWriting(withMiddleware: boolean): Promise<Map<string, number>> {
  const db = new BetterMindsDatabase(`coarse-${String(withMiddleware)}-${Math.random()}`);
  open.push(db);
  if (withMiddleware) db.use(coarseMutations);
  await db.open();
  const heard: ObservabilitySet[] = [];
  const listener = (parts: ObservabilitySet) => heard.push(parts);
  Dexie.on('storagemutated', listener);
  try {
    await db.transaction('rw', db.insightEntries, async () => {
      for (let n = 0; n < 300; n += 1) await db.insightEntries.put(entry(n));
    });
  } finally {
    Dexie.on('storagemutated').unsubscribe(listener);
  }
  const ranges = new Map<string, number>();
  for (const parts of heard) {
    for (const [part, set] of Object.entries(parts)) {
      if (part.startsWith(`idb://${db.name}/insightEntries/`)) ranges.set(part.slice(`idb://${db.name}/insightEntries/`.length), rangesIn(set));
    }
  }
  return ranges;
}

describe('coarse mutations in the sync worker', () => {
  it('names each part of a written table as one range, where Dexie alone names every key', async () => {
    const fine = await partsAfterWriting(false);
    expect(fine.get('')).toBe(300);
    const coarse = await partsAfterWriting(true);
    expect(coarse.size).toBeGreaterThanOrEqual(3);
    expect([...coarse.values()].every((count) => count === 1)).toBe(true);
    for (const index of fine.keys()) expect(coarse.get(index), index).toBe(1);
  });

  it('still tells a live query on the table that it changed', async () => {
    const db = new BetterMindsDatabase(`coarse-live-${Math.random()}`);
    open.push(db);
    db.use(coarseMutations);
    const seen: number[] = [];
    const subscription = liveQuery(() => db.insightEntries.where('toolId').equals('journal').count()).subscribe((count) => seen.push(count));
    try {
      await expect.poll(() => seen.at(-1)).toBe(0);
      await db.insightEntries.bulkPut([entry(1), entry(2), entry(3)]);
      await expect.poll(() => seen.at(-1)).toBe(2);
    } finally {
      subscription.unsubscribe();
    }
  });
});
