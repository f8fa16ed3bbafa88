/**
 * Book submission (functions/books.ts): what an author sends, the receipt they get, the status they read with it,
 * and the admin's review. Bodies are strict (an unknown key is a 400); answers travel in the feedback functions'
 * envelope (contract/envelope.ts). Parsed with these on both sides.
 *
 * A submission is sent once per draft: the draft id (a UUID made on the device) is the submission id, and the first
 * PUT binds it to the device key (contract/device-key.ts), so a repeat after a lost answer gets the same receipt and
 * nobody else can send or read under that id. The receipt code (contract/share-code.ts's Crockford code, chosen by
 * the server) is what the author keeps: with it they read the status, without an account.
 */
import { text } from './directory-schemas.ts';
import { formatShareCode, normalizeShareCode } from './share-code.ts';
import { z } from './zod.ts';

export const BOOKS_PATH = '/.netlify/functions/books';

/** 20 MiB: the largest manuscript accepted, in bytes (the form and the server both refuse one byte more). */
export const MAX_MANUSCRIPT_BYTES = 20 * 1024 * 1024;
export const MAX_TITLE_LENGTH = 200;
export const MAX_AUTHOR_LENGTH = 120;
export const MAX_SYNOPSIS_LENGTH = 4000;
export const MAX_CONTENT_NOTES_LENGTH = 1000;
export const MAX_AUTHOR_NOTE_LENGTH = 1000;
export const MAX_FILE_NAME_LENGTH = 200;

export const MANUSCRIPT_TYPES = {
  'application/pdf': { extension: 'pdf', label: 'PDF' },
  'application/epub+zip': { extension: 'epub', label: 'EPUB' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { extension: 'docx', label: 'Word (DOCX)' },
} as const;
export type ManuscriptType = keyof typeof MANUSCRIPT_TYPES;
export const MANUSCRIPT_TYPE_NAMES = Object.keys(MANUSCRIPT_TYPES) as [ManuscriptType, ...ManuscriptType[]];

export const BOOK_STATUSES = ['received', 'in-review', 'accepted', 'declined'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];
/** Each status's name, as the author and the admin both read it. */
export const BOOK_STATUS_LABELS: Record<BookStatus, string> = {
  received: 'Received',
  'in-review': 'In review',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** The multipart field `details` of PUT /submissions/{id}: everything but the file. */
export const bookDetailsSchema = z.strictObject({
  title: text('title', MAX_TITLE_LENGTH, 1),
  author: text('author', MAX_AUTHOR_LENGTH, 1),
  synopsis: text('synopsis', MAX_SYNOPSIS_LENGTH, 1),
  contentNotes: text('contentNotes', MAX_CONTENT_NOTES_LENGTH),
  /** The author agreed to the terms shown on the form; nothing is received without it. */
  consent: z.literal(true, 'consent must be true: the terms must be agreed to'),
  /** The file's name on the author's device, kept for the admin's reference only (never used as a path). */
  fileName: text('fileName', MAX_FILE_NAME_LENGTH).default(''),
});
export type BookDetails = z.input<typeof bookDetailsSchema>;

export const submissionIdSchema = z.uuid('must be a UUID');

/** A receipt code as a person typed it, in canonical form, or the reason it is not one. */
export const receiptCodeSchema = z
  .string('the receipt code must be text')
  .max(64, 'the receipt code is too long')
  .transform((value, ctx) => {
    const code = normalizeShareCode(value);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: 'this is not a receipt code (check each character)' });
      return z.NEVER;
    }
    return code;
  });

/** A receipt code as people read it (`ABCD-EFGH-J`); a stored value that is not one is shown as it is. */
export function displayReceiptCode(code: string): string {
  return normalizeShareCode(code) === null ? code : formatShareCode(code);
}

const isoTimeSchema = z.iso.datetime({ offset: true });

/** 201 (first time) or 200 (a repeat) from PUT /submissions/{id}. */
export const bookReceiptSchema = z.object({
  submissionId: submissionIdSchema,
  receiptCode: z.string(),
  title: z.string(),
  submittedAt: isoTimeSchema,
  duplicate: z.boolean(),
});
export type BookReceipt = z.infer<typeof bookReceiptSchema>;

/** 200 from GET /receipts/{code}: where the submission stands, and the note to the author when there is one. */
export const bookStatusSchema = z.object({
  receiptCode: z.string(),
  title: z.string(),
  status: z.enum(BOOK_STATUSES),
  note: z.string().nullable(),
  submittedAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type BookStatusAnswer = z.infer<typeof bookStatusSchema>;

// ---- Admin (the admin session cookie) ----

export const ADMIN_BOOK_FILTERS = ['all', ...BOOK_STATUSES] as const;
export type AdminBookFilter = (typeof ADMIN_BOOK_FILTERS)[number];
export const adminBooksQuerySchema = z.object({
  status: z
    .enum(ADMIN_BOOK_FILTERS, `status must be one of ${ADMIN_BOOK_FILTERS.join(', ')}`)
    .nullable()
    .transform((value) => value ?? 'all'),
});

export const adminBookSchema = z.object({
  submissionId: submissionIdSchema,
  receiptCode: z.string(),
  title: z.string(),
  author: z.string(),
  synopsis: z.string(),
  contentNotes: z.string(),
  fileName: z.string(),
  manuscriptType: z.enum(MANUSCRIPT_TYPE_NAMES),
  manuscriptSize: z.int().min(1).max(MAX_MANUSCRIPT_BYTES),
  status: z.enum(BOOK_STATUSES),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  submittedAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type AdminBook = z.infer<typeof adminBookSchema>;
export const adminBooksSchema = z.object({ submissions: z.array(adminBookSchema) });

/** POST /admin/submissions/{id}/status: a decline always says why, in words the author will read. */
export const bookStatusChangeSchema = z
  .strictObject({
    status: z.enum(BOOK_STATUSES, `status must be one of ${BOOK_STATUSES.join(', ')}`),
    note: text('note', MAX_AUTHOR_NOTE_LENGTH).default(''),
  })
  .refine((change) => change.status !== 'declined' || change.note !== '', {
    message: 'a decline needs a note to the author',
    path: ['note'],
  });
export type BookStatusChange = z.input<typeof bookStatusChangeSchema>;
