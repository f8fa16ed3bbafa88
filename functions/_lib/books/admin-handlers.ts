/**
 * The admin's book handlers: the list of submissions, the manuscript's download, and status changes with a note to
 * the author. Every one needs the admin session cookie (401 without it); the status change refuses a foreign Origin
 * and is written to feedback.admin_actions in the same transaction as the change, with who and when.
 */
import {
  adminBooksQuerySchema,
  bookStatusChangeSchema,
  type AdminBook,
} from '../../../contract/book-schemas.ts';
import { manuscriptExtension } from '../../../contract/book-manuscript.ts';
import { logAdminAction } from '../admin-action-log.ts';
import { HttpError, ok, readJsonBody } from '../http.ts';
import { parseQuery, parseWith, refuseCrossSite, requireAdmin, type Handler } from '../request-context.ts';
import { deleteBook, findBook, listBooks, readManuscript, setBookStatus, type BookRow } from './store.ts';
import { submissionIdFromPath } from './submission-handlers.ts';

const SMALL_BODY_LIMIT = 8 * 1024;
const UNKNOWN_SUBMISSION = 'No submission with this id was found.';

function adminBook(row: BookRow): AdminBook {
  return {
    submissionId: row.submissionId,
    receiptCode: row.receiptCode,
    title: row.title,
    author: row.author,
    synopsis: row.synopsis,
    contentNotes: row.contentNotes,
    fileName: row.fileName,
    manuscriptType: row.manuscriptType,
    manuscriptSize: row.manuscriptSize,
    status: row.status,
    note: row.note,
    reviewedBy: row.reviewedBy,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /admin/submissions?status=all|received|in-review|accepted|declined (all by default), oldest first. */
export const adminListBooks: Handler = async (request, context) => {
  await requireAdmin(request, context);
  const { status } = parseQuery(adminBooksQuerySchema, { status: context.url.searchParams.get('status') });
  const rows = await listBooks(context.backend.db, status);
  return ok<{ submissions: AdminBook[] }>({ submissions: rows.map(adminBook) });
};

/**
 * GET /admin/submissions/{id}/manuscript: the bytes as stored, as an attachment with the type decided from them. The
 * file name is made here (never the author's), so nothing they typed reaches a header.
 */
export const downloadManuscript: Handler = async (request, context) => {
  await requireAdmin(request, context);
  const submissionId = submissionIdFromPath(context);
  const row = await findBook(context.backend.db, submissionId);
  const bytes = row ? await readManuscript(context.backend.db, submissionId) : null;
  if (!row || !bytes) throw new HttpError(404, UNKNOWN_SUBMISSION);
  const fileName = `manuscript-${row.receiptCode}.${manuscriptExtension(row.manuscriptType)}`;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': row.manuscriptType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'no-store',
    },
  });
};

/** POST /admin/submissions/{id}/status { status, note }: the author reads the status and the note with the receipt. */
export const changeBookStatus: Handler = async (request, context) => {
  refuseCrossSite(request);
  const session = await requireAdmin(request, context);
  const submissionId = submissionIdFromPath(context);
  const change = parseWith(bookStatusChangeSchema, await readJsonBody(request, SMALL_BODY_LIMIT));
  const note = change.note === '' ? null : change.note;
  const now = context.backend.now();
  const found = await context.backend.db.transaction(async (tx) => {
    if (!(await setBookStatus(tx, submissionId, { status: change.status, note, reviewedBy: session.email }, now))) return false;
    await logAdminAction(tx, {
      adminEmail: session.email,
      action: 'set-book-status',
      targetType: 'book',
      targetId: submissionId,
      reason: note === null ? change.status : `${change.status}: ${note}`,
      at: now,
    });
    return true;
  });
  const row = found ? await findBook(context.backend.db, submissionId) : null;
  if (!row) throw new HttpError(404, UNKNOWN_SUBMISSION);
  return ok<AdminBook>(adminBook(row));
};

/**
 * DELETE /admin/submissions/{id}: an author withdrew (the terms promise deletion within 30 days): the submission and
 * its manuscript are gone, the receipt code then reads as unknown, and the action log keeps who deleted what and when.
 */
export const deleteSubmission: Handler = async (request, context) => {
  refuseCrossSite(request);
  const session = await requireAdmin(request, context);
  const submissionId = submissionIdFromPath(context);
  const now = context.backend.now();
  const deleted = await context.backend.db.transaction(async (tx) => {
    if (!(await deleteBook(tx, submissionId))) return false;
    await logAdminAction(tx, { adminEmail: session.email, action: 'delete-book', targetType: 'book', targetId: submissionId, reason: null, at: now });
    return true;
  });
  if (!deleted) throw new HttpError(404, UNKNOWN_SUBMISSION);
  return ok<{ deleted: true }>({ deleted: true });
};
