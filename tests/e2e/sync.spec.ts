/**
 * The sync engine in the browser, against local stand-ins: the Supabase stand-in (the real supabase-js client, a
 * real PostgreSQL with our migrations and row-level security) and the feedback functions' contract stand-in (the
 * app's same-origin calls are routed to it). The app is a test build with VITE_E2E_HOOKS=1, built and served by
 * this file itself (tests/sync/support/e2e-environment.ts), so it runs the same whatever build the rest of the
 * suite uses.
 */
import { expect, test, waitForAppOnNavigation, type BrowserContext, type Page, type Route } from './fixtures';
import {
  ensureHooksBuild,
  startSyncBackends,
  SUPABASE_STANDIN_URL,
  SYNC_APP_URL,
  type SyncBackends,
} from '../sync/support/e2e-environment.ts';
import { HOOKS_READY_SELECTOR, type PageSyncSnapshot } from '../support/e2e-hooks/contract.ts';

type SyncSnapshot = PageSyncSnapshot;

test.describe.configure({ mode: 'serial' });

let backends: SyncBackends;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dist = ensureHooksBuild();
  backends = await startSyncBackends(dist);
});

test.afterAll(async () => {
  await backends?.stop();
});

/** Opens the app and waits for the sync hooks; with `worker`, also until the service worker controls the page. */
async function openApp(context: BrowserContext, path = '/', { worker = true } = {}): Promise<Page> {
  const page = waitForAppOnNavigation(await context.newPage());
  await page.goto(`${SYNC_APP_URL}${path}`);
  if (worker) await waitForWorkerControl(page);
  await hooksReady(page);
  return page;
}

async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}

async function hooksReady(page: Page): Promise<void> {
  await page.locator(HOOKS_READY_SELECTOR).waitFor({ state: 'attached', timeout: 60_000 });
}

function snapshot(page: Page): Promise<SyncSnapshot> {
  return page.evaluate(() => window.__betterMindsSync.snapshot());
}

