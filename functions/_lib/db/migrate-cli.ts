/**
 * Applies the feedback migrations to DATABASE_URL and exits: for hosted deployments, where no server starts up
 * (netlify.toml runs it after the build). Without DATABASE_URL it says so and does nothing; `npm start` migrates the
 * embedded database itself.
 *
 *   DATABASE_URL=postgres://... npx tsx functions/_lib/db/migrate-cli.ts
 */
import { migrate } from './migrate.ts';
import { openPostgresDatabase } from './postgres-client.ts';

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.log('DATABASE_URL is not set: no hosted database to migrate (npm start migrates the embedded one).');
} else {
  const db = await openPostgresDatabase(url, { maxConnections: 1 });
  try {
    const applied = await migrate(db);
    console.log(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await db.close();
  }
}
