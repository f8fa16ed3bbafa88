/**
 * Fresh databases for the tests, on both storage backends the functions support: the embedded PostgreSQL (PGlite)
 * and a real PostgreSQL server (Debian's, started once per run by tests/support/global-databases.ts), each migrated
 * with the same migrations `npm start` applies.
 *
 * Both start from a copy of an already migrated database, made once per set of migrations and kept: a PGlite snapshot
 * in the temp folder, a template database on the shared server. Each test database is still migrated with `migrate`
 * (which then finds every migration applied and checks their checksums), so a stale copy fails loudly, and a test
 * that asks for no migration starts from an empty database as before.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { loadMigrations, migrate } from '../../../functions/_lib/db/migrate.ts';
import { openEmbeddedDatabase, snapshotEmbeddedDatabase } from '../../../functions/_lib/db/pglite-client.ts';
import { openPostgresDatabase } from '../../../functions/_lib/db/postgres-client.ts';

export const DATABASE_KINDS = ['embedded', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export interface TestDatabase {
  kind: DatabaseKind;
  db: SqlClient;
  /** The PostgreSQL server's URL (postgres only). */
  url?: string;
  close(): Promise<void>;
}

/** Names the current migrations: a changed or added migration makes new copies rather than reusing old ones. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const migration of loadMigrations()) hash.update(`${migration.name}:${migration.checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const { version } = JSON.parse(
    readFileSync(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  return version;
}

/** The snapshot at `path`, made by `make` the first time (a plain in-memory PGlite runs initdb, seconds each time). */
async function keptSnapshot(path: string, make: () => Promise<Blob>): Promise<Blob> {
  if (!existsSync(path)) {
    const snapshot = await make();
    // Written aside and renamed, so a test file running alongside never reads half a snapshot.
    const partial = `${path}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
    renameSync(partial, path);
  }
  return new Blob([readFileSync(path)]);
}

async function embeddedSnapshot(migrated: boolean): Promise<Blob> {
  const version = pgliteVersion();
  const empty = () => keptSnapshot(join(tmpdir(), `bm-pglite-empty-${version}.tar`), () => snapshotEmbeddedDatabase(async () => undefined));
  if (!migrated) return empty();
  return keptSnapshot(join(tmpdir(), `bm-pglite-migrated-${version}-${migrationsFingerprint()}.tar`), async () =>
    snapshotEmbeddedDatabase((db) => migrate(db), await empty()),
  );
}

function sharedServerUrl(): string {
  const serverUrl = inject('sharedPostgresUrl');
  if (!serverUrl) {
    throw new Error(
      'PostgreSQL 15 is not installed. Run: apt-get install -y postgresql postgresql-15-pgtap (scripts/ensure-system-deps.sh does this).',
    );
  }
  return serverUrl;
}

async function asServerAdmin<Result>(act: (admin: postgres.Sql) => Promise<Result>): Promise<Result> {
  const admin = postgres(sharedServerUrl(), { max: 1, onnotice: () => undefined });
  try {
    return await act(admin);
  } finally {
    await admin.end();
  }
}

let templateName: Promise<string> | null = null;

/**
 * The migrated template on the shared server: made once by whichever test file asks first (the others wait on an
 * advisory lock), migrated under another name and renamed when done, so no one ever copies half of it.
 */
function migratedTemplate(): Promise<string> {
  templateName ??= asServerAdmin(async (admin) => {
    const name = `template_${migrationsFingerprint()}`;
    const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    if (await exists()) return name;
    await admin`select pg_advisory_lock(7245002)`;
    try {
      if (await exists()) return name;
      const partial = `${name}_partial_${process.pid}`;
      await admin.unsafe(`drop database if exists ${partial} with (force)`);
      await admin.unsafe(`create database ${partial}`);
      const db = await openPostgresDatabase(sharedServerUrl().replace(/\/postgres$/, `/${partial}`));
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await admin.unsafe(`alter database ${partial} rename to ${name}`);
      return name;
    } finally {
      await admin`select pg_advisory_unlock(7245002)`;
    }
  });
  return templateName;
}

/** A new database on the run's shared PostgreSQL server, dropped on close. */
async function createServerDatabase(migrated: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const template = migrated ? ` template ${await migratedTemplate()}` : '';
  await asServerAdmin((admin) => admin.unsafe(`create database ${name}${template}`));
  return {
    url: sharedServerUrl().replace(/\/postgres$/, `/${name}`),
    drop: () => asServerAdmin((admin) => admin.unsafe(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A fresh, migrated database of the given kind (empty with `migrate: false`). */
export async function openTestDatabase(kind: DatabaseKind, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  if (kind === 'embedded') {
    const db = await openEmbeddedDatabase(undefined, { loadDataDir: await embeddedSnapshot(migrated) });
    if (migrated) await migrate(db);
    return { kind, db, close: () => db.close() };
  }
  const server = await createServerDatabase(migrated);
  const db = await openPostgresDatabase(server.url);
  if (migrated) await migrate(db);
  return {
    kind,
    db,
    url: server.url,
    async close() {
      await db.close();
      await server.drop();
    },
  };
}
