/**
 * What the sync browser tests (tests/e2e/sync*.spec.ts) run against, started by the tests themselves so they work
 * however Playwright is invoked:
 * - a test build with the sync hooks (VITE_E2E_HOOKS=1) and Supabase pointed at the stand-in, in its own folder
 *   (default .tmp/dist-sync-e2e-{E2E_PORT}, so parallel runs on other ports never share it; SYNC_E2E_DIST to choose;
 *   SYNC_E2E_REUSE_BUILD=1 reuses a matching one);
 * - the app's own server (server/serve.ts) serving that build on its own port;
 * - a PostgreSQL with the Supabase migrations, the Supabase stand-in on a fixed port (the build has its URL), and
 *   the feedback functions' contract stand-in (the tests route the app's same-origin calls to it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postgres from 'postgres';
import { startSupabaseDatabase, type SupabaseDatabase } from '../../support/supabase-standin/database.ts';
import { startSupabaseStandIn, STANDIN_ANON_KEY, type SupabaseStandIn } from '../../support/supabase-standin/server.ts';
import { startFeedbackStandIn, type FeedbackStandIn } from './feedback-standin.ts';

/* Ports next to the suite's own (E2E_PORT, 8897 by default), so parallel working copies do not collide. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 8897);
export const SUPABASE_STANDIN_PORT = Number(process.env.SYNC_E2E_SUPABASE_PORT ?? E2E_PORT + 1000);
export const SYNC_APP_PORT = Number(process.env.SYNC_E2E_APP_PORT ?? E2E_PORT + 2000);
export const SUPABASE_STANDIN_URL = `http://127.0.0.1:${SUPABASE_STANDIN_PORT}`;
export const SYNC_APP_URL = `http://127.0.0.1:${SYNC_APP_PORT}`;

const ROOT = resolve(import.meta.dirname, '../../..');

export interface SyncEnvironmentOptions {
  /** Where the test build goes (never dist/). */
  dist?: string;
  supabasePort?: number;
  appPort?: number;
}

function resolved(options: SyncEnvironmentOptions) {
  const supabasePort = options.supabasePort ?? SUPABASE_STANDIN_PORT;
  const appPort = options.appPort ?? SYNC_APP_PORT;
  return {
    dist: resolve(ROOT, options.dist ?? process.env.SYNC_E2E_DIST ?? `.tmp/dist-sync-e2e-${E2E_PORT}`),
    supabasePort,
    supabaseUrl: `http://127.0.0.1:${supabasePort}`,
    appPort,
    appUrl: `http://127.0.0.1:${appPort}`,
  };
}

/** Builds the test variant of the app (hooks on, Supabase at the stand-in) unless a matching one may be reused. */
export function ensureHooksBuild(options: SyncEnvironmentOptions = {}): string {
  const { dist, supabaseUrl } = resolved(options);
  const marker = resolve(dist, 'sync-e2e-build.json');
  const env = { VITE_E2E_HOOKS: '1', VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: STANDIN_ANON_KEY };
  const wanted = JSON.stringify(env);
  const reusable =
    process.env.SYNC_E2E_REUSE_BUILD === '1' && existsSync(marker) && readFileSync(marker, 'utf8') === wanted && existsSync(resolve(dist, 'sw.js'));
  if (!reusable) {
    rmSync(dist, { recursive: true, force: true });
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    writeFileSync(marker, wanted);
  }
  return dist;
}

export interface SyncBackends {
  database: SupabaseDatabase;
  supabase: SupabaseStandIn;
  feedback: FeedbackStandIn;
  app: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * Starts PostgreSQL (one cluster: a Supabase-shaped database for the stand-in, another for the real feedback
 * functions of the app's server), the two stand-ins, and the app's server serving `dist`.
 */
export async function startSyncBackends(dist: string, options: SyncEnvironmentOptions = {}): Promise<SyncBackends> {
  const { supabasePort, supabaseUrl, appPort, appUrl } = resolved(options);
  const database = await startSupabaseDatabase();
  const supabase = await startSupabaseStandIn({ databaseUrl: database.url, port: supabasePort });
  const feedback = await startFeedbackStandIn();
  const admin = postgres(database.cluster.url, { max: 1, onnotice: () => {} });
  await admin.unsafe('create database feedback_functions');
  await admin.end();
  const dataDir = resolve(ROOT, `.tmp/sync-e2e-data-${appPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  const app = spawn('npx', ['tsx', 'server/serve.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(appPort),
      DIST_DIR: dist,
      DATA_DIR: dataDir,
      // The real feedback functions store in PostgreSQL (faster to start than the embedded default).
      DATABASE_URL: database.cluster.url.replace(/\/postgres$/, '/feedback_functions'),
      // The server's Content-Security-Policy lets the page reach the configured Supabase (the stand-in).
      VITE_SUPABASE_URL: supabaseUrl,
      RATE_LIMITS: 'off',
    },
    stdio: 'ignore',
    detached: true,
  });
  const backends: SyncBackends = {
    database,
    supabase,
    feedback,
    app,
    async stop() {
      if (app.pid) {
        try {
          process.kill(-app.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
      try {
        await feedback.close();
        await supabase.close();
      } finally {
        await database.stop();
      }
    },
  };
  try {
    await waitFor(`${appUrl}/.netlify/functions/health`, 90_000);
  } catch (error) {
    await backends.stop();
    throw error;
  }
  return backends;
}
