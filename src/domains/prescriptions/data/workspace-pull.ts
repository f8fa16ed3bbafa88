/**
 * The first step of the workspace's move off Supabase's plaintext tables (./plaintext-move.ts): the clients,
 * prescriptions, private notes and returns an earlier version wrote there are read, checked (a malformed row is
 * skipped with a code: ../../../sync/adapters/star-chart-row-checks.ts) and merged into Dexie, the newer `updatedAt`
 * winning (an imported return never changes: it is added when missing). A note removed here whose removal never
 * reached Supabase, and a record the encrypted log holds as deleted, are not brought back. Rows another therapist
 * wrote on this device are never overwritten: the rules are the pure `reconcile()` (../reconcile.ts). Never throws.
 * Relative imports only, so Node tests run it as it is.
 */
import { reconcile, type WorkspaceRows } from '../reconcile';
import type { BetterMindsDatabase } from '../../../db/database';
import { reportStorageError } from '../../../db/storage-health';
import { checkServerRows, type SkippedRow } from '../../../sync/adapters/star-chart-row-checks';
import {
  fromServerClientNote,
  fromServerClientReturn,
  fromServerPrescription,
  fromServerTherapistClient,
  type WorkspaceRowOf,
} from '../../../sync/adapters/star-chart-rows';
import type { SupabaseAdapter } from '../../../sync/adapters/supabase';
import { recordIdOfKey } from '../../../sync/e2ee/replica/record-ids';
import { readSynced, recordsOfKind, stateOfRow } from '../../../sync/e2ee/replica/replica-store';
import { syncedTableOf } from '../../../sync/e2ee/replica/synced-tables';
import { DEVICE_TABLE } from './encrypted-confirmation';

export type PullStatus = 'pulled' | 'local-only' | 'signed-out' | 'failed';

export interface PullReport {
  status: PullStatus;
  /** Rows that were not on this device. */
  added: number;
  /** Rows whose server copy was newer. */
  updated: number;
  /** Rows left as they were (this device's copy is as new or newer, or is another therapist's, or removed here). */
  kept: number;
}

/** What the server holds for the signed-in therapist, checked. */
export interface ServerWorkspace {
  therapistId: string;
  clients: WorkspaceRowOf['therapist_clients'][];
  prescriptions: WorkspaceRowOf['prescriptions'][];
  notes: WorkspaceRowOf['client_notes'][];
  returns: WorkspaceRowOf['client_returns'][];
  skipped: SkippedRow[];
}

export function emptyPullReport(status: PullStatus): PullReport {
  return { status, added: 0, updated: 0, kept: 0 };
}

function present<Row>(rows: readonly (Row | undefined)[]): Row[] {
  return rows.filter((row): row is Row => row !== undefined);
}

/** Reads and checks the four tables; a status when there is nothing to read or a read failed (all or nothing). */
export async function readServerWorkspace(adapter: SupabaseAdapter | null, log: Pick<Console, 'warn'>): Promise<ServerWorkspace | PullStatus> {
  try {
    if (!adapter) return 'local-only';
    const therapistId = await adapter.workspaceAccountId();
    if (!therapistId) return 'signed-out';
    const [clients, prescriptions, notes, returns] = await Promise.all([
      adapter.readWorkspaceTable('therapist_clients'),
      adapter.readWorkspaceTable('prescriptions'),
      adapter.readWorkspaceTable('client_notes'),
      adapter.readWorkspaceTable('client_returns'),
    ]);
    // All or nothing: a half-read workspace would look complete and not be.
    if (!clients || !prescriptions || !notes || !returns) return 'failed';
    const checked = {
      clients: checkServerRows('therapist_clients', clients),
      prescriptions: checkServerRows('prescriptions', prescriptions),
      notes: checkServerRows('client_notes', notes),
      returns: checkServerRows('client_returns', returns),
    };
    const skipped = Object.values(checked).flatMap((part) => part.skipped);
    // The table, the code and the id only: never what a row says.
    for (const row of skipped) log.warn(`Skipped a row of ${row.table} from Supabase (${row.code})`, row.id ?? '');
    return {
      therapistId,
      clients: checked.clients.rows,
      prescriptions: checked.prescriptions.rows,
      notes: checked.notes.rows,
      returns: checked.returns.rows,
      skipped,
    };
  } catch (error) {
    log.warn('Reading the therapist workspace from Supabase failed', error);
    return 'failed';
  }
}

