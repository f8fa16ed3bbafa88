import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './client.ts';

/** Where the SQL files live (read at start-up and by the CLI only; serverless handlers never read them). */
export function migrationsDirectory(): string {
  return fileURLToPath(new URL('../migrations/', import.meta.url));
}

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** An arbitrary, fixed key: only one migration runner at a time, across every process using the database. */
const MIGRATION_LOCK_KEY = 7245001;

export function loadMigrations(directory = migrationsDirectory()): Migration[] {
  return readdirSync(directory)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const sql = readFileSync(`${directory}/${file}`, 'utf8');
      return { name: file.replace(/\.sql$/, ''), sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies every pending migration in order, in one transaction holding an advisory lock, so two servers starting
 * together cannot both apply one. A migration that was changed after it was applied is an error, never re-run.
 * Returns the names it applied.
 */
export async function migrate(db: SqlClient, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`
      create schema if not exists feedback;
      create table if not exists feedback.schema_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      );
    `);
    const applied = new Map(
      (await tx.query<{ name: string; checksum: string }>('select name, checksum from feedback.schema_migrations')).map(
        (row) => [row.name, row.checksum],
      ),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await tx.exec(migration.sql);
      await tx.query('insert into feedback.schema_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      done.push(migration.name);
    }
    return done;
  });
}
