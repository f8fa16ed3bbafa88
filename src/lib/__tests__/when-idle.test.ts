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
    await settle();
    expect(order).toEqual(['step started']);
    finishStep();
    await settle();
    expect(order).toEqual(['step started', 'step finished', 'work']);
  });

  it('runs the work anyway when the preparation step fails, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { markFirstScreenShown, prepareDeferredWork, whenIdle } = await freshWhenIdle();
    prepareDeferredWork(() => Promise.reject(new Error('chunk failed')));
    const work = vi.fn();
    whenIdle(work);
    markFirstScreenShown();
    await settle();
    expect(work).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Preparing the deferred work failed; it runs anyway', expect.any(Error));
  });

  it('starts the work at once when the person begins to write, without waiting for the step', async () => {
    const { prepareDeferredWork, startDeferredWorkNow, whenIdle } = await freshWhenIdle();
    prepareDeferredWork(() => new Promise<void>(() => {}));
    const work = vi.fn();
    whenIdle(work);
    startDeferredWorkNow();
    await settle();
    expect(work).toHaveBeenCalledOnce();
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