/** Merges what was read into Dexie in one transaction; `removedNotes`: notes removed here, never brought back. */
export async function mergeServerWorkspace(
  database: BetterMindsDatabase,
  server: ServerWorkspace,
  removedNotes: ReadonlySet<string>,
): Promise<PullReport> {
  const { therapistId } = server;
  try {
    // One transaction reads what the merge needs, merges with the pure reconcile() (where the rules live and are
    // tested) and writes only what changed, in bulk: nothing written on this device in between can be overwritten.
    const tables = [database.therapistClients, database.prescriptions, database.clientNotes, database.clientReturns, database.e2eeRecords];
    return await database.transaction('rw', tables, async (): Promise<PullReport> => {
      // A record the encrypted log holds as deleted was removed on some device: a plaintext copy does not undo that.
      const tombstoned = new Set<string>();
      for (const kind of Object.values(DEVICE_TABLE)) {
        const spec = syncedTableOf(kind);
        if (!spec) continue;
        for (const record of await recordsOfKind(database, kind)) {
          if (readSynced(spec, stateOfRow(record)).deleted) tombstoned.add(`${kind}\n${record.id}`);
        }
      }
      const alive = <Row extends { id: string }>(kind: string, rows: Row[]) => rows.filter((row) => !tombstoned.has(`${kind}\n${recordIdOfKey(row.id)}`));
      const clients = alive('therapistClients', server.clients);
      const prescriptions = alive('prescriptions', server.prescriptions);
      const notes = alive('clientNotes', server.notes);
      const returns = alive('clientReturns', server.returns);
      const leftOut = server.clients.length + server.prescriptions.length + server.notes.length + server.returns.length;
      const local: WorkspaceRows = {
        clients: present(await database.therapistClients.bulkGet(clients.map((row) => row.id))),
        prescriptions: present(await database.prescriptions.bulkGet(prescriptions.map((row) => row.id))),
        notes: present(await database.clientNotes.bulkGet(notes.map((row) => row.id))),
        returns: present(await database.clientReturns.bulkGet(returns.map((row) => row.id))),
      };
      const localPrescriptions = new Map(local.prescriptions.map((row) => [row.id, row]));
      const remote: WorkspaceRows = {
        clients: clients.map((row) => fromServerTherapistClient(row, therapistId)),
        // The server has no revoke tokens: the ones this device holds are carried over before comparing.
        prescriptions: prescriptions.map((row) => fromServerPrescription(row, therapistId, localPrescriptions.get(row.id))),
        notes: notes.map((row) => fromServerClientNote(row, therapistId)),
        returns: returns.map((row) => fromServerClientReturn(row, therapistId)),
      };
      const { changes, added, updated, kept } = reconcile(local, remote, { therapistId, removedNotes });
      await database.therapistClients.bulkPut(changes.clients);
      await database.prescriptions.bulkPut(changes.prescriptions);
      await database.clientNotes.bulkPut(changes.notes);
      await database.clientReturns.bulkPut(changes.returns);
      const tombstonedCount = leftOut - (clients.length + prescriptions.length + notes.length + returns.length);
      return { status: 'pulled', added, updated, kept: kept + tombstonedCount };
    });
  } catch (error) {
    // The browser refused the write: shown through the storage problem banner; nothing half-written remains.
    reportStorageError(error);
    return emptyPullReport('failed');
  }
}
