// @vitest-environment jsdom
/**
 * Turning reminders off deletes the server's rows, then ends the browser's push subscription (a fake registration
 * whose pushManager records the call); when the server cannot be reached, the subscription is kept, so the person
 * can try again and nothing is left knocking unseen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { PushRegistration } from '@/lib/push-subscription';
import { deleteReminderSubscription } from '../reminder-server';
import { turnOffNotifications } from '../push-reminders';

vi.mock('../reminder-server.ts', () => ({
  deleteReminderSubscription: vi.fn(() => Promise.resolve({ deleted: true })),
  putReminderSubscription: vi.fn(() => Promise.resolve({ stored: 0 })),
  fetchVapidPublicKey: vi.fn(() => Promise.resolve('key')),
}));

/** A registration whose push subscription answers `unsubscribe` with `accepts`; `ended` counts the calls. */
function fakeRegistration(accepts = true) {
  const state = { ended: 0, subscribed: true };
  const registration: PushRegistration = {
    pushManager: {
      getSubscription: () =>
        Promise.resolve(
          state.subscribed
            ? {
                unsubscribe: () => {
                  state.ended += 1;
                  state.subscribed = !accepts;
                  return Promise.resolve(accepts);
                },
              }
            : null,
        ),
    },
  };
  return { registration, state };
}

function installServiceWorker(registration: PushRegistration | undefined) {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: () => Promise.resolve(registration) } });
}

beforeEach(async () => {
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  vi.mocked(deleteReminderSubscription).mockClear();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('turning reminders off', () => {
  it('deletes the server rows, then ends the subscription', async () => {
    const { registration, state } = fakeRegistration();
    installServiceWorker(registration);
    await turnOffNotifications();
    expect(deleteReminderSubscription).toHaveBeenCalledTimes(1);
    expect(state.ended).toBe(1);
    expect(state.subscribed).toBe(false);
  });

  it('keeps the subscription when the server rows could not be deleted (so it can be tried again)', async () => {
    const { registration, state } = fakeRegistration();
    installServiceWorker(registration);
    vi.mocked(deleteReminderSubscription).mockRejectedValueOnce(new Error('offline'));
    await expect(turnOffNotifications()).rejects.toThrow('offline');
    expect(state.ended).toBe(0);
  });
});
