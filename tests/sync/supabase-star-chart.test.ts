/**
 * The therapist's workspace end to end: the data functions queue, the replayer delivers through the real supabase-js
 * client over HTTP to the Supabase stand-in (real PostgreSQL, our migrations, row-level security), and
 * pullTherapistWorkspace brings it back. A therapist's rows arrive in their own tables without revoke tokens;
 * another therapist, an anonymous sign-in and a device signed in as someone else get none of them.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/db/database';
import type { ClientNoteRow, ClientReturnRow, PrescriptionRow, TherapistClientRow } from '../../src/db/star-chart-types';
import type { OutboxKind } from '../../src/app/outbox-registry';
import {
  clientNotePayload,
  clientNoteRemovalPayload,
  clientReturnPayload,
  prescriptionPayload,
  therapistClientPayload,
  type WorkspacePayload,
} from '../../src/sync/adapters/star-chart-rows';
import { createSupabaseAdapter, type SupabaseAdapter } from '../../src/sync/adapters/supabase';
import type { SupabaseClient } from '../../src/sync/adapters/supabase-factory';
import { buildKindHandlers } from '../../src/sync/replay/build-handlers';
import { replayOutbox } from '../../src/sync/replay/replay-outbox';
import { pullWorkspace as pullTherapistWorkspace } from '../../src/domains/prescriptions/data/workspace-pull';
import { clientRow, noteRow, prescriptionRow, returnRow } from '../../src/sync/__tests__/star-chart-fixtures';
import { createNodeSupabaseClient } from '../support/supabase-standin/node-client.ts';
import { withSupabaseStandIn } from '../support/supabase-standin/test-setup.ts';

/*
 * The data functions (src/domains/prescriptions/data/record-star-chart.ts, unit-tested in src/sync/__tests__) import the build
 * configuration, which Node tests cannot load; these do what they do, with the same payload builders: save the row
 * and, unless it is a duplicate return, queue its entry (the newest state of a record replacing older ones).
 */
async function queue(kind: OutboxKind, recordId: string, payload: WorkspacePayload): Promise<void> {
  const at = new Date().toISOString();
  if (kind !== 'client_return') await db.outbox.where('kind').equals(kind).and((entry) => entry.recordId === recordId).delete();
  await db.outbox.add({ kind, recordId, payload, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null });
}

async function putTherapistClient(row: TherapistClientRow): Promise<boolean> {
  await db.therapistClients.put(row);
  await queue('therapist_client', row.id, therapistClientPayload(row));
  return true;
}

async function putPrescription(row: PrescriptionRow): Promise<boolean> {
  await db.prescriptions.put(row);
  await queue('prescription', row.id, prescriptionPayload(row));
  return true;
}

async function putClientNote(row: ClientNoteRow): Promise<boolean> {
  await db.clientNotes.put(row);
  await queue('client_note', row.id, clientNotePayload(row));
  return true;
}

async function deleteClientNote(id: string): Promise<boolean> {
  const note = await db.clientNotes.get(id);
  if (!note) return true;
  await db.clientNotes.delete(id);
  await queue('client_note', id, clientNoteRemovalPayload(note));
  return true;
}

async function addClientReturn(row: ClientReturnRow): Promise<'added' | 'duplicate'> {
  if (await db.clientReturns.get(row.id)) return 'duplicate';
  await db.clientReturns.add(row);
  await queue('client_return', row.id, clientReturnPayload(row));
  return 'added';
}

const stack = withSupabaseStandIn();
const quiet = { warn: () => {} };

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

async function replayAs(adapter: SupabaseAdapter) {
  return replayOutbox({
    database: db,
    log: quiet,
    handlers: await buildKindHandlers({ database: db, functions: null, supabase: adapter, getUserId: () => adapter.getSignedInUserId() }),
  });
}

async function serverRows(table: string, ownerId: string): Promise<Record<string, unknown>[]> {
  return stack.standIn.sql.unsafe(`select * from public.${table} where owner_id = $1 order by id`, [ownerId]);
}

async function recordWorkspace(therapistId: string): Promise<void> {
  expect(await putTherapistClient(clientRow(therapistId))).toBe(true);
  expect(await putPrescription(prescriptionRow(therapistId))).toBe(true);
  expect(await putClientNote(noteRow(therapistId))).toBe(true);
  expect(await putClientNote(noteRow(therapistId, 'note-2'))).toBe(true);
  expect(await addClientReturn(returnRow(therapistId))).toBe('added');
}

