import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { closeBackend } from '../functions/_lib/backend.ts';
import { createAppServer } from './app-server.ts';
import { loadEnvFiles } from './env-files.ts';
import { prepareFeedbackFunctions } from './feedback-startup.ts';

/**
 * `npm start`: the production build and the functions on one origin, needing nothing outside this machine.
 * PORT (default 8888), HOST (default 127.0.0.1), DATA_DIR (default .data/) configure it; the functions' settings
 * (DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, RATE_LIMITS, TRUST_PROXY, ...) may also come
 * from the .env files the build reads. The server itself is server/app-server.ts.
 */
loadEnvFiles(process.cwd());
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
mkdirSync(dataDir, { recursive: true });

const server = createAppServer({ distDir, dataDir, functionsDir: resolve('functions'), env: process.env, origin: `${host}:${port}` });

// The database is opened and migrated, and the admin made sure of, before the first request is accepted.
await prepareFeedbackFunctions({ dataDir, env: process.env, log: console.log });

server.listen(port, host, () => {
  console.log(`Better Minds is running at http://${host}:${port} (data in ${dataDir})`);
});

function shutdown() {
  server.close(() => {
    void closeBackend().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
