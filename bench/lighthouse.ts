/**
 * Our pages against the baseline (bench/baseline: a bare Vite + React 19 + router page with a service worker), in
 * the same run: Lighthouse 12.8 mobile (its default: emulated phone, simulated slow 4G and CPU), alternating ours and
 * the baseline page by page, BENCH_RUNS runs each (default 5), each run's performance, TBT and LCP, the medians, the
 * ratio ours/baseline and whether issue 32's targets hold. Chromium is launched as a stranger would launch it, with
 * only STRANGER_FLAGS (chrome-launcher's own defaults left out; it adds only the debugging port and a fresh profile
 * folder), so that no flag of ours quietens the page. Then, with each
 * service worker in control and the network off, the first contentful paint of /crisis-help after a reload (Paint
 * Timing API, median of 5). Printed, never asserted.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { loadAverageNow, rawHeader, writeRawResult } from './raw-record.ts';

const lighthouseVersion = (JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The fewest flags headless Chromium runs with here (issue 32): the figures must hold without any other. */
export const STRANGER_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export const COMPARED_PATHS = ['/', '/crisis-help', '/insight/tools/mood-check-in'];

interface LighthouseFigures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own list of the main thread's long tasks (kept in the raw results, not printed). */
  longTasks?: { url: string; startTime: number; duration: number }[];
}

type Metric = Exclude<keyof LighthouseFigures, 'longTasks'>;

/** The versions the raw results name: Lighthouse's and the browser's it ran, from its own report. */
const versionsSeen: { lighthouse?: string; browser?: string } = {};

const METRICS: { key: Metric; label: string; format: (value: number) => string }[] = [
  { key: 'performance', label: 'performance', format: (value) => value.toFixed(0) },
  { key: 'fcp', label: 'FCP', format: (value) => `${(value / 1000).toFixed(2)} s` },
  { key: 'lcp', label: 'LCP', format: (value) => `${(value / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', format: (value) => `${value.toFixed(0)} ms` },
  { key: 'cls', label: 'CLS', format: (value) => value.toFixed(3) },
];

/** The median of the runs that produced the figure (a Lighthouse run can leave an audit without a value). */
function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const NO_FIGURES: LighthouseFigures = { performance: Number.NaN, fcp: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN };

/** One run's figures. A run Lighthouse itself fails (NO_NAVSTART from its trace recorder, say) is tried again, up to
 * three times in all, so that each median is of as many runs as asked for. */
async function runLighthouse(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const figures = await runLighthouseOnce(url);
    if (figures !== NO_FIGURES) return figures;
  }
  return NO_FIGURES;
}

async function runLighthouseOnce(url: string): Promise<LighthouseFigures> {
  // A fresh browser per run: no cache, no service worker, no warm state carried from the other page.
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: STRANGER_FLAGS, ignoreDefaultFlags: true });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned nothing');
    // A failed run (no paint in time, a page error) scores 0: say why; it is tried again, never counted.
    const failure = result.lhr.runtimeError;
    if (failure) {
      console.log(`lighthouse: ${url} failed this run (${failure.code}: ${failure.message})`);
      return NO_FIGURES;
    }
    const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
    versionsSeen.lighthouse = result.lhr.lighthouseVersion;
    versionsSeen.browser = result.lhr.environment.hostUserAgent;
    const taskItems = result.lhr.audits['long-tasks']?.details;
    const longTasks = taskItems && 'items' in taskItems ? (taskItems.items as { url?: string; startTime?: number; duration?: number }[]) : [];
    return {
      longTasks: longTasks.map((task) => ({ url: String(task.url ?? ''), startTime: Number(task.startTime ?? 0), duration: Number(task.duration ?? 0) })),
      performance: (result.lhr.categories.performance?.score ?? 0) * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

const loadAverage = () => loadavg()[0]?.toFixed(2) ?? '?';

export async function compareWithBaseline(ours: string, baseline: string, runs = Number(process.env.BENCH_RUNS ?? 5)): Promise<void> {
  const header = rawHeader('npm run bench -- lighthouse: Lighthouse mobile, ours against the bare page, alternating run by run');
  const loadBefore = loadAverageNow();
  console.log(`lighthouse: Chromium flags ${STRANGER_FLAGS.join(' ')}; load average (1 min) at the start ${loadAverage()}`);
  const figures = new Map<string, { ours: LighthouseFigures[]; baseline: LighthouseFigures[] }>();
  for (const path of COMPARED_PATHS) figures.set(path, { ours: [], baseline: [] });
  for (let run = 1; run <= runs; run++) {
    for (const path of COMPARED_PATHS) {
      const slot = figures.get(path);
      if (!slot) continue;
      // Alternating, so that whatever else the machine is doing falls on both sides alike.
      slot.ours.push(await runLighthouse(`${ours}${path}`));
      slot.baseline.push(await runLighthouse(`${baseline}${path}`));
    }
    console.log(`lighthouse: run ${run} of ${runs} done`);
  }
  console.log(`lighthouse: load average (1 min) at the end ${loadAverage()}`);
  const file = writeRawResult('lighthouse', {
    ...header,
    versions: { node: process.version, ...versionsSeen, lighthousePackage: lighthouseVersion },
    chromiumFlags: STRANGER_FLAGS,
    loadAverage: { before: loadBefore, after: loadAverageNow() },
    targets: { performance: 98, tbtMs: 'at most the larger of 1.2 x the bare page and 50 ms, never over 100 ms' },
    runs: Object.fromEntries(figures),
  });
  console.log(`lighthouse: raw figures in ${file}`);
  console.log(`\nLighthouse 12.8 mobile, medians of ${runs} (ours / baseline = ratio):`);
  console.log(`| page | ${METRICS.map((metric) => metric.label).join(' | ')} |`);
  console.log(`|---|${METRICS.map(() => '---').join('|')}|`);
  for (const [path, slot] of figures) {
    const cells = METRICS.map(({ key, format }) => {
      const mine = median(slot.ours.map((figure) => figure[key]));
      const theirs = median(slot.baseline.map((figure) => figure[key]));
      const ratio = theirs === 0 ? (mine === 0 ? '1.00' : 'n/a') : (mine / theirs).toFixed(2);
      const missing = [...slot.ours, ...slot.baseline].filter((figure) => !Number.isFinite(figure[key])).length;
      return `${format(mine)} / ${format(theirs)} = ${ratio}${missing > 0 ? ` (${missing} run(s) without a value)` : ''}`;
    });
    console.log(`| \`${path}\` | ${cells.join(' | ')} |`);
  }
  for (const [path, slot] of figures) printRunsAndTargets(path, slot.ours, slot.baseline);
}

