/**
 * What the encrypted-sync journey reads outside the app's screens: the digest of every synced table, computed here
 * from a raw IndexedDB read with the app's own codecs (src/sync/e2ee/replica/synced-digest.ts does the same in the
 * app, so nothing is exposed in the build for tests), and the server's embedded database, read from a copy of its
 * data directory with a second PGlite (the server keeps its own open) and scanned as raw files.
 */
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { canonicalJson } from '../../src/sync/e2ee/record-state';
import { recordIdOfKey } from '../../src/sync/e2ee/replica/record-ids';
import type { Row } from '../../src/sync/e2ee/replica/row-codecs';
import { SYNCED_TABLES } from '../../src/sync/e2ee/replica/synced-tables';

type RawTables = Record<string, { keyPath: string; rows: Row[] }>;

/** Every row of the named object stores of the app's database, with each store's key path, in one transaction. */
export function readTables(page: Page, names: readonly string[]): Promise<RawTables> {
  return page.evaluate(
    (tables) =>
      new Promise<RawTables>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const transaction = database.transaction(tables, 'readonly');
          const out: RawTables = {};
          for (const name of tables) {
            const store = transaction.objectStore(name);
            const request = store.getAll();
            request.onsuccess = () => {
              out[name] = { keyPath: String(store.keyPath), rows: request.result as Row[] };
            };
          }
          transaction.oncomplete = () => {
            database.close();
            resolve(out);
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [...names],
  );
}

/** SHA-256 of the canonical JSON of every synced table's synced fields, as `syncedDigest` computes it in the app. */
export async function syncedDigestOf(page: Page): Promise<string> {
  const raw = await readTables(
    page,
    SYNCED_TABLES.map((spec) => spec.table),
  );
  const content: Record<string, Record<string, unknown>> = {};
  for (const spec of SYNCED_TABLES) {
    const { keyPath, rows } = raw[spec.table] ?? { keyPath: '', rows: [] };
    const records: Record<string, unknown> = {};
    for (const row of rows) {
      if (spec.includes !== undefined && !spec.includes(row)) continue;
      records[recordIdOfKey(row[keyPath])] = Object.fromEntries(Object.entries(spec.encode(row)).filter(([, value]) => value !== null));
    }
    content[spec.kind] = records;
  }
  return createHash('sha256').update(canonicalJson(content)).digest('base64url');
}

/** This device's sync account ids (the state's CryptoKeys stay in the page). */
export async function accountIdsOf(page: Page): Promise<{ accountId: string; deviceId: string }> {
  const raw = await readTables(page, ['e2eeAccount']);
  const state = raw.e2eeAccount?.rows[0]?.state as { accountId: string; deviceId: string } | undefined;
  if (!state) throw new Error('sync is not on on this device');
  return { accountId: state.accountId, deviceId: state.deviceId };
}

export interface ServerCopy {
  /** Every row of every table outside the system schemas, as `table: row text`. */
  rows: string[];
  /** How many rows of each table name the account (by its `account_id`). */
  rowsOfAccount(accountId: string): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** Opens a copy of the server's embedded database (the server holds the original open) and reads every table. */
export async function copyServerDatabase(dataDir: string): Promise<ServerCopy> {
  const copy = await mkdtemp(join(process.env.TMPDIR ?? tmpdir(), 'e2ee-server-copy-'));
  await cp(join(dataDir, 'feedback-db'), copy, { recursive: true });
  await rm(join(copy, 'postmaster.pid'), { force: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(copy);
  const tables = await db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const rows: string[] = [];
  for (const { name } of tables.rows) {
    const result = await db.query<{ row: string }>(`select t::text as row from ${name} t`);
    for (const { row } of result.rows) rows.push(`${name}: ${row}`);
  }
  const syncTables = tables.rows.map(({ name }) => name).filter((name) => name.startsWith('feedback.sync_'));
  return {
    rows,
    async rowsOfAccount(accountId) {
      const counts: Record<string, number> = {};
      for (const name of syncTables) {
        const result = await db.query<{ n: number }>(`select count(*)::int as n from ${name} where account_id = $1`, [accountId]);
        counts[name] = result.rows[0]?.n ?? 0;
      }
      return counts;
    },
    async close() {
      await db.close();
      await rm(copy, { recursive: true, force: true });
    },
  };
}

/** Every file under `directory`, as bytes. */
export async function readAllFiles(directory: string): Promise<Buffer[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name))));
}

/**
 * The needles of `needles` found in the rows or the files: each as UTF-8 text, and in the rows also as the hex a
 * `bytea` column prints, so a plaintext stored as bytes cannot slip through.
 */
export function findIn(rows: readonly string[], files: readonly Buffer[], needles: readonly string[]): string[] {
  const text = rows.join('\n');
  return needles.filter((needle) => {
    const bytes = Buffer.from(needle, 'utf8');
    return text.includes(needle) || text.includes(bytes.toString('hex')) || files.some((file) => file.includes(bytes));
  });
}
