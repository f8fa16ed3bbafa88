import { db } from './database';
import { reportStorageError } from './storage-health';

export const NAVIGATION_HISTORY_CAP = 50;

/** Records a visited path for this session, keeping only the newest 50 entries. */
export async function recordNavigation(sessionId: string, path: string, at = new Date()): Promise<void> {
  try {
    await db.transaction('rw', db.navigationHistory, async () => {
      await db.navigationHistory.add({ sessionId, path, at: at.toISOString() });
      const keys = (await db.navigationHistory.where('sessionId').equals(sessionId).primaryKeys()).filter(
        (key): key is number => typeof key === 'number',
      );
      const excess = keys.length - NAVIGATION_HISTORY_CAP;
      if (excess > 0) await db.navigationHistory.bulkDelete(keys.sort((a, b) => a - b).slice(0, excess));
    });
  } catch (error) {
    reportStorageError(error);
  }
}

export async function readNavigationHistory(sessionId: string): Promise<string[]> {
  const rows = await db.navigationHistory.where('sessionId').equals(sessionId).sortBy('seq');
  return rows.map((row) => row.path);
}
