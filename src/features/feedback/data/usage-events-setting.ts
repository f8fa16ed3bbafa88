import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';

/**
 * 'Share anonymous usage events' (setting key 'usageEvents', on unless the person turns it off). Off means off
 * entirely: no tracking events and no prompt interactions are recorded, `/should-prompt` is not asked (the local
 * rules decide instead), and whatever was still waiting to be sent is discarded.
 */
export async function readUsageEventsEnabled(): Promise<boolean> {
  try {
    const row = await db.settings.get('usageEvents');
    return row?.key === 'usageEvents' ? row.value !== false : true;
  } catch {
    return true;
  }
}

export async function saveUsageEventsEnabled(enabled: boolean): Promise<boolean> {
  try {
    await db.transaction('rw', [db.settings, db.outbox, db.trackingEvents], async () => {
      await db.settings.put({ key: 'usageEvents', value: enabled });
      if (!enabled) {
        await db.outbox.where('kind').anyOf('tracking_event', 'prompt_interaction').delete();
        await db.trackingEvents.clear();
      }
    });
    return true;
  } catch (error) {
    reportStorageError(error);
    return false;
  }
}

/** Undefined while loading. */
export function useUsageEventsEnabled(): boolean | undefined {
  return useLiveQuery(readUsageEventsEnabled, []);
}
