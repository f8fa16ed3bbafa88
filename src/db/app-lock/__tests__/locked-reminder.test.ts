/**
 * The service worker's reminder while the app is locked (docs/app-lock.md, section 7): the plan is sealed, so the
 * notification is the general line and names nothing of the person's; unlocked (or with the lock off) it is the
 * planned words, as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { notificationForStoredPlan } from '../../reminder-push.ts';
import { LOCKED_NOTIFICATION, type ReminderPlan } from '../../reminder-types.ts';
import { lockAppNow, turnOnAppLock, unlockApp } from '../lock-switch.ts';
import { freshDatabase, wrapKeyFrom } from './support.ts';

const plan: ReminderPlan = {
  plannedAt: '2026-11-29T08:00:00.000Z',
  reminders: [{ id: 'known-id-1', key: 'safety-plan@2026-11-29', at: '2026-11-29T19:00:00.000Z', title: 'Call Marigold tonight', body: 'Your plan says: Marigold helps.', url: '/safety-plan' }],
  dueByDay: [{ date: '2026-11-29', count: 1 }],
  sentSignature: null,
};

const databases: Array<ReturnType<typeof freshDatabase>> = [];
afterEach(() => {
  for (const db of databases.splice(0)) db.close();
});

describe("the service worker's reminder and the app lock", () => {
  it('shows the general line while locked, silently for a push sent again, and the planned words once unlocked', async () => {
    const db = freshDatabase();
    databases.push(db);
    await db.open();
    await db.settings.put({ key: 'reminderPlan', value: plan });
    expect((await notificationForStoredPlan(db, 'known-id-1')).title).toBe('Call Marigold tonight');

    await turnOnAppLock(db, { recipient: 'passphrase', wrapKey: await wrapKeyFrom(3) });
    lockAppNow(db);
    const locked = await notificationForStoredPlan(db, 'known-id-1');
    expect(locked).toMatchObject({ title: LOCKED_NOTIFICATION.title, options: { body: LOCKED_NOTIFICATION.body, tag: 'reminder-known-id-1', data: { url: '/' } } });
    expect(JSON.stringify(locked)).not.toMatch(/Marigold|safety-plan/);
    expect(locked.options).not.toHaveProperty('silent');
    // The service worker remembers the shown id while locked (sw/reminders.ts, markShown): the same push again is silent.
    await db.settings.put({ key: 'reminderShown', value: ['known-id-1'] });
    const again = await notificationForStoredPlan(db, 'known-id-1');
    expect(again).toMatchObject({ title: LOCKED_NOTIFICATION.title, options: { tag: 'reminder-known-id-1', silent: true } });
    expect((await notificationForStoredPlan(db, 'another-id')).options).not.toHaveProperty('silent');

    expect((await unlockApp(db, 'passphrase', () => wrapKeyFrom(3))).ok).toBe(true);
    expect((await notificationForStoredPlan(db, 'known-id-1')).options.body).toBe('Your plan says: Marigold helps.');
  });
});
