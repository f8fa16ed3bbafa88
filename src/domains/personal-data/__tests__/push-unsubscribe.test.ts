// @vitest-environment jsdom
/**
 * "Delete everything" ends the browser's push subscription, not only the server's rows (turning reminders off does
 * too: src/domains/reminders/data/__tests__/turn-off-push.test.ts): a fake service worker registration whose
 * pushManager records the call stands in for the browser's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { saveSetting } from '@/db/settings';
import { unsubscribeBrowserPush, type PushRegistration } from '@/lib/push-subscription';
import { deleteEverything } from '../data/delete-everything';

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
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('ending the browser push subscription', () => {
  it('unsubscribes the subscription there is, and reports none where there is none', async () => {
    const { registration, state } = fakeRegistration();
    await expect(unsubscribeBrowserPush(Promise.resolve(registration))).resolves.toBe(true);
    expect(state.ended).toBe(1);
    await expect(unsubscribeBrowserPush(Promise.resolve(registration))).resolves.toBe(false);
    expect(state.ended).toBe(1);
    // No Push API (an iPhone tab) and no service worker at all: nothing to end, no error.
    await expect(unsubscribeBrowserPush(Promise.resolve({}))).resolves.toBe(false);
    await expect(unsubscribeBrowserPush(Promise.resolve(undefined))).resolves.toBe(false);
  });

  it('says so when the browser refuses to unsubscribe', async () => {
    const { registration } = fakeRegistration(false);
    await expect(unsubscribeBrowserPush(Promise.resolve(registration))).rejects.toThrow(/did not end/);
  });

  it('"Delete everything" ends the subscription as well as clearing the device', async () => {
    const { registration, state } = fakeRegistration();
    installServiceWorker(registration);
    await saveSetting('audioMode', true);
    await expect(deleteEverything()).resolves.toBe(true);
    expect(state.ended).toBe(1);
    expect(state.subscribed).toBe(false);
    expect(await db.settings.count()).toBe(0);
  });

  it('"Delete everything" still clears the device when the browser refuses to unsubscribe', async () => {
    const { registration, state } = fakeRegistration(false);
    installServiceWorker(registration);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveSetting('audioMode', true);
    await expect(deleteEverything()).resolves.toBe(true);
    expect(state.ended).toBe(1);
    expect(await db.settings.count()).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

});
