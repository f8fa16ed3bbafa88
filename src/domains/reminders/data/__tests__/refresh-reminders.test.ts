/**
 * The device side of reminders over Dexie (fake-indexeddb): nothing is planned until the person turns a reminder on;
 * a plan keeps each occurrence's opaque id across refreshes; the words follow "names on the lock screen"; a low
 * check-in rests everyday reminders for a day while the safety plan's stays; the service worker's lookup shows the
 * device's words for a known id, a neutral line for an unknown one, and a tap opens only a same-origin screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { idOfPush, NEUTRAL_NOTIFICATION, notificationForPush, rememberShown, SHOWN_IDS_KEPT, urlForNotificationClick } from '@/db/reminder-types';
import { saveSetting } from '@/db/settings';
import { OWN_CHECK_IN_ID, SAFETY_PLAN_REVIEW_ID } from '../../catalogue';
import { readReminderPreferences, refreshReminders } from '../refresh-reminders';

const ZONE = 'Europe/London';
const NOW = new Date('2026-06-01T09:00:00Z'); // 10:00 in London

async function resetDatabase(): Promise<void> {
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}

async function turnOn(...ids: string[]) {
  const preferences = await readReminderPreferences();
  await saveSetting('reminderPreferences', { ...preferences, on: Object.fromEntries(ids.map((id) => [id, true])) });
}

describe('planning reminders on the device', () => {
  beforeEach(resetDatabase);

  it('plans nothing until the person turns a reminder on', async () => {
    const plan = await refreshReminders(NOW, ZONE);
    expect(plan.reminders).toEqual([]);
    expect(plan.dueByDay[0]).toEqual({ date: '2026-06-01', count: 0 });
  });

  it('plans the evening check-in at 8 pm local, with an opaque id that stays the same across refreshes', async () => {
    await turnOn(OWN_CHECK_IN_ID);
    const first = await refreshReminders(NOW, ZONE);
    expect(first.reminders[0]).toMatchObject({ at: '2026-06-01T19:00:00.000Z', title: 'Your evening check-in', url: '/insight/tools/mood-check-in' });
    expect(first.reminders[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.reminders[0]!.id).not.toContain('check-in');
    const second = await refreshReminders(new Date(NOW.getTime() + 60_000), ZONE);
    expect(second.reminders.map((reminder) => reminder.id)).toEqual(first.reminders.map((reminder) => reminder.id));
    expect(second.dueByDay[0]).toEqual({ date: '2026-06-01', count: 1 });
  });

  it('uses the item\'s name on the lock screen only when the person allowed names', async () => {
    await db.receivedPrescriptions.add({
      id: 'rx1',
      source: 'link',
      addedAt: NOW.toISOString(),
      archivedAt: null,
      prescription: {
        id: 'rx1',
        createdAt: NOW.toISOString(),
        prescriber: { name: 'Dr Rivera' },
        crisisReminder: false,
        items: [{ id: 'walk', kind: 'tool', contentId: 'grounding', title: 'Grounding walk', rhythm: { pattern: { type: 'daily' }, startDate: '2026-05-01', window: { from: '17:00', to: '18:00' } } }],
      },
    } as never);
    await turnOn('prescribed-rx1-walk');
    expect((await refreshReminders(NOW, ZONE)).reminders[0]).toMatchObject({ title: 'Something from your plan', at: '2026-06-01T16:00:00.000Z' });
    await saveSetting('reminderPreferences', { ...(await readReminderPreferences()), showNames: true });
    expect((await refreshReminders(NOW, ZONE)).reminders[0]!.title).toBe('Grounding walk');
  });

  it('rests everyday reminders for a day after a low check-in; the safety plan review stays', async () => {
    await saveSetting('safetyPlanReview', { everyDays: 30, reviewedAt: '2026-04-01T00:00:00.000Z' });
    await db.insightEntries.add({ id: 'low', toolId: 'mood-check-in', values: { pleasantness: 1 }, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() });
    await turnOn(OWN_CHECK_IN_ID, SAFETY_PLAN_REVIEW_ID);
    const plan = await refreshReminders(NOW, ZONE);
    const keys = plan.reminders.map((reminder) => reminder.key);
    expect(keys).toContain('safety-plan-review@2026-06-01');
    expect(keys).not.toContain(`${OWN_CHECK_IN_ID}@2026-06-01`);
    expect(keys).toContain(`${OWN_CHECK_IN_ID}@2026-06-02`);
  });
});

describe('a subscription the browser no longer holds', () => {
  beforeEach(resetDatabase);
  afterEach(() => vi.restoreAllMocks());

  it('deletes the server\'s rows and shows notifications as off (notifications blocked, or browser data cleared)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ success: true, data: { deleted: true } }), { status: 200 }));
    await saveSetting('reminderPreferences', { ...(await readReminderPreferences()), push: true, on: { [OWN_CHECK_IN_ID]: true } });
    await refreshReminders(NOW, ZONE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/.netlify/functions/reminders/subscription');
    expect(init?.method).toBe('DELETE');
    expect((await readReminderPreferences()).push).toBe(false);
  });
});

describe('the service worker\'s reminder lookup', () => {
  const plan = {
    plannedAt: NOW.toISOString(),
    reminders: [{ id: 'known-id-1', key: 'k', at: NOW.toISOString(), title: 'Your evening check-in', body: 'A minute', url: '/insight/tools/mood-check-in' }],
    dueByDay: [],
    sentSignature: null,
  };

  it('shows the device\'s words for a known id and only the neutral line for an unknown one', () => {
    expect(notificationForPush(plan, 'known-id-1')).toMatchObject({ title: 'Your evening check-in', options: { data: { url: '/insight/tools/mood-check-in' } } });
    expect(notificationForPush(plan, 'gone-id-22')).toMatchObject({ title: NEUTRAL_NOTIFICATION.title, options: { body: NEUTRAL_NOTIFICATION.body, data: { url: '/' } } });
    expect(notificationForPush(undefined, null).title).toBe(NEUTRAL_NOTIFICATION.title);
  });

  it('shows a repeat of a shown id (a resend after a crash) with the same tag, silently', () => {
    const first = notificationForPush(plan, 'known-id-1');
    const repeat = notificationForPush(plan, 'known-id-1', true);
    expect(repeat.options.tag).toBe(first.options.tag);
    expect(first.options.silent).toBeUndefined();
    expect(repeat.options.silent).toBe(true);
    expect(repeat.title).toBe(first.title);
    let shown: string[] = [];
    for (let index = 0; index < SHOWN_IDS_KEPT + 5; index++) shown = rememberShown(shown, `id-${index}-abcdefgh`);
    shown = rememberShown(shown, 'id-10-abcdefgh');
    expect(shown).toHaveLength(SHOWN_IDS_KEPT);
    expect(shown.at(-1)).toBe('id-10-abcdefgh');
    expect(shown.filter((id) => id === 'id-10-abcdefgh')).toHaveLength(1);
    expect(shown).not.toContain('id-0-abcdefgh');
  });

  it('reads only an opaque id from a push, and a tap opens only a screen of this site', () => {
    expect(idOfPush('{"id":"known-id-1"}')).toBe('known-id-1');
    expect(idOfPush('{"id":"<b>x</b>"}')).toBeNull();
    expect(idOfPush('not json')).toBeNull();
    const origin = 'https://minds.example';
    expect(urlForNotificationClick({ url: '/insight/tools/mood-check-in' }, origin)).toBe('https://minds.example/insight/tools/mood-check-in');
    expect(urlForNotificationClick({ url: 'https://evil.example/' }, origin)).toBe('https://minds.example/');
    expect(urlForNotificationClick({ url: '//evil.example/' }, origin)).toBe('https://minds.example/');
    expect(urlForNotificationClick(null, origin)).toBe('https://minds.example/');
  });
});
