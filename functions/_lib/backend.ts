/**
 * What every function's handlers run against: a database, an upload store, a rate limiter, the admin configuration and
 * a clock. `npm start` prepares one at start-up (opening the database and applying migrations there, never in a
 * request); a serverless cold start opens one from DATABASE_URL and only checks the schema is current.
 */
import { join } from 'node:path';
import { resolveAdminCredentials, type AdminCredentials } from './auth/admin-credentials.ts';
import type { SqlClient } from './db/client.ts';
import { assertMigrated } from './db/schema-version.ts';
import { DatabaseRateLimiter, MemoryRateLimiter, parseRateLimits, type RateLimiter, type RateLimitSettings } from './rate-limit.ts';
import { DatabaseUploadStore, FileUploadStore, type UploadStore } from './uploads/store.ts';
import { SupabaseUploadStore, supabaseStorageConfig } from './uploads/supabase-store.ts';

export type Env = Record<string, string | undefined>;

export interface FunctionsBackend {
  db: SqlClient;
  uploads: UploadStore;
  rateLimiter: RateLimiter;
  /** null: rate limits are off. */
  rateLimits: RateLimitSettings | null;
  /** The admin allowed to sign in, read when needed (the bootstrap file can appear after start-up). */
  adminCredentials(): Promise<AdminCredentials | null>;
  /** ADMIN_SESSION_SECRET, or null to use the key kept in the database. */
  sessionSecret: string | null;
  sessionTtlSeconds: number;
  now(): Date;
  random(): number;
}

export interface BackendOptions {
  db: SqlClient;
  /** DATA_DIR of the embedded server; absent on a serverless host. */
  dataDir?: string;
  env?: Env;
  uploads?: UploadStore;
  rateLimiter?: RateLimiter;
  now?: () => Date;
  random?: () => number;
}

const DEFAULT_SESSION_TTL_SECONDS = 60 * 60;

function sessionTtl(env: Env): number {
  const raw = env.ADMIN_SESSION_TTL_SECONDS?.trim();
  if (!raw) return DEFAULT_SESSION_TTL_SECONDS;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 24 * 60 * 60) {
    throw new Error('ADMIN_SESSION_TTL_SECONDS must be a whole number of seconds between 1 and 86400');
  }
  return seconds;
}

/**
 * UPLOAD_STORE=filesystem keeps screenshots under DATA_DIR/uploads (the embedded default); UPLOAD_STORE=database
 * keeps them in the database (the default without DATA_DIR, as on a serverless host); UPLOAD_STORE=supabase keeps
 * them in a Supabase Storage bucket (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, UPLOAD_BUCKET; checked here, at start-up).
 */
function uploadStoreFor(db: SqlClient, env: Env, dataDir: string | undefined): UploadStore {
  const choice = env.UPLOAD_STORE?.trim().toLowerCase() || (dataDir ? 'filesystem' : 'database');
  if (choice === 'filesystem') {
    const directory = env.UPLOAD_DIR?.trim() || (dataDir ? join(dataDir, 'uploads') : undefined);
    if (!directory) throw new Error('UPLOAD_STORE=filesystem needs DATA_DIR or UPLOAD_DIR');
    return new FileUploadStore(directory);
  }
  if (choice === 'database') return new DatabaseUploadStore(db);
  if (choice === 'supabase') return new SupabaseUploadStore(supabaseStorageConfig(env));
  throw new Error(`UPLOAD_STORE must be "filesystem", "database" or "supabase", got "${choice}"`);
}

export function createBackend(options: BackendOptions): FunctionsBackend {
  const env = options.env ?? process.env;
  const { db, dataDir } = options;
  return {
    db,
    uploads: options.uploads ?? uploadStoreFor(db, env, dataDir),
    rateLimits: parseRateLimits(env.RATE_LIMITS, env.RATE_LIMIT_WINDOW_SECONDS),
    rateLimiter: options.rateLimiter ?? (db.kind === 'embedded' ? new MemoryRateLimiter() : new DatabaseRateLimiter(db)),
    adminCredentials: () => resolveAdminCredentials(env, dataDir),
    sessionSecret: env.ADMIN_SESSION_SECRET?.trim() || null,
    sessionTtlSeconds: sessionTtl(env),
    now: options.now ?? (() => new Date()),
    random: options.random ?? Math.random,
  };
}

/** The database the environment asks for: DATABASE_URL if set, else the embedded one under DATA_DIR. */
export async function openConfiguredDatabase(env: Env, dataDir: string | undefined): Promise<SqlClient> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const { openPostgresDatabase } = await import('./db/postgres-client.ts');
    return openPostgresDatabase(url);
  }
  if (!dataDir) {
    throw new Error('No database configured: set DATABASE_URL (hosted) or run the embedded server with DATA_DIR.');
  }
  const { openEmbeddedDatabase } = await import('./db/pglite-client.ts');
  return openEmbeddedDatabase(join(dataDir, 'feedback-db'));
}

/** The backend of this process, once prepared (start-up) or opened (serverless cold start). */
let current: Promise<FunctionsBackend> | null = null;

/**
 * Start-up (`npm start`): opens the configured database, applies pending migrations, and makes the result the
 * backend every request of this process uses. Returns the migrations it applied.
 */
export async function prepareBackend(options: { dataDir: string; env?: Env }): Promise<{ backend: FunctionsBackend; applied: string[] }> {
  const env = options.env ?? process.env;
  const db = await openConfiguredDatabase(env, options.dataDir);
  try {
    const { migrate } = await import('./db/migrate.ts');
    const applied = await migrate(db);
    const backend = createBackend({ db, dataDir: options.dataDir, env });
    current = Promise.resolve(backend);
    return { backend, applied };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The backend for a request: the prepared one, or (serverless) one opened now whose schema must already be current. */
export function backendForRequest(context: { dataDir?: string }, env: Env = process.env): Promise<FunctionsBackend> {
  if (!current) {
    const opening = (async () => {
      const db = await openConfiguredDatabase(env, context.dataDir);
      try {
        await assertMigrated(db);
      } catch (error) {
        await db.close();
        throw error;
      }
      return createBackend({ db, dataDir: context.dataDir, env });
    })();
    current = opening;
    // A failed open is not cached: the next request tries again (the database may come up, or be migrated).
    opening.catch(() => {
      if (current === opening) current = null;
    });
  }
  return current;
}

/** Closes and forgets this process's backend (server shutdown, tests). */
export async function closeBackend(): Promise<void> {
  const backend = current;
  current = null;
  if (backend) await (await backend.catch(() => null))?.db.close();
}
