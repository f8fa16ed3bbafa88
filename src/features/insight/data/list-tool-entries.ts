import { Dexie } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { InsightEntryRow } from '@/db/types';

/** A tool's entries, newest first, at most `limit` of them. */
export function listToolEntries(toolId: string, limit: number): Promise<InsightEntryRow[]> {
  return db.insightEntries
    .where('[toolId+createdAt]')
    .between([toolId, Dexie.minKey], [toolId, Dexie.maxKey])
    .reverse()
    .limit(limit)
    .toArray();
}

export function countToolEntries(toolId: string): Promise<number> {
  return db.insightEntries.where('toolId').equals(toolId).count();
}

/** Live: a tool's newest entries and how many there are in all; undefined while loading. */
export function useToolEntries(toolId: string, limit: number): { entries: InsightEntryRow[]; total: number } | undefined {
  return useLiveQuery(
    async () => ({ entries: await listToolEntries(toolId, limit), total: await countToolEntries(toolId) }),
    [toolId, limit],
  );
}

/** Live: one entry; null when it does not exist, undefined while loading. */
export function useToolEntry(id: string | null): InsightEntryRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.insightEntries.get(id)) ?? null) : null), [id]);
}
