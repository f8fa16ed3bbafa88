/**
 * End-to-end encrypted sync (issue 38), `npm run bench -- e2ee-sync` (also run by the `sync` part): the real function
 * server (server/app-server.ts, the embedded PGlite database in a scratch folder, rate limits off) on a local port,
 * and two child processes talking to it over HTTP, so that clients and server never share an event loop:
 * - bench/e2ee-device/devices.ts, replicas in Node on fake-indexeddb (not a browser): (a) a new device restoring five
 *   years of daily check-ins and 500 entries that one device wrote through the replica, and (d) propagation from one
 *   device to another polling device, each runner on its default timing;
 * - bench/e2ee-sync-load.ts: (b) the server at 1,000 accounts, pushes from concurrent clients.
 * Then (c): the bytes the server stores for the restore account, and for an account written day by day over the same
 * years, against the deflated plaintext of their changes (bench/e2ee-sync-bytes.ts); and,
 * when bench/run.ts hands it the production build (it serves the app on the same origin), (e) the same restore in
 * Debian's Chromium as a person does it, with the page's main thread watched (bench/e2ee-restore-browser.ts).
 * Writes the raw numbers to bench/results/e2ee-sync-<time>.json (command, commit, versions, load average before and
 * after) and prints the figures beside the targets of docs/e2ee-sync.md. Asserts nothing.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { closeBackend, prepareBackend } from '../functions/_lib/backend.ts';
import { createAppServer } from '../server/app-server.ts';
import type { LifetimeFigures } from './e2ee-device/lifetime-figures.ts';
import { restoreInBrowser, type BrowserRestoreFigures } from './e2ee-restore-browser.ts';
import { accountBytes, bytesFigures, printBytes, type AccountBytes } from './e2ee-sync-bytes.ts';
import { percentile } from './sync-server.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** Runs a child to its end and returns the JSON of its last line of output. */
function child(args: string[], env: Record<string, string>): Promise<unknown> {
  return new Promise((resolvePromise, reject) => {
    const running = spawn(TSX, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    running.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    running.on('error', reject);
    running.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) reject(new Error(`${args.join(' ')} exited ${code}`));
      else resolvePromise(JSON.parse(last) as unknown);
    });
  });
}

