// @vitest-environment jsdom
/**
 * "Delete everything" ends the browser's push subscription, not only the server's rows (turning reminders off does
 * too: src/domains/reminders/data/__tests__/turn-off-push.test.ts): a fake service worker registration whose
 * pushManager records the call stands in for the browser's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { fakePushRegistration, installFakeServiceWorker } from '@/testing/fake-push-registration';
import { saveSetting } from '@/db/settings';
import { unsubscribeBrowserPush } from '@/lib/push-subscription';
import { deleteEverything } from '../data/delete-everything';

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
    const { registration, state } = fakePushRegistration();
    await expect(unsubscribeBrowserPush(Promise.resolve(registration))).resolves.toBe(true);
    expect(state.ended).toBe(1);
    await expect(unsubscribeBrowserPush(Promise.resolve(registration))).resolves.toBe(false);
    expect(state.ended).toBe(1);
    // No Push API (an iPhone tab) and no service worker at all: nothing to end, no error.
    await expect(unsubscribeBrowserPush(Promise.resolve({}))).resolves.toBe(false);
    await expect(unsubscribeBrowserPush(Promise.resolve(undefined))).resolves.toBe(false);
  });

  it('says so when the browser refuses to unsubscribe', async () => {
    const { registration } = fakePushRegistration(false);
    await expect(unsubscribeBrowserPush(Promise.resolve(registration))).rejects.toThrow(/did not end/);
  });

  it('"Delete everything" ends the subscription as well as clearing the device', async () => {
    const { registration, state } = fakePushRegistration();
    installFakeServiceWorker(registration);
    await saveSetting('audioMode', true);
    await expect(deleteEverything()).resolves.toBe(true);
    expect(state.ended).toBe(1);
    expect(state.subscribed).toBe(false);
    expect(await db.settings.count()).toBe(0);
  });

  it('"Delete everything" still clears the device when the browser refuses to unsubscribe', async () => {
    const { registration, state } = fakePushRegistration(false);
    installFakeServiceWorker(registration);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveSetting('audioMode', true);
    await expect(deleteEverything()).resolves.toBe(true);
    expect(state.ended).toBe(1);
    expect(await db.settings.count()).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

});
