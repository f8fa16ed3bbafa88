import { mkdirSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { SqlClient } from './client.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function wrap(target: Queryable, root: PGlite): SqlClient {
  return {
    kind: 'embedded',
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params]);
      return result.rows;
    },
    async exec(text: string) {
      await target.exec(text);
    },
    async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
      // PGlite has one connection: a nested transaction simply joins the outer one.
      if (target !== root) return work(wrap(target, root));
      return root.transaction((tx) => work(wrap(tx, root)));
    },
    async close() {
      if (target === root) await root.close();
    },
  };
}

/**
 * Opens the embedded PostgreSQL stored in `directory` (created if missing), or in memory when `directory` is
 * undefined (tests; `loadDataDir` starts it from a snapshot). Only one process may open a directory at a time. Loaded on demand so a hosted deployment never
 * loads the WebAssembly build.
 */
export async function openEmbeddedDatabase(
  directory: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<SqlClient> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (directory) mkdirSync(directory, { recursive: true, mode: 0o700 });
  // A snapshot (tests) skips the in-WebAssembly initdb, which costs seconds on every new in-memory database.
  const db = directory
    ? await PGlite.create(directory)
    : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return wrap(db, db);
}

/**
 * A snapshot of a new embedded database, after `prepare` (tests: empty, or migrated), to open many in-memory copies
 * quickly. `from` starts it from an earlier snapshot instead of a fresh initdb.
 */
export async function snapshotEmbeddedDatabase(prepare: (db: SqlClient) => Promise<unknown>, from?: Blob): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(from ? { loadDataDir: from } : {});
  try {
    await prepare(wrap(db, db));
    return await db.dumpDataDir('none');
  } finally {
    await db.close();
  }
}
