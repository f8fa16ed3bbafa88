/**
 * What the functions' test harnesses share: a backend over the test database with a test clock, the request a
 * browser (or a hostile client) would send, the answer read as a browser would, and the admin's sign-in through the
 * real feedback function, so the cookie is the one a browser would carry.
 */
import { createBackend, type Env, type FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createFeedbackHandler } from '../../../functions/feedback.ts';
import { ADMIN, testClock, type Clock } from './backends.ts';

/** Rate limits are off unless `env` says otherwise; with `admin`, the admin's address and password are configured. */
export function clockedBackend(
  db: SqlClient,
  options: { start: Date; env?: Env; admin?: boolean },
): { backend: FunctionsBackend; clock: Clock } {
  const clock = testClock(options.start);
  const admin = options.admin ? { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } : {};
  const backend = createBackend({
    db,
    env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database', ...admin, ...options.env },
    now: () => clock.now,
  });
  return { backend, clock };
}

export interface FunctionRequestOptions {
  /** A string, bytes or a stream is sent as it is (a test's malformed body); anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** The request to a function; JSON gets its Content-Type unless the test set one. */
export function functionRequest(url: string, method: string, options: FunctionRequestOptions, extraHeaders: Record<string, string | undefined> = {}): Request {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  const given = options.body;
  if (typeof given === 'string' || given instanceof Uint8Array || given instanceof ReadableStream) {
    body = given as BodyInit;
  } else if (given !== undefined) {
    body = JSON.stringify(given);
  }
  if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(extraHeaders)) if (value !== undefined) headers.set(name, value);
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
  // A streamed body must say so, or the Request constructor refuses it.
  if (body instanceof ReadableStream) init.duplex = 'half';
  return new Request(url, init);
}

export interface FunctionResponse<Json> {
  status: number;
  headers: Headers;
  json: Json;
  text: string;
}

/** The answer's text and, when it is JSON, its value; otherwise `{ success: false }`, and the test reads the text. */
export async function readFunctionResponse<Json extends { success: boolean }>(response: Response): Promise<FunctionResponse<Json>> {
  const text = await response.text();
  let json = { success: false } as Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    /* not JSON: the test says so */
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Signs in through the feedback function on `backend` and returns the cookie to send back. */
export async function signInAsAdmin(backend: FunctionsBackend): Promise<string> {
  const feedback = createFeedbackHandler(async () => backend);
  const response = await feedback(
    new Request('http://localhost/.netlify/functions/feedback/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }),
    { ip: '203.0.113.99' },
  );
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}
