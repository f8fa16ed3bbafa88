import { db } from '@/db/database';
import { writeSettingMirrors } from '@/db/settings';
import { reportStorageError } from '@/db/storage-health';
import type { SettingRow } from '@/db/types';
import { EXPORT_VERSION, type ExportedData } from '../export-format';
import { exportedDataSchema, exportFileSchema, settingSchemas } from '../export-schemas';
import { exportedTables } from './export-personal-data';
import { decryptText, MAX_IMPORT_ITERATIONS, MIN_IMPORT_ITERATIONS, WrongPassphraseError, type EncryptedPayload } from '../passphrase-crypto';

type ImportProblem = 'damaged' | 'newer-version' | 'needs-passphrase' | 'wrong-passphrase' | 'storage' | 'cancelled';

const MESSAGES: Record<ImportProblem, string> = {
  damaged: 'This file is not a Better Minds export, or it is damaged. Nothing was changed.',
  'newer-version': 'This file was made by a newer version of Better Minds. Update the app, then try again. Nothing was changed.',
  'needs-passphrase': 'This file is protected. Enter its passphrase to import it.',
  // AES-GCM cannot tell a wrong passphrase from a changed byte: both fail the same check, so the message names both.
  'wrong-passphrase': 'The passphrase is wrong, or the file is damaged. Nothing was changed.',
  storage: 'This device would not store the imported data. Nothing was changed.',
  cancelled: 'The import was cancelled. Nothing was changed.',
};

export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(readonly problem: ImportProblem) {
    super(MESSAGES[problem]);
  }
}

interface ImportResult {
  counts: Record<keyof ExportedData, number>;
}

/** How far the write has gone, in records of the file (skipped duplicates count as done). */
export interface ImportProgress {
  done: number;
  total: number;
}

interface ImportOptions {
  /** Aborting it cancels the import: the one transaction is aborted and nothing is written. */
  signal?: AbortSignal;
  /** Called after each chunk of records is written (inside the transaction: nothing is committed until the end). */
  onProgress?: (progress: ImportProgress) => void;
}

/** Records per bulk write: small enough to report progress and notice a cancel often, large enough to stay fast. */
export const IMPORT_CHUNK = 1_000;

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
    receivedPrescriptions: (parsed.receivedPrescriptions ?? []) as ExportedData['receivedPrescriptions'],
    prescribedCompletions: parsed.prescribedCompletions ?? [],
    hearthlinkContacts: parsed.hearthlinkContacts ?? [],
    codexReviews: parsed.codexReviews ?? [],
    libraryState: parsed.libraryState ?? [],
    bookReceipts: parsed.bookReceipts ?? [],
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

/** What `bulkPut` or `bulkAdd` of any of the exported tables accepts (their key types differ). */
interface BulkWritable<Row> {
  bulkPut(rows: readonly Row[]): PromiseLike<unknown>;
  bulkAdd(rows: readonly Row[]): PromiseLike<unknown>;
}

/**
 * Writes everything in one transaction, in chunks of bulk writes: all of it, or (on any error, or a cancel) none of
 * it. Each chunk reports progress; a cancel is noticed between chunks and aborts the transaction.
 */
async function writeAll(data: ExportedData, { signal, onProgress }: ImportOptions): Promise<void> {
  const total = Object.values(data).reduce((sum, rows) => sum + (rows as unknown[]).length, 0);
  let done = 0;
  const checkpoint = (records: number) => {
    if (signal?.aborted) throw new ImportError('cancelled');
    done += records;
    onProgress?.({ done, total });
  };
  async function write<Row>(table: BulkWritable<Row>, rows: readonly Row[], mode: 'put' | 'add' = 'put', counted = rows.length): Promise<void> {
    for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
      const chunk = rows.slice(start, start + IMPORT_CHUNK);
      await (mode === 'put' ? table.bulkPut(chunk) : table.bulkAdd(chunk));
      checkpoint(chunk.length);
    }
    // Rows left out (already on this device) still count towards the total.
    if (counted > rows.length) checkpoint(counted - rows.length);
  }

  checkpoint(0);
  await db.transaction('rw', exportedTables(), async () => {
    await write(db.insightEntries, data.insightEntries);
    await write(db.activityEntries, data.activityEntries);
    await write(db.trailProgress, data.trailProgress);
    await write(db.journeyProgress, data.journeyProgress);
    await write(db.flowEvents, data.flowEvents);
    await write(db.settings, data.settings);
    await write(db.feedbackSubmissions, data.feedbackSubmissions);
    // One codex row per session: where this device already has a row for the session under another id, it stays.
    // One query for all the file's sessions, not one per row.
    const owners = new Map(
      (await db.codexUsers.where('session_id').anyOf(data.codexUsers.map((row) => row.session_id)).toArray()).map((row) => [row.session_id, row.id]),
    );
    const codexUsers = data.codexUsers.filter((row) => (owners.get(row.session_id) ?? row.id) === row.id);
    await write(db.codexUsers, codexUsers, 'put', data.codexUsers.length);
    await write(db.codexSectionCompletions, data.codexSectionCompletions);
    await write(db.codexQuizCompletions, data.codexQuizCompletions);
    await write(db.codexFeedback, data.codexFeedback);
    await write(db.trackingEvents, data.trackingEvents);
    await write(db.promptState, data.promptState);
    // Visits have no id of their own: one already here (same session, page and time) is not added twice.
    const seen = new Set((await db.navigationHistory.toArray()).map((row) => `${row.sessionId}\n${row.path}\n${row.at}`));
    const visits = data.navigationHistory.filter((row) => !seen.has(`${row.sessionId}\n${row.path}\n${row.at}`));
    await write(db.navigationHistory, visits, 'add', data.navigationHistory.length);
    await write(db.receivedPrescriptions, data.receivedPrescriptions);
    await write(db.prescribedCompletions, data.prescribedCompletions);
    await write(db.hearthlinkContacts, data.hearthlinkContacts);
    await write(db.codexReviews, data.codexReviews);
    await write(db.libraryState, data.libraryState);
    await write(db.bookReceipts, data.bookReceipts);
  });
}

/**
 * Imports an export file: everything is checked first, then written in one transaction with bulk writes (rows with
 * the same id are replaced by the file's copy; nothing else is touched), reporting progress as it goes. Any problem,
 * or a cancel through `options.signal`, throws an ImportError and changes nothing.
 * Nothing imported is queued for sending again (flow answers, feedback, usage events, settings): each was queued
 * when it was first made. Imported settings also refresh their localStorage mirrors, and apply fully on the next load.
 */
export async function importPersonalData(text: string, passphrase = '', options: ImportOptions = {}): Promise<ImportResult> {
  const data = await readData(parseFile(text), passphrase);
  try {
    await writeAll(data, options);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    reportStorageError(error);
    throw new ImportError('storage');
  }
  // The settings are stored (in the transaction above); their localStorage mirrors, which apply before the first
  // paint (theme, contrast, text size, audio), are refreshed once it has committed.
  writeSettingMirrors(data.settings);
  return {
    counts: Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, (rows as unknown[]).length])) as ImportResult['counts'],
  };
}
