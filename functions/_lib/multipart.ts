/**
 * Multipart bodies (RFC 7578) read as they stream, with @fastify/busboy, for every upload (the feedback screenshot,
 * the book manuscript). The platform's `Response.formData()` reads the whole body first and builds an object per
 * part: a 17 MB body of 300,000 parts held the server for over a second, the health check waiting behind it. Here the
 * declared length is checked before a byte is read, parts are counted as they arrive, and reading stops at the first
 * part past the endpoint's cap, so such a body costs one chunk of parsing. The caller checks who is asking (the
 * device key) before calling this.
 */
import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
import { HttpError } from './http.ts';

export const MALFORMED_MULTIPART = 'Malformed multipart body';
export const FIELD_TOO_LONG = 'A text field of this form is longer than it allows';

/** A part's headers are a Content-Disposition and a Content-Type; a few more are tolerated, thousands are not. */
const MAX_PART_HEADER_BYTES = 8 * 1024;
const MAX_PART_HEADER_PAIRS = 16;
/**
 * The parser is fed at most this much at a time: past its part limit busboy still walks the rest of what it was given,
 * part by part (60,000 parts in one chunk took it 3 s), so the limit is checked between slices instead.
 */
const SLICE_BYTES = 8 * 1024;

export interface MultipartRules {
  /** The whole body's cap in bytes: refused (413, `tooLarge`) by its Content-Length before reading, else as counted. */
  maxBodyBytes: number;
  /** More parts than this is a 400 (`tooManyParts`), as soon as the first one past it arrives. */
  maxParts: number;
  /** A text field longer than this is a 400. */
  maxFieldBytes: number;
  /** A file longer than this is a 413 (`tooLarge`). */
  maxFileBytes: number;
  /** The 415 for a body that is not multipart/form-data. */
  wrongType: string;
  tooLarge: string;
  tooManyParts: string;
}

export interface ReceivedFile {
  /** The file name the client sent (its last path segment), '' when none. */
  fileName: string;
  /** The part's declared Content-Type, lower-cased; text/plain when it declared none (RFC 7578, 4.4). */
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/** The first text field and the first file of each name, as `FormData.get` would give them. */
export interface ReceivedForm {
  fields: ReadonlyMap<string, string>;
  files: ReadonlyMap<string, ReceivedFile>;
}

function isMultipartFormData(contentType: string): boolean {
  return /^multipart\/form-data\b/i.test(contentType.trim());
}

/** Refuses by the declared length before any byte is read; a chunked body is counted as it streams instead. */
function checkDeclaredLength(request: Request, rules: MultipartRules): void {
  const declared = request.headers.get('content-length');
  if (declared === null) return;
  const length = Number(declared);
  if (!Number.isFinite(length) || length < 0) throw new HttpError(400, 'Invalid Content-Length');
  if (length > rules.maxBodyBytes) throw new HttpError(413, rules.tooLarge);
}

function concat(chunks: readonly Buffer[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function createParser(contentType: string, rules: MultipartRules): BusboyInstance {
  try {
    return new Busboy({
      headers: { 'content-type': contentType },
      limits: {
        parts: rules.maxParts,
        fieldSize: rules.maxFieldBytes,
        fileSize: rules.maxFileBytes,
        headerSize: MAX_PART_HEADER_BYTES,
        headerPairs: MAX_PART_HEADER_PAIRS,
      },
      // A part is a file when it names a file name, as in FormData; busboy's default also counts an unnamed
      // application/octet-stream part as a file, which the platform's parser did not.
      isPartAFile: (_name, _type, fileName) => fileName !== undefined,
    });
  } catch {
    // No boundary in the Content-Type.
    throw new HttpError(400, MALFORMED_MULTIPART);
  }
}

/**
 * Reads a multipart/form-data body under `rules`: 415 when it is not one, 413 over the body's or a file's cap, 400
 * for too many parts, an over-long text field or a malformed body. Stops reading at the first refusal and cancels
 * the rest of the body (the server answers, then closes the connection: server/lingering-close.ts).
 */
export async function readMultipart(request: Request, rules: MultipartRules): Promise<ReceivedForm> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!isMultipartFormData(contentType)) throw new HttpError(415, rules.wrongType);
  checkDeclaredLength(request, rules);
  const parser = createParser(contentType, rules);

  const fields = new Map<string, string>();
  const files = new Map<string, ReceivedFile>();
  // An object, not a `let`: the compiler does not see the event handlers assign it.
  const state: { failure: HttpError | null } = { failure: null };
  let stop!: () => void;
  /** Settles at the first refusal, so no await below outlives it (busboy may never call back after an error). */
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const refuse = (error: HttpError) => {
    state.failure ??= error;
    stop();
  };

  parser.on('partsLimit', () => refuse(new HttpError(400, rules.tooManyParts)));
  parser.on('error', () => refuse(new HttpError(400, MALFORMED_MULTIPART)));
  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated) refuse(new HttpError(400, FIELD_TOO_LONG));
    else if (!fields.has(name)) fields.set(name, value);
  });
  parser.on('file', (name, stream: BusboyFileStream, fileName, _encoding, type) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
    });
    stream.on('limit', () => refuse(new HttpError(413, rules.tooLarge)));
    stream.on('error', () => refuse(new HttpError(400, MALFORMED_MULTIPART)));
    stream.on('end', () => {
      if (!files.has(name)) files.set(name, { fileName, type, bytes: concat(chunks, size) });
    });
  });
  const finished = new Promise<void>((resolve) => parser.on('finish', resolve));

  const reader = request.body?.getReader();
  let total = 0;
  try {
    while (reader && state.failure === null) {
      // A body that breaks off (the client hung up, a malformed chunk) is the client's fault, not a server error.
      const { done, value } = await reader.read().catch(() => {
        throw new HttpError(400, 'The request body could not be read');
      });
      if (done) break;
      total += value.byteLength;
      if (total > rules.maxBodyBytes) refuse(new HttpError(413, rules.tooLarge));
      for (let at = 0; at < value.byteLength && state.failure === null; at += SLICE_BYTES) {
        const slice = value.subarray(at, at + SLICE_BYTES);
        await Promise.race([new Promise<void>((resolve) => parser.write(slice, () => resolve())), stopped]);
      }
    }
    if (state.failure === null) {
      parser.end();
      await Promise.race([finished, stopped]);
    }
  } finally {
    // What is left of a refused body is never read; the server discards it after answering.
    if (state.failure !== null) await reader?.cancel().catch(() => undefined);
  }
  if (state.failure !== null) throw state.failure;
  return { fields, files };
}
