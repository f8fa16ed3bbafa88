/**
 * The app as `npm start` serves it (`tsx server/serve.ts`, after the build), in a child process of its own: a test
 * that measures how long the server takes must not share its event loop with the client that loads it. Serves a
 * one-page build folder and the real functions on the embedded database, on a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ServedApp {
  port: number;
  base: string;
  stop(): Promise<void>;
}

const REPO = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

export async function startServedApp(env: Record<string, string> = {}): Promise<ServedApp> {
  const folder = mkdtempSync(join(tmpdir(), 'bm-served-'));
  const dist = join(folder, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Better Minds</title><div id="root"></div>');
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(REPO, 'server/serve.ts')], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(folder, 'data'), DIST_DIR: dist, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`The server did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Better Minds is running at')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`The server exited (${code}) before it listened:\n${output}`));
    });
  });
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