async function waitUntilSent(page: Page, timeoutMs: number): Promise<void> {
  // The whole snapshot is polled so that a failure shows what waits, of which kind, and the replayer's last error.
  await expect
    .poll(
      async () => {
        const { waiting, waitingByKind } = await snapshot(page);
        return { waiting, waitingByKind };
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toEqual({ waiting: 0, waitingByKind: {} });
}

function isSyncRequest(url: string): boolean {
  return url.startsWith(`${SUPABASE_STANDIN_URL}/rest/`) || url.includes('/.netlify/functions/feedback/');
}

interface RouteStats {
  routed: number;
  aborted: number;
  serverErrors: number;
  committedThenDropped: number;
  inFlight: number;
}

/**
 * Sends the app's feedback calls to the contract stand-in and its Supabase calls to the Supabase stand-in, for the
 * page and the service worker alike. With `faults` on: 30% of requests are aborted, 5% answer 500, and 2% reach
 * the server (which commits) but their answer is dropped.
 */
async function routeSyncTraffic(context: BrowserContext, options: { faults: () => boolean; random?: () => number }) {
  const stats: RouteStats = { routed: 0, aborted: 0, serverErrors: 0, committedThenDropped: 0, inFlight: 0 };
  const random = options.random ?? Math.random;
  const started: (() => void)[] = [];
  const handler = async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.continue();
    const url = new URL(request.url());
    const target = url.pathname.startsWith('/.netlify/functions/feedback/')
      ? `${backends.feedback.url}${url.pathname}${url.search}`
      : request.url();
    stats.routed += 1;
    stats.inFlight += 1;
    started.splice(0).forEach((notify) => notify());
    try {
      const roll = options.faults() ? random() : 1;
      if (roll < 0.3) {
        stats.aborted += 1;
        await route.abort('failed');
        return;
      }
      if (roll < 0.35) {
        stats.serverErrors += 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Injected server error' }) });
        return;
      }
      const response = await route.fetch({ url: target });
      if (roll < 0.37) {
        stats.committedThenDropped += 1;
        await route.abort('failed');
        return;
      }
      await route.fulfill({ response });
    } catch {
      // The page went away mid-request (a reload): the browser side is gone, the server side is whatever it was.
    } finally {
      stats.inFlight -= 1;
    }
  };
  await context.route('**/.netlify/functions/feedback/**', handler);
  await context.route(`${SUPABASE_STANDIN_URL}/rest/v1/**`, handler);
  return {
    stats,
    /** Resolves when the next sync request starts (or after `timeoutMs`, with false). */
    nextRequest(timeoutMs: number): Promise<boolean> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        started.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}

async function serverIds(table: string, sessionId: string): Promise<string[]> {
  const rows = await backends.supabase.sql.unsafe<{ id: string }[]>(`select id::text from public.${table} where session_id = $1`, [sessionId]);
  return rows.map((row) => row.id).sort();
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

/** A seeded generator for the fault rolls: the same mix of faults on every run (timing still varies). With this
 * seed, the first 80 rolls hold at least one of each fault. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

test('1,000+ mixed writes under faults, network toggling and reloads reach the servers exactly once', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  let faultsOn = false;
  const traffic = await routeSyncTraffic(context, { faults: () => faultsOn, random: seeded(2025) });
  const page = await openApp(context);
  const email = `faults-${Date.now()}@example.test`;
  const userId = await page.evaluate(({ address }) => window.__betterMindsSync.signUp(address, 'a steady password'), { address: email });
  expect(userId).toBeTruthy();
  const sessionId = await page.evaluate(() => window.__betterMindsSync.sessionId());
  const started = Date.now();
  faultsOn = true;

  // The network goes offline and online every 0.5 to 5 s while everything below happens.
  let toggling = true;
  let toggles = 0;
  let offline = false;
  const toggler = (async () => {
    while (toggling) {
      await new Promise((done) => setTimeout(done, 500 + Math.random() * 4500));
      if (!toggling) break;
      offline = !offline;
      toggles += 1;
      await context.setOffline(offline).catch(() => {});
    }
  })();

  const written: { kind: string; id: string }[] = [];
  let settingsChanges = 0;
  let reloadsMidReplay = 0;
  const CHUNK = 84;
  const TOTAL = 1_008;

  const reloadMidReplay = async (waitMs: number): Promise<void> => {
    if (!(await traffic.nextRequest(waitMs))) return;
    // A replay request is on its way: reload now, under its feet.
    await page.reload({ waitUntil: 'commit' }).catch(() => {});
    reloadsMidReplay += 1;
    await hooksReady(page);
  };

  /** A settings change through the accessibility shortcut (Alt+C: high contrast), saved by that feature's own data
   * function; waits until it is saved, so a reload cannot interrupt the write itself. */
  const changeSetting = async () => {
    await page.locator('body').press('Alt+c');
    settingsChanges += 1;
    const expected = settingsChanges % 2 === 1;
    await expect
      .poll(async () => (await page.evaluate(() => window.__betterMindsSync.localRecords())).accessibility?.high_contrast, { timeout: 15_000 })
      .toBe(expected);
  };

  // An odd number of high-contrast changes in all (one here, one per chunk): it ends on, unlike the default.
  await changeSetting();
  for (let from = 0; from < TOTAL; from += CHUNK) {
    written.push(...(await page.evaluate(({ start, count }) => window.__betterMindsSync.writeMixed(start, count), { start: from, count: CHUNK })));
    await changeSetting();
    await reloadMidReplay(6_000);
  }
  for (let attempt = 0; reloadsMidReplay < 12 && attempt < 20; attempt++) await reloadMidReplay(6_000);

  toggling = false;
  await toggler;
  await context.setOffline(false);
  // Faults stay on: the replayer has to get the rest through them.
  await waitUntilSent(page, 120_000);
  const elapsed = Math.round((Date.now() - started) / 1000);

  const local = await page.evaluate(() => window.__betterMindsSync.localRecords());
  const writtenIds = (kind: string) => written.filter((record) => record.kind === kind).map((record) => record.id);
  // Everything the test wrote is on the device...
  for (const [kind, ids] of [
    ['feedback_submission', local.feedbackSubmissions],
    ['tracking_event', local.trackingEvents],
    ['flow_event', local.flowEvents],
    ['codex_section_completion', local.codexSectionCompletions],
    ['codex_quiz_completion', local.codexQuizCompletions],
    ['codex_feedback', local.codexFeedback],
  ] as const) {
    expect(ids, kind).toEqual(expect.arrayContaining(writtenIds(kind)));
  }
  // ...and each server holds exactly what the device holds, each record once.
  expect(sorted(backends.feedback.submissions.keys())).toEqual(sorted(local.feedbackSubmissions));
  expect(sorted(backends.feedback.events.keys())).toEqual(sorted(local.trackingEvents));
  expect(await serverIds('flow_events', sessionId)).toEqual(sorted(local.flowEvents));
  expect(await serverIds('codex_section_completions', sessionId)).toEqual(sorted(local.codexSectionCompletions));
  expect(await serverIds('codex_quiz_completions', sessionId)).toEqual(sorted(local.codexQuizCompletions));
  expect(await serverIds('codex_feedback', sessionId)).toEqual(sorted(local.codexFeedback));
  const [codexUser] = await backends.supabase.sql<{ total_sessions: number }[]>`
    select total_sessions from public.codex_users where session_id = ${sessionId}`;
  expect(codexUser?.total_sessions).toBe(local.codexVisits);
  expect(local.codexVisits).toBe(writtenIds('codex_user').length);
  const [settings] = await backends.supabase.sql<{ high_contrast: boolean; updated_at: Date }[]>`
    select high_contrast, updated_at from public.user_accessibility_settings where user_id = ${userId ?? ''}`;
  expect(local.accessibility?.high_contrast).toBe(settingsChanges % 2 === 1);
  expect(settings?.high_contrast).toBe(local.accessibility?.high_contrast);
  expect(settings?.updated_at.getTime()).toBe(Date.parse(local.accessibility?.updated_at ?? ''));
  expect((await snapshot(page)).deadLetters).toBe(0);

  // No record was created twice. The feedback stand-in counts, per id, the deliveries that created a record (at
  // most one each); in PostgreSQL the keys would refuse a second row, so each table must hold distinct keys only, and
  // the visit count must equal the distinct visits written (a visit counted twice would raise it).
  expect([...backends.feedback.created].filter(([, times]) => times > 1)).toEqual([]);
  for (const id of [...local.feedbackSubmissions, ...local.trackingEvents]) expect(backends.feedback.created.get(id), id).toBe(1);
  const keyCounts: string[] = [];
  for (const [table, key] of [
    ['flow_events', 'id'],
    ['codex_section_completions', 'id'],
    ['codex_quiz_completions', 'id'],
    ['codex_feedback', 'id'],
    ['codex_users', 'session_id'],
    ['user_accessibility_settings', 'user_id'],
  ] as const) {
    const [counts] = await backends.supabase.sql.unsafe<{ rows: number; distinct_keys: number }[]>(
      `select count(*)::int as rows, count(distinct ${key})::int as distinct_keys from public.${table}`,
    );
    expect(counts?.rows, table).toBe(counts?.distinct_keys);
    keyCounts.push(`${table} ${counts?.rows}/${counts?.distinct_keys}`);
  }
  expect(codexUser?.total_sessions).toBe(new Set(writtenIds('codex_user')).size);

  const repeats = [...backends.feedback.deliveries.values()].filter((times) => times > 1).length;
  const writes = written.length + settingsChanges;
  console.log(
    [
      `sync fault test: ${writes} writes in ${elapsed} s (${written.length} records: ` +
        ['feedback_submission', 'tracking_event', 'flow_event', 'codex_user', 'codex_section_completion', 'codex_quiz_completion', 'codex_feedback']
          .map((kind) => `${writtenIds(kind).length} ${kind}`)
          .join(', ') +
        `; ${settingsChanges} accessibility settings changes)`,
      `  network toggled ${toggles} times; page reloaded ${reloadsMidReplay} times mid-replay`,
      `  requests: ${traffic.stats.routed} routed, ${traffic.stats.aborted} aborted, ${traffic.stats.serverErrors} answered 500, ` +
        `${traffic.stats.committedThenDropped} committed with the answer dropped`,
      `  servers hold, once each: ${backends.feedback.submissions.size} submissions, ${backends.feedback.events.size} usage events, ` +
        `${local.flowEvents.length} flow events, ${local.codexSectionCompletions.length} section completions, ` +
        `${local.codexQuizCompletions.length} quiz completions, ${local.codexFeedback.length} codex feedback, ` +
        `codex visits ${codexUser?.total_sessions}, settings high_contrast=${String(settings?.high_contrast)}`,
      `  feedback records delivered more than once and held once: ${repeats}; created twice: 0 ` +
        `(max creations per id ${Math.max(0, ...backends.feedback.created.values())})`,
      `  Supabase rows/distinct keys: ${keyCounts.join(', ')}`,
    ].join('\n'),
  );
  expect(writes).toBeGreaterThanOrEqual(1_000);
  expect(reloadsMidReplay).toBeGreaterThanOrEqual(10);
  expect(traffic.stats.aborted).toBeGreaterThan(0);
  expect(traffic.stats.serverErrors).toBeGreaterThan(0);
  expect(traffic.stats.committedThenDropped).toBeGreaterThan(0);
  await context.close();
});

test('with three tabs open, exactly one replays; when it closes, another takes over', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await routeSyncTraffic(context, { faults: () => false });
  const pages = [
    await openApp(context, '/', { worker: false }),
    await openApp(context, '/about', { worker: false }),
    await openApp(context, '/crisis-help', { worker: false }),
  ];
  await expect
    .poll(async () => (await Promise.all(pages.map((page) => page.evaluate(() => window.__betterMindsSync.isLeader())))).filter(Boolean).length)
    .toBe(1);
  const leaders = await Promise.all(pages.map((page) => page.evaluate(() => window.__betterMindsSync.isLeader())));
  const leader = leaders.indexOf(true);

  const requestsBy = pages.map(() => 0);
  let fromServiceWorker = 0;
  pages.forEach((page, index) =>
    page.on('request', (request) => {
      if (isSyncRequest(request.url())) requestsBy[index] = (requestsBy[index] ?? 0) + 1;
    }),
  );
  context.on('request', (request) => {
    if (isSyncRequest(request.url()) && request.serviceWorker()) fromServiceWorker += 1;
  });

  // Write from a tab that is not the leader.
  const writer = pages[(leader + 1) % 3] as Page;
  await writer.evaluate(() => window.__betterMindsSync.writeMixed(0, 60));
  await waitUntilSent(writer, 60_000);
  expect(requestsBy[leader]).toBeGreaterThan(0);
  expect(requestsBy.filter((count) => count > 0)).toHaveLength(1);
  expect(fromServiceWorker).toBe(0);
  console.log(`three tabs: sync requests by tab ${requestsBy.join(' / ')} (leader: tab ${leader + 1})`);

  // The leader closes: one of the other two takes over, and only it replays.
  await pages[leader]?.close();
  const rest = pages.filter((_, index) => index !== leader);
  await expect
    .poll(async () => (await Promise.all(rest.map((page) => page.evaluate(() => window.__betterMindsSync.isLeader())))).filter(Boolean).length)
    .toBe(1);
  const before = [...requestsBy];
  await rest[0]?.evaluate(() => window.__betterMindsSync.writeMixed(100, 30));
  await waitUntilSent(rest[0] as Page, 60_000);
  const after = requestsBy.map((count, index) => count - (before[index] ?? 0));
  expect(after[leader]).toBe(0);
  expect(after.filter((count) => count > 0)).toHaveLength(1);
  await context.close();
});

