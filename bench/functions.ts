/**
 * Feedback functions under load: requests per second and p50/p99 latency for POST /submit and POST /track, each
 * for 10 s, then upload latency (bench/upload.ts), with autocannon, against `npm start`'s server on the embedded database (PGlite under a fresh DATA_DIR),
 * rate limits off. Every request carries a new id, so every one is a real insert. Figures are printed, never asserted.
 *
 *   npx tsx bench/functions.ts        (also run by npm run bench)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { benchUploads } from './upload.ts';

const DURATION_SECONDS = Number(process.env.BENCH_FUNCTIONS_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_FUNCTIONS_CONNECTIONS ?? 10);

function submission(): string {
  return JSON.stringify({
    id: crypto.randomUUID(),
    sessionId: crypto.randomUUID(),
    category: 'technical',
    title: 'The breathing timer stops after a minute',
    message: 'I start the timer, and after about a minute it freezes on the exhale.',
    rating: 3,
    fields: { reproducible: 'always', steps: 'Open the timer, wait a minute' },
    context: { module: 'presence', page: '/presence', submissionTimestamp: new Date().toISOString() },
    metadata: {
      browserInfo: { userAgent: 'Mozilla/5.0 (bench)', language: 'en-GB' },
      deviceInfo: { type: 'mobile', width: 390, height: 844 },
      navigationInfo: { referrer: '/insight' },
      accessibilityInfo: { reducedMotion: false },
      performance: { loadTime: 812 },
    },
  });
}

function trackEvent(): string {
  return JSON.stringify({
    id: crypto.randomUUID(),
    type: 'page_view',
    sessionId: 'bench-session',
    data: { title: 'Insight' },
    context: { page: '/insight', referrer: '/' },
    timestamp: new Date().toISOString(),
  });
}

/** A port nobody is listening on (other test servers may be running on this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`the bench server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/.netlify/functions/feedback/submission-total`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function load(base: string, path: string, body: () => string) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Starts its own server, measures, stops it, and returns the printed lines. */
export async function benchFunctions(port?: number): Promise<string[]> {
  port ??= Number(process.env.BENCH_FUNCTIONS_PORT ?? 0) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `.tmp/bench-functions-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('npx', ['tsx', 'server/serve.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, RATE_LIMITS: 'off' },
    stdio: 'ignore',
    detached: true,
  });
  const lines: string[] = [];
  try {
    await waitForServer(base, server);
    // A short warm-up, so the first figures are not the JIT's.
    await autocannon({ url: base, connections: 2, duration: 2, requests: [{ method: 'POST', path: '/.netlify/functions/feedback/submit', headers: { 'content-type': 'application/json' }, setupRequest: (request) => ({ ...request, body: submission() }) }] });
    for (const [name, path, body] of [
      ['submit', '/.netlify/functions/feedback/submit', submission],
      ['track', '/.netlify/functions/feedback/track', trackEvent],
    ] as const) {
      const figures = await load(base, path, body);
      const line =
        `functions ${name}: ${figures.rps} requests/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms ` +
        `(${CONNECTIONS} connections, ${DURATION_SECONDS} s, embedded database; ${figures.ok} ok, ${figures.failed} failed)`;
      console.log(line);
      lines.push(line);
    }
    lines.push(...(await benchUploads(base)));
  } finally {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchFunctions();
}
