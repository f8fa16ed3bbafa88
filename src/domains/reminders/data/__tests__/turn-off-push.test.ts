// @vitest-environment jsdom
/**
 * Turning reminders off deletes the server's rows, then ends the browser's push subscription (a fake registration
 * whose pushManager records the call); when the server cannot be reached, the subscription is kept, so the person
 * can try again and nothing is left knocking unseen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { fakePushRegistration, installFakeServiceWorker } from '@/testing/fake-push-registration';
import { deleteReminderSubscription } from '../reminder-server';
import { turnOffNotifications } from '../push-reminders';

vi.mock('../reminder-server.ts', () => ({
  deleteReminderSubscription: vi.fn(() => Promise.resolve({ deleted: true })),
  putReminderSubscription: vi.fn(() => Promise.resolve({ stored: 0 })),
  fetchVapidPublicKey: vi.fn(() => Promise.resolve('key')),
}));

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
    const { registration, state } = fakePushRegistration();
    installFakeServiceWorker(registration);
    await turnOffNotifications();
    expect(deleteReminderSubscription).toHaveBeenCalledTimes(1);
    expect(state.ended).toBe(1);
    expect(state.subscribed).toBe(false);
  });

  it('keeps the subscription when the server rows could not be deleted (so it can be tried again)', async () => {
    const { registration, state } = fakePushRegistration();
    installFakeServiceWorker(registration);
    vi.mocked(deleteReminderSubscription).mockRejectedValueOnce(new Error('offline'));
    await expect(turnOffNotifications()).rejects.toThrow('offline');
    expect(state.ended).toBe(0);
  });
});