/** Each run's figures for one page, and issue 32's targets on the medians (printed, never asserted). */
function printRunsAndTargets(path: string, ours: LighthouseFigures[], baseline: LighthouseFigures[]): void {
  const list = (runs: LighthouseFigures[], key: Metric, digits = 0) => runs.map((figure) => figure[key].toFixed(digits)).join(', ');
  console.log(`\n${path}, each run (ours | baseline):`);
  console.log(`  performance ${list(ours, 'performance')} | ${list(baseline, 'performance')}`);
  console.log(`  TBT ms ${list(ours, 'tbt')} | ${list(baseline, 'tbt')}`);
  console.log(`  LCP ms ${list(ours, 'lcp')} | ${list(baseline, 'lcp')}`);
  const performance = median(ours.map((figure) => figure.performance));
  const tbt = median(ours.map((figure) => figure.tbt));
  const baselineTbt = median(baseline.map((figure) => figure.tbt));
  const lcp = median(ours.map((figure) => figure.lcp));
  const baselineLcp = median(baseline.map((figure) => figure.lcp));
  const tbtLimit = Math.min(100, Math.max(1.2 * baselineTbt, 50));
  const worstTbt = Math.max(...ours.map((figure) => figure.tbt).filter(Number.isFinite));
  const holds = (ok: boolean) => (ok ? 'holds' : 'DOES NOT HOLD');
  console.log(
    `  medians: performance ${performance.toFixed(0)} / ${median(baseline.map((figure) => figure.performance)).toFixed(0)}; ` +
      `TBT ${tbt.toFixed(0)} / ${baselineTbt.toFixed(0)} ms (ratio ${(tbt / baselineTbt).toFixed(2)}); LCP ${lcp.toFixed(0)} / ${baselineLcp.toFixed(0)} ms (ratio ${(lcp / baselineLcp).toFixed(2)})`,
  );
  console.log(`  target performance >= 98: ${holds(performance >= 98)} (${performance.toFixed(0)})`);
  console.log(`  target TBT <= max(1.2 x baseline, 50 ms), at most 100 ms: ${holds(tbt <= tbtLimit)} (${tbt.toFixed(0)} ms; limit ${tbtLimit.toFixed(0)} ms)`);
  console.log(`  target TBT never over 100 ms: ${holds(worstTbt <= 100)} (worst run ${worstTbt.toFixed(0)} ms)`);
  console.log(`  target LCP <= 0.8 x baseline: ${holds(lcp <= 0.8 * baselineLcp)} (${lcp.toFixed(0)} ms; limit ${(0.8 * baselineLcp).toFixed(0)} ms)`);
}

/**
 * First contentful paint of `path` reloaded offline, with the service worker in control: ms from navigation start
 * (Paint Timing API), one per reload, and the browser's version for the raw record.
 */
export async function offlineFirstPaint(base: string, path = '/crisis-help', reloads = 5): Promise<{ times: number[]; browserVersion: string }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load is not controlled yet (unless the worker claims clients); a reload online makes sure it is.
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Let the precache finish before going offline.
    await page.waitForTimeout(1_000);
    await context.setOffline(true);
    const times: number[] = [];
    for (let reload = 0; reload < reloads; reload++) {
      await page.reload({ waitUntil: 'load' });
      times.push(
        await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list, observer) => {
                const paint = list.getEntriesByName('first-contentful-paint')[0];
                if (paint) {
                  observer.disconnect();
                  resolve(paint.startTime);
                }
              }).observe({ type: 'paint', buffered: true });
            }),
        ),
      );
    }
    return { times, browserVersion: browser.version() };
  } finally {
    await browser.close();
  }
}

export async function printOfflinePaint(ours: string, baseline: string): Promise<void> {
  const header = rawHeader('npm run bench -- offline: first contentful paint of /crisis-help reloaded offline, service worker in control');
  const loadBefore = loadAverageNow();
  const runs: Record<string, number[]> = {};
  let chromiumVersion = '';
  for (const [name, base] of [
    ['ours', ours],
    ['baseline', baseline],
  ] as const) {
    const { times, browserVersion } = await offlineFirstPaint(base);
    chromiumVersion = browserVersion;
    runs[name] = times.map((time) => Number(time.toFixed(1)));
    console.log(
      `offline first contentful paint of /crisis-help (${name}, service worker in control, network off): ${median(times).toFixed(0)} ms ` +
        `(median of ${times.length}: ${times.map((time) => time.toFixed(0)).join(', ')} ms)`,
    );
  }
  const file = writeRawResult('offline', {
    ...header,
    versions: { node: process.version, chromium: chromiumVersion },
    loadAverage: { before: loadBefore, after: loadAverageNow() },
    target: 'first contentful paint offline <= 500 ms',
    runsMs: runs,
  });
  console.log(`offline: raw figures in ${file}`);
}
