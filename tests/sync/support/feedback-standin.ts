/**
 * A stand-in for the feedback functions, implementing only the contract the sync engine relies on (the contract
 * functions/feedback.ts documents): JSON `{ success: true, data }` or `{ success: false, error }`; unknown keys are
 * refused; POST /submit and /prompt-interaction are idempotent by the client's id (201 the first time, 200 with
 * `duplicate: true` after); POST /track takes up to 500 events and answers, per event, `stored`, `duplicates` and
 * `rejected`; POST /upload is multipart with the field `file` and the optional upload `id` (idempotent by it, like
 * the real functions). It keeps what it accepted in memory and counts, per id, every delivery (`deliveries`) and
 * every delivery that created a new record (`created`), so a test can check that each record arrived however many
 * times but was created once (a `created` count above 1 is a double delivery that made a second record). Tests only:
 * the real functions live in functions/ (tests/sync/feedback-functions-real.test.ts runs the replayer against them).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { allowLocalNetwork } from '../../../src/testing/network-guard.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_UPLOAD_BYTES = 5_242_880;
const SUBMISSION_KEYS = new Set(['id', 'sessionId', 'userId', 'category', 'subcategory', 'type', 'rating', 'title', 'message', 'fields', 'context', 'metadata', 'attachments']);
const EVENT_KEYS = new Set(['id', 'type', 'data', 'context', 'timestamp', 'sessionId', 'userId']);
const EVENT_TYPES = new Set(['page_view', 'user_action', 'error', 'performance', 'tool_completed', 'feedback_widget_opened']);

function unknownKey(body: Record<string, unknown>, allowed: Set<string>): string | undefined {
  return Object.keys(body).find((key) => !allowed.has(key));
}

export interface FeedbackStandIn {
  url: string;
  /** Base path of the functions, e.g. http://127.0.0.1:1234/.netlify/functions/feedback */
  base: string;
  submissions: Map<string, Record<string, unknown>>;
  events: Map<string, Record<string, unknown>>;
  promptInteractions: Map<string, Record<string, unknown>>;
  uploads: Map<string, { name: string; type: string; bytes: number; id: string | null }>;
  /** How many times each id arrived (duplicates included). */
  deliveries: Map<string, number>;
  /** How many of those arrivals created a new record, per id (a repeat that was recognised does not count). */
  created: Map<string, number>;
  /** Makes the next requests to a path answer with this status (e.g. 400 to test dead letters). */
  refuse(path: string, status: number, times?: number): void;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown, origin: string | undefined): void {
  res
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Access-Control-Allow-Origin': origin ?? '*',
      'Access-Control-Allow-Headers': 'content-type',
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    })
    .end(JSON.stringify(body));
}

