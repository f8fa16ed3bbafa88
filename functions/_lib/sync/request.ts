/**
 * What every sync handler shares: the protocol's refusal shape `{ error: { code, message } }` (docs/e2ee-sync.md
 * section 5), bare JSON answers, the path's ids, and bodies read as bytes first, since the request's signature covers
 * the exact bytes sent, then parsed.
 */
import type { z } from 'zod';
import { HttpError, jsonResponse, readBodyWithLimit } from '../http.ts';
import { describeIssue } from '../../../contract/json-values.ts';
import { id16Schema } from '../../../contract/e2ee/sync-schemas.ts';
import type { HandlerContext } from '../request-context.ts';

/** An HttpError with the protocol's machine-readable code (`unsigned`, `not-linked`, `quota`, ...). */
export class SyncError extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(status, message, headers);
    this.name = 'SyncError';
  }
}

/** The code of a refusal that did not name one: the generic ones of the shared dispatcher and body reader. */
const CODE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid',
  401: 'unsigned',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
  503: 'unavailable',
};

/** The dispatcher's `answerError`: every refusal of the sync function in the protocol's shape. */
export function answerSyncError(status: number, message: string, headers: Record<string, string>, error?: unknown): Response {
  const code = error instanceof SyncError ? error.code : (CODE_BY_STATUS[status] ?? 'internal');
  return jsonResponse(status, { error: { code, message } }, headers);
}

export function answer<Body>(body: Body, status = 200): Response {
  return jsonResponse(status, body);
}

/** A 22-character id from the path, or a 400. */
export function pathId(context: HandlerContext, name: string): string {
  const parsed = id16Schema.safeParse(context.params[name]);
  if (!parsed.success) throw new SyncError(400, 'invalid', `Malformed ${name} in the path`);
  return parsed.data;
}

/** Reads the body's bytes (at most `limit`); a body must be declared application/json (a cross-site form cannot). */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array> {
  const bytes = await readBodyWithLimit(request, limit, 'Request body is too large');
  if (bytes.length > 0 && !/^application\/json\b/i.test((request.headers.get('content-type') ?? '').trim())) {
    throw new SyncError(415, 'unsupported-media-type', 'Content-Type must be application/json');
  }
  return bytes;
}

/** Parses the bytes as UTF-8 JSON of `schema`'s shape; anything else is a 400 naming the first problem. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, bytes: Uint8Array): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new SyncError(400, 'invalid', 'The body is not JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new SyncError(400, 'invalid', describeIssue(result.error));
  return result.data;
}
