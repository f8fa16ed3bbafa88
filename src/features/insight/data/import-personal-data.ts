import { db } from '@/db/database';
import { reportStorageError } from '@/db/storage-health';
import { EXPORT_VERSION, exportedDataSchema, exportFileSchema, type ExportedData } from './export-format';
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
  return result.data as ExportedData;
}

/**
 * Imports an export file: everything is checked first, then written in one transaction (rows with the same id are
 * replaced by the file's copy; nothing else is touched). Any problem throws an ImportError and changes nothing.
 * Imported flow answers are not queued for sending again: they were queued when they were first given.
 */
export async function importPersonalData(text: string, passphrase = ''): Promise<ImportResult> {
  const data = await readData(parseFile(text), passphrase);
  try {
    await db.transaction('rw', [db.insightEntries, db.activityEntries, db.trailProgress, db.journeyProgress, db.flowEvents], async () => {
      await db.insightEntries.bulkPut(data.insightEntries);
      await db.activityEntries.bulkPut(data.activityEntries);
      await db.trailProgress.bulkPut(data.trailProgress);
      await db.journeyProgress.bulkPut(data.journeyProgress);
      await db.flowEvents.bulkPut(data.flowEvents);
    });
  } catch (error) {
    reportStorageError(error);
    throw new ImportError('storage');
  }
  return {
    counts: Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, (rows as unknown[]).length])) as ImportResult['counts'],
  };
}
