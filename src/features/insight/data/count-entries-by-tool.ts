import { db } from '@/db/database';
import { useLocalQuery } from '@/lib/use-local-query';

const NONE_COUNTED: Record<string, number> = {};

/** How many entries each tool has (by the toolId index, without reading the entries themselves). */
export async function countEntriesByTool(toolIds: readonly string[]): Promise<Record<string, number>> {
  const counts = await Promise.all(toolIds.map((id) => db.insightEntries.where('toolId').equals(id).count()));
  return Object.fromEntries(toolIds.map((id, index) => [id, counts[index] ?? 0]));
}

export function useEntryCountsByTool(toolIds: readonly string[]): Record<string, number> | undefined {
  // On a first visit there is no database: no tool has an entry.
  return useLocalQuery(() => countEntriesByTool(toolIds), [toolIds.join(',')], NONE_COUNTED);
}
