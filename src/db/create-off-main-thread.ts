import { DATABASE_NAME } from './database';

/** How long the page waits for the worker before it opens the database itself. */
export const WORKER_WAIT_MS = 3000;

/**
 * Whether this device has no local database yet (a first visit). Unknown (no `indexedDB.databases()`) counts as no.
 * Screens that only read the person's data use it too: with no database there is nothing to read, and opening one to
 * find that out would create the whole schema on the main thread.
 */
export async function isFirstVisit(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  try {
    const existing = await indexedDB.databases();
    return !existing.some((database) => database.name === DATABASE_NAME);
  } catch {
    return false;
  }
}

/**
 * On a first visit, has a worker create the local database (src/db/create-database.worker.ts), so that the page's own
 * opening finds it there instead of creating 34 stores on the main thread. Resolves when the worker answers, after
 * `WORKER_WAIT_MS`, or at once where there is nothing to create or no module worker; never rejects: the page's own
 * opening reports any failure, as it always has.
 */
export async function createDatabaseOffMainThread(startWorker: () => Worker = defaultWorker): Promise<void> {
  if (typeof Worker !== 'function' || !(await isFirstVisit())) return;
  let worker: Worker;
  try {
    worker = startWorker();
  } catch {
    return;
  }
  await new Promise<void>((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(finish, WORKER_WAIT_MS);
    worker.addEventListener('message', finish);
    worker.addEventListener('error', finish);
  });
}

function defaultWorker(): Worker {
  return new Worker(new URL('./create-database.worker.ts', import.meta.url), { type: 'module', name: 'create-database' });
}
