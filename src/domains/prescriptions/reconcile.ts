/**
 * Merging a therapist's workspace as this device holds it with the copy the server holds: a pure function, with no
 * database and no clock, so that the rules can be tested on their own with any pair of inputs and shown to converge
 * (merging A into B and B into A ends with the same rows). The caller reads both sides, calls `reconcile`, and writes
 * `changes` in one transaction. Relative imports of types only: it runs as it is wherever the pull runs.
 *
 * The rules:
 * - a row on one side only is kept (added to this device when it is the remote side's);
 * - of two copies of a row, the newer `updatedAt` wins; on a tie the larger canonical form wins, an arbitrary but
 *   fixed choice, so that two devices that merge each other's copies end with the same row whichever merged first;
 * - an imported return never changes (its id is the return's own id): it is only added when missing;
 * - a note whose removal is still queued on this device stays removed;
 * - a row another therapist wrote on this device is never overwritten.
 */
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, TherapistClientRow } from '../../db/star-chart-types';

export interface WorkspaceRows {
  clients: readonly TherapistClientRow[];
  prescriptions: readonly PrescriptionRow[];
  notes: readonly ClientNoteRow[];
  returns: readonly ClientReturnRow[];
}

export interface ReconcileOptions {
  /** The signed-in therapist: the owner of every remote row. */
  therapistId: string;
  /** Notes removed on this device whose removal is still waiting in the outbox. */
  removedNotes?: ReadonlySet<string>;
}

export interface Reconciled {
  /** The merged workspace: every local row and every remote row that was taken, one per id. */
  merged: WorkspaceRows;
  /** The rows this device must write (added or replaced): only these change. */
  changes: WorkspaceRows;
  /** Remote rows that were not on this device. */
  added: number;
  /** Remote rows that replaced this device's older copy. */
  updated: number;
  /** Remote rows left out (this device's copy is as new or newer, another therapist's, or a queued removal). */
  kept: number;
}

type Outcome = 'add' | 'update' | 'keep';

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  // An unreadable time loses to any readable one, the same way on both sides.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** JSON with sorted keys: two copies stored with their fields in a different order compare equal. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

interface Versioned {
  id: string;
  therapistId: string;
  updatedAt: string;
}

/** Whether the remote copy of a row replaces the local one. */
function remoteWins<Row extends Versioned>(local: Row, remote: Row, therapistId: string): boolean {
  if (local.therapistId !== therapistId) return false;
  const [localTime, remoteTime] = [timeOf(local.updatedAt), timeOf(remote.updatedAt)];
  if (localTime !== remoteTime) return remoteTime > localTime;
  return canonical(remote) > canonical(local);
}

interface Merged<Row> {
  merged: Row[];
  changes: Row[];
  outcomes: Outcome[];
}

function mergeTable<Row extends { id: string }>(
  local: readonly Row[],
  remote: readonly Row[],
  decide: (local: Row | undefined, remote: Row) => Outcome,
): Merged<Row> {
  const byId = new Map(local.map((row) => [row.id, row]));
  const changes: Row[] = [];
  const outcomes: Outcome[] = [];
  for (const row of remote) {
    const outcome = decide(byId.get(row.id), row);
    outcomes.push(outcome);
    if (outcome === 'keep') continue;
    byId.set(row.id, row);
    changes.push(row);
  }
  return { merged: [...byId.values()], changes, outcomes };
}

export function reconcile(local: WorkspaceRows, remote: WorkspaceRows, options: ReconcileOptions): Reconciled {
  const { therapistId } = options;
  const removed = options.removedNotes ?? new Set<string>();
  function versioned<Row extends Versioned>(mine: Row | undefined, theirs: Row): Outcome {
    if (!mine) return 'add';
    return remoteWins(mine, theirs, therapistId) ? 'update' : 'keep';
  }

  const clients = mergeTable(local.clients, remote.clients, versioned);
  const prescriptions = mergeTable(local.prescriptions, remote.prescriptions, versioned);
  const notes = mergeTable(local.notes, remote.notes, (mine, theirs) => (removed.has(theirs.id) ? 'keep' : versioned(mine, theirs)));
  const returns = mergeTable(local.returns, remote.returns, (mine) => (mine ? 'keep' : 'add'));

  const outcomes = [clients, prescriptions, notes, returns].flatMap((table) => table.outcomes);
  const count = (outcome: Outcome) => outcomes.filter((each) => each === outcome).length;
  return {
    merged: { clients: clients.merged, prescriptions: prescriptions.merged, notes: notes.merged, returns: returns.merged },
    changes: { clients: clients.changes, prescriptions: prescriptions.changes, notes: notes.changes, returns: returns.changes },
    added: count('add'),
    updated: count('update'),
    kept: count('keep'),
  };
}
