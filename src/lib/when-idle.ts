/**
 * Non-urgent work (the local database's code and reads, the sync engine) waits until the first screen is on view,
 * the page has finished loading and the browser is idle, so it never competes with the screen the person asked for
 * (no long task during load). The idle wait has a timeout, so it still starts within a few seconds on a busy page;
 * `startDeferredWorkNow` lets it start at once (the person began to write something).
 */
let markReady: () => void = () => {};
const firstScreenShown = new Promise<void>((resolve) => {
  markReady = resolve;
});

let startNow: () => void = () => {};
const startedEarly = new Promise<void>((resolve) => {
  startNow = resolve;
});

/** The page's load event (images, styles and the first screen's scripts are in); at once outside a browser page. */
const pageLoaded = new Promise<void>((resolve) => {
  if (typeof document === 'undefined' || typeof window === 'undefined' || document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/** What all deferred work waits for after the first screen and the load event: see `prepareDeferredWork`. */
let prepared: Promise<void> = Promise.resolve();

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/** Lets the browser run input and rendering before the rest: `scheduler.yield()` where there is one (the rest keeps its
 * place at the front of the queue), else a new macrotask. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The browser's next idle moment (within `timeoutMs`), or the next task where there is no idle callback. */
export function nextIdleMoment(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
  });
}

/** An idle callback with at least this much time to spare: nothing else was waiting to run. */
const FULLY_IDLE_MS = 40;

/**
 * Resolves once the browser has been idle for `quietMs` in a row (every idle callback in that time had most of its
 * time free: no rendering, input or script waiting), or after `maxWaitMs` on a page that never settles. Work that is
 * not about the screen (the sync engine's first run, the reminders' watch) starts after it, so the hydrated screen
 * answers the first taps and keys at once.
 */
export function pageQuietFor(quietMs = 1000, maxWaitMs = 3000): Promise<void> {
  // Without idle callbacks (Safari) there is no way to tell quiet from busy: the work waits only for `whenIdle`.
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const started = performance.now();
    let quietSince = started;
    const check = (deadline: IdleDeadline) => {
      const now = performance.now();
      if (deadline.timeRemaining() < FULLY_IDLE_MS) quietSince = now;
      if (now - quietSince >= quietMs || now - started >= maxWaitMs) resolve();
      else requestIdleCallback(check, { timeout: maxWaitMs });
    };
    requestIdleCallback(check, { timeout: maxWaitMs });
  });
}

/**
 * Registers a step that runs once, when the first screen is shown, the page has loaded and the browser is idle, before
 * any work queued with `whenIdle` (src/main.tsx evaluates the deferred work's large libraries there, one per idle
 * moment, so that no single task evaluates them all). Call it before anything calls `whenIdle`. A failing step is
 * logged and the deferred work runs anyway: each piece of work loads what it needs itself.
 */
export function prepareDeferredWork(step: () => Promise<void>): void {
  prepared = Promise.all([firstScreenShown, pageLoaded])
    .then(() => nextIdleMoment())
    .then(step)
    .catch((error: unknown) => console.warn('Preparing the deferred work failed; it runs anyway', error));
}

/** Called once the first routed screen has rendered (its lazy chunk included). */
export function markFirstScreenShown(): void {
  markReady();
}

/** Deferred work starts now rather than when idle: the person is writing, and their entry should go soon. */
export function startDeferredWorkNow(): void {
  markReady();
  startNow();
}

export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  let settled = false;
  let cancelScheduled: () => void = () => {};
  const run = () => {
    if (settled) return;
    settled = true;
    cancelScheduled();
    work();
  };
  void Promise.all([firstScreenShown, pageLoaded, prepared]).then(() => {
    if (settled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: timeoutMs });
      cancelScheduled = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 1);
      cancelScheduled = () => clearTimeout(handle);
    }
  });
  void startedEarly.then(run);
  return () => {
    settled = true;
    cancelScheduled();
  };
}

/**
 * For work that is not about the screen on view (the sync engine's first run, the reminders' watch): `whenIdle`, and
 * then a moment of quiet (`pageQuietFor`), so that the screen answers its first taps and keys at once and its own reads
 * come first. Starts at once when the person begins to write, as `whenIdle` does.
 */
export function whenPageSettled(work: () => void, quietMs = 1000): () => void {
  let cancelled = false;
  const cancelIdle = whenIdle(() => {
    void Promise.race([pageQuietFor(quietMs), startedEarly]).then(() => {
      if (!cancelled) work();
    });
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
