/**
 * The therapist workspace's move off Supabase's plaintext tables, end to end: rows an earlier version wrote in the
 * clear (seeded here through the real supabase-js client, as that version did) are read back over HTTP from the
 * Supabase stand-in (real PostgreSQL, our migrations, row-level security), merged into Dexie, and deleted on the
 * server only once the encrypted sync's replica has confirmed them; after that, new writes and the entries an older
 * version left queued send nothing to Supabase. Hostile rows are skipped and stay; another therapist never sees or
 * deletes a row that is not theirs.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/database';
import type { E2eeAccountRow } from '../../src/db/e2ee-types';
import { putClientNote, putTherapistClient } from '../../src/domains/prescriptions/data/record-star-chart';
import { moveWorkspaceOffPlaintext } from '../../src/domains/prescriptions/data/plaintext-move';
import {
  toServerClientNote,
  toServerClientReturn,
  toServerPrescription,
  toServerTherapistClient,
} from '../../src/sync/adapters/star-chart-rows';
import { createSupabaseAdapter, type SupabaseAdapter } from '../../src/sync/adapters/supabase';
import type { SupabaseClient } from '../../src/sync/adapters/supabase-factory';
import { collectLocalChanges, readPending, removePending } from '../../src/sync/e2ee/replica/collect-local-changes';
import { buildKindHandlers } from '../../src/sync/replay/build-handlers';
import { replayOutbox } from '../../src/sync/replay/replay-outbox';
import { clientRow, noteRow, prescriptionRow, returnRow } from '../../src/sync/__tests__/star-chart-fixtures';
import { createNodeSupabaseClient } from '../support/supabase-standin/node-client.ts';
import { withSupabaseStandIn } from '../support/supabase-standin/test-setup.ts';

const stack = withSupabaseStandIn();
const quiet = { warn: () => {} };
const TABLES = ['therapist_clients', 'prescriptions', 'client_notes', 'client_returns'] as const;
const replica = { db, deviceId: 'deviceAAAAAAAAAAAAAAAAA'.slice(0, 22), now: () => Date.now() };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

interface Therapist {
  id: string;
  client: SupabaseClient;
  adapter: SupabaseAdapter;
}

/** A therapist with an account, signed in on their own client. */
async function therapist(): Promise<Therapist> {
  const client = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
  const { data, error } = await client.auth.signUp({ email: `${randomUUID()}@example.test`, password: 'a long enough password' });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, client, adapter: createSupabaseAdapter(client, { log: quiet }) };
}

/** What an earlier version of the app wrote to Supabase in the clear, written the way it wrote it. */
async function seedPlaintext({ id, client }: Therapist): Promise<void> {
  const writes = [
    client.from('therapist_clients').upsert([toServerTherapistClient(clientRow(id))], { onConflict: 'owner_id,id' }),
    client.from('prescriptions').upsert([toServerPrescription(prescriptionRow(id))], { onConflict: 'owner_id,id' }),
    client.from('client_notes').upsert([toServerClientNote(noteRow(id)), toServerClientNote(noteRow(id, 'note-2'))], { onConflict: 'owner_id,id' }),
    client.from('client_returns').upsert([toServerClientReturn(returnRow(id))], { onConflict: 'owner_id,id' }),
  ];
  for (const { error } of await Promise.all(writes)) expect(error).toBeNull();
}

async function serverCount(ownerId: string): Promise<number> {
  let total = 0;
  for (const table of TABLES) {
    const [{ count }] = await stack.standIn.sql.unsafe<[{ count: number }]>(`select count(*)::int as count from public.${table} where owner_id = $1`, [ownerId]);
    total += count;
  }
  return total;
}

async function turnOnSync(): Promise<void> {
  // Only the row's presence is read by the move; a real account's keys are not needed here.
  await db.e2eeAccount.put({ key: 'account', state: { accountId: 'acct' } as unknown as E2eeAccountRow['state'] });
}

/** The encrypted sync's runner: collect, push, and forget what the sync function accepted. */
async function encryptedSyncConfirms(): Promise<void> {
  await collectLocalChanges(replica);
  const pending = await readPending(replica, 10_000);
  await removePending(replica, pending.map((change) => change.seq ?? -1));
}

async function replayAs(adapter: SupabaseAdapter) {
  return replayOutbox({
    database: db,
    log: quiet,
    handlers: await buildKindHandlers({ database: db, functions: null, supabase: adapter, getUserId: () => adapter.getSignedInUserId() }),
  });
}

