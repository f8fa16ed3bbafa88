/**
 * The short-code function (functions/share-codes.ts) over a test database, with a test clock and, when a test asks,
 * scripted random bytes. Requests are real `Request` objects, answers read as a browser would.
 */
import { randomBytes } from 'node:crypto';
import type { Env, FeedbackBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createShareCodesHandler } from '../../../functions/share-codes.ts';
import { SHARE_CODES_PATH } from '../../../contract/share-code-schemas.ts';
import type { Clock } from './backends.ts';
import { clockedBackend, functionRequest, readFunctionResponse } from './function-call.ts';

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
  const { backend, clock } = clockedBackend(db, { start: new Date('2026-11-24T10:00:05Z'), env: options.env });
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
      const request = functionRequest(`${SHARE_BASE}${path}`, method, callOptions);
      return readFunctionResponse<ShareResponse['json']>(await handler(request, { ip: callOptions.ip ?? '203.0.113.20' }));
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
