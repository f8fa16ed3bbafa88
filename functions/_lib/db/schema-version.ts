import type { SqlClient } from './client.ts';

/**
 * The newest migration. Request handlers never apply migrations: they check that this one has been applied
 * (`assertMigrated`) and refuse to serve otherwise. A test keeps it equal to the last file in ../migrations.
 * This module reads no files, so it is safe in a bundled serverless function.
 */
export const LATEST_MIGRATION = '0021_sync_payload_bytes';

export class SchemaNotReadyError extends Error {
  constructor() {
    super(
      `The feedback database is not migrated to ${LATEST_MIGRATION}: run the migrations ` +
        '(npm start does this; for a hosted database run npx tsx functions/_lib/db/migrate-cli.ts).',
    );
    this.name = 'SchemaNotReadyError';
  }
}

/** Read-only check used where a database is opened outside start-up (a serverless cold start). */
export async function assertMigrated(db: SqlClient): Promise<void> {
  const rows = await db
    .query<{ present: boolean }>(
      'select exists (select 1 from feedback.schema_migrations where name = $1) as present',
      [LATEST_MIGRATION],
    )
    .catch(() => [{ present: false }]);
  if (!rows[0]?.present) throw new SchemaNotReadyError();
}
