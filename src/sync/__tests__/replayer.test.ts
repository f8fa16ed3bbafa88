// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { DeliveryError } from '../delivery-error';
import type { KindHandlers } from '../replay/replay-outbox';
import { sendAsBatch } from '../replay/senders';
import { startPageReplayer, type PageReplayer } from '../replayer';

/** Web Locks as the browser gives them to the tabs of one origin: exclusive, queued, released when done. */
class FakeLocks {
  private readonly tails = new Map<string, Promise<void>>();
  readonly held = new Set<string>();

  request<T>(name: string, _options: LockOptions, callback: (lock: Lock | null) => Promise<T> | T): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    let release!: () => void;
    const tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.tails.set(name, previous.then(() => tail));
    return previous.then(async () => {
      this.held.add(name);
      try {
        return await callback({ name, mode: 'exclusive' } as Lock);
      } finally {
        this.held.delete(name);
        release();
      }
    });
  }
}

async function queue(count: number): Promise<void> {
  const at = new Date().toISOString();
  await db.outbox.bulkAdd(
    Array.from({ length: count }, (_, index) => ({ kind: 'tracking_event' as const, recordId: `e${index}`, payload: {}, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null })),
  );
}

function countingHandlers(log: string[], tab: string, fail = () => false): (kinds: ReadonlySet<string>) => Promise<KindHandlers> {
  return async () => ({
    tracking_event: {
      send: (entries) =>
        sendAsBatch(entries, async () => {
          log.push(tab);
          if (fail()) throw new DeliveryError('Network error', null);
        }),
    },
  });
}

/** Generous: the machine running the tests may be busy. */
const WAIT = { timeout: 10_000 };

const replayers: PageReplayer[] = [];

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

afterEach(() => {
  replayers.splice(0).forEach((replayer) => replayer.stop());
});

describe('the page replayer', () => {
  it('lets exactly one of several tabs replay, and hands over when that tab closes', async () => {
    const locks = new FakeLocks();
    const sent: string[] = [];
    await queue(5);
    const tabs = ['tab 1', 'tab 2', 'tab 3'].map((tab) => {
      const replayer = startPageReplayer({ handlers: countingHandlers(sent, tab), locks: locks as unknown as LockManager });
      replayers.push(replayer);
      return replayer;
    });
    await vi.waitFor(() => expect(sent).toEqual(['tab 1']), WAIT);
    expect(tabs.map((tab) => tab.isLeader())).toEqual([true, false, false]);

    // Every tab hears 'online'; only the leader replays.
    await queue(2);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toEqual(['tab 1', 'tab 1']), WAIT);
    expect(await db.outbox.count()).toBe(0);

    tabs[0]?.stop();
    await vi.waitFor(() => expect(tabs[1]?.isLeader()).toBe(true), WAIT);
    await queue(1);
    await vi.waitFor(() => expect(sent).toEqual(['tab 1', 'tab 1', 'tab 2']), WAIT);
    expect(tabs[2]?.isLeader()).toBe(false);
  });

  it('replays new entries soon after they are written', async () => {
    const sent: string[] = [];
    const replayer = startPageReplayer({ handlers: countingHandlers(sent, 'tab'), locks: new FakeLocks() as unknown as LockManager, debounceMs: 50 });
    replayers.push(replayer);
    await vi.waitFor(() => expect(replayer.isLeader()).toBe(true), WAIT);
    await replayer.idle();
    expect(sent).toEqual([]);
    await queue(3);
    await vi.waitFor(() => expect(sent).toEqual(['tab']), WAIT);
    expect(await db.outbox.count()).toBe(0);
  });

  it('loads no handlers while nothing is queued, and loads them for the first run that has something to send', async () => {
    const sent: string[] = [];
    const load = vi.fn(countingHandlers(sent, 'tab'));
    const replayer = startPageReplayer({ handlers: load, locks: new FakeLocks() as unknown as LockManager, debounceMs: 50 });
    replayers.push(replayer);
    await vi.waitFor(() => expect(replayer.isLeader()).toBe(true), WAIT);
    await replayer.idle();
    replayer.trigger('manual');
    await replayer.idle();
    expect(load).not.toHaveBeenCalled();
    await queue(2);
    await vi.waitFor(() => expect(sent).toEqual(['tab']), WAIT);
    expect(load).toHaveBeenCalledTimes(1);
    // Only the kinds queued, so the page loads only their clients.
    expect(load).toHaveBeenCalledWith(new Set(['tracking_event']));
  });

  it('sends an entry of another kind written while a run is under way in that run, not at the next trigger', async () => {
    const sent: string[] = [];
    const asked: string[][] = [];
    const load = async (kinds: ReadonlySet<string>): Promise<KindHandlers> => {
      asked.push([...kinds].sort());
      return {
        tracking_event: {
          send: (entries) =>
            sendAsBatch(entries, async () => {
              sent.push('tracking_event');
              // The person saves a post while the usage events are on their way.
              const at = new Date().toISOString();
              await db.outbox.add({ kind: 'community_post', recordId: 'p1', payload: {}, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null });
            }),
        },
        ...(kinds.has('community_post')
          ? { community_post: { send: (entries) => sendAsBatch(entries, async () => void sent.push('community_post')) } }
          : {}),
      };
    };
    await queue(1);
    // No 'new-entries' run within the test's wait: only the run under way can send the post.
    const replayer = startPageReplayer({ handlers: load, locks: new FakeLocks() as unknown as LockManager, debounceMs: 60_000 });
    replayers.push(replayer);
    await vi.waitFor(() => expect(sent).toEqual(['tracking_event', 'community_post']), WAIT);
    expect(asked).toEqual([['tracking_event'], ['community_post', 'tracking_event']]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries on its own after a failure, with backoff, and stops waiting when the browser comes online', async () => {
    const sent: string[] = [];
    let failures = 2;
    await queue(1);
    replayers.push(
      startPageReplayer({
        handlers: countingHandlers(sent, 'tab', () => failures-- > 0),
        locks: new FakeLocks() as unknown as LockManager,
      }),
    );
    // Start-up fails; the backoff timer (about 1 s) tries again and fails; 'online' does not wait for the next.
    await vi.waitFor(() => expect(sent).toHaveLength(2), WAIT);
    expect(await db.outbox.count()).toBe(1);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toHaveLength(3), WAIT);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replays when the page becomes visible, and not when it is hidden', async () => {
    const sent: string[] = [];
    const triggers: string[] = [];
    const replayer = startPageReplayer({
      handlers: countingHandlers(sent, 'tab'),
      locks: new FakeLocks() as unknown as LockManager,
      // New entries alone would wait a minute: only visibility can start the run this test waits for.
      debounceMs: 60_000,
      onRun: (trigger) => triggers.push(trigger),
    });
    replayers.push(replayer);
    await vi.waitFor(() => expect(triggers).toEqual(['start-up']), WAIT);
    await queue(2);
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await replayer.idle();
      expect(triggers).toEqual(['start-up']);
      expect(sent).toEqual([]);

      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(triggers).toEqual(['start-up', 'visible']), WAIT);
      expect(sent).toEqual(['tab']);
      expect(await db.outbox.count()).toBe(0);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('does not try while the browser is offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const sent: string[] = [];
    await queue(1);
    const replayer = startPageReplayer({ handlers: countingHandlers(sent, 'tab'), locks: new FakeLocks() as unknown as LockManager });
    replayers.push(replayer);
    await vi.waitFor(() => expect(replayer.isLeader()).toBe(true), WAIT);
    await replayer.idle();
    expect(sent).toEqual([]);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sent).toEqual(['tab']), WAIT);
  });
});
