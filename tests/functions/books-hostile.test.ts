import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBooksSchema, bookReceiptSchema, bookStatusSchema, MAX_MANUSCRIPT_BYTES } from '../../contract/book-schemas.ts';
import { MANUSCRIPT_REFUSAL_MESSAGES } from '../../contract/book-manuscript.ts';
import { newDeviceKey } from '../../contract/device-key.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from './support/backends.ts';
import { booksHarness, manuscriptForm, newAuthor, sampleDetails, withSignedInBooks, type BooksHarness } from './support/books-harness.ts';
import { hostileManuscripts, pdfBytes } from '../support/manuscripts.ts';

describe.each(DATABASE_KINDS)('books: hostile input (%s database)', (kind) => {
  let database: TestDatabase;
  let h: BooksHarness;
  let cookie: string;

  withSignedInBooks(kind, (opened) => ({ database, h, cookie } = opened));

  async function storedCount(): Promise<number> {
    const [row] = await database.db.query<{ count: number }>('select count(*)::int as count from feedback.book_submissions');
    return row?.count ?? 0;
  }

  it.each([
    ['an HTML page named .docx', hostileManuscripts.htmlNamedDocx, 415, 'unknown-type'],
    ['a PDF that is also a ZIP', hostileManuscripts.pdfZipPolyglot, 415, 'polyglot'],
    ['a PDF with HTML in its head', hostileManuscripts.pdfWithHtmlHead, 415, 'polyglot'],
    ['a PDF with a JavaScript action', hostileManuscripts.pdfWithJavaScript, 415, 'active-content'],
    ['a ZIP that is neither EPUB nor DOCX', hostileManuscripts.zipThatIsNeither, 415, 'unknown-type'],
    ['a DOCX with macros', hostileManuscripts.docxWithMacros, 415, 'active-content'],
    ['an empty file', hostileManuscripts.empty, 400, 'empty'],
  ] as const)('refuses %s with a clear message and stores nothing', async (_name, make, status, refusal) => {
    const before = await storedCount();
    const response = await h.submit(newAuthor(), sampleDetails(), make());
    expect(response.status, response.text).toBe(status);
    expect(response.json.error).toBe(MANUSCRIPT_REFUSAL_MESSAGES[refusal]);
    expect(await storedCount()).toBe(before);
  });

  it('refuses 20 MiB + 1 byte with a 413, and refuses a body declared larger before reading it', async () => {
    const tooLarge = await h.submit(newAuthor(), sampleDetails(), hostileManuscripts.oneByteTooLarge());
    expect(tooLarge.status, tooLarge.text).toBe(413);
    expect(tooLarge.json.error).toBe(MANUSCRIPT_REFUSAL_MESSAGES['too-large']);

    // A body that says it is 25 MiB is refused from its Content-Length: the stream is never read.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const author = newAuthor();
    const request = new Request(`http://localhost/.netlify/functions/books/submissions/${author.submissionId}`, {
      method: 'PUT',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(25 * 1024 * 1024), 'X-Feedback-Device-Key': author.deviceKey },
      body: endless,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    const { createBooksHandler } = await import('../../functions/books.ts');
    const response = await createBooksHandler(async () => h.backend)(request, { ip: '203.0.113.51' });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    expect(MAX_MANUSCRIPT_BYTES).toBe(20 * 1024 * 1024);
  });

  it.each([
    ['consent missing', { ...sampleDetails(), consent: undefined }, 'consent'],
    ['consent false', sampleDetails({ consent: false as unknown as true }), 'consent'],
    ['a number for the title', { ...sampleDetails(), title: 42 }, 'title'],
    ['an unknown key', { ...sampleDetails(), price: 10 }, 'unknown field price'],
    ['an oversized synopsis', sampleDetails({ synopsis: 'x'.repeat(4001) }), 'synopsis'],
    ['an empty title', sampleDetails({ title: '   ' }), 'title'],
    ['a NUL in the author', sampleDetails({ author: 'a\u0000b' }), 'author'],
  ])('refuses details with %s (400 naming the field)', async (_name, details, named) => {
    const response = await h.submit(newAuthor(), JSON.stringify(details), pdfBytes());
    expect(response.status, response.text).toBe(400);
    expect(response.json.error).toContain(named);
  });

  it('refuses malformed requests: not multipart, no file, details not JSON, bad id, wrong method', async () => {
    const author = newAuthor();
    const json = await h.call('PUT', `/submissions/${author.submissionId}`, { deviceKey: author.deviceKey, body: sampleDetails() });
    expect(json.status).toBe(415);
    const noFile = new FormData();
    noFile.set('details', JSON.stringify(sampleDetails()));
    expect((await h.call('PUT', `/submissions/${author.submissionId}`, { deviceKey: author.deviceKey, body: noFile })).status).toBe(400);
    expect((await h.submit(author, '{not json', pdfBytes())).status).toBe(400);
    expect((await h.submit({ ...author, submissionId: 'not-a-uuid' }, sampleDetails(), pdfBytes())).status).toBe(400);
    expect((await h.call('POST', `/submissions/${author.submissionId}`)).status).toBe(405);
    expect((await h.call('GET', '/nothing-here')).status).toBe(404);
  });

  it('binds the id to the device: no key is a 403, another device’s key a 403, different bytes under one id a 409', async () => {
    const author = newAuthor();
    const noKey = await h.call('PUT', `/submissions/${author.submissionId}`, { body: manuscriptForm(sampleDetails(), pdfBytes()) });
    expect(noKey.status).toBe(403);
    expect((await h.submit(author, sampleDetails(), pdfBytes())).status).toBe(201);
    expect((await h.submit({ ...author, deviceKey: newDeviceKey() }, sampleDetails(), pdfBytes())).status).toBe(403);
    const changed = await h.submit(author, sampleDetails({ title: 'Another title' }), pdfBytes());
    expect(changed.status).toBe(409);
  });

  it('stores script strings as inert text and answers them as text', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const author = newAuthor();
    const sent = await h.submit(author, sampleDetails({ title: script, synopsis: script, contentNotes: script, fileName: script }), pdfBytes());
    expect(sent.status, sent.text).toBe(201);
    const code = bookReceiptSchema.parse(sent.json.data).receiptCode;
    expect(bookStatusSchema.parse((await h.call('GET', `/receipts/${code}`)).json.data).title).toBe(script);
    const list = adminBooksSchema.parse((await h.call('GET', '/admin/submissions', { cookie })).json.data);
    expect(list.submissions.find((book) => book.submissionId === author.submissionId)).toMatchObject({ title: script, fileName: script });
    // The file name the admin downloads is ours, never the author's.
    const download = await h.call('GET', `/admin/submissions/${author.submissionId}/manuscript`, { cookie });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="manuscript-${code}.pdf"`);
  });

  it('answers unknown and malformed receipt codes without telling anything', async () => {
    expect((await h.call('GET', '/receipts/0000-0000-0')).status).toBe(404);
    expect((await h.call('GET', '/receipts/not-a-code')).status).toBe(400);
    expect((await h.call('GET', `/receipts/${'A'.repeat(500)}`)).status).toBe(400);
    expect((await h.call('GET', '/receipts/%E0%A4%A')).status).toBe(400);
  });

  it('keeps the admin endpoints to the admin: 401 without the cookie, 403 from another site, 400 for bad input', async () => {
    const id = randomUUID();
    expect((await h.call('GET', '/admin/submissions')).status).toBe(401);
    expect((await h.call('GET', `/admin/submissions/${id}/manuscript`)).status).toBe(401);
    expect((await h.call('POST', `/admin/submissions/${id}/status`, { body: { status: 'accepted' } })).status).toBe(401);
    expect((await h.call('GET', '/admin/submissions', { cookie: 'bm_admin_session=forged' })).status).toBe(401);
    const foreign = await h.call('POST', `/admin/submissions/${id}/status`, { cookie, headers: { origin: 'https://evil.example' }, body: { status: 'accepted' } });
    expect(foreign.status).toBe(403);
    expect((await h.call('GET', '/admin/submissions?status=lost', { cookie })).status).toBe(400);
    const noNote = await h.call('POST', `/admin/submissions/${id}/status`, { cookie, body: { status: 'declined' } });
    expect(noNote.status).toBe(400);
    expect(noNote.json.error).toContain('note');
    expect((await h.call('POST', `/admin/submissions/${id}/status`, { cookie, body: { status: 'accepted', extra: 1 } })).status).toBe(400);
    expect((await h.call('POST', `/admin/submissions/${id}/status`, { cookie, body: { status: 'accepted', note: 'n'.repeat(1001) } })).status).toBe(400);
    expect((await h.call('POST', `/admin/submissions/${id}/status`, { cookie, body: { status: 'accepted' } })).status).toBe(404);
    expect((await h.call('GET', `/admin/submissions/${id}/manuscript`, { cookie })).status).toBe(404);
  });
});

describe('books: rate limits', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase('embedded');
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('allows 3 submissions and 30 status reads a minute from one address (malformed ones counted), then 429 with Retry-After', async () => {
    const h = booksHarness(database.db, { env: { RATE_LIMITS: 'on' } });
    for (let index = 0; index < 3; index++) {
      expect((await h.submit(newAuthor(), sampleDetails(), pdfBytes(), { ip: '198.51.100.7' })).status).toBe(201);
    }
    const fourth = await h.submit(newAuthor(), sampleDetails(), pdfBytes(), { ip: '198.51.100.7' });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address has its own budget.
    expect((await h.submit(newAuthor(), sampleDetails(), pdfBytes(), { ip: '198.51.100.8' })).status).toBe(201);

    for (let index = 0; index < 30; index++) {
      expect((await h.call('GET', '/receipts/not-a-code', { ip: '198.51.100.9' })).status).toBe(400);
    }
    expect((await h.call('GET', '/receipts/0000-0000-0', { ip: '198.51.100.9' })).status).toBe(429);
  });
});
