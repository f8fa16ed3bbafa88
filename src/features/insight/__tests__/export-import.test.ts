// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { readMirrorRaw, storageKeys, writeMirror } from '@/db/local-mirror';
import { deleteEverything } from '../../../domains/personal-data/data/delete-everything';
import type { Prescription } from '@contract/prescription-schemas';
import { EXPORTED_TABLES, NOT_EXPORTED } from '../../../domains/personal-data/export-format';
import { collectPersonalData, exportPersonalData } from '../../../domains/personal-data/data/export-personal-data';
import { ImportError, importPersonalData, inspectExportFile } from '../../../domains/personal-data/data/import-personal-data';
import { completeTrailStep } from '../data/complete-trail-step';
import { markJourneyDay } from '../data/mark-journey-day';
import { saveActivityEntry } from '../data/save-activity-entry';
import { saveToolEntry } from '@/domains/tool-entries/data/save-tool-entry';
import { generateShareCode } from '@contract/share-code';
import { resetDatabase } from './reset-db';

/** Fewer key-derivation rounds than a real export (still within what import accepts), to keep the test quick. */
const TEST_ITERATIONS = 100_000;

async function seed() {
  await saveToolEntry('mood-check-in', { pleasantness: 4, energy: 2, emotions: ['calm', 'tired'], note: 'Rainy day' }, new Date('2025-05-01T08:00:00Z'));
  await saveToolEntry('safety-plan', { warningSigns: ['Not sleeping'], helpers: [{ name: 'Sam', phone: '07700 900123' }] });
  await saveActivityEntry('worry-tree', { worry: 'Rent', canAct: 'yes', what: 'Call the landlord' });
  await completeTrailStep({ trailId: 'caregiver', stepId: 'hardest', stepIds: ['both-true', 'hardest'], response: 'The nights' });
  await markJourneyDay('calmer-evenings', 1, true, 7);
  await db.flowEvents.add({
    id: 'event-1',
    flow_id: 'calm-evening',
    session_id: 'session-1',
    event_type: 'answer_given',
    event_data: { step_id: 'good-thing', answer: 'Football' },
    user_id: null,
    created_at: '2025-05-01T20:00:00.000Z',
  });
  // The rest of what "delete everything" removes: settings, feedback, codex progress, usage records, visits.
  await db.settings.bulkPut([
    { key: 'theme', value: 'dark' },
    { key: 'audioMode', value: true },
    { key: 'audio', value: { rate: 1.2, pitch: 1, volume: 0.8 } },
    {
      key: 'accessibility',
      value: {
        user_id: null,
        high_contrast: true,
        reduced_motion: false,
        font_size: 'xl',
        voice_navigation: false,
        keyboard_shortcuts: true,
        dyslexia_font: false,
        plain_language: true,
        updated_at: '2025-05-01T09:00:00.000Z',
      },
    },
  ]);
  await db.feedbackSubmissions.add({
    id: 'feedback-1',
    sessionId: 'session-1',
    category: 'insight',
    subcategory: null,
    type: 'improvement',
    rating: 4,
    title: 'Breathing',
    message: 'A longer exhale option, please',
    context: { module: 'insight', submissionTimestamp: '2025-05-01T10:00:00.000Z', page: '/insight/tools' },
    metadata: { screen: 'narrow' },
    attachments: [],
    createdAt: '2025-05-01T10:00:00.000Z',
    syncedAt: null,
  });
  await db.codexUsers.add({
    id: 'codex-user-1',
    user_id: null,
    session_id: 'session-1',
    first_seen: '2025-04-01T10:00:00.000Z',
    last_activity: '2025-05-01T10:00:00.000Z',
    total_sessions: 3,
    updated_at: '2025-05-01T10:00:00.000Z',
  });
  await db.codexSectionCompletions.add({
    id: 'section-1',
    user_id: null,
    session_id: 'session-1',
    section_id: 'sleep',
    subsection_index: 2,
    completion_time: 120,
    completed_at: '2025-05-01T10:05:00.000Z',
  });
  await db.codexQuizCompletions.add({
    id: 'quiz-1',
    user_id: null,
    session_id: 'session-1',
    section_id: 'sleep',
    quiz_score: 4,
    total_questions: 5,
    time_taken: 90,
    attempts: 1,
    completed_at: '2025-05-01T10:08:00.000Z',
  });
  await db.codexFeedback.add({
    id: 'codex-feedback-1',
    user_id: null,
    session_id: 'session-1',
    section_id: 'sleep',
    rating: 5,
    feedback_text: 'Clear and kind',
    experience_type: 'section',
    created_at: '2025-05-01T10:09:00.000Z',
  });
  await db.trackingEvents.add({ id: 'page-view-1', type: 'page_view', data: { path: '/insight' }, context: {}, createdAt: '2025-05-01T07:59:00.000Z' });
  await db.promptState.put({ key: 'prompt', lastPromptedAt: null, feedbackCount: 1, pageViews: 4, toolsCompleted: 2, feedbackTimes: ['2025-05-01T10:00:00.000Z'] });
  await db.navigationHistory.bulkAdd([
    { sessionId: 'session-1', path: '/insight', at: '2025-05-01T07:59:00.000Z' },
    { sessionId: 'session-1', path: '/insight/tools/mood-check-in', at: '2025-05-01T08:00:00.000Z' },
  ]);
  await db.receivedPrescriptions.add({ id: 'rx-1', prescription: samplePrescription, source: 'link', addedAt: '2025-05-01T09:00:00.000Z', archivedAt: null });
  await db.prescribedCompletions.add({ id: 'rx-1:item-1:2025-05-01', prescriptionId: 'rx-1', itemId: 'item-1', dueDate: '2025-05-01', completedAt: '2025-05-01T19:00:00.000Z' });
  await db.hearthlinkContacts.add({ id: 'contact-1', name: 'Sam', howTheyHelp: 'Listens without fixing', phone: '+44 7700 900123', order: 0, createdAt: '2025-05-01T09:00:00.000Z', updatedAt: '2025-05-01T09:00:00.000Z' });
  await db.codexReviews.add({ id: 'sleep/q1', sectionId: 'sleep', questionId: 'q1', due: '2025-05-02T10:00:00.000Z', card: { due: '2025-05-02T10:00:00.000Z', reps: 1, state: 1 }, reviewStep: 0, lastReviewedAt: '2025-05-01T10:00:00.000Z', createdAt: '2025-05-01T10:00:00.000Z' });
  await db.libraryState.add({ readingId: 'on-rest', shelf: 'reading', position: 3, bookmarks: [{ paragraph: 2, createdAt: '2025-05-01T21:00:00.000Z' }], updatedAt: '2025-05-01T21:00:00.000Z' });
  await db.bookReceipts.add({ receiptCode: generateShareCode(), title: 'Small Lights', submittedAt: '2025-05-01T12:00:00.000Z' });
}

