/**
 * After a therapist signs in with Supabase, their workspace comes back to this device: the clients, prescriptions,
 * private notes and returns in their own tables are merged into Dexie, the newer `updatedAt` winning (an imported
 * return never changes: it is added when missing). Nothing pulled is queued again, and a note removed here whose
 * removal is still waiting to be sent is not brought back. Rows another therapist wrote on this device are never
 * overwritten: the rules are the pure `reconcile()` (src/domains/prescriptions/reconcile.ts). Never throws. The pro screens call `pullTherapistWorkspace()` (./pull-therapist-workspace.ts), which
 * runs this with the page's adapter; this part has relative imports only, so Node tests run it as it is.
 */
import { reconcile, type WorkspaceRows } from '../reconcile';
import { db as defaultDb, type BetterMindsDatabase } from '../../../db/database';
import { reportStorageError } from '../../../db/storage-health';
import {
  fromServerClientNote,
  fromServerClientReturn,
  fromServerPrescription,
  fromServerTherapistClient,
  type WorkspacePayload,
} from '../../../sync/adapters/star-chart-rows';
import type { SupabaseAdapter } from '../../../sync/adapters/supabase';

export type PullStatus = 'pulled' | 'local-only' | 'signed-out' | 'failed';

export interface PullReport {
  status: PullStatus;
  /** Rows that were not on this device. */
  added: number;
  /** Rows whose server copy was newer. */
  updated: number;
  /** Rows left as they were (this device's copy is as new or newer, or is another therapist's). */
  kept: number;
}

export interface PullDeps {
  /** The Supabase adapter; null in local-only mode. */
  adapter: SupabaseAdapter | null;
  database?: BetterMindsDatabase;
  log?: Pick<Console, 'warn'>;
}

function emptyReport(status: PullStatus): PullReport {
  return { status, added: 0, updated: 0, kept: 0 };
}

function present<Row>(rows: readonly (Row | undefined)[]): Row[] {
  return rows.filter((row): row is Row => row !== undefined);
}

export async function pullWorkspace(deps: PullDeps): Promise<PullReport> {
  const database = deps.database ?? defaultDb;
  const log = deps.log ?? console;
  let therapistId: string;
  let fetched;
  try {
    const adapter = deps.adapter;
    if (!adapter) return emptyReport('local-only');
    const signedIn = await adapter.workspaceAccountId();
    if (!signedIn) return emptyReport('signed-out');
    therapistId = signedIn;
    fetched = await Promise.all([
      adapter.readWorkspaceTable('therapist_clients'),
      adapter.readWorkspaceTable('prescriptions'),
      adapter.readWorkspaceTable('client_notes'),
      adapter.readWorkspaceTable('client_returns'),
    ]);
  } catch (error) {
    log.warn('Reading the therapist workspace from Supabase failed', error);
    return emptyReport('failed');
  }
  const [clients, prescriptions, notes, returns] = fetched;
  // All or nothing: a half-pulled workspace would look complete and not be.
  if (!clients || !prescriptions || !notes || !returns) return emptyReport('failed');

  try {
    // One transaction reads what the merge needs, merges with the pure reconcile() (where the rules live and are
    // tested) and writes only what changed, in bulk: nothing written on this device in between can be overwritten.
    return await database.transaction(
      'rw',
      [database.therapistClients, database.prescriptions, database.clientNotes, database.clientReturns, database.outbox],
      async (): Promise<PullReport> => {
        const local: WorkspaceRows = {
          clients: present(await database.therapistClients.bulkGet(clients.map((row) => row.id))),
          prescriptions: present(await database.prescriptions.bulkGet(prescriptions.map((row) => row.id))),
          notes: present(await database.clientNotes.bulkGet(notes.map((row) => row.id))),
          returns: present(await database.clientReturns.bulkGet(returns.map((row) => row.id))),
        };
        const removedNotes = new Set(
          (await database.outbox.where('kind').equals('client_note').toArray())
            .filter((entry) => (entry.payload as WorkspacePayload).op === 'delete')
            .map((entry) => entry.recordId),
        );
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
        return { status: 'pulled', added, updated, kept };
      },
    );
  } catch (error) {
    // The browser refused the write: shown through the storage problem banner; nothing half-written remains.
    reportStorageError(error);
    return emptyReport('failed');
  }
}
