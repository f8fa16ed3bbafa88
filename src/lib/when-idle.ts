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
  void Promise.all([firstScreenShown, pageLoaded]).then(() => {
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
