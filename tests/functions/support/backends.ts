/**
 * Handler-test support: the feedback function against both storage backends it supports, the embedded PostgreSQL
 * (PGlite) and a real PostgreSQL server (Debian's, started by tests/support/postgres.ts), each migrated with the
 * same migrations `npm start` applies. Requests are real `Request` objects; responses are read as a browser would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend, type Env, type FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createFeedbackHandler } from '../../../functions/feedback.ts';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../../contract/device-key.ts';

export { DATABASE_KINDS, openTestDatabase, type DatabaseKind, type TestDatabase } from './test-databases.ts';

export const BASE = 'http://localhost/.netlify/functions/feedback';

export interface Clock {
  now: Date;
  advance(ms: number): void;
}

export function testClock(start = new Date()): Clock {
  const clock: Clock = {
    now: start,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  return clock;
}

export interface Harness {
  backend: FunctionsBackend;
  clock: Clock;
  dataDir: string;
  handler: ReturnType<typeof createFeedbackHandler>;
  /** The device key every call sends unless it says otherwise (one harness is one device). */
  deviceKey: string;
  call(method: string, path: string, options?: CallOptions): Promise<ApiResponse>;
  cleanup(): void;
}

export interface CallOptions {
  /** Sent as JSON unless it is a string, FormData or bytes. */
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  cookie?: string;
  /** The device key to send instead of the harness's; null sends none. */
  deviceKey?: string | null;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  json: { success: boolean; data?: unknown; error?: string } & Record<string, unknown>;
  raw: Response;
}

export const ADMIN = { email: 'admin@example.org', password: 'correct horse battery staple' };

/** A handler over `db` with rate limits off unless `env` says otherwise, an admin configured, and a test clock. */
export function harness(
  db: SqlClient,
  options: { env?: Env; random?: () => number; uploadsInDatabase?: boolean } = {},
): Harness {
  const dataDir = mkdtempSync(join(tmpdir(), 'bm-feedback-'));
  const clock = testClock();
  const env: Env = {
    RATE_LIMITS: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    UPLOAD_STORE: options.uploadsInDatabase ? 'database' : 'filesystem',
    ...options.env,
  };
  const backend = createBackend({ db, dataDir, env, now: () => clock.now, random: options.random ?? (() => 0.99) });
  const handler = createFeedbackHandler(async () => backend);
  const deviceKey = newDeviceKey();
  return {
    backend,
    clock,
    dataDir,
    handler,
    deviceKey,
    async call(method, path, callOptions = {}) {
      const headers = new Headers(callOptions.headers);
      const key = callOptions.deviceKey === undefined ? deviceKey : callOptions.deviceKey;
      if (key !== null && !headers.has(DEVICE_KEY_HEADER)) headers.set(DEVICE_KEY_HEADER, key);
      let body: BodyInit | undefined;
      const given = callOptions.body;
      if (given instanceof FormData || typeof given === 'string' || given instanceof Uint8Array) {
        body = given as BodyInit;
      } else if (given !== undefined) {
        body = JSON.stringify(given);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      if (callOptions.cookie) headers.set('cookie', callOptions.cookie);
      const response = await handler(new Request(`${BASE}${path}`, { method, headers, body }), {
        dataDir,
        ip: callOptions.ip ?? '203.0.113.7',
      });
      const text = await response.clone().text();
      let json: ApiResponse['json'] = { success: false };
      try {
        json = JSON.parse(text) as ApiResponse['json'];
      } catch {
        /* not JSON (an uploaded image) */
      }
      return { status: response.status, headers: response.headers, json, raw: response };
    },
    cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the configured admin and returns the cookie to send back. */
export async function signIn(h: Harness): Promise<string> {
  const response = await h.call('POST', '/admin/login', { body: ADMIN });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.json)}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

export function validSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    sessionId: crypto.randomUUID(),
    category: 'general',
    title: 'The breathing timer helped',
    message: 'I used it before a meeting and felt steadier.',
    rating: 4,
    context: { module: 'presence', submissionTimestamp: new Date().toISOString(), page: '/presence' },
    metadata: { browserInfo: { userAgent: 'test' }, deviceInfo: { type: 'desktop' } },
    ...overrides,
  };
}

/** Smallest valid files of each accepted type. */
/**
 * One-pixel images in each accepted format, as the server stores them: uploads are decoded and re-encoded
 * (functions/_lib/uploads/reencode.ts), and these are that re-encoding's fixed points, so a test can check that what
 * is served is exactly what was stored. (After a sharp upgrade, regenerate them by re-encoding until stable.) The
 * re-encoding itself is tested with images carrying metadata in feedback-upload-reencode.test.ts.
 */
export const IMAGES = {
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d763f8cfc0f01f00050001ff729c52670000000049454e44ae426082',
    'hex',
  ),
  gif: Buffer.from('474946383961010001008100004c69714c6971000000ffffff21f90405000000002c00000000010001000002024401003b', 'hex'),
  jpeg: Buffer.from(
    'ffd8ffdb0043000403030303020403030304040405060a06060505060c0809070a0e0c0f0e0e0c0d0d0f1116130f1015110d0d131a131517181919190f121b1d1b181d16181918ffdb0043010404040605060b06060b18100d101818181818181818181818181818181818181818181818181818181818181818181818181818181818181818181818181818ffc00011080001000103012200021101031101ffc4001500010100000000000000000000000000000008ffc40014100100000000000000000000000000000000ffc40014010100000000000000000000000000000000ffc40014110100000000000000000000000000000000ffda000c03010002110311003f00b10007ffd9',
    'hex',
  ),
  webp: Buffer.from('UklGRkIAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAIAAAAAAFZQOCAaAAAAMAEAnQEqAQABAADAFiWkAANwAP7+pTYAAAA=', 'base64'),
};

export function uploadForm(bytes: Uint8Array, filename: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], filename, { type }));
  return form;
}