const packageVersion = (name: string) => (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const load = () => loadavg().map((value) => Number(value.toFixed(2)));
const round = (value: number) => Math.round(value * 10) / 10;

interface DeviceFigures {
  restore: {
    accountId: string;
    words: string;
    records: number;
    changes: number;
    /** What the writing device's snapshot write answered (null: none written), as JSON. */
    snapshotWritten: string | null;
    restore: { snapshotRestored: string | null; totalMs: number; recoveryCodeMs: number; pullAndApplyMs: number; applied: number; rowsOnNewDevice: number; sameDigest: boolean };
    plaintext: { changeBodiesJsonBytes: number; changeBodiesDeflatedBytes: number; rowsJsonBytes: number; rowsDeflatedBytes: number };
  };
  propagation: { samples: number; seen: number; latenciesMs: Array<number | null> };
  /** Absent from runs before it. */
  lifetime?: LifetimeFigures;
}
interface LoadFigures {
  accounts: number;
  pushes: number;
  batch: number;
  clients: number;
  wallMs: number;
  statuses: Record<string, number>;
  latenciesMs: number[];
  /** The pushes on a fixed schedule (bench/e2ee-sync-load.ts), absent from runs before it. */
  atRate?: { changesPerSecond: number; pushes: number; wallMs: number; statuses: Record<string, number>; latenciesMs: number[] };
}

/** With `appDist` (a production build), the server serves the app too, and (e) restores in Chromium. */
export async function benchE2eeSync(appDist?: string): Promise<void> {
  const loadBefore = load();
  const scratch = join(ROOT, '.tmp', `bench-e2ee-${process.pid}`);
  const distDir = appDist ? resolve(ROOT, appDist) : join(scratch, 'dist');
  if (!appDist) {
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  }
  const env = { ...process.env, RATE_LIMITS: 'off', DATABASE_URL: '' };
  const { backend } = await prepareBackend({ dataDir: scratch, env });
  const server = createAppServer({ distDir, dataDir: scratch, env });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  try {
    const started = performance.now();
    const devices = (await child(['--tsconfig', 'tsconfig.bench-e2ee.json', 'bench/e2ee-device/devices.ts'], { BENCH_SYNC_ORIGIN: origin })) as DeviceFigures;
    const stored = await accountBytes(backend.db, devices.restore.accountId);
    const lifeStored = devices.lifetime && (await accountBytes(backend.db, devices.lifetime.accountId));
    const inBrowser = appDist ? await restoreInBrowser(origin, devices.restore.words, devices.restore.records) : null;
    const server1000 = (await child(['bench/e2ee-sync-load.ts'], { BENCH_SYNC_ORIGIN: origin })) as LoadFigures;
    const loadAfter = load();
    // The recovery words of the bench's account stay out of the raw results.
    const kept = { ...devices, restore: { ...devices.restore, words: '(not kept)' } };
    report({ devices: kept, inBrowser, stored, lifeStored, load: server1000, loadBefore, loadAfter, seconds: (performance.now() - started) / 1000 });
  } finally {
    server.close();
    await closeBackend();
    rmSync(scratch, { recursive: true, force: true });
  }
}

function report(run: {
  devices: DeviceFigures;
  inBrowser: BrowserRestoreFigures | null;
  stored: AccountBytes;
  lifeStored: AccountBytes | undefined;
  load: LoadFigures;
  loadBefore: number[];
  loadAfter: number[];
  seconds: number;
}): void {
  const { restore, propagation } = run.devices;
  const seen = propagation.latenciesMs.filter((value): value is number => value !== null);
  const pushes = run.load.latenciesMs;
  const latencyFigures = (values: number[]) => ({ p50: round(percentile(values, 0.5)), p95: round(percentile(values, 0.95)), p99: round(percentile(values, 0.99)) });
  const figures = {
    restore: { records: restore.records, totalMs: round(restore.restore.totalMs), recordsPerSecond: Math.round(restore.records / (restore.restore.totalMs / 1000)) },
    server: {
      accounts: run.load.accounts,
      changesPerSecond: Math.round((run.load.pushes * run.load.batch) / (run.load.wallMs / 1000)),
      pushLatencyMs: latencyFigures(pushes),
      atRate: run.load.atRate && {
        offeredChangesPerSecond: run.load.atRate.changesPerSecond,
        achievedChangesPerSecond: Math.round((run.load.atRate.pushes * run.load.batch) / (run.load.atRate.wallMs / 1000)),
        pushLatencyMs: latencyFigures(run.load.atRate.latenciesMs),
      },
    },
    bytes: bytesFigures(run.stored, restore.plaintext.changeBodiesDeflatedBytes, run.devices.lifetime, run.lifeStored),
    propagation: { samples: propagation.samples, seen: seen.length, p50Ms: round(percentile(seen, 0.5)), p95Ms: round(percentile(seen, 0.95)), maxMs: round(Math.max(...seen)) },
    restoreInBrowser: run.inBrowser && {
      totalMs: round(run.inBrowser.totalMs),
      rows: run.inBrowser.rowsOnNewDevice,
      longestMainThreadTaskMs: round(run.inBrowser.longestTaskMs),
      mainThreadTasksOver100Ms: run.inBrowser.tasksOver100Ms,
    },
  };
  const when = new Date().toISOString();
  const file = join(ROOT, 'bench/results', `e2ee-sync-${when.replace(/[:.]/g, '-')}.json`);
  const raw = {
    what: 'npm run bench -- e2ee-sync: end-to-end encrypted sync (issue 38); devices in Node on fake-indexeddb, the function server over HTTP on embedded PGlite, rate limits off',
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    at: when,
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim(),
    dirty: execFileSync('git', ['status', '--porcelain'], { cwd: ROOT }).toString().trim() !== '',
    versions: { node: process.version, dexie: packageVersion('dexie'), 'fake-indexeddb': packageVersion('fake-indexeddb'), pglite: packageVersion('@electric-sql/pglite'), tsx: packageVersion('tsx') },
    loadAverage: { before: run.loadBefore, after: run.loadAfter, cores: execFileSync('nproc').toString().trim() },
    seconds: round(run.seconds),
    targets: { restoreMs: 5000, restoreLongestMainThreadTaskMs: 100, propagationP95Ms: 2000, changesPerSecond: 500, pushP99Ms: 100, bytesRatio: 1.5 },
    figures,
    runs: { devices: run.devices, inBrowser: run.inBrowser, storedOnServer: { restore: run.stored, lifetime: run.lifeStored }, server: run.load },
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(raw, null, 1)}\n`);
  const holds = (ok: boolean) => (ok ? 'target met in this run' : 'target NOT met in this run');
  console.log(`e2ee sync: load average ${run.loadBefore.join(' ')} before, ${run.loadAfter.join(' ')} after; raw numbers in ${file}`);
  console.log(
    `e2ee sync (a) restore on a new device (Node, fake-indexeddb): ${restore.records} records (${restore.changes} changes) in ${figures.restore.totalMs} ms ` +
      `(recovery code ${round(restore.restore.recoveryCodeMs)} ms, pull and apply ${round(restore.restore.pullAndApplyMs)} ms), ${figures.restore.recordsPerSecond} records/s, ` +
      `${restore.restore.rowsOnNewDevice} rows, same digest: ${restore.restore.sameDigest} [<= 5,000 ms: ${holds(restore.restore.totalMs <= 5000)}]; ` +
      `snapshot written by the first device: ${restore.snapshotWritten ?? 'none'}; merged by the new one: ${restore.restore.snapshotRestored ?? 'none'}`,
  );
  const { server } = figures;
  console.log(
    `e2ee sync (b) server, ${server.accounts} accounts, ${run.load.clients} clients, ${run.load.pushes} pushes of ${run.load.batch}: ${server.changesPerSecond} changes/s, ` +
      `push p50 ${server.pushLatencyMs.p50} ms, p95 ${server.pushLatencyMs.p95} ms, p99 ${server.pushLatencyMs.p99} ms, statuses ${JSON.stringify(run.load.statuses)} ` +
      `[>= 500/s: ${holds(server.changesPerSecond >= 500)}; with 16 requests always queued, latency here is mostly waiting in line]`,
  );
  if (server.atRate && run.load.atRate) {
    const rated = server.atRate;
    console.log(
      `e2ee sync (b') server at an offered ${rated.offeredChangesPerSecond} changes/s (${run.load.atRate.pushes} pushes of ${run.load.batch} on a fixed schedule, latency from when each was due): ` +
        `${rated.achievedChangesPerSecond} changes/s done, push p50 ${rated.pushLatencyMs.p50} ms, p95 ${rated.pushLatencyMs.p95} ms, p99 ${rated.pushLatencyMs.p99} ms, ` +
        `statuses ${JSON.stringify(run.load.atRate.statuses)} [>= 500/s with p99 <= 100 ms: ${holds(rated.offeredChangesPerSecond >= 500 && rated.achievedChangesPerSecond >= 0.98 * rated.offeredChangesPerSecond && rated.pushLatencyMs.p99 <= 100)}]`,
    );
  }
  printBytes(figures.bytes, holds);
  const browser = run.inBrowser;
  if (browser) {
    console.log(
      `e2ee sync (e) restore in Chromium ${browser.chromium} (the production build, /systems, the words typed, Restore pressed): ${browser.rowsOnNewDevice} rows and Synced in ${round(browser.totalMs)} ms ` +
        `(progress shown after ${browser.firstProgressMs === null ? 'never' : `${round(browser.firstProgressMs)} ms`}); main thread meanwhile: ${browser.longTasks.length} long tasks, the longest ${round(browser.longestTaskMs)} ms, ` +
        `${browser.tasksOver100Ms} over 100 ms [<= 5,000 ms and none over 100 ms: ${holds(browser.totalMs <= 5000 && browser.tasksOver100Ms === 0)}]`,
    );
  }
  const { propagation: p } = figures;
  console.log(`e2ee sync (d) propagation over ${p.samples} changes (${p.seen} seen): p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms, max ${p.maxMs} ms [p95 <= 2,000 ms: ${holds(p.seen === p.samples && p.p95Ms <= 2000)}]`);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchE2eeSync(process.env.BENCH_APP_DIST);
