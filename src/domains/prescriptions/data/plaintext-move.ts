/**
 * The one-time move of a therapist's workspace off Supabase's plaintext tables (docs/e2ee-sync.md, "The workspace
 * leaves Supabase"; docs/decisions.md 0036). Each visit of the workspace runs it until it is done for the signed-in
 * therapist:
 *   1. the outbox entries the former kinds left are dropped (never sent in the clear again);
 *   2. the plaintext rows are read, checked and merged into the device's tables (./workspace-pull.ts);
 *   3. with sync and backup on, each row whose data is on this device and confirmed in the encrypted log is deleted
 *      from Supabase (../plaintext-move-decision.ts decides); with it off, nothing is deleted and the workspace says
 *      that an older copy is stored readable;
 *   4. once no row is left, the move is recorded as done and never runs again for that therapist.
 * A failed deletion leaves the move undone: the next run reads again (deleted rows are gone) and goes on. Never
 * throws. Relative imports only: Node tests run it as it is.
 */
import type { BetterMindsDatabase } from '../../../db/database';
import { reportStorageError } from '../../../db/storage-health';
import type { WorkspaceTable } from '../../../sync/adapters/star-chart-rows';
import type { SupabaseAdapter } from '../../../sync/adapters/supabase';
import { decideRemovals, factKey, type DeviceFact, type KeepReason, type ServerRowFact } from '../plaintext-move-decision';
import { DEVICE_TABLE, isEncryptedSyncLinked, readEncryptedFacts, type EncryptedFact } from './encrypted-confirmation';
import { dropRetiredWorkspaceEntries, markMoveDone, readMoveState, removedNotesOf } from './plaintext-move-state';
import { emptyPullReport, mergeServerWorkspace, readServerWorkspace, type PullReport, type ServerWorkspace } from './workspace-pull';

/**
 * 'moved': every plaintext row is deleted now; 'done': it was before (nothing read); 'nothing-there': there was no
 * row; 'readable-copy': rows are there and sync and backup is off; 'waiting': some rows wait for the encrypted log
 * (or could not be read, or a deletion failed) and the next run tries again; the others as the pull says.
 */
export type MoveStatus = 'moved' | 'done' | 'nothing-there' | 'readable-copy' | 'waiting' | 'local-only' | 'signed-out' | 'failed';

export interface MoveReport {
  status: MoveStatus;
  pull: PullReport;
  /** Plaintext rows deleted from Supabase by this run. */
  deleted: number;
  /** Plaintext rows left on Supabase, by reason. */
  kept: Partial<Record<KeepReason | 'delete-failed', number>>;
  /** Rows skipped as malformed (each also counted in `kept.unreadable`). */
  skipped: number;
}

export interface MoveDeps {
  adapter: SupabaseAdapter | null;
  database: BetterMindsDatabase;
  log?: Pick<Console, 'warn'>;
}

function report(status: MoveStatus, pull: PullReport = emptyPullReport('pulled'), extra: Partial<MoveReport> = {}): MoveReport {
  return { status, pull, deleted: 0, kept: {}, skipped: 0, ...extra };
}

function serverFacts(server: ServerWorkspace): ServerRowFact[] {
  return [
    ...server.clients.map((row) => ({ table: 'therapist_clients' as const, id: row.id, changedAt: row.updated_at })),
    ...server.prescriptions.map((row) => ({ table: 'prescriptions' as const, id: row.id, changedAt: row.updated_at })),
    ...server.notes.map((row) => ({ table: 'client_notes' as const, id: row.id, changedAt: row.updated_at })),
    ...server.returns.map((row) => ({ table: 'client_returns' as const, id: row.id, changedAt: row.imported_at })),
  ];
}

