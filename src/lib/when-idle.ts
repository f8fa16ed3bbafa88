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

/** The browser's next idle moment (within `timeoutMs`), or the next task where there is no idle callback. */
export function nextIdleMoment(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 1);
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
