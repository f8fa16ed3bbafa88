/**
 * The community function (functions/community.ts) over a test database, with a test clock and an admin configured.
 * The admin signs in through the real feedback function on the same backend, so the cookie is the one a browser
 * would carry. Requests are real `Request` objects, answers read as a browser would.
 */
import { randomUUID } from 'node:crypto';
import { createBackend, type Env, type FeedbackBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createCommunityHandler } from '../../../functions/community.ts';
import { createFeedbackHandler } from '../../../functions/feedback.ts';
import { COMMUNITY_KEY_HEADER, COMMUNITY_PATH, type PostRequest } from '../../../contract/community-schemas.ts';
import { newDeviceKey } from '../../../contract/device-key.ts';
import { ADMIN, testClock, type Clock } from './backends.ts';

export const COMMUNITY_BASE = `http://localhost${COMMUNITY_PATH}`;

export interface CommunityResponse {
  status: number;
  headers: Headers;
  json: { success: boolean; data?: Record<string, unknown>; error?: string };
  text: string;
}

export interface CommunityCallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  /** Sent as X-Community-Key. */
  key?: string;
  cookie?: string;
}

export interface CommunityHarness {
  backend: FeedbackBackend;
  clock: Clock;
  call(method: string, path: string, options?: CommunityCallOptions): Promise<CommunityResponse>;
  signIn(): Promise<string>;
}

/** Rate limits are off unless `env` says otherwise. */
export function communityHarness(db: SqlClient, options: { env?: Env; start?: Date } = {}): CommunityHarness {
  const clock = testClock(options.start ?? new Date('2026-11-24T10:00:00Z'));
  const backend = createBackend({
    db,
    env: { RATE_LIMITS: 'off', UPLOAD_STORE: 'database', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...options.env },
    now: () => clock.now,
  });
  const handler = createCommunityHandler(async () => backend);
  const feedback = createFeedbackHandler(async () => backend);
  return {
    backend,
    clock,
    async call(method, path, callOptions = {}) {
      const headers = new Headers(callOptions.headers);
      let body: BodyInit | undefined;
      const given = callOptions.body;
      if (typeof given === 'string' || given instanceof Uint8Array || given instanceof ReadableStream) body = given as BodyInit;
      else if (given !== undefined) body = JSON.stringify(given);
      if (body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      if (callOptions.key !== undefined) headers.set(COMMUNITY_KEY_HEADER, callOptions.key);
      if (callOptions.cookie !== undefined) headers.set('cookie', callOptions.cookie);
      const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
      if (body instanceof ReadableStream) init.duplex = 'half';
      const response = await handler(new Request(`${COMMUNITY_BASE}${path}`, init), { ip: callOptions.ip ?? '203.0.113.60' });
      const text = await response.text();
      let json: CommunityResponse['json'] = { success: false };
      try {
        json = JSON.parse(text) as CommunityResponse['json'];
      } catch {
        /* not JSON: the test says so */
      }
      return { status: response.status, headers: response.headers, json, text };
    },
    async signIn() {
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
    },
  };
}

/** A writer's device: a community key and a handle of its own. */
export function newWriter(handle = `Willow ${randomUUID().slice(0, 6).replace(/[0-9]/g, 'x')}`): { key: string; handle: string } {
  return { key: newDeviceKey(), handle };
}

export function samplePost(handle: string, overrides: Partial<PostRequest> = {}): PostRequest {
  return {
    id: randomUUID(),
    parentId: null,
    handle,
    body: 'Walking every morning this month helped more than I expected. Small steps still count.',
    contentNotes: [],
    contentNoteText: '',
    ...overrides,
  };
}
