import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendForRequest, closeBackend, prepareBackend } from '../../functions/_lib/backend.ts';
import { loadMigrations, migrate, migrationsDirectory } from '../../functions/_lib/db/migrate.ts';
import { openPostgresDatabase } from '../../functions/_lib/db/postgres-client.ts';
import { assertMigrated, LATEST_MIGRATION, SchemaNotReadyError } from '../../functions/_lib/db/schema-version.ts';
import feedback from '../../functions/feedback.ts';
import { BASE, DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';

describe('the migrations', () => {
  it('LATEST_MIGRATION names the last migration file', () => {
    const files = readdirSync(migrationsDirectory()).filter((file) => file.endsWith('.sql')).sort();
    expect(files.at(-1)).toBe(`${LATEST_MIGRATION}.sql`);
    expect(loadMigrations().map((migration) => migration.name)).toEqual(files.map((file) => file.replace(/\.sql$/, '')));
  });
});

describe.each(DATABASE_KINDS)('the migration runner (%s database)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { migrate: false });
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('applies every migration once, in order, and nothing on a second run', async () => {
    await expect(assertMigrated(database.db)).rejects.toBeInstanceOf(SchemaNotReadyError);
    const applied = await migrate(database.db);
    expect(applied).toEqual(loadMigrations().map((migration) => migration.name));
    expect(await migrate(database.db)).toEqual([]);
    await expect(assertMigrated(database.db)).resolves.toBeUndefined();
  });

  it('refuses a migration that was changed after it was applied', async () => {
    const changed = loadMigrations().map((migration, index) =>
      index === 0 ? { ...migration, checksum: 'different' } : migration,
    );
    await expect(migrate(database.db, changed)).rejects.toThrow(/was changed after it was applied/);
  });

  it('turns row-level security on for every table, so Supabase API roles cannot read them', async () => {
    const rows = await database.db.query<{ table: string; rls: boolean }>(
      `select c.relname as table, c.relrowsecurity as rls from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'feedback' and c.relkind = 'r' and c.relname <> 'schema_migrations'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((row) => !row.rls)).toEqual([]);
  });
});

describe('migrations on a shared PostgreSQL server', () => {
  it('two runners starting together apply each migration exactly once', async () => {
    const database = await openTestDatabase('postgres', { migrate: false });
    const second = await openPostgresDatabase(database.url ?? '');
    try {
      const [a, b] = await Promise.all([migrate(database.db), migrate(second)]);
      expect([...a, ...b].sort()).toEqual(loadMigrations().map((migration) => migration.name).sort());
    } finally {
      await second.close();
      await database.close();
    }
  }, 60_000);

  it('the deployed function, on a cold start with DATABASE_URL, serves a migrated database and answers 503 otherwise', async () => {
    const database = await openTestDatabase('postgres', { migrate: false });
    const env = { DATABASE_URL: database.url, RATE_LIMITS: 'off' };
    try {
      await closeBackend();
      await expect(backendForRequest({}, env)).rejects.toBeInstanceOf(SchemaNotReadyError);
      const saved = { ...process.env };
      Object.assign(process.env, env);
      try {
        // Netlify passes a context with `ip` and no data folder.
        const notReady = await feedback(new Request(`${BASE}/submission-total`), { ip: '192.0.2.1' });
        expect(notReady.status).toBe(503);
        expect(await notReady.json()).toEqual({
          success: false,
          error: 'The feedback service is being updated. Please try again shortly.',
        });
        // Requests never migrate; the deploy step (or npm start) does.
        await expect(assertMigrated(database.db)).rejects.toBeInstanceOf(SchemaNotReadyError);
        await migrate(database.db);
        const ready = await feedback(new Request(`${BASE}/submission-total`), { ip: '192.0.2.1' });
        expect(ready.status).toBe(200);
        expect(((await ready.json()) as { data: { totals: { submissions: number } } }).data.totals.submissions).toBe(0);
      } finally {
        process.env = saved;
        await closeBackend();
      }
    } finally {
      await database.close();
    }
  }, 60_000);

  it('npm start with DATABASE_URL migrates the server at start-up, and the function then serves from it', async () => {
    const database = await openTestDatabase('postgres', { migrate: false });
    try {
      const { applied, backend } = await prepareBackend({
        dataDir: '/nonexistent-data-dir',
        env: { DATABASE_URL: database.url, RATE_LIMITS: 'off', UPLOAD_STORE: 'database' },
      });
      expect(backend.db.kind).toBe('postgres');
      expect(applied).toEqual(loadMigrations().map((migration) => migration.name));
      const response = await feedback(new Request(`${BASE}/submission-total`), { dataDir: '/nonexistent-data-dir', ip: '127.0.0.1' });
      expect(response.status).toBe(200);
    } finally {
      await closeBackend();
      await database.close();
    }
  }, 60_000);
});
