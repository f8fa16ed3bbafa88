import { afterEach, describe, expect, it, vi } from 'vitest';

// when-idle keeps module state (the first screen, the preparation step): each test loads a fresh copy. In Node there
// is no document, so the page counts as loaded, and no requestIdleCallback, so an idle moment is the next task.
async function freshWhenIdle() {
  vi.resetModules();
  return import('../when-idle');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.resetModules();
});

describe('whenIdle and prepareDeferredWork', () => {
  it('runs deferred work only after the first screen is shown and the preparation step has finished', async () => {
    const { markFirstScreenShown, prepareDeferredWork, whenIdle } = await freshWhenIdle();
    const order: string[] = [];
    let finishStep: () => void = () => {};
    prepareDeferredWork(async () => {
      order.push('step started');
      await new Promise<void>((resolve) => (finishStep = resolve));
      order.push('step finished');
    });
    whenIdle(() => order.push('work'));
    await settle();
    expect(order).toEqual([]);

    markFirstScreenShown();
    await vi.waitFor(() => expect(order).toEqual(['step started']));
    finishStep();
    await vi.waitFor(() => expect(order).toEqual(['step started', 'step finished', 'work']));
  });

  it('runs the work anyway when the preparation step fails, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { markFirstScreenShown, prepareDeferredWork, whenIdle } = await freshWhenIdle();
    prepareDeferredWork(() => Promise.reject(new Error('chunk failed')));
    const work = vi.fn();
    whenIdle(work);
    markFirstScreenShown();
    await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
    expect(warn).toHaveBeenCalledWith('Preparing the deferred work failed; it runs anyway', expect.any(Error));
  });

  it('starts the work at once when the person begins to write, without waiting for the step', async () => {
    const { prepareDeferredWork, startDeferredWorkNow, whenIdle } = await freshWhenIdle();
    prepareDeferredWork(() => new Promise<void>(() => {}));
    const work = vi.fn();
    whenIdle(work);
    startDeferredWorkNow();
    await vi.waitFor(() => expect(work).toHaveBeenCalledOnce());
  });

  it('does not run work that was cancelled before its moment came', async () => {
    const { markFirstScreenShown, whenIdle } = await freshWhenIdle();
    const work = vi.fn();
    const cancel = whenIdle(work);
    cancel();
    markFirstScreenShown();
    await settle();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('pageQuietFor and whenPageSettled', () => {
  // A browser's idle callbacks, every 50 ms, with the spare time the script gives: busy (5 ms spare) or idle (49 ms).
  function fakeIdleCallbacks(spareAt: (elapsedMs: number) => number) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const startedAt = performance.now();
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      setTimeout(() => {
        const spare = spareAt(performance.now() - startedAt);
        callback({ didTimeout: false, timeRemaining: () => spare });
      }, 50),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for a whole second of idle callbacks with time to spare, counted from the last busy one', async () => {
    fakeIdleCallbacks((elapsed) => (elapsed < 2000 ? 5 : 49));
    const { pageQuietFor } = await freshWhenIdle();
    const resolved = vi.fn();
    void pageQuietFor(1000, 8000).then(resolved);
    await vi.advanceTimersByTimeAsync(2900);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toHaveBeenCalledOnce();
  });

  it('gives up waiting on a page that never settles', async () => {
    fakeIdleCallbacks(() => 5);
    const { pageQuietFor } = await freshWhenIdle();
    const resolved = vi.fn();
    void pageQuietFor(1000, 8000).then(resolved);
    await vi.advanceTimersByTimeAsync(7900);
    expect(resolved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toHaveBeenCalledOnce();
  });

  it('starts work that is not about the screen only after a quiet moment, or at once when the person writes', async () => {
    fakeIdleCallbacks((elapsed) => (elapsed < 1500 ? 5 : 49));
    const { markFirstScreenShown, startDeferredWorkNow, whenPageSettled } = await freshWhenIdle();
    const settled = vi.fn();
    whenPageSettled(settled);
    markFirstScreenShown();
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toHaveBeenCalledOnce();

    const early = vi.fn();
    whenPageSettled(early);
    startDeferredWorkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(early).toHaveBeenCalledOnce();
  });
});
