import { db } from '@/db/database';
import { saveSetting } from '@/db/settings';
import { reportStorageError } from '@/db/storage-health';
import type { SettingRow, SettingValue } from '@/db/types';
import { EXPORT_VERSION, exportedDataSchema, exportFileSchema, settingSchemas, type ExportedData } from './export-format';
import { exportedTables } from './export-personal-data';
import { decryptText, MAX_IMPORT_ITERATIONS, MIN_IMPORT_ITERATIONS, WrongPassphraseError, type EncryptedPayload } from './passphrase-crypto';

export type ImportProblem = 'damaged' | 'newer-version' | 'needs-passphrase' | 'wrong-passphrase' | 'storage';

const MESSAGES: Record<ImportProblem, string> = {
  damaged: 'This file is not a Better Minds export, or it is damaged. Nothing was changed.',
  'newer-version': 'This file was made by a newer version of Better Minds. Update the app, then try again. Nothing was changed.',
  'needs-passphrase': 'This file is protected. Enter its passphrase to import it.',
  // AES-GCM cannot tell a wrong passphrase from a changed byte: both fail the same check, so the message names both.
  'wrong-passphrase': 'The passphrase is wrong, or the file is damaged. Nothing was changed.',
  storage: 'This device would not store the imported data. Nothing was changed.',
};

export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(readonly problem: ImportProblem) {
    super(MESSAGES[problem]);
  }
}

export interface ImportResult {
  counts: Record<keyof ExportedData, number>;
}

type ParsedFile = { protected: false; data: unknown; version: number } | { protected: true; encryption: EncryptedPayload; version: number };

function parseFile(text: string): ParsedFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError('damaged');
  }
  const result = exportFileSchema.safeParse(json);
  if (!result.success) throw new ImportError('damaged');
  if (result.data.version > EXPORT_VERSION) throw new ImportError('newer-version');
  return result.data as ParsedFile;
}

/** Whether a file needs a passphrase (so the screen can ask for one before importing). Throws ImportError. */
export function inspectExportFile(text: string): { protected: boolean } {
  return { protected: parseFile(text).protected };
}

async function readData(file: ParsedFile, passphrase: string): Promise<ExportedData> {
  let data: unknown = file.protected ? undefined : file.data;
  if (file.protected) {
    if (!passphrase) throw new ImportError('needs-passphrase');
    const { iterations } = file.encryption.kdf;
    if (iterations < MIN_IMPORT_ITERATIONS || iterations > MAX_IMPORT_ITERATIONS) throw new ImportError('damaged');
    try {
      data = JSON.parse(await decryptText(file.encryption, passphrase));
    } catch (error) {
      throw new ImportError(error instanceof WrongPassphraseError ? 'wrong-passphrase' : 'damaged');
    }
  }
  const result = exportedDataSchema.safeParse(data);
  if (!result.success) throw new ImportError('damaged');
  const parsed = result.data;
  return {
    insightEntries: parsed.insightEntries,
    activityEntries: parsed.activityEntries,
    trailProgress: parsed.trailProgress,
    journeyProgress: parsed.journeyProgress,
    flowEvents: parsed.flowEvents,
    settings: checkSettings(parsed.settings ?? []),
    feedbackSubmissions: (parsed.feedbackSubmissions ?? []) as ExportedData['feedbackSubmissions'],
    codexUsers: parsed.codexUsers ?? [],
    codexSectionCompletions: parsed.codexSectionCompletions ?? [],
    codexQuizCompletions: parsed.codexQuizCompletions ?? [],
    codexFeedback: parsed.codexFeedback ?? [],
    trackingEvents: (parsed.trackingEvents ?? []) as ExportedData['trackingEvents'],
    promptState: parsed.promptState ?? [],
    navigationHistory: parsed.navigationHistory ?? [],
  };
}

function isKnownSetting(key: string): key is keyof typeof settingSchemas {
  return Object.hasOwn(settingSchemas, key);
}

/** Known settings must have a valid value (else the file is damaged); a setting this version does not know is skipped. */
function checkSettings(rows: readonly { key: string; value: unknown }[]): SettingRow[] {
  const settings: SettingRow[] = [];
  for (const row of rows) {
    if (!isKnownSetting(row.key)) {
      console.warn(`Skipping the setting "${row.key}" from the import file: this version does not know it`);
      continue;
    }
    const value = settingSchemas[row.key].safeParse(row.value);
    if (!value.success) throw new ImportError('damaged');
    settings.push({ key: row.key, value: value.data } as SettingRow);
  }
  return settings;
}

function saveSettingRow<Row extends SettingRow>(row: Row): Promise<boolean> {
  return saveSetting<Row['key']>(row.key, row.value as SettingValue<Row['key']>);
}

/** Writes everything in one transaction: all of it, or (on any error) none of it. */
async function writeAll(data: ExportedData): Promise<void> {
  await db.transaction('rw', exportedTables(), async () => {
    await db.insightEntries.bulkPut(data.insightEntries);
    await db.activityEntries.bulkPut(data.activityEntries);
    await db.trailProgress.bulkPut(data.trailProgress);
    await db.journeyProgress.bulkPut(data.journeyProgress);
    await db.flowEvents.bulkPut(data.flowEvents);
    await db.settings.bulkPut(data.settings);
    await db.feedbackSubmissions.bulkPut(data.feedbackSubmissions);
    // One codex row per session: where this device already has a row for the session under another id, it stays.
    const sessionOwners = await Promise.all(data.codexUsers.map((row) => db.codexUsers.where('session_id').equals(row.session_id).first()));
    await db.codexUsers.bulkPut(data.codexUsers.filter((row, index) => !sessionOwners[index] || sessionOwners[index].id === row.id));
    await db.codexSectionCompletions.bulkPut(data.codexSectionCompletions);
    await db.codexQuizCompletions.bulkPut(data.codexQuizCompletions);
    await db.codexFeedback.bulkPut(data.codexFeedback);
    await db.trackingEvents.bulkPut(data.trackingEvents);
    await db.promptState.bulkPut(data.promptState);
    // Visits have no id of their own: one already here (same session, page and time) is not added twice.
    const seen = new Set((await db.navigationHistory.toArray()).map((row) => `${row.sessionId}\n${row.path}\n${row.at}`));
    await db.navigationHistory.bulkAdd(data.navigationHistory.filter((row) => !seen.has(`${row.sessionId}\n${row.path}\n${row.at}`)));
  });
}

/**
 * Imports an export file: everything is checked first, then written in one transaction (rows with the same id are
 * replaced by the file's copy; nothing else is touched). Any problem throws an ImportError and changes nothing.
 * Nothing imported is queued for sending again (flow answers, feedback, usage events, settings): each was queued
 * when it was first made. Imported settings also refresh their localStorage mirrors, and apply fully on the next load.
 */
export async function importPersonalData(text: string, passphrase = ''): Promise<ImportResult> {
  const data = await readData(parseFile(text), passphrase);
  try {
    await writeAll(data);
  } catch (error) {
    reportStorageError(error);
    throw new ImportError('storage');
  }
  // The settings are already stored; saving them again through the one settings gateway refreshes the mirrors that
  // apply before the first paint (theme, contrast, text size, audio).
  for (const row of data.settings) await saveSettingRow(row);
  return {
    counts: Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, (rows as unknown[]).length])) as ImportResult['counts'],
  };
}