async function toRequest(req: IncomingMessage, url: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return new Request(url, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
}

export async function startFeedbackStandIn({ basePath = '/.netlify/functions/feedback', port = 0 } = {}): Promise<FeedbackStandIn> {
  // Starting a stand-in on this machine is the test's word that it talks to it (src/testing/network-guard.ts).
  allowLocalNetwork();
  const submissions = new Map<string, Record<string, unknown>>();
  const events = new Map<string, Record<string, unknown>>();
  const promptInteractions = new Map<string, Record<string, unknown>>();
  const uploads = new Map<string, { name: string; type: string; bytes: number; id: string | null }>();
  const deliveries = new Map<string, number>();
  const created = new Map<string, number>();
  const refusals = new Map<string, { status: number; times: number }>();
  let origin = '';

  function delivered(id: string): void {
    deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
  }

  /** Stores a record unless its id is there already; counts the creations. True when it created one. */
  function createOnce<Value>(store: Map<string, Value>, id: string, value: Value): boolean {
    if (store.has(id)) return false;
    store.set(id, value);
    created.set(id, (created.get(id) ?? 0) + 1);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = req.headers.origin;
    if (req.method === 'OPTIONS') return json(res, 204, null, cors);
    const url = new URL(req.url ?? '/', origin);
    if (!url.pathname.startsWith(basePath)) return json(res, 404, { success: false, error: 'Function not found' }, cors);
    const path = url.pathname.slice(basePath.length);
    const refusal = refusals.get(path);
    if (refusal && refusal.times > 0) {
      refusal.times -= 1;
      await toRequest(req, url.href);
      return json(res, refusal.status, { success: false, error: `Refused with ${refusal.status} for this test` }, cors);
    }
    if (req.method !== 'POST') return json(res, 405, { success: false, error: 'Method not allowed' }, cors);
    const request = await toRequest(req, url.href);

    if (path === '/upload') {
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!(file instanceof Blob)) return json(res, 400, { success: false, error: 'No file' }, cors);
      if (file.size > MAX_UPLOAD_BYTES) return json(res, 413, { success: false, error: 'File size must be less than 5MB' }, cors);
      const given = form?.get('id');
      const id = typeof given === 'string' && UUID.test(given) ? given.toLowerCase() : null;
      if (given !== null && given !== undefined && !id) return json(res, 400, { success: false, error: 'id must be a UUID' }, cors);
      const key = id ?? randomUUID();
      delivered(key);
      const isNew = createOnce(uploads, key, { name: (file as File).name ?? 'upload', type: file.type, bytes: file.size, id });
      return json(res, isNew ? 201 : 200, { success: true, data: { url: `${basePath}/uploads/${key}.png`, duplicate: !isNew } }, cors);
    }

    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return json(res, 400, { success: false, error: 'Malformed JSON' }, cors);
    }
    if (path === '/submit') {
      const id = body.id;
      if (typeof id !== 'string' || !UUID.test(id)) return json(res, 400, { success: false, error: 'id must be a UUID' }, cors);
      const extra = unknownKey(body, SUBMISSION_KEYS);
      if (extra) return json(res, 400, { success: false, error: `unknown field ${extra}` }, cors);
      if (typeof body.title !== 'string' || body.title === '') return json(res, 400, { success: false, error: 'Title is required' }, cors);
      delivered(id);
      const duplicate = !createOnce(submissions, id, body);
      return json(res, duplicate ? 200 : 201, { success: true, data: { id, duplicate } }, cors);
    }
    if (path === '/track') {
      const list = body.events;
      if (!Array.isArray(list) || list.length === 0 || list.length > 500) {
        return json(res, 400, { success: false, error: 'events must be a list of 1 to 500 events' }, cors);
      }
      const stored: string[] = [];
      const duplicates: string[] = [];
      const rejected: { index: number; id: string | null; error: string }[] = [];
      (list as Record<string, unknown>[]).forEach((event, index) => {
        const id = event && typeof event.id === 'string' && UUID.test(event.id) ? event.id : null;
        const extra = event && typeof event === 'object' ? unknownKey(event, EVENT_KEYS) : 'event';
        if (!id || extra || !EVENT_TYPES.has(String(event.type))) {
          rejected.push({ index, id, error: !id ? 'id: must be a UUID' : extra ? `unknown field ${extra}` : 'type: not a known event type' });
          return;
        }
        delivered(id);
        if (createOnce(events, id, event)) stored.push(id);
        else duplicates.push(id);
      });
      return json(res, 200, { success: true, data: { stored, duplicates, rejected } }, cors);
    }
    if (path === '/prompt-interaction') {
      const id = body.id;
      if (typeof id !== 'string' || !UUID.test(id)) return json(res, 400, { success: false, error: 'id must be a UUID' }, cors);
      delivered(id);
      const duplicate = !createOnce(promptInteractions, id, body);
      return json(res, duplicate ? 200 : 201, { success: true, data: { id, duplicate } }, cors);
    }
    return json(res, 404, { success: false, error: 'Not found' }, cors);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('Feedback stand-in failed', error);
      if (!res.headersSent) json(res, 500, { success: false, error: 'Stand-in error' }, undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    base: `${origin}${basePath}`,
    submissions,
    events,
    promptInteractions,
    uploads,
    deliveries,
    created,
    refuse(path, status, times = 1) {
      refusals.set(path, { status, times });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
