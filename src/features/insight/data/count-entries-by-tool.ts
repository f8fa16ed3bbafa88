import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';

/** How many entries each tool has (by the toolId index, without reading the entries themselves). */
export async function countEntriesByTool(toolIds: readonly string[]): Promise<Record<string, number>> {
  const counts = await Promise.all(toolIds.map((id) => db.insightEntries.where('toolId').equals(id).count()));
  return Object.fromEntries(toolIds.map((id, index) => [id, counts[index] ?? 0]));
}

export function useEntryCountsByTool(toolIds: readonly string[]): Record<string, number> | undefined {
  return useLiveQuery(() => countEntriesByTool(toolIds), [toolIds.join(',')]);
}
