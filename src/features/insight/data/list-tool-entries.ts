import { Dexie } from 'dexie';
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

function countToolEntries(toolId: string): Promise<number> {
  return db.insightEntries.where('toolId').equals(toolId).count();
}

export interface ToolEntriesPage {
  entries: InsightEntryRow[];
  total: number;
}

/** A tool's newest entries and how many there are in all (the live hook is in hooks/use-tool-data.ts). */
export async function readToolEntries(toolId: string, limit: number): Promise<ToolEntriesPage> {
  return { entries: await listToolEntries(toolId, limit), total: await countToolEntries(toolId) };
}

/** One entry, or null when it does not exist. */
export async function readToolEntry(id: string | null): Promise<InsightEntryRow | null> {
  return id ? ((await db.insightEntries.get(id)) ?? null) : null;
}
