import { db } from '@/db/database';

/** Empties every table of the test database between tests. */
export async function resetDatabase(): Promise<void> {
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
