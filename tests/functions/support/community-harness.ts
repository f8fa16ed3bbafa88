/**
 * The community function (functions/community.ts) over a test database, with a test clock and an admin configured.
 * The admin signs in through the real feedback function on the same backend, so the cookie is the one a browser
 * would carry. Requests are real `Request` objects, answers read as a browser would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Env, FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createCommunityHandler } from '../../../functions/community.ts';
import { COMMUNITY_KEY_HEADER, COMMUNITY_PATH, type PostRequest } from '../../../contract/community-schemas.ts';
import { newDeviceKey } from '../../../contract/device-key.ts';
import type { Clock } from './backends.ts';
import { clockedBackend, functionRequest, readFunctionResponse, signInAsAdmin } from './function-call.ts';

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
  backend: FunctionsBackend;
  clock: Clock;
  call(method: string, path: string, options?: CommunityCallOptions): Promise<CommunityResponse>;
  signIn(): Promise<string>;
}

/** Rate limits are off unless `env` says otherwise. */
export function communityHarness(db: SqlClient, options: { env?: Env; start?: Date } = {}): CommunityHarness {
  const { backend, clock } = clockedBackend(db, { start: options.start ?? new Date('2026-11-24T10:00:00Z'), env: options.env, admin: true });
  const handler = createCommunityHandler(async () => backend);
  return {
    backend,
    clock,
    async call(method, path, callOptions = {}) {
      const request = functionRequest(`${COMMUNITY_BASE}${path}`, method, callOptions, {
        [COMMUNITY_KEY_HEADER]: callOptions.key,
        cookie: callOptions.cookie,
      });
      return readFunctionResponse<CommunityResponse['json']>(await handler(request, { ip: callOptions.ip ?? '203.0.113.60' }));
    },
    signIn: () => signInAsAdmin(backend),
  };
}

/**
 * Letters only (a handle starts with a letter and tests read better without digits), ten of them from sixteen: a
 * file makes about seventy writers, and six hex characters with the digits folded to one letter (7^6 names) gave
 * two of them the same handle about once in fifty runs.
 */
function randomLetters(count: number): string {
  return [...randomBytes(count)].map((byte) => 'abcdefghjkmnpqrs'[byte % 16]).join('');
}

/** A writer's device: a community key and a handle of its own. */
export function newWriter(handle = `Willow ${randomLetters(10)}`): { key: string; handle: string } {
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
