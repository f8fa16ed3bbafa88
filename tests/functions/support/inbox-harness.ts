/**
 * The returns inbox (functions/inbox.ts) over a test database with a test clock, and an inbox made as the therapist's
 * device makes one: a real key pair, tokens and a return sealed by the app's own code (contract/return-seal.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Env, FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createInboxHandler } from '../../../functions/inbox.ts';
import { INBOX_PATH } from '../../../contract/inbox-schemas.ts';
import type { ClientReturn } from '../../../contract/prescription-schemas.ts';
import { exportInboxPublicKey, generateInboxKeyPair, sealReturn } from '../../../contract/return-seal.ts';
import type { Clock } from './backends.ts';
import { clockedBackend, functionRequest, readFunctionResponse } from './function-call.ts';

export const INBOX_BASE = `http://localhost${INBOX_PATH}`;

export interface InboxResponse {
  status: number;
  headers: Headers;
  json: { success: boolean; data?: Record<string, unknown> & { returns?: Record<string, unknown>[] }; error?: string };
  text: string;
}

export interface TestInbox {
  id: string;
  sendToken: string;
  fetchToken: string;
  keyPair: CryptoKeyPair;
  publicKey: string;
}

export interface InboxHarness {
  backend: FunctionsBackend;
  clock: Clock;
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string>; token?: string; ip?: string }): Promise<InboxResponse>;
  /** Makes an inbox's keys and tokens and registers it. */
  newInbox(): Promise<TestInbox>;
  send(inbox: TestInbox, returnId: string, sealed: string, token?: string): Promise<InboxResponse>;
  fetch(inbox: TestInbox, token?: string): Promise<InboxResponse>;
  count(): Promise<{ inboxes: number; returns: number; sealed: number }>;
}

const token = () => randomBytes(32).toString('base64url');
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Rate limits are off unless `env` says otherwise. */
export function inboxHarness(db: SqlClient, options: { env?: Env } = {}): InboxHarness {
  const { backend, clock } = clockedBackend(db, { start: new Date('2026-11-27T08:00:00Z'), env: options.env });
  const handler = createInboxHandler(async () => backend);
  const h: InboxHarness = {
    backend,
    clock,
    async call(method, path, callOptions = {}) {
      const headers = { ...callOptions.headers, ...(callOptions.token === undefined ? {} : { authorization: `Bearer ${callOptions.token}` }) };
      const request = functionRequest(`${INBOX_BASE}${path}`, method, { body: callOptions.body, headers });
      return readFunctionResponse<InboxResponse['json']>(await handler(request, { ip: callOptions.ip ?? '203.0.113.30' }));
    },
    async newInbox() {
      const keyPair = await generateInboxKeyPair();
      const inbox = { id: randomBytes(16).toString('base64url'), sendToken: token(), fetchToken: token(), keyPair, publicKey: await exportInboxPublicKey(keyPair.publicKey) };
      const registered = await h.call('PUT', `/${inbox.id}`, { body: { sendTokenHash: sha256Hex(inbox.sendToken), fetchTokenHash: sha256Hex(inbox.fetchToken) } });
      if (registered.status !== 201) throw new Error(`registering the test inbox answered ${registered.status}: ${registered.text}`);
      return inbox;
    },
    send(inbox, returnId, sealed, sendToken = inbox.sendToken) {
      return h.call('POST', `/${inbox.id}/returns`, { body: { returnId, sealed }, token: sendToken });
    },
    fetch(inbox, fetchToken = inbox.fetchToken) {
      return h.call('GET', `/${inbox.id}/returns`, { token: fetchToken });
    },
    async count() {
      const rows = await db.query<{ inboxes: number; returns: number; sealed: number }>(
        `select (select count(*)::int from feedback.inboxes) as inboxes, (select count(*)::int from feedback.inbox_returns) as returns,
                (select count(*)::int from feedback.inbox_returns where sealed is not null) as sealed`,
      );
      return rows[0] ?? { inboxes: 0, returns: 0, sealed: 0 };
    },
  };
  return h;
}

/** The client's words: a return whose entries say things a test then looks for in every row of the database. */
export function wordyReturn(id: string, words: readonly string[]): ClientReturn {
  return {
    id,
    prescriptionId: 'rx-inbox-test',
    createdAt: '2026-11-27T07:30:00.000Z',
    items: [{ itemId: 'item-1', entries: words.map((word, index) => ({ at: `2026-11-2${index % 7}T07:00:00.000Z`, title: 'Thought record', body: `Today I felt ${word}.` })) }],
  };
}

export function sealFor(inbox: TestInbox, clientReturn: ClientReturn): Promise<string> {
  return sealReturn({ publicKey: inbox.publicKey, inboxId: inbox.id, clientReturn });
}