/** This device's rows of the server's ids, keyed `table\nid`. */
async function localFacts(database: BetterMindsDatabase, rows: readonly ServerRowFact[]): Promise<Map<string, DeviceFact['local']>> {
  const facts = new Map<string, DeviceFact['local']>();
  for (const table of Object.keys(DEVICE_TABLE) as WorkspaceTable[]) {
    const ids = rows.filter((row) => row.table === table).map((row) => row.id);
    const found = await database.table<{ therapistId: string; updatedAt?: string; importedAt?: string }, string>(DEVICE_TABLE[table]).bulkGet(ids);
    ids.forEach((id, index) => {
      const row = found[index];
      facts.set(factKey(table, id), row ? { therapistId: row.therapistId, changedAt: row.updatedAt ?? row.importedAt ?? '' } : null);
    });
  }
  return facts;
}

function countKept(kept: readonly { reason: KeepReason }[]): MoveReport['kept'] {
  const counts: MoveReport['kept'] = {};
  for (const { reason } of kept) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

export async function moveWorkspaceOffPlaintext({ adapter, database, log = console }: MoveDeps): Promise<MoveReport> {
  let state;
  try {
    await dropRetiredWorkspaceEntries(database);
    state = await readMoveState(database);
  } catch (error) {
    reportStorageError(error);
    return report('failed', emptyPullReport('failed'));
  }
  const signedIn = adapter ? await adapter.workspaceAccountId().catch(() => null) : null;
  if (signedIn && state.movedFor.includes(signedIn)) return report('done');

  const server = await readServerWorkspace(adapter, log);
  if (typeof server === 'string') return report(server === 'pulled' ? 'failed' : server, emptyPullReport(server));
  const { therapistId } = server;
  const removedNotes = removedNotesOf(state, therapistId);
  const pull = await mergeServerWorkspace(database, server, removedNotes);
  if (pull.status !== 'pulled') return report('failed', pull);

  const rows = serverFacts(server);
  const unreadable = new Set(server.skipped.filter((row) => row.id !== null).map((row) => factKey(row.table, row.id as string)));
  const skipped = server.skipped.length;
  if (rows.length + skipped === 0) {
    await markMoveDone(database, therapistId).catch(reportStorageError);
    return report('nothing-there', pull);
  }

  let encrypted: Map<string, EncryptedFact> | null = null;
  let locals: Map<string, DeviceFact['local']>;
  try {
    if (await isEncryptedSyncLinked(database)) {
      const ids = new Map<WorkspaceTable, string[]>();
      for (const row of rows) ids.set(row.table, [...(ids.get(row.table) ?? []), row.id]);
      encrypted = await readEncryptedFacts(database, ids);
    }
    locals = await localFacts(database, rows);
  } catch (error) {
    log.warn('Reading the encrypted sync’s records failed', error);
    return report('failed', pull, { skipped });
  }
  // Sync and backup is off: nothing is deleted, and the workspace says why.
  if (encrypted === null) return report('readable-copy', pull, { skipped, kept: { 'not-confirmed': rows.length, ...(skipped ? { unreadable: skipped } : {}) } });

  const facts = encrypted;
  const decision = decideRemovals(therapistId, rows, unreadable, (row) => ({
    local: locals.get(factKey(row.table, row.id)) ?? null,
    removalQueuedBefore: row.table === 'client_notes' && removedNotes.has(row.id),
    encrypted: facts.get(factKey(row.table, row.id)),
  }));
  const kept = countKept(decision.kept);
  // Malformed rows are not among `rows` (only checked rows are): they are counted here, and they stay.
  if (skipped > 0) kept.unreadable = (kept.unreadable ?? 0) + skipped;

  let deleted = 0;
  for (const [table, ids] of decision.remove) {
    try {
      await adapter?.removeWorkspaceRows(table, ids);
      deleted += ids.length;
    } catch (error) {
      log.warn(`Deleting plaintext rows of ${table} from Supabase failed; the move tries again later`, error);
      kept['delete-failed'] = (kept['delete-failed'] ?? 0) + ids.length;
    }
  }
  const left = Object.values(kept).reduce((sum, count) => sum + (count ?? 0), 0);
  if (left > 0) return report('waiting', pull, { deleted, kept, skipped });
  await markMoveDone(database, therapistId).catch(reportStorageError);
  return report('moved', pull, { deleted, skipped });
}
