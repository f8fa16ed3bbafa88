/**
 * Whether the encrypted sync has confirmed a workspace record (docs/e2ee-sync.md sections 9 and 10): the record is
 * in `e2eeRecords`, no change of it waits in `e2eePending` (a pending change leaves only once the sync function
 * answered its push `accepted` or `duplicates`), and the row on this device reads exactly as the record (so no
 * change of it is still to be collected). Then what this device holds of it is in the server's encrypted log.
 * A record the log holds as deleted, with nothing pending, is a confirmed removal.
 */
import type { Table } from 'dexie';
import type { BetterMindsDatabase } from '../../../db/database';
import { recordIdOfKey } from '../../../sync/e2ee/replica/record-ids';
import { readSynced, sameField, stateOfRow } from '../../../sync/e2ee/replica/replica-store';
import type { Row } from '../../../sync/e2ee/replica/row-codecs';
import { syncedTableOf } from '../../../sync/e2ee/replica/synced-tables';
import type { WorkspaceTable } from '../../../sync/adapters/star-chart-rows';

/** 'confirmed': in the log as this device holds it; 'pending': not yet (waiting, or not collected); 'absent': never. */
export type EncryptedState = 'confirmed' | 'pending' | 'absent';

export interface EncryptedFact {
  state: EncryptedState;
  /** The log holds the record as deleted (a tombstone). */
  deleted: boolean;
}

/** The device's table of each server table; its name is also the record kind the encrypted sync gives it. */
export const DEVICE_TABLE: Readonly<Record<WorkspaceTable, 'therapistClients' | 'prescriptions' | 'clientNotes' | 'clientReturns'>> = {
  therapist_clients: 'therapistClients',
  prescriptions: 'prescriptions',
  client_notes: 'clientNotes',
  client_returns: 'clientReturns',
};

/** Whether this device is linked to an encrypted sync account (sync and backup is on). */
export async function isEncryptedSyncLinked(database: BetterMindsDatabase): Promise<boolean> {
  return (await database.e2eeAccount.get('account')) !== undefined;
}

/** The log's facts about the given records of each table, keyed `table\nid`. */
export async function readEncryptedFacts(
  database: BetterMindsDatabase,
  ids: ReadonlyMap<WorkspaceTable, readonly string[]>,
): Promise<Map<string, EncryptedFact>> {
  const kinds = new Set(Object.values(DEVICE_TABLE) as string[]);
  const pending = new Set(
    (await database.e2eePending.filter((row) => kinds.has(row.kind)).toArray()).map((row) => `${row.kind}\n${row.id}`),
  );
  const facts = new Map<string, EncryptedFact>();
  for (const [table, wanted] of ids) {
    const kind = DEVICE_TABLE[table];
    const spec = syncedTableOf(kind);
    if (spec === undefined) throw new Error(`${kind} is not a synced table`);
    const recordIds = wanted.map((id) => recordIdOfKey(id));
    const records = await database.e2eeRecords.bulkGet(recordIds.map((recordId) => [kind, recordId]));
    const rows = await (database.table(kind) as Table<Row, string>).bulkGet([...wanted]);
    wanted.forEach((id, index) => {
      const record = records[index];
      const key = `${table}\n${id}`;
      if (record === undefined) {
        facts.set(key, { state: 'absent', deleted: false });
        return;
      }
      const reading = readSynced(spec, stateOfRow(record));
      const waiting = pending.has(`${kind}\n${recordIds[index]}`);
      const row = rows[index];
      let matches: boolean;
      if (row === undefined) matches = reading.deleted;
      else {
        const fields = spec.encode(row);
        matches =
          !reading.deleted &&
          [...new Set([...Object.keys(fields), ...Object.keys(reading.fields)])].every(
            (name) => spec.policyOf(name) === 'local' || sameField(fields[name], reading.fields[name]),
          );
      }
      facts.set(key, { state: matches && !waiting ? 'confirmed' : 'pending', deleted: reading.deleted });
    });
  }
  return facts;
}
