// @vitest-environment jsdom
/**
 * Issue 40, item 4: "'Turn on notifications' waits forever when the push service cannot be reached (as in headless
 * Chromium here): after at most 15 s say so in words and keep the in-app reminders and badge working." A browser
 * whose pushManager.subscribe never settles (the stand-in below), fake timers for the 15 s: the words come at 15 s and
 * not before, the screen does not stay waiting, the plan and badge are refreshed, and "Try again" works.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSetting } from '@/db/settings';
import { PUSH_SUBSCRIBE_TIMEOUT_MS, PushServiceUnreachable, subscribeToPush, type ReminderSupport } from '../../data/device-support';
import { refreshReminders } from '../../data/refresh-reminders';
import { NotificationsControl, PUSH_UNREACHABLE, TURNING_ON } from '../NotificationsControl';

vi.mock('../../data/reminder-server.ts', () => ({
  fetchVapidPublicKey: vi.fn(() => Promise.resolve('BAAA')),
  putReminderSubscription: vi.fn(() => Promise.resolve({ stored: 0 })),
  deleteReminderSubscription: vi.fn(() => Promise.resolve({ deleted: true })),
}));
// The plan and the badge are refreshReminders' work (tested in data/__tests__); here: that it still runs.
vi.mock('../../data/refresh-reminders.ts', () => ({
  readReminderPreferences: vi.fn(() => Promise.resolve({ push: false })),
  refreshReminders: vi.fn(() => Promise.resolve({ sentSignature: 'sent' })),
}));
vi.mock('@/db/settings', () => ({
  readSetting: vi.fn(() => Promise.resolve(undefined)),
  saveSetting: vi.fn(() => Promise.resolve()),
}));

const SUPPORT: ReminderSupport = { push: true, badge: true, periodicSync: false, iosNeedsInstall: false, permission: 'default' };

/** A browser with push, whose push service answers only when `answer` is called (never, unless a test does). */
function installUnreachablePushService() {
  const calls = { subscribe: 0 };
  let answer: ((subscription: PushSubscription) => void) | null = null;
  const registration = {
    pushManager: {
      subscribe: () => {
        calls.subscribe += 1;
        return new Promise<PushSubscription>((resolve) => (answer = resolve));
      },
      getSubscription: () => Promise.resolve(null),
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: () => Promise.resolve(registration) },
  });
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission: 'default', requestPermission: () => Promise.resolve('granted') },
  });
  const subscription = {
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
  } as unknown as PushSubscription;
  return { calls, answerNow: () => answer?.(subscription) };
}

/** Lets promises settle and moves the fake clock on by `ms`. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  // Only the timers: the promises the flow chains must still settle on their own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'Notification');
});

describe('turning notifications on when the push service cannot be reached', () => {
  it('limits subscribing to 15 s', () => {
    expect(PUSH_SUBSCRIBE_TIMEOUT_MS).toBe(15_000);
  });

  it('says so in words at 15 s and not before, with "Try again", and keeps the plan and badge current', async () => {
    const push = installUnreachablePushService();
    const onDone = vi.fn();
    render(<NotificationsControl support={SUPPORT} push={false} onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await advance(0);
    expect(push.calls.subscribe).toBe(1);

    await advance(PUSH_SUBSCRIBE_TIMEOUT_MS - 1);
    expect(screen.getByRole('status').textContent).toBe(TURNING_ON);
    expect(screen.queryByText(PUSH_UNREACHABLE.standard)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toHaveProperty('disabled', true);

    await advance(1);
    expect(screen.getByRole('status').textContent).toBe(PUSH_UNREACHABLE.standard);
    expect(screen.queryByText(TURNING_ON)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false);
    expect(onDone).toHaveBeenCalledTimes(1);
    // The in-app list and the badge: planned again on the device. Notifications stay off (nothing saved).
    expect(refreshReminders).toHaveBeenCalled();
    expect(saveSetting).not.toHaveBeenCalled();
  });

  it('"Try again" asks again, keeps its place while it waits, and turns notifications on when the service answers', async () => {
    const push = installUnreachablePushService();
    render(<NotificationsControl support={SUPPORT} push={false} onDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await advance(PUSH_SUBSCRIBE_TIMEOUT_MS);
    expect(screen.getByRole('status').textContent).toBe(PUSH_UNREACHABLE.standard);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(push.calls.subscribe).toBe(2);
    expect(screen.getByRole('status').textContent).toBe(TURNING_ON);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true);

    push.answerNow();
    await advance(0);
    expect(screen.getByRole('status').textContent).toBe('Notifications are on for the reminders you turn on below.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(saveSetting).toHaveBeenCalledWith('reminderPreferences', expect.objectContaining({ push: true }));
    // The first attempt's limit is spent; the answered one's was cleared, so nothing fires later.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up on a service worker that never becomes ready, too', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => undefined) } });
    Object.defineProperty(window, 'Notification', { configurable: true, value: { requestPermission: () => Promise.resolve('granted') } });
    const subscribing = subscribeToPush('BAAA');
    const outcome = subscribing.then(
      () => 'subscribed',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(PUSH_SUBSCRIBE_TIMEOUT_MS);
    expect(await outcome).toBeInstanceOf(PushServiceUnreachable);
  });
});
