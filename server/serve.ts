import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { closeBackend } from '../functions/_lib/backend.ts';
import { errorCode } from '../functions/_lib/log-safe.ts';
import { createAppServer } from './app-server.ts';
import { loadEnvFiles } from './env-files.ts';
import { prepareFeedbackFunctions } from './feedback-startup.ts';
import { startReminderScheduler } from './reminder-scheduler.ts';

/**
 * `npm start`: the production build and the functions on one origin, needing nothing outside this machine.
 * PORT (default 8888), HOST (default 127.0.0.1), DATA_DIR (default .data/), PUBLIC_ORIGIN (the origin URLs and the
 * admin Origin check use; default the listening address) configure it; the functions' settings (DATABASE_URL,
 * ADMIN_EMAIL, ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, RATE_LIMITS, TRUST_PROXY, ...) may also come from the .env
 * files the build reads. The server itself is server/app-server.ts.
 *
 * It exits non-zero only at start-up (a bad setting, a taken port, a database that cannot be opened), with one clear
 * line; once it listens, no request can end it.
 */
function startupFailed(message: string): never {
  console.error(`Better Minds could not start: ${message}`);
  process.exit(1);
}

loadEnvFiles(process.cwd());
const port = Number(process.env.PORT ?? 8888);
if (!Number.isInteger(port) || port < 0 || port > 65535) startupFailed(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

let server: ReturnType<typeof createAppServer>;
let reminders: Awaited<ReturnType<typeof startReminderScheduler>> = null;
try {
  mkdirSync(dataDir, { recursive: true });
  server = createAppServer({ distDir, dataDir, functionsDir: resolve('functions'), env: process.env });
  // The database is opened and migrated, and the admin made sure of, before the first request is accepted.
  await prepareFeedbackFunctions({ dataDir, env: process.env, log: console.log });
  reminders = await startReminderScheduler({ dataDir, env: process.env, log: console.log });
} catch (error) {
  startupFailed(error instanceof Error ? error.message : String(error));
}

server.once('error', (error: NodeJS.ErrnoException) => {
  startupFailed(
    error.code === 'EADDRINUSE' ? `port ${port} on ${host} is already in use (set PORT to another one)`
    : error.code === 'EACCES' ? `no permission to listen on ${host}:${port}`
    : error.code === 'EADDRNOTAVAIL' ? `${host} is not an address of this machine (check HOST)`
    : error.message,
  );
});
server.listen(port, host, () => {
  console.log(`Better Minds is running at http://${host}:${port} (data in ${dataDir})`);
  // Past start-up, a stray rejection or exception is a bug to log, never a reason to stop serving everyone else.
  // Class and code only (functions/_lib/log-safe.ts): a stray database error would print what a person sent.
  process.on('unhandledRejection', (reason) => console.error(`Unhandled rejection (the server keeps running): ${errorCode(reason)}`));
  process.on('uncaughtException', (error) => console.error(`Uncaught exception (the server keeps running): ${errorCode(error)}`));
});

function shutdown() {
  server.close(() => {
    // The scheduler's running batch finishes first, so a restart sends none twice and loses none.
    void (reminders?.stop() ?? Promise.resolve()).then(() => closeBackend()).finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