test('with no tab replaying, the service worker replays on Background Sync when the connection returns', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await routeSyncTraffic(context, { faults: () => false });
  const openedAt = new Date().toISOString();
  const page = await openApp(context);
  // The page's own usage events (its view, and its load timings once the largest paint is known, up to a second after
  // the load) must be sent by its replayer before it stops: one written after the worker's run would wait for a tab.
  await expect
    .poll(() => [...backends.feedback.events.values()].some((event) => event.type === 'performance' && String(event.timestamp) >= openedAt), { timeout: 30_000 })
    .toBe(true);
  await waitUntilSent(page, 30_000);
  await page.evaluate(() => window.__betterMindsSync.stopReplayer());
  let fromServiceWorker = 0;
  let fromPage = 0;
  context.on('request', (request) => {
    if (!isSyncRequest(request.url())) return;
    if (request.serviceWorker()) fromServiceWorker += 1;
    else fromPage += 1;
  });

  await context.setOffline(true);
  // Numbers 200 to 239 of the mix: three feedback submissions, then 37 usage events written in one bulk call (a batch
  // entry of the outbox). Only kinds the worker sends: Supabase kinds wait for a tab (sw/background-sync.ts).
  const written = await page.evaluate(() => window.__betterMindsSync.writeMixed(200, 40));
  expect(await page.evaluate(() => window.__betterMindsSync.registerBackgroundSync())).toBe(true);
  expect((await snapshot(page)).waiting).toBeGreaterThanOrEqual(40);
  await context.setOffline(false);

  await waitUntilSent(page, 60_000);
  expect(fromServiceWorker).toBeGreaterThan(0);
  expect(fromPage).toBe(0);
  const submissions = written.filter((record) => record.kind === 'feedback_submission').map((record) => record.id);
  const events = written.filter((record) => record.kind === 'tracking_event').map((record) => record.id);
  expect([submissions.length, events.length]).toEqual([3, 37]);
  for (const id of submissions) expect(backends.feedback.submissions.has(id)).toBe(true);
  for (const id of events) expect(backends.feedback.events.has(id)).toBe(true);
  await context.close();
});

test('a record the server refuses shows on /systems, and Retry sends it once the server accepts', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  await routeSyncTraffic(context, { faults: () => false });
  const page = await openApp(context, '/systems', { worker: false });
  backends.feedback.refuse('/submit', 422);
  const [record] = await page.evaluate(() => window.__betterMindsSync.writeMixed(0, 1));
  expect(record?.kind).toBe('feedback_submission');

  const letter = page.getByRole('listitem').filter({ hasText: 'Feedback' });
  await expect(letter).toContainText('Refused with 422 for this test');
  await expect(page.getByRole('table', { name: 'Sync' }).getByRole('row', { name: /dead letters/ })).toContainText('1');
  expect(backends.feedback.submissions.has(record?.id ?? '')).toBe(false);

  await letter.getByRole('button', { name: 'Retry' }).click();
  await expect(letter).toHaveCount(0);
  await expect.poll(() => backends.feedback.submissions.has(record?.id ?? ''), { timeout: 30_000 }).toBe(true);
  await expect(page.getByRole('table', { name: 'Sync' }).getByRole('row', { name: /dead letters/ })).toContainText('0');
  await context.close();
});
