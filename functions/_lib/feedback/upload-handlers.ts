import { randomUUID } from 'node:crypto';
import type { UploadResponse } from '../../../contract/feedback-responses.ts';
import { fail, HttpError, ok } from '../http.ts';
import { bindRequest, deviceKeyOf, ownership, requireDeviceKey } from '../device-bindings.ts';
import { readMultipart, type ReceivedForm } from '../multipart.ts';
import { reencodeImage } from '../uploads/reencode.ts';
import { detectImageType, IMAGE_TYPES, isImageType, type ImageType } from '../uploads/sniff.ts';
import { UPLOAD_NAME } from '../uploads/store.ts';
import { enforceRateLimit, requireAdmin, type Handler, type HandlerContext } from '../request-context.ts';
import { FEEDBACK_BASE_PATH } from './base-path.ts';

export const MAX_UPLOAD_BYTES = 5_242_880;
export const TOO_LARGE = 'File size must be less than 5MB';
export const WRONG_TYPE = 'Only image files (JPG, PNG, GIF, WebP) are allowed';
export const TOO_MANY_PIXELS = 'The image is too large (at most 50 megapixels, all frames together)';
/** Room for the multipart boundaries and part headers around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** An upload is the field `file` and the optional field `id`: a few parts more are tolerated (a client adding a
 * filename field), hundreds of thousands are an attack on the parser. */
export const MAX_PARTS = 8;
export const TOO_MANY_PARTS = `A screenshot upload has at most ${MAX_PARTS} parts`;

export const ID_REUSED = 'This upload id was already used for a different file';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

function answer(name: string, contentType: ImageType, size: number, created: boolean): Response {
  return ok<UploadResponse>({ url: `${FEEDBACK_BASE_PATH}/uploads/${name}`, name, contentType, size, duplicate: !created }, created ? 201 : 200);
}

/** The upload id the client sent (the optional form field `id`, a UUID), lower-cased; null when none was sent. */
function uploadIdOf(form: ReceivedForm): string | null {
  if (form.files.has('id')) throw new HttpError(400, 'id must be a UUID');
  const raw = form.fields.get('id');
  if (raw === undefined) return null;
  if (!UUID.test(raw)) throw new HttpError(400, 'id must be a UUID');
  return raw.toLowerCase();
}

/**
 * POST /upload (multipart/form-data, field `file`, optional field `id`): a screenshot of at most 5,242,880 bytes
 * (else 413), that is a JPEG, PNG, GIF or WebP both by its declared type and by its bytes, and decodes as one
 * (else 415). It is stored re-encoded (uploads/reencode.ts): `data.url` serves the clean copy, and `data.size` is its
 * size. Repeats are compared on the re-encoded bytes (the same upload re-encodes to the same bytes).
 *
 * Idempotent by the client's upload id: with an `id` (a UUID), the file is stored under that id, so an upload
 * repeated after a lost answer stores nothing new and answers 200 with the same `data.url` (and `duplicate: true`);
 * the same id with different bytes is a 409. Two concurrent uploads of one id store one file (the store's put is
 * create-if-absent). Without an id the name is random, as before. (Two concurrent uploads of *different* image
 * types under one id could each store a file: only a broken or hostile client does that, to its own upload.)
 */
export const upload: Handler = async (request, context) => {
  await enforceRateLimit(context, 'upload');
  // Who is asking comes before any work on the body: a request without a device key reads and parses nothing.
  requireDeviceKey(request);
  const form = await readMultipart(request, {
    maxBodyBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
    maxParts: MAX_PARTS,
    maxFieldBytes: MULTIPART_OVERHEAD,
    maxFileBytes: MAX_UPLOAD_BYTES,
    wrongType: 'Send the screenshot as multipart/form-data with a field named file',
    tooLarge: TOO_LARGE,
    tooManyParts: TOO_MANY_PARTS,
  });
  const uploadId = uploadIdOf(form);
  const file = form.files.get('file');
  if (!file) throw new HttpError(400, 'No file was sent (expected a field named file)');
  if (file.bytes.byteLength === 0) throw new HttpError(400, 'The file is empty');
  const declared = file.type;
  if (!isImageType(declared)) throw new HttpError(415, WRONG_TYPE);
  const uploaded = file.bytes;
  const actual = detectImageType(uploaded);
  if (actual !== declared) throw new HttpError(415, WRONG_TYPE);
  // Only the re-encoded pixels are kept (no metadata, no polyglot header); what does not decode is refused. The
  // 5 MB limit is the upload's; a re-encoding that would not fit the store's limit is refused the same way.
  const reencoded = await reencodeImage(uploaded, actual);
  if (!reencoded.ok) {
    throw reencoded.reason === 'too-many-pixels' ? new HttpError(413, TOO_MANY_PIXELS) : new HttpError(415, WRONG_TYPE);
  }
  const bytes = reencoded.bytes;
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, TOO_LARGE);

  const { uploads } = context.backend;
  // An upload id is this device's once it first used it: another device's upload under it is a 403. A random name
  // is bound too, so its uploader can still see it (GET /uploads is answered only to it and the admin).
  const id = uploadId ?? randomUUID();
  await bindRequest(context.backend.db, request, [`upload:${id}`], context.backend.now());
  if (uploadId) {
    // A repeat: whatever this id already holds, under any of the four extensions.
    for (const [type, extension] of Object.entries(IMAGE_TYPES) as [ImageType, string][]) {
      const name = `${uploadId}.${extension}`;
      const stored = await uploads.get(name);
      if (!stored) continue;
      if (type !== actual || !sameBytes(stored.bytes, bytes)) throw new HttpError(409, ID_REUSED);
      return answer(name, actual, bytes.byteLength, false);
    }
  }
  const name = `${id}.${IMAGE_TYPES[actual]}`;
  if (await uploads.put(name, bytes, actual)) return answer(name, actual, bytes.byteLength, true);
  // A concurrent upload of the same id stored first.
  const stored = await uploads.get(name);
  if (!stored || !sameBytes(stored.bytes, bytes)) throw new HttpError(409, ID_REUSED);
  return answer(name, actual, bytes.byteLength, false);
};

/**
 * Whether the caller may see the upload: the device that uploaded it (its key, bound to the upload id) or the
 * admin session. A screenshot can show anything on a person's screen; a URL alone (in a log, a shared link, a
 * browser's history) must not be enough.
 */
async function maySee(request: Request, context: HandlerContext, name: string): Promise<boolean> {
  const key = deviceKeyOf(request);
  if (key !== null) {
    try {
      if ((await ownership(context.backend.db, `upload:${name.split('.')[0] ?? ''}`, key)) === 'mine') return true;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  try {
    await requireAdmin(request, context);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/**
 * GET /uploads/{name}: the stored bytes with their true content type, to its uploader's key or the admin session
 * only (anyone else: 404, as for a name that was never stored). nosniff, a sandboxing CSP and an attachment-free
 * inline disposition make sure a browser only ever treats it as an image; no-store keeps it out of every cache, so
 * an erased screenshot is gone everywhere.
 */
export const serveUpload: Handler = async (request, context) => {
  const name = context.params.name ?? '';
  if (!UPLOAD_NAME.test(name)) return fail(404, 'Not found');
  if (!(await maySee(request, context, name))) return fail(404, 'Not found');
  const stored = await context.backend.uploads.get(name);
  if (!stored) return fail(404, 'Not found');
  return new Response(new Uint8Array(stored.bytes), {
    status: 200,
    headers: {
      'Content-Type': stored.contentType,
      'Content-Length': String(stored.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': `inline; filename="${name}"`,
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, no-store',
    },
  });
};
