/**
 * Opens the local database in a worker, so that on a first visit the creation of its stores and indexes (a task of
 * about 20 ms on the page, more on a slow phone) runs off the main thread. It answers once the database is there and
 * closed again, or with the reason it failed; the page opens its own connection either way.
 */
import { db } from './database';

db.open().then(
  () => {
    db.close();
    postMessage({ opened: true });
  },
  (error: unknown) => postMessage({ opened: false, reason: error instanceof Error ? error.message : String(error) }),
);