describe('moving the therapist workspace off the plaintext tables', () => {
  it('brings the rows here, deletes them on the server only after the encrypted log confirmed them, and sends nothing in the clear again', async () => {
    const ada = await therapist();
    await seedPlaintext(ada);
    // An older version's entry, still queued on this device when the update came.
    const at = new Date().toISOString();
    const payload = { op: 'upsert', therapistId: ada.id, table: 'therapist_clients', row: toServerTherapistClient(clientRow(ada.id, 'queued-before')) };
    await db.outbox.add({ kind: 'therapist_client', recordId: 'queued-before', payload, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null });
    // The replayer of this version has no handler for it: it is not sent.
    expect(await replayAs(ada.adapter)).toMatchObject({ confirmed: 0 });

    // Sync and backup off: brought here, nothing deleted, the queued entry dropped.
    const off = await moveWorkspaceOffPlaintext({ adapter: ada.adapter, database: db, log: quiet });
    expect(off).toMatchObject({ status: 'readable-copy', deleted: 0, pull: { added: 5 } });
    expect(await serverCount(ada.id)).toBe(5);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.prescriptions.get('rx-1'))?.shortCodes[0]?.revokeToken).toBe('');
    expect(await db.clientNotes.get('note-2')).toEqual(noteRow(ada.id, 'note-2'));

    // On, collected but not yet pushed: still nothing deleted.
    await turnOnSync();
    await collectLocalChanges(replica);
    expect(await moveWorkspaceOffPlaintext({ adapter: ada.adapter, database: db, log: quiet })).toMatchObject({ status: 'waiting', deleted: 0 });
    expect(await serverCount(ada.id)).toBe(5);

    // Pushed and accepted: every plaintext row is deleted, and the move is done.
    await encryptedSyncConfirms();
    expect(await moveWorkspaceOffPlaintext({ adapter: ada.adapter, database: db, log: quiet })).toMatchObject({ status: 'moved', deleted: 5 });
    expect(await serverCount(ada.id)).toBe(0);
    expect(await moveWorkspaceOffPlaintext({ adapter: ada.adapter, database: db, log: quiet })).toMatchObject({ status: 'done' });

    // New writes queue nothing, and a replay sends nothing to the workspace tables.
    expect(await putTherapistClient(clientRow(ada.id, 'client-new', { alias: 'New' }))).toBe(true);
    expect(await putClientNote(noteRow(ada.id, 'note-new', { text: 'Written after the move' }))).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    await replayAs(ada.adapter);
    expect(await serverCount(ada.id)).toBe(0);
    const [{ found }] = await stack.standIn.sql<[{ found: number }]>`
      select count(*)::int as found from public.client_notes where text like '%Written after the move%' or text like '%sleep improving%'`;
    expect(found).toBe(0);
  });

  it('skips hostile rows with a code and leaves them; another therapist’s move neither sees nor deletes a row of hers', async () => {
    const ada = await therapist();
    const ben = await therapist();
    await seedPlaintext(ada);
    await seedPlaintext(ben);
    // Rows no version of the app wrote (within the table's checks): a script for an id, a prescription that is not one.
    await stack.standIn.sql`insert into public.therapist_clients (owner_id, id, alias, created_at, updated_at) values (${ada.id}, '<script>x</script>', 'Taken over', now(), now())`;
    await stack.standIn.sql`insert into public.prescriptions (owner_id, id, client_id, prescription, status, short_codes, created_at, updated_at)
      values (${ada.id}, 'rx-x', 'client-1', ${stack.standIn.sql.json({ not: 'a prescription' })}, 'active', '[]'::jsonb, now(), now())`;
    const warnings: string[] = [];
    const log = { warn: (message: unknown) => warnings.push(String(message)) };

    await turnOnSync();
    await moveWorkspaceOffPlaintext({ adapter: ada.adapter, database: db, log });
    await encryptedSyncConfirms();
    const report = await moveWorkspaceOffPlaintext({ adapter: ada.adapter, database: db, log });
    expect(report).toMatchObject({ status: 'waiting', deleted: 5, skipped: 2, kept: { unreadable: 2 } });
    expect([...new Set(warnings.filter((message) => message.startsWith('Skipped')))].sort()).toEqual([
      'Skipped a row of prescriptions from Supabase (bad-field)',
      'Skipped a row of therapist_clients from Supabase (bad-id)',
    ]);
    expect(warnings.join(' ')).not.toContain('<script>');
    expect(await db.therapistClients.get('<script>x</script>')).toBeUndefined();
    expect(await db.prescriptions.get('rx-x')).toBeUndefined();
    expect(await serverCount(ada.id)).toBe(2);

    // Ben on the same device: his own rows only. Hers are untouched, and his deletions name her ids in vain.
    await ben.adapter.removeWorkspaceRows('client_notes', ['note-1', 'note-2']);
    expect(await serverCount(ben.id)).toBe(3);
    expect(await serverCount(ada.id)).toBe(2);
    for (const table of TABLES) {
      const rows = (await ben.adapter.readWorkspaceTable(table)) ?? [];
      expect(rows.every((row) => !['<script>x</script>', 'rx-x'].includes(String((row as { id: string }).id)))).toBe(true);
    }
    const anonymous = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    await anonymous.auth.signInAnonymously();
    const { data } = await anonymous.from('prescriptions').select('*');
    expect(data).toEqual([]);
  });
});
