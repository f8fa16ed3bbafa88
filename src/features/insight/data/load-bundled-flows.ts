import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { bundledFlowRows, isNotOlder } from './flow-rows';

/**
 * Loads the bundled flows into the local database, so they work offline and sit beside any fetched ones. A row
 * fetched from the hosted database that is newer than the bundled one is kept.
 */
export async function loadBundledFlows(): Promise<void> {
  try {
    await db.transaction('rw', db.flows, async () => {
      const bundled = bundledFlowRows();
      const existing = await db.flows.bulkGet(bundled.map((row) => row.id));
      const toWrite = bundled.filter((row, index) => isNotOlder(row, existing[index]));
      await db.flows.bulkPut(toWrite);
    });
  } catch (error) {
    reportStorageError(error);
  }
}
