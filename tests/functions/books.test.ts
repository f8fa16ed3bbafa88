import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActionsSchema } from '../../contract/admin-action-schemas.ts';
import { adminBookSchema, adminBooksSchema, bookReceiptSchema, bookStatusSchema } from '../../contract/book-schemas.ts';
import { formatShareCode } from '../../contract/share-code.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { directoryHarness } from './support/directory-harness.ts';
import { booksHarness, newAuthor, sampleDetails, withSignedInBooks, type BooksHarness } from './support/books-harness.ts';
import { docxBytes, epubBytes, pdfBytes } from '../support/manuscripts.ts';

describe.each(DATABASE_KINDS)('books: a submission from receipt to decision (%s database)', (kind) => {
  let database: TestDatabase;
  let h: BooksHarness;
  let cookie: string;

  withSignedInBooks(kind, (opened) => ({ database, h, cookie } = opened));

  it('receives once, answers the status by receipt code, and shows the admin’s decision and note', async () => {
    const author = newAuthor();
    const manuscript = pdfBytes();
    const sent = await h.submit(author, sampleDetails(), manuscript);
    expect(sent.status, sent.text).toBe(201);
    const receipt = bookReceiptSchema.parse(sent.json.data);
    expect(receipt).toMatchObject({ submissionId: author.submissionId, title: 'The Long Way Back', duplicate: false });

    // A repeat after a lost answer: the same receipt, nothing stored twice.
    const repeat = await h.submit(author, sampleDetails(), manuscript);
    expect(repeat.status, repeat.text).toBe(200);
    expect(bookReceiptSchema.parse(repeat.json.data)).toMatchObject({ receiptCode: receipt.receiptCode, duplicate: true });
    const [count] = await database.db.query<{ count: number }>('select count(*)::int as count from feedback.book_submissions where submission_id = $1::uuid', [author.submissionId]);
    expect(count?.count).toBe(1);

    // The author reads the status as they typed the code: lower case, with hyphens.
    const typed = formatShareCode(receipt.receiptCode).toLowerCase();
    const status = await h.call('GET', `/receipts/${typed}`);
    expect(status.status, status.text).toBe(200);
    expect(bookStatusSchema.parse(status.json.data)).toMatchObject({ status: 'received', note: null, title: 'The Long Way Back' });

    // The admin finds it, downloads the manuscript as an attachment of its sniffed type, and decides.
    const list = adminBooksSchema.parse((await h.call('GET', '/admin/submissions?status=received', { cookie })).json.data);
    expect(list.submissions.map((book) => book.submissionId)).toContain(author.submissionId);
    const download = await h.call('GET', `/admin/submissions/${author.submissionId}/manuscript`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="manuscript-${receipt.receiptCode}.pdf"`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(download.bytes).equals(Buffer.from(manuscript))).toBe(true);

    const review = await h.call('POST', `/admin/submissions/${author.submissionId}/status`, { cookie, body: { status: 'in-review' } });
    expect(review.status, review.text).toBe(200);
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    const declined = await h.call('POST', `/admin/submissions/${author.submissionId}/status`, {
      cookie,
      body: { status: 'declined', note: 'Thank you. It is beautifully written, but our library is full for this year.' },
    });
    expect(declined.status, declined.text).toBe(200);
    expect(adminBookSchema.parse(declined.json.data)).toMatchObject({ status: 'declined', reviewedBy: 'admin@example.org' });

    const after = bookStatusSchema.parse((await h.call('GET', `/receipts/${receipt.receiptCode}`)).json.data);
    expect(after).toMatchObject({ status: 'declined', note: 'Thank you. It is beautifully written, but our library is full for this year.' });
    expect(after.updatedAt).toBe(h.clock.now.toISOString());

    // Both changes are in the action log, which the Activity tab still reads.
    const actions = adminActionsSchema.parse((await directoryHarness(database.db).call('GET', '/admin/actions', { cookie })).json.data).actions;
    expect(actions.filter((action) => action.targetId === author.submissionId).map((action) => action.reason)).toEqual([
      'declined: Thank you. It is beautifully written, but our library is full for this year.',
      'in-review',
    ]);
  });

  it('receives an EPUB and a DOCX with their own types, and filters the admin list by status', async () => {
    const epub = await h.submit(newAuthor(), sampleDetails({ title: 'Stillwater' }), epubBytes());
    expect(epub.status, epub.text).toBe(201);
    const docxAuthor = newAuthor();
    const docx = await h.submit(docxAuthor, sampleDetails({ title: 'Small Lights' }), docxBytes());
    expect(docx.status, docx.text).toBe(201);
    await h.call('POST', `/admin/submissions/${docxAuthor.submissionId}/status`, { cookie, body: { status: 'accepted', note: 'Welcome!' } });
    const accepted = adminBooksSchema.parse((await h.call('GET', '/admin/submissions?status=accepted', { cookie })).json.data);
    expect(accepted.submissions.map((book) => [book.title, book.manuscriptType])).toEqual([
      ['Small Lights', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    const all = adminBooksSchema.parse((await h.call('GET', '/admin/submissions', { cookie })).json.data);
    expect(all.submissions.find((book) => book.title === 'Stillwater')?.manuscriptType).toBe('application/epub+zip');
  });
});

describe.each(DATABASE_KINDS)('books: an author withdraws (%s database)', (kind) => {
  let database: TestDatabase;
  let h: BooksHarness;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = booksHarness(database.db);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('the admin deletes the submission and its manuscript; the code then finds nothing; only the admin may, and it is logged', async () => {
    const cookie = await h.signIn();
    const author = newAuthor();
    const code = bookReceiptSchema.parse((await h.submit(author, sampleDetails(), pdfBytes())).json.data).receiptCode;
    expect((await h.call('DELETE', `/admin/submissions/${author.submissionId}`)).status).toBe(401);
    expect((await h.call('DELETE', `/admin/submissions/${author.submissionId}`, { cookie, headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const deleted = await h.call('DELETE', `/admin/submissions/${author.submissionId}`, { cookie });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await h.call('GET', `/receipts/${code}`)).status).toBe(404);
    expect((await h.call('GET', `/admin/submissions/${author.submissionId}/manuscript`, { cookie })).status).toBe(404);
    const [left] = await database.db.query<{ count: number }>('select count(*)::int as count from feedback.book_manuscripts where submission_id = $1::uuid', [author.submissionId]);
    expect(left?.count).toBe(0);
    expect((await h.call('DELETE', `/admin/submissions/${author.submissionId}`, { cookie })).status).toBe(404);
    const actions = adminActionsSchema.parse((await directoryHarness(database.db).call('GET', '/admin/actions', { cookie })).json.data).actions;
    expect(actions.find((action) => action.targetId === author.submissionId)?.action).toBe('delete-book');
  });
});
