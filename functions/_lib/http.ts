import { failure, success } from '../../contract/envelope.ts';

/** Headers every function response carries, whoever serves it (npm start's server or Netlify). */
export const BASE_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_RESPONSE_HEADERS, ...headers },
  });
}

/** `{ success: true, data }`, the one success shape of the feedback API (contract/envelope.ts). Handlers name the
 * contract's response type (`ok<TrackResponse>(...)`) so the compiler holds them to it. */
export function ok<Data>(data: Data, status = 200, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, success(data), headers);
}

/** `{ success: false, error }` with an honest status code. */
export function fail(status: number, error: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, failure(error), headers);
}

/** An error that becomes a `{ success: false, error }` response with its status; thrown from deep inside handlers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Reads the request body, refusing it before parsing when it is larger than `limit` bytes: first by its declared
 * Content-Length, then by counting as it streams (a chunked body has no length to trust).
 */
export async function readBodyWithLimit(
  request: Request,
  limit: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    const length = Number(declared);
    if (!Number.isFinite(length) || length < 0) throw new HttpError(400, 'Invalid Content-Length');
    if (length > limit) throw new HttpError(413, tooLargeMessage);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    // A body that breaks off (the client hung up, a malformed chunk) is the client's fault, not a server error.
    const { done, value } = await reader.read().catch(() => {
      throw new HttpError(400, 'The request body could not be read');
    });
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, tooLargeMessage);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads and parses a JSON body of at most `limit` bytes; malformed JSON is a 400. The body must be declared as
 * application/json: a cross-site form cannot send that without a preflight.
 */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const contentType = (request.headers.get('content-type') ?? '').trim();
  if (!/^application\/json\b/i.test(contentType)) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const bytes = await readBodyWithLimit(request, limit, 'Request body is too large');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'Request body is not valid UTF-8');
  }
  if (text.trim() === '') throw new HttpError(400, 'Request body is empty');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON');
  }
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return fail(405, 'Method not allowed', { Allow: allowed.join(', ') });
}

/** The part of a path below a function's base (`/.netlify/functions/feedback/user/abc` gives `/user/abc`). */
export function subPathOf(pathname: string, basePath: string): string {
  const index = pathname.indexOf(basePath);
  const rest = index >= 0 ? pathname.slice(index + basePath.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

/** A path segment decoded, or null when its percent-escapes are malformed. */
export function decodePathSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
