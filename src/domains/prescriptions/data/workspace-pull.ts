/**
 * After a therapist signs in with Supabase, their workspace comes back to this device: the clients, prescriptions,
 * private notes and returns in their own tables are merged into Dexie, the newer `updatedAt` winning (an imported
 * return never changes: it is added when missing). Nothing pulled is queued again, and a note removed here whose
 * removal is still waiting to be sent is not brought back. Rows another therapist wrote on this device are never
 * overwritten. Never throws. The pro screens call `pullTherapistWorkspace()` (./pull-therapist-workspace.ts), which
 * runs this with the page's adapter; this part has relative imports only, so Node tests run it as it is.
 */
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

interface Versioned {
  therapistId: string;
  updatedAt: string;
}

/** What to do with a server row, given this device's copy. */
function decide(local: Versioned | undefined, serverUpdatedAt: string, therapistId: string): 'add' | 'update' | 'keep' {
  if (!local) return 'add';
  if (local.therapistId !== therapistId) return 'keep';
  return Date.parse(serverUpdatedAt) > Date.parse(local.updatedAt) ? 'update' : 'keep';
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

    const report = emptyReport('pulled');
    const count = (decision: 'add' | 'update' | 'keep') => {
      if (decision === 'add') report.added += 1;
      else if (decision === 'update') report.updated += 1;
      else report.kept += 1;
    };

    await database.transaction(
      'rw',
      [database.therapistClients, database.prescriptions, database.clientNotes, database.clientReturns, database.outbox],
      async () => {
        for (const row of clients) {
          const decision = decide(await database.therapistClients.get(row.id), row.updated_at, therapistId);
          if (decision !== 'keep') await database.therapistClients.put(fromServerTherapistClient(row, therapistId));
          count(decision);
        }
        for (const row of prescriptions) {
          const local = await database.prescriptions.get(row.id);
          const decision = decide(local, row.updated_at, therapistId);
          if (decision !== 'keep') await database.prescriptions.put(fromServerPrescription(row, therapistId, local));
          count(decision);
        }
        const removing = new Set(
          (await database.outbox.where('kind').equals('client_note').toArray())
            .filter((entry) => (entry.payload as WorkspacePayload).op === 'delete')
            .map((entry) => entry.recordId),
        );
        for (const row of notes) {
          const decision = removing.has(row.id) ? 'keep' : decide(await database.clientNotes.get(row.id), row.updated_at, therapistId);
          if (decision !== 'keep') await database.clientNotes.put(fromServerClientNote(row, therapistId));
          count(decision);
        }
        for (const row of returns) {
          const present = await database.clientReturns.get(row.id);
          if (!present) await database.clientReturns.add(fromServerClientReturn(row, therapistId));
          count(present ? 'keep' : 'add');
        }
      },
    );
    return report;
  } catch (error) {
    // The browser refused the write: shown through the storage problem banner; nothing half-written remains.
    reportStorageError(error);
    return emptyReport('failed');
  }
}
