/**
 * The short-code function (functions/share-codes.ts) over a test database, with a test clock and, when a test asks,
 * scripted random bytes. Requests are real `Request` objects, answers read as a browser would.
 */
import { randomBytes } from 'node:crypto';
import { createBackend, type Env, type FeedbackBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createShareCodesHandler } from '../../../functions/share-codes.ts';
import { SHARE_CODES_PATH } from '../../../contract/share-code-schemas.ts';
import { testClock, type Clock } from './backends.ts';

export const SHARE_BASE = `http://localhost${SHARE_CODES_PATH}`;

export interface ShareResponse {
  status: number;
  headers: Headers;
  json: { success: boolean; data?: Record<string, unknown>; error?: string; reason?: string };
  text: string;
}

export interface ShareHarness {
  backend: FeedbackBackend;
  clock: Clock;
  handler: ReturnType<typeof createShareCodesHandler>;
  /** Byte arrays handed out before falling back to real random bytes (a test scripts a collision with these). */
  scriptedBytes: Uint8Array[];
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string>; ip?: string }): Promise<ShareResponse>;
}

/** Rate limits are off unless `env` says otherwise. */
export function shareHarness(db: SqlClient, options: { env?: Env } = {}): ShareHarness {
  const clock = testClock(new Date('2026-11-24T10:00:05Z'));
  const backend = createBackend({
    db,
    env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database', ...options.env },
    now: () => clock.now,
  });
  const scriptedBytes: Uint8Array[] = [];
  const handler = createShareCodesHandler(async () => backend, {
    randomBytes: (count) => {
      const next = scriptedBytes.shift();
      if (next && next.length !== count) throw new Error(`scripted ${next.length} bytes where ${count} were asked for`);
      return next ?? new Uint8Array(randomBytes(count));
    },
  });
  return {
    backend,
    clock,
    handler,
    scriptedBytes,
    async call(method, path, callOptions = {}) {
      const headers = new Headers(callOptions.headers);
      let body: BodyInit | undefined;
      const given = callOptions.body;
      if (typeof given === 'string' || given instanceof Uint8Array || given instanceof ReadableStream) {
        body = given as BodyInit;
      } else if (given !== undefined) {
        body = JSON.stringify(given);
      }
      if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
      if (body instanceof ReadableStream) init.duplex = 'half';
      const response = await handler(new Request(`${SHARE_BASE}${path}`, init), { ip: callOptions.ip ?? '203.0.113.20' });
      const text = await response.text();
      let json: ShareResponse['json'] = { success: false };
      try {
        json = JSON.parse(text) as ShareResponse['json'];
      } catch {
        /* not JSON: the test says so */
      }
      return { status: response.status, headers: response.headers, json, text };
    },
  };
}

/** A share token of the codec's alphabet (the service treats it as opaque). */
export function sampleToken(length = 120): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let token = '';
  for (let index = 0; index < length; index++) token += alphabet[(index * 7 + 3) % alphabet.length];
  return token;
}
