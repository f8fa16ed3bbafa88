import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { createDatabaseOffMainThread, WORKER_WAIT_MS } from '../create-off-main-thread';
import { DATABASE_NAME } from '../database';

/** A stand-in for the worker, started the way the real one is: answers (or not) as the real one does, once started,
 * and records being ended. */
function fakeWorker(answer: 'opened' | 'error' | 'never') {
  const terminate = vi.fn();
  const start = vi.fn(() => {
    const target = new EventTarget();
    if (answer === 'opened') queueMicrotask(() => target.dispatchEvent(new MessageEvent('message', { data: { opened: true } })));
    if (answer === 'error') queueMicrotask(() => target.dispatchEvent(new Event('error')));
    return Object.assign(target, { terminate }) as unknown as Worker;
  });
  return { start, terminate };
}

/** Whether it settles with the wait's timer never advanced (timers are fake): a few turns of the event loop, which
 * the fake database needs, are enough unless it is waiting out the timeout. */
async function settlesAtOnce(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 100 && !settled; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
  return settled;
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await Dexie.delete(DATABASE_NAME);
});

describe('createDatabaseOffMainThread', () => {
  it('on a first visit, waits for the worker to answer, then ends it', async () => {
    vi.stubGlobal('Worker', class {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { start, terminate } = fakeWorker('opened');
    expect(await settlesAtOnce(createDatabaseOffMainThread(start))).toBe(true);
    expect(start).toHaveBeenCalledOnce();
    expect(terminate).toHaveBeenCalledOnce();
  });

  it('starts no worker when the database is already on the device', async () => {
    vi.stubGlobal('Worker', class {});
    const existing = new Dexie(DATABASE_NAME);
    existing.version(1).stores({ settings: 'key' });
    await existing.open();
    existing.close();
    const { start } = fakeWorker('opened');
    await createDatabaseOffMainThread(start);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts no worker where the browser has none', async () => {
    vi.stubGlobal('Worker', undefined);
    const { start } = fakeWorker('opened');
    await createDatabaseOffMainThread(start);
    expect(start).not.toHaveBeenCalled();
  });

  it('gives up on a worker that fails, or never answers within the wait, and ends it', async () => {
    vi.stubGlobal('Worker', class {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const failing = fakeWorker('error');
    expect(await settlesAtOnce(createDatabaseOffMainThread(failing.start))).toBe(true);
    expect(failing.terminate).toHaveBeenCalledOnce();

    const silent = fakeWorker('never');
    let settled = false;
    const waiting = createDatabaseOffMainThread(silent.start).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(WORKER_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(silent.terminate).toHaveBeenCalledOnce();
  });

  it('resolves when the worker cannot even be started (a refused script, say)', async () => {
    vi.stubGlobal('Worker', class {});
    await expect(
      createDatabaseOffMainThread(() => {
        throw new Error('refused');
      }),
    ).resolves.toBeUndefined();
  });
});