describe('delivering the therapist workspace', () => {
  it('puts each row in the therapist’s own tables, without revoke tokens, and empties the outbox', async () => {
    const ada = await therapist();
    await recordWorkspace(ada.id);
    const outcome = await replayAs(ada.adapter);
    expect(outcome).toMatchObject({ confirmed: 5, deadLettered: 0, retryError: null, waitingForSignIn: 0 });
    expect(await db.outbox.count()).toBe(0);

    expect(await serverRows('therapist_clients', ada.id)).toEqual([expect.objectContaining({ id: 'client-1', alias: 'K.', owner_id: ada.id })]);
    const [prescription] = await serverRows('prescriptions', ada.id);
    expect(prescription).toMatchObject({ id: 'rx-1', client_id: 'client-1', status: 'active', prescription: prescriptionRow(ada.id).prescription });
    expect(prescription?.short_codes).toEqual([{ code: 'ABCD2345X', expiresAt: '2026-12-24T09:00:00.000Z', revokedAt: null }]);
    const [{ found }] = await stack.standIn.sql<[{ found: number }]>`
      select count(*)::int as found from public.prescriptions where short_codes::text like '%secret-revoke-token%' or short_codes::text like '%revokeToken%'`;
    expect(found).toBe(0);
    expect((await serverRows('client_notes', ada.id)).map((row) => row.id)).toEqual(['note-1', 'note-2']);
    expect(await serverRows('client_returns', ada.id)).toEqual([
      expect.objectContaining({ id: 'return-1', prescription_id: 'rx-1', client_return: returnRow(ada.id).clientReturn }),
    ]);
  });

  it('removes a deleted note, never duplicates a return, and never lets an older state overwrite a newer one', async () => {
    const ada = await therapist();
    await recordWorkspace(ada.id);
    await replayAs(ada.adapter);

    expect(await deleteClientNote('note-1')).toBe(true);
    expect(await addClientReturn(returnRow(ada.id))).toBe('duplicate');
    expect(await putTherapistClient(clientRow(ada.id, 'client-1', { alias: 'K. B.', updatedAt: '2026-11-24T12:00:00.000Z' }))).toBe(true);
    expect(await replayAs(ada.adapter)).toMatchObject({ confirmed: 2, deadLettered: 0 });
    // An older state, queued on another device that was offline, arrives late.
    await putTherapistClient(clientRow(ada.id, 'client-1', { alias: 'Old', updatedAt: '2026-11-24T11:00:00.000Z' }));
    expect(await replayAs(ada.adapter)).toMatchObject({ confirmed: 1, deadLettered: 0 });

    expect((await serverRows('client_notes', ada.id)).map((row) => row.id)).toEqual(['note-2']);
    expect(await serverRows('client_returns', ada.id)).toHaveLength(1);
    expect((await serverRows('therapist_clients', ada.id)).map((row) => row.alias)).toEqual(['K. B.']);
  });

  it('shows another therapist, and an anonymous sign-in, none of those rows', async () => {
    const ada = await therapist();
    const ben = await therapist();
    await recordWorkspace(ada.id);
    await replayAs(ada.adapter);

    for (const table of ['therapist_clients', 'prescriptions', 'client_notes', 'client_returns'] as const) {
      expect(await ben.adapter.readWorkspaceTable(table)).toEqual([]);
      const { data, error } = await ben.client.from(table).select('*').eq('id', table === 'client_notes' ? 'note-1' : 'client-1');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const anonymous = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    await anonymous.auth.signInAnonymously();
    const { data } = await anonymous.from('prescriptions').select('*');
    expect(data).toEqual([]);
    // Ben's attempt to overwrite or remove Ada's client changes nothing of hers.
    await ben.adapter.upsertWorkspaceRows('therapist_clients', [{ id: 'client-1', alias: 'Taken', created_at: 'now', updated_at: '2030-01-01T00:00:00Z', archived_at: null }]);
    await ben.adapter.removeWorkspaceRows('client_notes', ['note-1', 'note-2']);
    expect((await serverRows('therapist_clients', ada.id)).map((row) => row.alias)).toEqual(['K.']);
    expect(await serverRows('client_notes', ada.id)).toHaveLength(2);
  });

  it('keeps a therapist’s entries waiting while nobody, or someone else, is signed in on the device', async () => {
    const ada = await therapist();
    const ben = await therapist();
    await recordWorkspace(ada.id);

    const anonymousClient = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    const nobody = await replayAs(createSupabaseAdapter(anonymousClient, { log: quiet }));
    expect(nobody).toMatchObject({ confirmed: 0, deadLettered: 0, waitingForSignIn: 5 });

    const asBen = await replayAs(ben.adapter);
    expect(asBen).toMatchObject({ confirmed: 0, deadLettered: 0, waitingForSignIn: 5 });
    expect(await serverRows('therapist_clients', ben.id)).toEqual([]);
    expect(await db.outbox.count()).toBe(5);

    expect(await replayAs(ada.adapter)).toMatchObject({ confirmed: 5 });
  });

  it('sends the signed-in therapist’s entries while another therapist’s, queued before them, wait', async () => {
    const ada = await therapist();
    const ben = await therapist();
    await putTherapistClient(clientRow(ada.id, 'ada-client'));
    await putClientNote(noteRow(ada.id, 'ada-note'));
    await putTherapistClient(clientRow(ben.id, 'ben-client'));
    await putClientNote(noteRow(ben.id, 'ben-note'));

    expect(await replayAs(ben.adapter)).toMatchObject({ confirmed: 2, deadLettered: 0, waitingForSignIn: 2 });
    expect((await serverRows('therapist_clients', ben.id)).map((row) => row.id)).toEqual(['ben-client']);
    expect((await serverRows('client_notes', ben.id)).map((row) => row.id)).toEqual(['ben-note']);
    expect((await db.outbox.toArray()).map((entry) => entry.recordId).sort()).toEqual(['ada-client', 'ada-note']);
  });
});

describe('pullTherapistWorkspace', () => {
  it('brings a signed-in therapist’s workspace back to an empty device, queueing nothing', async () => {
    const ada = await therapist();
    await recordWorkspace(ada.id);
    await replayAs(ada.adapter);
    await Promise.all(db.tables.map((table) => table.clear()));

    expect(await pullTherapistWorkspace({ adapter: ada.adapter, database: db, log: quiet })).toEqual({ status: 'pulled', added: 5, updated: 0, kept: 0 });
    expect(await db.therapistClients.get('client-1')).toEqual(clientRow(ada.id));
    expect(await db.clientNotes.get('note-2')).toEqual(noteRow(ada.id, 'note-2'));
    expect(await db.clientReturns.get('return-1')).toEqual(returnRow(ada.id));
    // The server never had the revoke token: this device cannot revoke that code, and says so by an empty token.
    expect(await db.prescriptions.get('rx-1')).toEqual({
      ...prescriptionRow(ada.id),
      shortCodes: [{ code: 'ABCD2345X', expiresAt: '2026-12-24T09:00:00.000Z', revokedAt: null, revokeToken: '' }],
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets the newer updatedAt win, keeps the device’s revoke tokens, and does not bring back a note being removed', async () => {
    const ada = await therapist();
    await recordWorkspace(ada.id);
    await replayAs(ada.adapter);
    // On the server: a newer alias (from another device). Here: a newer note, and a removal not yet sent.
    await stack.standIn.sql`update public.therapist_clients set alias = 'From the other device', updated_at = '2026-11-30T00:00:00Z' where owner_id = ${ada.id}`;
    await db.clientNotes.put(noteRow(ada.id, 'note-2', { text: 'Newer here', updatedAt: '2026-11-30T00:00:00.000Z' }));
    await deleteClientNote('note-1');

    const report = await pullTherapistWorkspace({ adapter: ada.adapter, database: db, log: quiet });
    expect(report).toEqual({ status: 'pulled', added: 0, updated: 1, kept: 4 });
    expect((await db.therapistClients.get('client-1'))?.alias).toBe('From the other device');
    expect((await db.clientNotes.get('note-2'))?.text).toBe('Newer here');
    expect(await db.clientNotes.get('note-1')).toBeUndefined();
    expect((await db.prescriptions.get('rx-1'))?.shortCodes[0]?.revokeToken).toBe('secret-revoke-token');
  });

  it('says why nothing was pulled: local-only, or no therapist signed in', async () => {
    expect(await pullTherapistWorkspace({ adapter: null, database: db })).toMatchObject({ status: 'local-only' });
    const anonymousClient = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    await anonymousClient.auth.signInAnonymously();
    expect(await pullTherapistWorkspace({ adapter: createSupabaseAdapter(anonymousClient, { log: quiet }), database: db })).toMatchObject({
      status: 'signed-out',
    });
  });
});
