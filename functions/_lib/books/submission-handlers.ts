/**
 * The author's side of book submission (routes in functions/books.ts): sending a manuscript once, and reading its
 * status with the receipt code. Every request counts against the caller's rate limit first, malformed ones included.
 */
import { createHash } from 'node:crypto';
import {
  bookDetailsSchema,
  MAX_MANUSCRIPT_BYTES,
  receiptCodeSchema,
  submissionIdSchema,
  type BookReceipt,
  type BookStatusAnswer,
} from '../../../contract/book-schemas.ts';
import { detectManuscript, MANUSCRIPT_REFUSAL_MESSAGES } from '../../../contract/book-manuscript.ts';
import { generateShareCode } from '../../../contract/share-code.ts';
import { bindRequest, ownership, requireDeviceKey } from '../device-bindings.ts';
import { HttpError, ok } from '../http.ts';
import { readMultipart, type ReceivedForm } from '../multipart.ts';
import { enforceRateLimit, parseWith, type HandlerContext, type Handler } from '../request-context.ts';
import { addressGroup } from '../address-group.ts';
import { findBook, findBookByReceipt, insertBook, type BookRow } from './store.ts';

/** Room for the multipart boundaries, part headers and the details field around a manuscript of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** A submission is the fields `details` and `manuscript`: a couple more are tolerated (a client adding a field),
 * hundreds of thousands are an attack on the parser. */
export const MAX_PARTS = 4;
export const TOO_MANY_PARTS = `A book submission has at most ${MAX_PARTS} parts`;
export const TOO_LARGE = MANUSCRIPT_REFUSAL_MESSAGES['too-large'];
export const ID_REUSED = 'This submission id was already used for a different manuscript or different details.';
export const UNKNOWN_RECEIPT = 'No submission has this receipt code. Check each character and try again.';
const MALFORMED_ID = 'The submission id in the path must be a UUID.';
/** Postgres' unique_violation: here, a receipt code drawn twice. */
const UNIQUE_VIOLATION = '23505';

/** Counts the request against the bucket for the caller's address (an IPv6 caller's whole /64). */
export function limitBooks(context: HandlerContext, bucket: 'book' | 'receipt'): Promise<void> {
  return enforceRateLimit({ ...context, ip: addressGroup(context.ip) }, bucket);
}

export function submissionIdFromPath(context: HandlerContext): string {
  const parsed = submissionIdSchema.safeParse(context.params.id ?? '');
  if (!parsed.success) throw new HttpError(400, MALFORMED_ID);
  return parsed.data.toLowerCase();
}

function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function receipt(row: BookRow, duplicate: boolean): Response {
  return ok<BookReceipt>(
    { submissionId: row.submissionId, receiptCode: row.receiptCode, title: row.title, submittedAt: row.createdAt.toISOString(), duplicate },
    duplicate ? 200 : 201,
  );
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

function readForm(request: Request): Promise<ReceivedForm> {
  return readMultipart(request, {
    maxBodyBytes: MAX_MANUSCRIPT_BYTES + MULTIPART_OVERHEAD,
    maxParts: MAX_PARTS,
    maxFieldBytes: MULTIPART_OVERHEAD,
    maxFileBytes: MAX_MANUSCRIPT_BYTES,
    wrongType: 'Send the submission as multipart/form-data with the fields details and manuscript.',
    tooLarge: TOO_LARGE,
    tooManyParts: TOO_MANY_PARTS,
  });
}

function detailsOf(form: ReceivedForm) {
  const raw = form.fields.get('details');
  if (typeof raw !== 'string') throw new HttpError(400, 'details: must be a JSON text field');
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    throw new HttpError(400, 'details: malformed JSON');
  }
  return parseWith(bookDetailsSchema, value);
}

function manuscriptOf(form: ReceivedForm) {
  const file = form.files.get('manuscript');
  if (!file) throw new HttpError(400, 'No manuscript was sent (expected a file field named manuscript).');
  const { bytes } = file;
  const verdict = detectManuscript(bytes);
  if (!verdict.ok) {
    const status = verdict.refusal === 'too-large' ? 413 : verdict.refusal === 'empty' ? 400 : 415;
    throw new HttpError(status, MANUSCRIPT_REFUSAL_MESSAGES[verdict.refusal]);
  }
  return { bytes, type: verdict.type };
}

/**
 * PUT /submissions/{id} (multipart: `details`, the JSON of contract/book-schemas.ts's bookDetailsSchema, and
 * `manuscript`, the file): 201 with the receipt, or 200 with the same receipt for a repeat of the same details and
 * bytes (409 if they differ). The id is bound to the device key (403 from another device).
 */
export const putSubmission: Handler = async (request, context) => {
  await limitBooks(context, 'book');
  const submissionId = submissionIdFromPath(context);
  const { db } = context.backend;
  // Who is asking comes before any work on the body: no key, a malformed one or another device's reads nothing.
  await ownership(db, `book:${submissionId}`, requireDeviceKey(request));
  const form = await readForm(request);
  const details = detailsOf(form);
  const manuscript = manuscriptOf(form);
  const now = context.backend.now();
  // Bound only now, so a refused body binds nothing; a concurrent first send from another device is still a 403.
  await bindRequest(db, request, [`book:${submissionId}`], now);

  const manuscriptSha256 = sha256Hex(manuscript.bytes);
  const detailsSha256 = sha256Hex(JSON.stringify(details));
  const sameAs = (row: BookRow) => row.manuscriptSha256 === manuscriptSha256 && row.detailsSha256 === detailsSha256;
  const existing = await findBook(db, submissionId);
  if (existing) {
    if (!sameAs(existing)) throw new HttpError(409, ID_REUSED);
    return receipt(existing, true);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const book = {
      submissionId,
      receiptCode: generateShareCode(),
      title: details.title,
      author: details.author,
      synopsis: details.synopsis,
      contentNotes: details.contentNotes,
      fileName: details.fileName,
      manuscriptType: manuscript.type,
      manuscriptSize: manuscript.bytes.byteLength,
      manuscriptSha256,
      detailsSha256,
    };
    let stored: boolean;
    try {
      stored = await insertBook(db, book, manuscript.bytes, now);
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const row = await findBook(db, submissionId);
    if (!row) throw new Error('A stored submission could not be read back');
    // Not stored: a concurrent repeat of the same id stored first; it is this one if it holds the same things.
    if (!stored && !sameAs(row)) throw new HttpError(409, ID_REUSED);
    return receipt(row, !stored);
  }
  throw new Error('Could not draw an unused receipt code');
};

/** GET /receipts/{code}: the status and the note to the author; 404 for a code nobody holds. */
export const getReceiptStatus: Handler = async (_request, context) => {
  await limitBooks(context, 'receipt');
  const parsed = receiptCodeSchema.safeParse(context.params.id ?? '');
  if (!parsed.success) throw new HttpError(400, 'This is not a receipt code. Check each character and try again.');
  const row = await findBookByReceipt(context.backend.db, parsed.data);
  if (!row) throw new HttpError(404, UNKNOWN_RECEIPT);
  return ok<BookStatusAnswer>({
    receiptCode: row.receiptCode,
    title: row.title,
    status: row.status,
    note: row.note,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
};
