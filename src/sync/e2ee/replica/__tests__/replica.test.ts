/**
 * Three devices, each its own Dexie database, exchanging changes through an in-memory log: what is written on any of
 * them reaches the others, deletes stay deleted, a text edited on two devices is one conflict until settled, nothing
 * echoes, and fields kept on one device stay there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { InsightEntryRow } from '@/db/types';
import type { ClientNoteRow, FlagReviewRow, TherapistClientRow } from '@/db/star-chart-types';
import type { HearthlinkContactRow } from '@/db/hearthlink-types';
import { DEFAULT_REMINDER_PREFERENCES } from '@/db/reminder-types';
import { collectLocalChanges, readPending } from '../collect-local-changes.ts';
import { applyRemoteChanges } from '../apply-remote-changes.ts';
import { listConflicts, resolveTextConflict } from '../conflicts.ts';
import { formatHlc } from '../../hlc.ts';
import { closeDevices, digests, exchange, makeDevices, makeLog, pull, push, type TestDevice, type TestLog } from './replica-harness.ts';

const T0 = '2026-03-01T09:00:00.000Z';
const entry = (id: string, values: InsightEntryRow['values'], toolId = 'mood-check-in'): InsightEntryRow => ({ id, toolId, values, createdAt: T0, updatedAt: T0 });
const PLAN_ID = '5b1c2e0a-9d7f-4c1b-8a3e-2f6d4c9b1a01';
const ENTRY_ID = '7c2d3f1b-0e8a-4d2c-9b4f-3a7e5d0c2b12';

let devices: TestDevice[] = [];
let log: TestLog;

async function setUp(): Promise<[TestDevice, TestDevice, TestDevice]> {
  log = makeLog();
  devices = await makeDevices(log, ['ana', 'ben', 'cy']);
  return devices as [TestDevice, TestDevice, TestDevice];
}

afterEach(async () => {
  await closeDevices(devices);
  devices = [];
});

async function expectNothingPending(): Promise<void> {
  for (const device of devices) {
    await collectLocalChanges(device);
    expect(await readPending(device), device.name).toEqual([]);
  }
}

describe('the replica over three devices', () => {
  it('brings entries, a check-in, safety plan steps and a therapist’s note to every device, with equal digests', async () => {
    const [ana, ben, cy] = await setUp();
    await ana.db.insightEntries.bulkPut([
      entry(ENTRY_ID, { feeling: 'Tired but calmer after a walk.', mood: 3 }),
      entry(PLAN_ID, { 'warning-signs': ['Not sleeping'] }, 'safety-plan'),
    ]);
    await ben.db.insightEntries.put(entry('checkin-2026-03-01', { mood: 4, note: 'Good day' }));
    const client: TherapistClientRow = { id: 'client-1', therapistId: 't1', alias: 'Client R2', createdAt: T0, updatedAt: T0, archivedAt: null };
    const note: ClientNoteRow = { id: 'note-1', therapistId: 't1', clientId: 'client-1', text: 'Sleep is the theme.', createdAt: T0, updatedAt: T0 };
    const review: FlagReviewRow = { id: 'client-1|phq9-item9|2026-02-20T19:05:00.000Z', therapistId: 't1', clientId: 'client-1', flag: 'phq9-item9', raisedAt: T0, reviewedAt: T0 };
    await cy.db.therapistClients.put(client);
    await cy.db.clientNotes.put(note);
    await cy.db.flagReviews.put(review);
    await exchange(log, devices);

    // Two devices fill different steps of the same plan: both steps are kept, with no conflict.
    await ben.db.insightEntries.update(PLAN_ID, { values: { 'warning-signs': ['Not sleeping'], 'coping-strategies': ['A walk'] } });
    log.nowMs += 1000;
    await cy.db.insightEntries.update(PLAN_ID, { values: { 'warning-signs': ['Not sleeping', 'Skipping meals'] } });
    await exchange(log, devices);

    const [first, ...others] = await digests(devices);
    expect(others).toEqual([first, first]);
    for (const device of devices) {
      expect((await device.db.insightEntries.get(PLAN_ID))?.values).toEqual({ 'warning-signs': ['Not sleeping', 'Skipping meals'], 'coping-strategies': ['A walk'] });
      expect(await device.db.clientNotes.get('note-1')).toEqual(note);
      expect(await device.db.therapistClients.get('client-1')).toEqual(client);
      expect(await device.db.flagReviews.get(review.id)).toEqual(review);
      expect((await device.db.insightEntries.get('checkin-2026-03-01'))?.values).toEqual({ mood: 4, note: 'Good day' });
    }
    expect(await listConflicts(ana)).toEqual([]);
    await expectNothingPending();
  });

  it('keeps a deleted record deleted: an older edit and the old changes delivered again do not bring it back', async () => {
    const [ana, ben] = await setUp();
    const contact: HearthlinkContactRow = { id: 'contact-1', name: 'Sam', howTheyHelp: 'Listens', phone: '555', order: 0, createdAt: T0, updatedAt: T0 };
    await ana.db.hearthlinkContacts.put(contact);
    await exchange(log, devices);
    await ana.db.hearthlinkContacts.update('contact-1', { phone: '556' });
    await push(log, ana);
    log.nowMs += 5000;
    await ben.db.hearthlinkContacts.delete('contact-1');
    await exchange(log, devices);
    for (const device of devices) expect(await device.db.hearthlinkContacts.get('contact-1'), device.name).toBeUndefined();
    // The whole log again, as a device restoring from it would receive it.
    ana.cursor = 0;
    await pull(log, ana);
    expect(await ana.db.hearthlinkContacts.get('contact-1')).toBeUndefined();
    await expectNothingPending();
  });

  it('shows the same entry text edited on two devices as one conflict with both texts, until it is settled on one', async () => {
    const [ana, ben, cy] = await setUp();
    await ana.db.insightEntries.put(entry(ENTRY_ID, { feeling: 'A calm morning.' }));
    await exchange(log, devices);
    await ana.db.insightEntries.update(ENTRY_ID, { values: { feeling: 'A calm morning, then rain.' } });
    log.nowMs += 10;
    await ben.db.insightEntries.update(ENTRY_ID, { values: { feeling: 'A calm morning. Rang Sam.' } });
    await exchange(log, devices);

    for (const device of devices) {
      const conflicts = await listConflicts(device);
      expect(conflicts, device.name).toHaveLength(1);
      expect(conflicts[0]).toMatchObject({ kind: 'insightEntries', id: ENTRY_ID, answer: 'feeling' });
      expect(conflicts[0]?.versions.map((version) => version.value)).toEqual(['A calm morning. Rang Sam.', 'A calm morning, then rain.']);
      expect(conflicts[0]?.versions[0]?.deviceId).toBe(ben.deviceId);
    }
    const [conflict] = await listConflicts(cy);
    expect(await resolveTextConflict(cy, { kind: 'insightEntries', id: ENTRY_ID, field: conflict?.field ?? '', value: 'A calm morning, then rain. Rang Sam.' })).toBe(true);
    expect((await cy.db.insightEntries.get(ENTRY_ID))?.values).toEqual({ feeling: 'A calm morning, then rain. Rang Sam.' });
    await exchange(log, devices);
    for (const device of devices) {
      expect(await listConflicts(device), device.name).toEqual([]);
      expect((await device.db.insightEntries.get(ENTRY_ID))?.values).toEqual({ feeling: 'A calm morning, then rain. Rang Sam.' });
    }
    await expectNothingPending();
  });

  it('keeps each device’s own fields: notifications on one device are not turned on for the others', async () => {
    const [ana, ben] = await setUp();
    await ana.db.settings.put({ key: 'reminderPreferences', value: { ...DEFAULT_REMINDER_PREFERENCES, push: true } });
    await ana.db.settings.put({ key: 'feedbackIdentity', value: { feedbackId: 'ana-only' } as never });
    await exchange(log, devices);
    expect((await ben.db.settings.get('reminderPreferences'))?.value).toEqual({ ...DEFAULT_REMINDER_PREFERENCES, push: false });
    expect(await ben.db.settings.get('feedbackIdentity')).toBeUndefined();

    await ben.db.settings.put({ key: 'reminderPreferences', value: { ...DEFAULT_REMINDER_PREFERENCES, dailyCap: 5, push: false } });
    await exchange(log, devices);
    expect((await ana.db.settings.get('reminderPreferences'))?.value).toEqual({ ...DEFAULT_REMINDER_PREFERENCES, dailyCap: 5, push: true });
    expect((await ben.db.settings.get('reminderPreferences'))?.value).toEqual({ ...DEFAULT_REMINDER_PREFERENCES, dailyCap: 5, push: false });
    const [first, ...others] = await digests(devices);
    expect(others).toEqual([first, first]);
    await expectNothingPending();
  });

  it('refuses a change whose clock is more than a day ahead, applying nothing of it', async () => {
    const [ana] = await setUp();
    const ahead = formatHlc({ wallMs: log.nowMs + 25 * 60 * 60 * 1000, counter: 0, deviceId: 'futureAAAAAAAAAAAAAAAA' });
    const result = await applyRemoteChanges(ana, [
      { changeId: 'c1', kind: 'clientNotes', id: 'note-9', body: { hlc: ahead, op: 'put', fields: { id: { value: 'note-9', prev: [] }, text: { value: 'From the future', prev: [] } } } },
    ]);
    expect(result.problems).toEqual([{ changeId: 'c1', kind: 'clientNotes', id: 'note-9', problem: 'too-far-ahead' }]);
    expect(await ana.db.clientNotes.count()).toBe(0);
    expect(await ana.db.e2eeRecords.count()).toBe(0);
  });

  it('collects an edit typed before a pull instead of overwriting it', async () => {
    const [ana, ben] = await setUp();
    await ana.db.clientNotes.put({ id: 'note-1', therapistId: 't1', clientId: 'c1', text: 'First', createdAt: T0, updatedAt: T0 });
    await exchange(log, devices);
    await ana.db.clientNotes.update('note-1', { updatedAt: '2026-03-02T00:00:00.000Z' });
    await ben.db.clientNotes.update('note-1', { text: 'Second' });
    await push(log, ben);
    await pull(log, ana);
    expect(await ana.db.clientNotes.get('note-1')).toMatchObject({ text: 'Second', updatedAt: '2026-03-02T00:00:00.000Z' });
    await exchange(log, devices);
    expect(await ben.db.clientNotes.get('note-1')).toMatchObject({ text: 'Second', updatedAt: '2026-03-02T00:00:00.000Z' });
    await expectNothingPending();
  });
});
