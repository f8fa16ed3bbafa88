import { onTestFinished } from 'vitest';
import { db, type BetterMindsDatabase } from '@/db/database';

/** Every table emptied: a device that has never been used. */
export async function emptyDatabase(database: BetterMindsDatabase = db): Promise<void> {
  await Promise.all(database.tables.map((table) => table.clear()));
}

/*
 * Whether the running test has emptied the database yet. Owned by this module alone: set by the first call in a test,
 * cleared when that test finishes (Vitest runs one test at a time per file worker).
 */
let emptiedForThisTest = false;

/**
 * Empties the app's database the first time a test calls it: a second render in the same test (a reload, a revisit)
 * sees what the first one wrote.
 */
export async function emptyDatabaseOncePerTest(): Promise<void> {
  if (emptiedForThisTest) return;
  emptiedForThisTest = true;
  onTestFinished(() => {
    emptiedForThisTest = false;
  });
  await emptyDatabase();
}
