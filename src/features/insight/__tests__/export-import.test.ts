import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { readMirrorRaw, storageKeys, writeMirror } from '@/db/local-mirror';
import { deleteEverything } from '../data/delete-everything';
import { collectPersonalData, exportPersonalData } from '../data/export-personal-data';
import { ImportError, importPersonalData, inspectExportFile } from '../data/import-personal-data';
import { completeTrailStep } from '../data/complete-trail-step';
import { markJourneyDay } from '../data/mark-journey-day';
import { saveActivityEntry } from '../data/save-activity-entry';
import { saveToolEntry } from '../data/save-tool-entry';
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
}

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
    expect(file.counts).toEqual({ insightEntries: 2, activityEntries: 1, trailProgress: 1, journeyProgress: 1, flowEvents: 1 });
    expect(inspectExportFile(file.text)).toEqual({ protected: false });

    expect(await deleteEverything()).toBe(true);
    expect(await db.insightEntries.count()).toBe(0);

    const result = await importPersonalData(file.text);
    expect(result.counts.insightEntries).toBe(2);
    expect(await collectPersonalData()).toEqual(before);
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
