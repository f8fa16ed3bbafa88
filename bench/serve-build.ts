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

export async function serve(dist: string, port: number): Promise<Served> {
  // Its own process group, ended as a group: npx and tsx each start a child that would keep the port.
  const server = spawn('npx', ['tsx', 'server/serve.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: `.tmp/bench-data-${port}`, DIST_DIR: dist },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${base}/.netlify/functions/health`)).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the server for ${dist} did not start`);
}