const samplePrescription: Prescription = {
  id: 'rx-1',
  createdAt: '2025-05-01T08:30:00.000Z',
  prescriber: { name: 'Sam Rivera', credentials: 'LCSW' },
  note: 'One small step a day.',
  crisisReminder: true,
  items: [{ id: 'item-1', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2025-05-01' } }],
};

async function expectImportError(promise: Promise<unknown>, problem: ImportError['problem']) {
  await expect(promise).rejects.toBeInstanceOf(ImportError);
  await expect(promise).rejects.toMatchObject({ problem });
}

describe('export and import of personal data', () => {
  beforeEach(resetDatabase);

  it('round-trips everything through a plain file: export, delete everything, import', async () => {
    await seed();
    const before = await collectPersonalData();
    const file = await exportPersonalData('', new Date('2025-05-02T00:00:00Z'));
    expect(file.fileName).toBe('better-minds-2025-05-02.json');
    expect(file.counts).toMatchObject({
      insightEntries: 2,
      activityEntries: 1,
      trailProgress: 1,
      journeyProgress: 1,
      flowEvents: 1,
      settings: 4,
      feedbackSubmissions: 1,
      codexUsers: 1,
      codexSectionCompletions: 1,
      codexQuizCompletions: 1,
      codexFeedback: 1,
      promptState: 1,
      navigationHistory: 2,
      receivedPrescriptions: 1,
      prescribedCompletions: 1,
      hearthlinkContacts: 1,
      codexReviews: 1,
      libraryState: 1,
      bookReceipts: 1,
    });
    // Each saved tool entry recorded tool_completed, and the seeded page view is there too.
    expect(file.counts.trackingEvents).toBeGreaterThanOrEqual(1);
    for (const table of EXPORTED_TABLES) expect(file.counts[table], table).toBeGreaterThan(0);
    expect(inspectExportFile(file.text)).toEqual({ protected: false });

    expect(await deleteEverything()).toBe(true);
    expect(await db.insightEntries.count()).toBe(0);

    const result = await importPersonalData(file.text);
    expect(result.counts.insightEntries).toBe(2);
    expect(await collectPersonalData()).toEqual(before);
    // Nothing imported is queued to be sent again: it was queued when it was first made.
    expect(await db.outbox.count()).toBe(0);
    // Settings that apply before the first paint get their localStorage mirrors back.
    expect(readMirrorRaw(storageKeys.theme)).toBe('"dark"');
    expect(JSON.parse(readMirrorRaw(storageKeys.accessibilitySettings) ?? 'null')).toMatchObject({ font_size: 'xl', high_contrast: true });
  });

  it('exports every table that "delete everything" clears, except the ones named with a reason', () => {
    for (const table of db.tables) {
      const exported = (EXPORTED_TABLES as readonly string[]).includes(table.name);
      const reason = NOT_EXPORTED[table.name];
      expect(exported || Boolean(reason), `${table.name} is neither exported nor explained`).toBe(true);
      expect(exported && Boolean(reason), `${table.name} is both exported and excluded`).toBe(false);
    }
    expect(Object.keys(NOT_EXPORTED).sort()).toEqual(
      [
        'bookDrafts',
        'clientNotes',
        'clientReturns',
        'communityPosts',
        'communityReports',
        'deadLetters',
        'directoryCache',
        'e2eeAccount',
        'e2eeApplied',
        'e2eeClock',
        'e2eePending',
        'e2eeRecords',
        'flagReviews',
        'flows',
        'inboxKeys',
        'outbox',
        'pendingUploads',
        'prescriptions',
        'sentReturns',
        'syncState',
        'therapistClients',
        'users',
      ],
    );
  });

  it('still imports a version 1 file, which held only Insight’s tables', async () => {
    await seed();
    const current = JSON.parse((await exportPersonalData('')).text);
    const insightOnly = ['insightEntries', 'activityEntries', 'trailProgress', 'journeyProgress', 'flowEvents'];
    const version1 = { ...current, version: 1, data: Object.fromEntries(insightOnly.map((table) => [table, current.data[table]])) };
    await deleteEverything();
    const result = await importPersonalData(JSON.stringify(version1));
    expect(result.counts).toMatchObject({ insightEntries: 2, settings: 0, feedbackSubmissions: 0, navigationHistory: 0 });
    expect(await db.insightEntries.count()).toBe(2);
    expect(await db.settings.count()).toBe(0);
  });

  it('still imports a version 2 file, made before prescriptions were exported, and keeps what is on the device', async () => {
    await seed();
    const current = JSON.parse((await exportPersonalData('')).text);
    delete current.data.receivedPrescriptions;
    delete current.data.prescribedCompletions;
    const result = await importPersonalData(JSON.stringify({ ...current, version: 2 }));
    expect(result.counts).toMatchObject({ receivedPrescriptions: 0, prescribedCompletions: 0 });
    expect(await db.receivedPrescriptions.count()).toBe(1);
  });

  it('a received prescription that does not match the contract makes the file damaged, and nothing changes', async () => {
    await seed();
    const plain = JSON.parse((await exportPersonalData('')).text);
    plain.data.receivedPrescriptions[0].prescription.items = [];
    await deleteEverything();
    await expectImportError(importPersonalData(JSON.stringify(plain)), 'damaged');
    expect(await db.insightEntries.count()).toBe(0);
    plain.data.receivedPrescriptions = [];
    plain.data.prescribedCompletions[0].dueDate = '2025-02-30';
    await expectImportError(importPersonalData(JSON.stringify(plain)), 'damaged');
  });

  it('a setting with an impossible value makes the file damaged; a setting this version does not know is skipped', async () => {
    await seed();
    const plain = JSON.parse((await exportPersonalData('')).text);
    await deleteEverything();

    const badTheme = structuredClone(plain);
    badTheme.data.settings.find((row: { key: string }) => row.key === 'theme').value = 'purple';
    await expectImportError(importPersonalData(JSON.stringify(badTheme)), 'damaged');
    expect(await db.settings.count()).toBe(0);
    expect(await db.insightEntries.count()).toBe(0);

    const unknownSetting = structuredClone(plain);
    unknownSetting.data.settings.push({ key: 'fromTheFuture', value: 42 });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await importPersonalData(JSON.stringify(unknownSetting));
    expect(warned).toHaveBeenCalledOnce();
    warned.mockRestore();
    expect(result.counts.settings).toBe(4);
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
  });

  it('importing twice adds nothing twice, and this device’s own codex row for a session stays', async () => {
    await seed();
    const file = await exportPersonalData('');
    await importPersonalData(file.text);
    await importPersonalData(file.text);
    expect(await db.navigationHistory.count()).toBe(2);
    expect(await db.feedbackSubmissions.count()).toBe(1);

    await db.codexUsers.clear();
    const mine = { id: 'codex-user-here', user_id: null, session_id: 'session-1', first_seen: '2025-06-01T00:00:00.000Z', last_activity: '2025-06-01T00:00:00.000Z', total_sessions: 1, updated_at: '2025-06-01T00:00:00.000Z' };
    await db.codexUsers.add(mine);
    await importPersonalData(file.text);
    expect(await db.codexUsers.toArray()).toEqual([mine]);
  });

  it('round-trips through a passphrase-protected file, which does not contain the words in clear', async () => {
    await seed();
    const before = await collectPersonalData();
    const file = await exportPersonalData('a long passphrase', new Date(), TEST_ITERATIONS);
    expect(file.text).not.toContain('Rainy day');
    expect(inspectExportFile(file.text)).toEqual({ protected: true });
    await deleteEverything();
    await importPersonalData(file.text, 'a long passphrase');
    expect(await collectPersonalData()).toEqual(before);
  });

  it('refuses a wrong passphrase, or none, with a clear error, and changes nothing', async () => {
    await seed();
    const file = await exportPersonalData('a long passphrase', new Date(), TEST_ITERATIONS);
    await deleteEverything();
    await saveToolEntry('journal', { text: 'Written after the export' });
    const before = await collectPersonalData();

    await expectImportError(importPersonalData(file.text, 'the wrong one'), 'wrong-passphrase');
    await expect(importPersonalData(file.text, 'the wrong one')).rejects.toThrow('The passphrase is wrong, or the file is damaged. Nothing was changed.');
    await expectImportError(importPersonalData(file.text), 'needs-passphrase');
    expect(await collectPersonalData()).toEqual(before);
  });

  it('refuses a damaged file with a clear error, and changes nothing', async () => {
    await seed();
    const plain = await exportPersonalData('');
    const locked = await exportPersonalData('a long passphrase', new Date(), TEST_ITERATIONS);
    const before = await collectPersonalData();

    const truncated = plain.text.slice(0, plain.text.length / 2);
    await expectImportError(importPersonalData(truncated), 'damaged');
    await expect(importPersonalData(truncated)).rejects.toThrow('This file is not a Better Minds export, or it is damaged. Nothing was changed.');
    await expectImportError(importPersonalData('{"hello": "world"}'), 'damaged');

    const badRow = JSON.parse(plain.text);
    badRow.data.insightEntries[0].createdAt = 'not a date';
    await expectImportError(importPersonalData(JSON.stringify(badRow)), 'damaged');

    const tampered = JSON.parse(locked.text);
    const bytes = tampered.encryption.data as string;
    tampered.encryption.data = (bytes[0] === 'A' ? 'B' : 'A') + bytes.slice(1);
    // With the right passphrase, a changed byte in the protected data is reported in plain words that name both causes.
    await expectImportError(importPersonalData(JSON.stringify(tampered), 'a long passphrase'), 'wrong-passphrase');
    await expect(importPersonalData(JSON.stringify(tampered), 'a long passphrase')).rejects.toThrow(
      'The passphrase is wrong, or the file is damaged. Nothing was changed.',
    );

    const future = JSON.parse(plain.text);
    future.version = 99;
    await expectImportError(importPersonalData(JSON.stringify(future)), 'newer-version');

    expect(await collectPersonalData()).toEqual(before);
  });

  it('keeps entries already on the device and adds the file’s', async () => {
    await saveToolEntry('journal', { text: 'From the file' });
    const file = await exportPersonalData('');
    await resetDatabase();
    await saveToolEntry('journal', { text: 'Already here' });
    await importPersonalData(file.text);
    const texts = (await db.insightEntries.toArray()).map((entry) => entry.values.text).sort();
    expect(texts).toEqual(['Already here', 'From the file']);
  });

  it('delete everything empties every table and the settings mirrored in local storage', async () => {
    await seed();
    await db.settings.put({ key: 'theme', value: 'light' });
    writeMirror(storageKeys.theme, 'light');
    expect(await deleteEverything()).toBe(true);
    for (const table of db.tables) expect(await table.count(), table.name).toBe(0);
    expect(readMirrorRaw(storageKeys.theme)).toBeNull();
  });
});
