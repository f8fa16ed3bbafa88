/**
 * Book submissions in the feedback database (migration 0011): the submission's details, its review, and the
 * manuscript's bytes in a table of their own (read only when the admin downloads it). SQL only.
 */
import type { SqlClient } from '../db/client.ts';
import type { AdminBookFilter, BookStatus, ManuscriptType } from '../../../contract/book-schemas.ts';

/** The most submissions one admin list holds (oldest first within a status); far beyond a month's work. */
export const ADMIN_BOOKS_LIMIT = 500;

export interface BookRow {
  submissionId: string;
  receiptCode: string;
  title: string;
  author: string;
  synopsis: string;
  contentNotes: string;
  fileName: string;
  manuscriptType: ManuscriptType;
  manuscriptSize: number;
  manuscriptSha256: string;
  detailsSha256: string;
  status: BookStatus;
  note: string | null;
  reviewedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

interface RawBookRow {
  submission_id: string;
  receipt_code: string;
  title: string;
  author: string;
  synopsis: string;
  content_notes: string;
  file_name: string;
  manuscript_type: ManuscriptType;
  manuscript_size: number;
  manuscript_sha256: string;
  details_sha256: string;
  status: BookStatus;
  author_note: string | null;
  reviewed_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const BOOK_COLUMNS = `submission_id::text as submission_id, receipt_code, title, author, synopsis, content_notes, file_name,
  manuscript_type, manuscript_size, manuscript_sha256, details_sha256, status, author_note, reviewed_by, created_at, updated_at`;

function bookFromRaw(row: RawBookRow): BookRow {
  return {
    submissionId: row.submission_id,
    receiptCode: row.receipt_code,
    title: row.title,
    author: row.author,
    synopsis: row.synopsis,
    contentNotes: row.content_notes,
    fileName: row.file_name,
    manuscriptType: row.manuscript_type,
    manuscriptSize: row.manuscript_size,
    manuscriptSha256: row.manuscript_sha256,
    detailsSha256: row.details_sha256,
    status: row.status,
    note: row.author_note,
    reviewedBy: row.reviewed_by,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export type NewBook = Omit<BookRow, 'status' | 'note' | 'reviewedBy' | 'createdAt' | 'updatedAt'>;

/**
 * Stores a submission and its manuscript unless one with this id exists: true when it stored, false when the id was
 * taken (by a concurrent repeat, or before). A receipt code that is taken already (about one chance in a trillion
 * per submission) is a unique violation the caller retries with another code.
 */
export async function insertBook(db: SqlClient, book: NewBook, bytes: Uint8Array, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ submission_id: string }>(
      `insert into feedback.book_submissions (submission_id, receipt_code, title, author, synopsis, content_notes, file_name,
         manuscript_type, manuscript_size, manuscript_sha256, details_sha256, created_at, updated_at)
       values ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::timestamptz, $12::timestamptz)
       on conflict (submission_id) do nothing
       returning submission_id`,
      [
        book.submissionId,
        book.receiptCode,
        book.title,
        book.author,
        book.synopsis,
        book.contentNotes,
        book.fileName,
        book.manuscriptType,
        book.manuscriptSize,
        book.manuscriptSha256,
        book.detailsSha256,
        now.toISOString(),
      ],
    );
    if (rows.length === 0) return false;
    await tx.query('insert into feedback.book_manuscripts (submission_id, bytes) values ($1::uuid, $2)', [
      book.submissionId,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ]);
    return true;
  });
}

export async function findBook(db: SqlClient, submissionId: string): Promise<BookRow | null> {
  const rows = await db.query<RawBookRow>(`select ${BOOK_COLUMNS} from feedback.book_submissions where submission_id = $1::uuid`, [
    submissionId,
  ]);
  return rows[0] ? bookFromRaw(rows[0]) : null;
}

export async function findBookByReceipt(db: SqlClient, receiptCode: string): Promise<BookRow | null> {
  const rows = await db.query<RawBookRow>(`select ${BOOK_COLUMNS} from feedback.book_submissions where receipt_code = $1`, [receiptCode]);
  return rows[0] ? bookFromRaw(rows[0]) : null;
}

/** Submissions for the admin: one status (or all), oldest first, so the longest-waiting is read first. */
export async function listBooks(db: SqlClient, status: AdminBookFilter): Promise<BookRow[]> {
  const rows = await db.query<RawBookRow>(
    `select ${BOOK_COLUMNS} from feedback.book_submissions
     where $1 = 'all' or status = $1
     order by created_at asc, submission_id asc
     limit ${ADMIN_BOOKS_LIMIT}`,
    [status],
  );
  return rows.map(bookFromRaw);
}

export async function readManuscript(db: SqlClient, submissionId: string): Promise<Uint8Array | null> {
  const rows = await db.query<{ bytes: Uint8Array }>('select bytes from feedback.book_manuscripts where submission_id = $1::uuid', [
    submissionId,
  ]);
  return rows[0] ? new Uint8Array(rows[0].bytes) : null;
}

/** Deletes a submission and its manuscript (an author's withdrawal); false when there is no such submission. */
export async function deleteBook(db: SqlClient, submissionId: string): Promise<boolean> {
  const rows = await db.query<{ submission_id: string }>(
    'delete from feedback.book_submissions where submission_id = $1::uuid returning submission_id',
    [submissionId],
  );
  return rows.length === 1;
}

/** The admin's decision and the note the author reads; false when there is no such submission. */
export async function setBookStatus(
  db: SqlClient,
  submissionId: string,
  change: { status: BookStatus; note: string | null; reviewedBy: string },
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ submission_id: string }>(
    `update feedback.book_submissions set status = $2, author_note = $3, reviewed_by = $4, updated_at = $5::timestamptz
     where submission_id = $1::uuid
     returning submission_id`,
    [submissionId, change.status, change.note, change.reviewedBy, now.toISOString()],
  );
  return rows.length === 1;
}
