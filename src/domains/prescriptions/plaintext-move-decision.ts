/**
 * Which of a therapist's plaintext rows on Supabase may be deleted now (docs/e2ee-sync.md, "The workspace leaves
 * Supabase"): a pure function, tested on its own. A server row is deleted only when what it holds is on this device
 * (this therapist's row, as new or newer) and that row is confirmed in the encrypted log, or when it is a record this
 * therapist removed (a tombstone confirmed in the log, or a note whose removal was queued for Supabase before the
 * update). Anything else stays on the server, with the reason, and the move tries again later.
 */
import type { EncryptedFact } from './data/encrypted-confirmation';
import type { WorkspaceTable } from '../../sync/adapters/star-chart-rows';

/** A row the server holds, as far as the decision needs it. */
export interface ServerRowFact {
  table: WorkspaceTable;
  id: string;
  /** `updated_at` (an imported return: `imported_at`, which never matters: a return never changes). */
  changedAt: string;
}

/** What this device holds of the same record. */
export interface DeviceFact {
  /** This device's row, or null. */
  local: { therapistId: string; changedAt: string } | null;
  /** A note this therapist removed here whose removal was queued for Supabase before the update. */
  removalQueuedBefore: boolean;
  /** The encrypted log's view of the record; absent when the log was not read (sync off). */
  encrypted: EncryptedFact | undefined;
}

export type KeepReason = 'unreadable' | 'not-on-device' | 'another-therapist' | 'older-on-device' | 'not-confirmed';

export interface MoveDecision {
  remove: Map<WorkspaceTable, string[]>;
  kept: { table: WorkspaceTable; id: string; reason: KeepReason }[];
}

export const factKey = (table: WorkspaceTable, id: string): string => `${table}\n${id}`;

function keepReason(therapistId: string, row: ServerRowFact, device: DeviceFact): KeepReason | null {
  const confirmed = device.encrypted?.state === 'confirmed';
  if (device.local === null) {
    if (device.removalQueuedBefore && device.encrypted !== undefined) return null;
    if (confirmed && device.encrypted?.deleted) return null;
    return 'not-on-device';
  }
  if (device.local.therapistId !== therapistId) return 'another-therapist';
  if (row.table !== 'client_returns' && Date.parse(device.local.changedAt) < Date.parse(row.changedAt)) return 'older-on-device';
  return confirmed && !device.encrypted?.deleted ? null : 'not-confirmed';
}

/**
 * `unreadable`: `table\nid` of rows skipped as malformed (never deleted: their data is not on this device).
 * `deviceFact` answers for each readable row.
 */
export function decideRemovals(
  therapistId: string,
  rows: readonly ServerRowFact[],
  unreadable: ReadonlySet<string>,
  deviceFact: (row: ServerRowFact) => DeviceFact,
): MoveDecision {
  const decision: MoveDecision = { remove: new Map(), kept: [] };
  for (const row of rows) {
    const reason = unreadable.has(factKey(row.table, row.id)) ? 'unreadable' : keepReason(therapistId, row, deviceFact(row));
    if (reason !== null) {
      decision.kept.push({ table: row.table, id: row.id, reason });
      continue;
    }
    const ids = decision.remove.get(row.table);
    if (ids) ids.push(row.id);
    else decision.remove.set(row.table, [row.id]);
  }
  return decision;
}
