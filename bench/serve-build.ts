/**
 * The bench's builds and servers: our app and the baseline (bench/baseline) are each built into .tmp (never dist/)
 * and served by the same server (server/serve.ts with DIST_DIR), so both get the same headers and compression.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface Served {
  base: string;
  stop(): void;
}

/** Builds unless BENCH_BUILD=0 and a build is already there. Returns the folder. `extra`: more `vite build` options. */
export function buildOnce(dist: string, configFile?: string, extra: string[] = []): string {
  if (process.env.BENCH_BUILD === '0' && existsSync(`${dist}/index.html`)) return dist;
  const config = configFile ? ['--config', configFile] : [];
  execFileSync('npx', ['vite', 'build', ...config, ...extra, '--outDir', `${process.cwd()}/${dist}`, '--emptyOutDir'], { stdio: 'ignore' });
  return dist;
}

async function answers(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/.netlify/functions/health`)).ok;
  } catch {
    return false;
  }
}

export async function serve(dist: string, port: number): Promise<Served> {
  // A server left on the port (an earlier run stopped midway) would answer for this one, with another build's files.
  if (await answers(`http://127.0.0.1:${port}`)) throw new Error(`port ${port} is already in use: stop what serves it, or set BENCH_PORT`);
  // Its own process group, ended as a group: npx and tsx each start a child that would keep the port.
  const server = spawn('npx', ['tsx', 'server/serve.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: `.tmp/bench-data-${port}`, DIST_DIR: dist },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await answers(base)) return { base, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the server for ${dist} did not start`);
}
