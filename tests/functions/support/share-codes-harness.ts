/**
 * The short-code function (functions/share-codes.ts) over a test database, with a test clock and, when a test asks,
 * scripted random bytes. Requests are real `Request` objects, answers read as a browser would.
 */
import { randomBytes } from 'node:crypto';
import type { Env, FunctionsBackend } from '../../../functions/_lib/backend.ts';
import type { SqlClient } from '../../../functions/_lib/db/client.ts';
import { createShareCodesHandler } from '../../../functions/share-codes.ts';
import { SHARE_CODES_PATH } from '../../../contract/share-code-schemas.ts';
import {
  MAX_ITEM_NOTE_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_PRESCRIBED_ITEMS,
  type PrescribedItem,
  type Prescription,
} from '../../../contract/prescription-schemas.ts';
import { encodeSharePayload } from '../../../contract/share-token.ts';
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
  backend: FunctionsBackend;
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

/**
 * A real share token (a prescription encoded by the app's codec) of at most `length` characters and as close to it
 * as the codec allows: the service stores only tokens that decode. The notes are varied text so that deflate cannot
 * shrink them away, which lets the length be steered.
 */
export function sampleToken(length = 120): string {
  const encode = (characters: number) => encodeSharePayload({ kind: 'prescription', prescription: samplePrescription(characters) });
  let best = encode(0);
  let low = 0;
  let high = MAX_NOTE_LENGTH + MAX_PRESCRIBED_ITEMS * MAX_ITEM_NOTE_LENGTH;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const token = encode(middle);
    if (token.length <= length) {
      best = token;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

/** A prescription whose notes add up to `noteCharacters` characters of varied text. */
export function samplePrescription(noteCharacters: number): Prescription {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ,.';
  let seed = 7;
  let text = '';
  for (let index = 0; index < noteCharacters; index++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    text += alphabet[seed % alphabet.length];
  }
  const items: PrescribedItem[] = [];
  for (let index = 0; index < MAX_PRESCRIBED_ITEMS; index++) {
    const note = text.slice(MAX_NOTE_LENGTH + index * MAX_ITEM_NOTE_LENGTH, MAX_NOTE_LENGTH + (index + 1) * MAX_ITEM_NOTE_LENGTH).trim();
    items.push({
      id: `item-${index}`,
      kind: 'tool',
      contentId: 'mood-check-in',
      title: 'Mood check-in',
      rhythm: { pattern: { type: 'daily' }, startDate: '2026-11-24' },
      ...(note === '' ? {} : { note }),
    });
    if (note === '' && index > 0) break;
  }
  const note = text.slice(0, MAX_NOTE_LENGTH).trim();
  return {
    id: 'rx-sample',
    createdAt: '2026-11-24T09:30:00.000Z',
    prescriber: { name: 'Dr Ada Example' },
    ...(note === '' ? {} : { note }),
    crisisReminder: true,
    items,
  };
}
