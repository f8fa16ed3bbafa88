/**
 * Non-urgent work (the local database's code and reads) waits until the first screen is on view and the browser
 * is idle, so it never competes with the screen the person asked for.
 */
let markReady: () => void = () => {};
const firstScreenShown = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the first routed screen has rendered (its lazy chunk included). */
export function markFirstScreenShown(): void {
  markReady();
}

export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let cancelScheduled: () => void = () => {};
  void firstScreenShown.then(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: timeoutMs });
      cancelScheduled = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(work, 1);
      cancelScheduled = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelScheduled();
  };
}
