// @vitest-environment node
/**
 * Both devices' code of the returns inbox (issue 28) against the real inbox function (functions/inbox.ts, in-process,
 * embedded database), with the app's own Dexie (fake-indexeddb): the therapist's device makes a prescription with its
 * inbox; the client's device seals and queues a return (once by return id) and the outbox handler sends it; the
 * therapist's device fetches, opens, imports as the manual import does and acknowledges. A lost acknowledgement means
 * the return is fetched again and adds nothing; the inbox's refusals are sorted into retry-later and dead letters.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../../functions/_lib/db/client.ts';
import { migrate } from '../../../../functions/_lib/db/migrate.ts';
import { openEmbeddedDatabase } from '../../../../functions/_lib/db/pglite-client.ts';
import { createInboxHandler } from '../../../../functions/inbox.ts';
import { createInboxClient, type InboxClient } from '../../../../contract/inbox-client.ts';
import { INBOX_PATH } from '../../../../contract/inbox-schemas.ts';
import type { ClientReturn } from '../../../../contract/prescription-schemas.ts';
import { db } from '@/db/database';
import type { PrescriptionRow } from '@/db/star-chart-types';
import { queueReturnToInbox, withdrawSentReturn } from '@/domains/returns/data/send-to-inbox';
import { fetchInboxReturns, makeInbox, savePrescriptionWithInbox } from '../data/inbox';
import { inboxReturnHandler } from '@/domains/returns/sync/inbox-return-handler';
import { inboxReturnKind } from '@/domains/returns/sync/inbox-return-kind';

const BASE = `http://localhost${INBOX_PATH}`;
const THERAPIST = 'therapist-inbox-1';
let database: { db: SqlClient };
let inboxFetch: typeof fetch;
let client: InboxClient;

beforeAll(async () => {
  database = { db: await openEmbeddedDatabase(undefined) };
  await migrate(database.db);
  const backend = createBackend({ db: database.db, env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database' } });
  const handler = createInboxHandler(async () => backend);
  inboxFetch = async (input, init) => handler(new Request(input, init), { ip: '203.0.113.60' });
  client = createInboxClient(BASE, inboxFetch);
}, 60_000);

afterAll(async () => {
  await database.db.close();
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

async function prescribe(): Promise<PrescriptionRow> {
  const made = await makeInbox('rx-inbox-1', THERAPIST);
  const at = new Date().toISOString();
  const row: PrescriptionRow = {
    id: 'rx-inbox-1',
    therapistId: THERAPIST,
    clientId: 'client-1',
    prescription: {
      id: 'rx-inbox-1',
      createdAt: at,
      prescriber: { name: 'Dr Inbox' },
      crisisReminder: true,
      items: [{ id: 'item-1', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-27' } }],
      inbox: made.inbox,
    },
    status: 'active',
    shortCodes: [],
    createdAt: at,
    updatedAt: at,
  };
  expect(await savePrescriptionWithInbox(row, made.keys)).toBe(true);
  return row;
}

function aReturn(id: string, words: string): ClientReturn {
  return {
    id,
    prescriptionId: 'rx-inbox-1',
    createdAt: '2026-11-27T09:00:00.000Z',
    items: [{ itemId: 'item-1', entries: [{ at: '2026-11-27T08:00:00.000Z', title: 'Mood check-in', body: words }] }],
  };
}

async function sendQueued(options: { fetch?: typeof fetch } = {}) {
  // With the kind's declared rules, as the replayer builds it.
  const handler = inboxReturnHandler(db, { baseUrl: BASE, fetch: options.fetch ?? inboxFetch, retryStatuses: inboxReturnKind.retryStatuses });
  const entries = await db.outbox.where('kind').equals('inbox_return').toArray();
  const report = await handler.send(entries);
  if (report.confirmed.length > 0) {
    await handler.onConfirmed?.(report.confirmed, new Date());
    await db.outbox.bulkDelete(report.confirmed.map((entry) => entry.seq!));
  }
  return report;
}

describe('the returns inbox, device to device', () => {
  it('a queued return is sent once, fetched, opened, imported and acknowledged; the server then holds nothing', async () => {
    const row = await prescribe();
    const keys = await db.inboxKeys.get(row.prescription.inbox!.id);
    expect(keys?.keyPair?.privateKey.extractable).toBe(false);
    expect(await queueReturnToInbox(aReturn('ret-a', 'Slept well after the walk'), row.prescription)).toEqual({ ok: true, alreadyQueued: false });
    // Pressing "Send" again queues nothing more.
    expect(await queueReturnToInbox(aReturn('ret-a', 'Slept well after the walk'), row.prescription)).toEqual({ ok: true, alreadyQueued: true });
    expect(await db.outbox.where('kind').equals('inbox_return').count()).toBe(1);
    const queued = await db.outbox.where('kind').equals('inbox_return').first();
    expect(JSON.stringify(queued?.payload)).not.toContain('Slept well');
    expect((await db.sentReturns.get('ret-a'))?.sentAt).toBeNull();

    // The therapist's device fetches before the inbox is registered: registering happens on that first fetch.
    expect((await sendQueued()).retry?.error.status).toBe(404);
    expect(await fetchInboxReturns(THERAPIST, client)).toEqual({ added: 0, duplicates: 0, problems: 0, unreachable: 0 });
    const sent = await sendQueued();
    expect(sent.confirmed).toHaveLength(1);
    expect((await db.sentReturns.get('ret-a'))?.sentAt).toMatch(/^\d{4}-/);

    expect(await fetchInboxReturns(THERAPIST, client)).toEqual({ added: 1, duplicates: 0, problems: 0, unreachable: 0 });
    const imported = await db.clientReturns.get('ret-a');
    expect(imported?.clientId).toBe('client-1');
    expect(imported?.clientReturn.items[0]?.entries?.[0]?.body).toBe('Slept well after the walk');
    expect(await client.fetch(row.prescription.inbox!.id, keys!.fetchToken)).toEqual([]);
    const rows = await database.db.query<{ sealed: string | null }>('select sealed from feedback.inbox_returns');
    expect(rows.every((stored) => stored.sealed === null)).toBe(true);
  });

  it('a lost acknowledgement: the return is fetched again and adds nothing the second time', async () => {
    const row = await prescribe();
    await fetchInboxReturns(THERAPIST, client);
    await queueReturnToInbox(aReturn('ret-b', 'Called my sister'), row.prescription);
    await sendQueued();
    let dropAcknowledgement = true;
    const flaky: InboxClient = {
      ...client,
      async acknowledge(...args) {
        if (dropAcknowledgement) {
          dropAcknowledgement = false;
          throw new Error('connection lost');
        }
        return client.acknowledge(...args);
      },
    };
    expect(await fetchInboxReturns(THERAPIST, flaky)).toEqual({ added: 1, duplicates: 0, problems: 0, unreachable: 1 });
    expect(await fetchInboxReturns(THERAPIST, flaky)).toEqual({ added: 0, duplicates: 1, problems: 0, unreachable: 0 });
    expect(await db.clientReturns.count()).toBe(1);
    expect(await client.fetch(row.prescription.inbox!.id, (await db.inboxKeys.toArray())[0]!.fetchToken)).toEqual([]);
  });

  it('sorts the inbox\'s refusals: 500 and 429 retried later, 403 to the dead letters', async () => {
    const row = await prescribe();
    await fetchInboxReturns(THERAPIST, client);
    await queueReturnToInbox(aReturn('ret-c', 'x'), row.prescription);
    const answering = (status: number, headers: Record<string, string> = {}) =>
      (async () => Response.json({ success: false, error: 'no' }, { status, headers })) as typeof fetch;
    expect((await sendQueued({ fetch: answering(500) })).retry?.error.retryable).toBe(true);
    expect((await sendQueued({ fetch: answering(429, { 'Retry-After': '60' }) })).retry?.error.retryable).toBe(true);
    expect((await sendQueued({ fetch: answering(413) })).retry?.error.retryable).toBe(true);
    const refused = await sendQueued({ fetch: answering(403) });
    expect(refused.rejected).toHaveLength(1);
    expect(refused.rejected[0]?.error.retryable).toBe(false);
  });

  it('a return withdrawn while still queued is never sent', async () => {
    const row = await prescribe();
    await queueReturnToInbox(aReturn('ret-d', 'Changed my mind'), row.prescription);
    expect(await withdrawSentReturn('ret-d')).toBe('withdrawn');
    expect(await db.outbox.where('kind').equals('inbox_return').count()).toBe(0);
    expect((await db.sentReturns.get('ret-d'))?.withdrawnAt).toMatch(/^\d{4}-/);
    expect((await sendQueued()).confirmed).toEqual([]);
  });
});
