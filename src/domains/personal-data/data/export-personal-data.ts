import { db } from '@/db/database';
import { EXPORT_FORMAT, EXPORT_VERSION, type ExportFile, type ExportedData } from '../export-format';
import { encryptText } from '../passphrase-crypto';

const NOT_EXPORTED_SETTINGS: ReadonlySet<string> = new Set(['feedbackIdentity', 'directoryListing', 'communityIdentity', 'returnCodes', 'appLock', 'workspacePlaintextMove']);

/** The tables the export reads, in one read transaction so the file is a consistent snapshot. */
export function exportedTables() {
  return [
    db.insightEntries,
    db.activityEntries,
    db.trailProgress,
    db.journeyProgress,
    db.flowEvents,
    db.settings,
    db.feedbackSubmissions,
    db.codexUsers,
    db.codexSectionCompletions,
    db.codexQuizCompletions,
    db.codexFeedback,
    db.trackingEvents,
    db.promptState,
    db.navigationHistory,
    db.receivedPrescriptions,
    db.prescribedCompletions,
    db.hearthlinkContacts,
    db.codexReviews,
    db.libraryState,
    db.bookReceipts,
  ];
}

/** Every table of personal data on this device (see EXPORTED_TABLES and NOT_EXPORTED in export-format.ts). */
export async function collectPersonalData(): Promise<ExportedData> {
  return db.transaction('r', exportedTables(), async () => ({
    insightEntries: await db.insightEntries.toArray(),
    activityEntries: await db.activityEntries.toArray(),
    trailProgress: await db.trailProgress.toArray(),
    journeyProgress: await db.journeyProgress.toArray(),
    flowEvents: await db.flowEvents.toArray(),
    // The device key is this device's secret towards the feedback functions: it never leaves in a file.
    // Keys that prove this device's identity towards the functions are never exported, nor the app lock's row: its
    // envelopes open nothing elsewhere, and imported on another device it would turn on a lock nothing opens.
    settings: (await db.settings.toArray()).filter((row) => !NOT_EXPORTED_SETTINGS.has(row.key)),
    feedbackSubmissions: await db.feedbackSubmissions.toArray(),
    codexUsers: await db.codexUsers.toArray(),
    codexSectionCompletions: await db.codexSectionCompletions.toArray(),
    codexQuizCompletions: await db.codexQuizCompletions.toArray(),
    codexFeedback: await db.codexFeedback.toArray(),
    trackingEvents: await db.trackingEvents.toArray(),
    promptState: await db.promptState.toArray(),
    // In visiting order; the sequence numbers belong to this device's database.
    navigationHistory: (await db.navigationHistory.toArray()).map(({ sessionId, path, at }) => ({ sessionId, path, at })),
    receivedPrescriptions: await db.receivedPrescriptions.toArray(),
    prescribedCompletions: await db.prescribedCompletions.toArray(),
    hearthlinkContacts: await db.hearthlinkContacts.orderBy('order').toArray(),
    codexReviews: await db.codexReviews.toArray(),
    libraryState: await db.libraryState.toArray(),
    bookReceipts: await db.bookReceipts.toArray(),
  }));
}

interface ExportResult {
  fileName: string;
  text: string;
  counts: Record<keyof ExportedData, number>;
}

/** The export file's text: plain JSON, or encrypted with the passphrase when one is given. */
export async function exportPersonalData(passphrase = '', now = new Date(), iterations?: number): Promise<ExportResult> {
  const data = await collectPersonalData();
  const exportedAt = now.toISOString();
  const file: ExportFile = passphrase
    ? {
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt,
        protected: true,
        encryption: await encryptText(JSON.stringify(data), passphrase, iterations),
      }
    : { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt, protected: false, data };
  const counts = Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length])) as ExportResult['counts'];
  return {
    fileName: `better-minds-${passphrase ? 'protected-' : ''}${exportedAt.slice(0, 10)}.json`,
    text: JSON.stringify(file, null, 2),
    counts,
  };
}
