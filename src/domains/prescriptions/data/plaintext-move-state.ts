/**
 * What this device keeps about moving the therapist's workspace off Supabase's plaintext tables (docs/e2ee-sync.md,
 * "The workspace leaves Supabase"): which therapists' moves are done, and the notes removed here whose removal never
 * reached Supabase. Also drops the outbox entries the workspace's four former kinds left queued: since the update
 * no kind sends them (src/app/outbox-registry.ts), and dropping them loses nothing, as every one of them is a copy of
 * a row this device holds, which the encrypted sync carries. Relative imports only: Node tests run it as it is.
 */
import type { BetterMindsDatabase } from '../../../db/database';
import type { OutboxEntryRow } from '../../../db/outbox-types';
import type { WorkspacePlaintextMoveSetting } from '../../../db/types';

/** The outbox kinds that sent the workspace to Supabase in the clear, before the update. */
export const RETIRED_WORKSPACE_KINDS: readonly string[] = ['therapist_client', 'prescription', 'client_note', 'client_return'];

const SETTING = 'workspacePlaintextMove';

const EMPTY: WorkspacePlaintextMoveSetting = { movedFor: [], removedNotes: [] };

export async function readMoveState(database: BetterMindsDatabase): Promise<WorkspacePlaintextMoveSetting> {
  const row = await database.settings.get(SETTING);
  return row?.key === SETTING ? row.value : EMPTY;
}

/** The note ids removed here by this therapist whose removal never reached Supabase. */
export function removedNotesOf(state: WorkspacePlaintextMoveSetting, therapistId: string): Set<string> {
  return new Set(state.removedNotes.filter((note) => note.therapistId === therapistId).map((note) => note.id));
}

/** Records that this therapist's plaintext rows are gone; their removed notes need remembering no longer. */
export async function markMoveDone(database: BetterMindsDatabase, therapistId: string): Promise<void> {
  await database.transaction('rw', database.settings, async () => {
    const state = await readMoveState(database);
    if (state.movedFor.includes(therapistId)) return;
    await database.settings.put({
      key: SETTING,
      value: { movedFor: [...state.movedFor, therapistId], removedNotes: state.removedNotes.filter((note) => note.therapistId !== therapistId) },
    });
  });
}

/** A queued removal of a note, as the former `client_note` kind queued it. */
function removedNoteOf(entry: Pick<OutboxEntryRow, 'kind' | 'payload'>): { therapistId: string; id: string } | null {
  if (entry.kind !== 'client_note' || typeof entry.payload !== 'object' || entry.payload === null) return null;
  const { op, therapistId, id } = entry.payload as { op?: unknown; therapistId?: unknown; id?: unknown };
  return op === 'delete' && typeof therapistId === 'string' && typeof id === 'string' ? { therapistId, id } : null;
}

/**
 * Drops every outbox entry and dead letter of the retired kinds, in one transaction, first noting the removed notes
 * they carried. Returns how many were dropped; running it again drops nothing more.
 */
export async function dropRetiredWorkspaceEntries(database: BetterMindsDatabase): Promise<number> {
  return database.transaction('rw', [database.outbox, database.deadLetters, database.settings], async () => {
    const queued = await database.outbox.where('kind').anyOf([...RETIRED_WORKSPACE_KINDS]).toArray();
    const letters = await database.deadLetters.filter((letter) => RETIRED_WORKSPACE_KINDS.includes(letter.kind)).toArray();
    if (queued.length + letters.length === 0) return 0;
    const removed = [...queued, ...letters].map(removedNoteOf).filter((note) => note !== null);
    if (removed.length > 0) {
      const state = await readMoveState(database);
      const known = new Set(state.removedNotes.map((note) => `${note.therapistId}\n${note.id}`));
      const added = removed.filter((note) => !known.has(`${note.therapistId}\n${note.id}`));
      await database.settings.put({ key: SETTING, value: { ...state, removedNotes: [...state.removedNotes, ...added] } });
    }
    await database.outbox.bulkDelete(queued.map((entry) => entry.seq).filter((seq) => seq !== undefined));
    await database.deadLetters.bulkDelete(letters.map((letter) => letter.id).filter((id) => id !== undefined));
    return queued.length + letters.length;
  });
}
