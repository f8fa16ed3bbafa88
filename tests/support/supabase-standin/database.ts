/**
 * A PostgreSQL database shaped like a Supabase project, for tests: the platform pieces our migrations rely on
 * (supabase/tests/setup/platform.sql: API roles, auth.users, auth.uid()), then every migration of
 * supabase/migrations in order, with row-level security exactly as it ships.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { startPostgres, type TestPostgres } from '../postgres.ts';

export const SUPABASE_DIR = resolve(import.meta.dirname, '../../../supabase');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');

export interface SupabaseDatabase {
  /** Connection URL of the prepared database (as the superuser, who bypasses row-level security). */
  url: string;
  port: number;
  database: string;
  cluster: TestPostgres;
  stop(): Promise<void>;
}

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{14}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => join(MIGRATIONS_DIR, name));
}

/** Runs a SQL file in one simple-protocol round trip (several statements allowed). */
export async function runSqlFile(sql: postgres.Sql, file: string): Promise<void> {
  try {
    await sql.unsafe(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

let counter = 0;

/** Creates a fresh database with the platform and every migration applied, on `cluster` or a new cluster. */
export async function startSupabaseDatabase(cluster?: TestPostgres): Promise<SupabaseDatabase> {
  const pg = cluster ?? (await startPostgres());
  const database = `supabase_${process.pid}_${++counter}`;
  const url = pg.url.replace(/\/postgres$/, `/${database}`);
  try {
    const admin = postgres(pg.url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database ${database}`);
    } finally {
      await admin.end();
    }
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await runSqlFile(sql, join(SUPABASE_DIR, 'tests/setup/platform.sql'));
      for (const file of migrationFiles()) await runSqlFile(sql, file);
    } finally {
      await sql.end();
    }
  } catch (error) {
    // A cluster this function started must not outlive a failed set-up.
    if (!cluster) await pg.stop();
    throw error;
  }
  return {
    url,
    port: pg.port,
    database,
    cluster: pg,
    async stop() {
      if (!cluster) await pg.stop();
    },
  };
}
