import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem } from '@/db/storage-health';
import { bookSubmissionHandler } from '@/features/resonance/sync/book-submission-handler';
import { bookSubmissionKind } from '@/features/resonance/sync/book-submission-kind';
import { MANUSCRIPT_REFUSAL_MESSAGES } from '@contract/book-manuscript';
import { pdfBytes } from '../../../../../tests/support/manuscripts';
import { queueBookSubmission } from '../../data/books/queue-book-submission';
import { emptyBookDraft, saveBookDraft, type BookDraftFields } from '../../data/books/save-book-draft';

const BASE = 'http://localhost/.netlify/functions/books';

function draft(overrides: Partial<BookDraftFields> = {}): BookDraftFields {
  const bytes = pdfBytes();
  return {
    ...emptyBookDraft(),
    title: 'Small Lights',
    author: 'J. Doe',
    synopsis: 'Short essays on getting through winter.',
    contentNotes: 'Depression.',
    consent: true,
    manuscript: { name: 'small-lights.pdf', type: 'application/pdf', size: bytes.byteLength, bytes: new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }) },
    ...overrides,
  };
}

/** A fetch that answers every call with `answer` and records the calls. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return answer();
  };
  return { calls, impl };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function entries() {
  return db.outbox.where('kind').equals('book_submission').toArray();
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
});

describe('the book_submission kind', () => {
  it('goes to the functions with a plain label', () => {
    expect(bookSubmissionKind.destination).toBe('functions');
    expect(bookSubmissionKind.label).toBe('Book submissions');
  });
});

describe('saving and queueing a draft', () => {
  it('keeps the draft with its bytes, and refuses to queue it without consent or a manuscript, queueing nothing', async () => {
    const fields = draft({ consent: false });
    expect(await saveBookDraft(fields)).toBe(true);
    expect((await db.bookDrafts.get(fields.id))?.manuscript?.size).toBe(pdfBytes().byteLength);
    expect(await queueBookSubmission(fields.id)).toEqual({ ok: false, problem: 'Please read the terms and tick the box to agree to them.' });
    await saveBookDraft({ ...fields, consent: true, manuscript: null });
    expect(await queueBookSubmission(fields.id)).toEqual({ ok: false, problem: 'Please attach your manuscript.' });
    await saveBookDraft({ ...draft({ id: fields.id }), title: '  ' });
    // The form's words, never the schema's ("title: title must not be empty").
    expect(await queueBookSubmission(fields.id)).toEqual({ ok: false, problem: "Enter the book's title, up to 200 characters." });
    await saveBookDraft({ ...draft({ id: fields.id }), synopsis: 'x'.repeat(4001) });
    expect(await queueBookSubmission(fields.id)).toEqual({ ok: false, problem: 'Enter a synopsis, up to 4000 characters.' });
    expect(await entries()).toHaveLength(0);
    expect((await db.bookDrafts.get(fields.id))?.status).toBe('draft');
  });

  it('queues the draft and its entry together, with only the draft id in the entry; a queued draft is not changed by typing', async () => {
    const fields = draft();
    await saveBookDraft(fields);
    expect(await queueBookSubmission(fields.id)).toEqual({ ok: true });
    expect((await db.bookDrafts.get(fields.id))?.status).toBe('queued');
    const [entry] = await entries();
    expect(entry).toMatchObject({ recordId: fields.id, payload: { draftId: fields.id } });
    expect(await saveBookDraft({ ...fields, title: 'Changed after sending' })).toBe(false);
    expect((await db.bookDrafts.get(fields.id))?.title).toBe('Small Lights');
    expect(await queueBookSubmission(fields.id)).toEqual({ ok: false, problem: 'This draft was sent already.' });
  });
});

describe('the book_submission replay handler', () => {
  async function queued(): Promise<{ id: string; entry: NonNullable<Awaited<ReturnType<typeof entries>>[number]> }> {
    const fields = draft();
    await saveBookDraft(fields);
    await queueBookSubmission(fields.id);
    const [entry] = await entries();
    if (!entry) throw new Error('nothing queued');
    return { id: fields.id, entry };
  }

  it('sends the details and bytes under the draft id with the device key, keeps the receipt and deletes the draft', async () => {
    const { id, entry } = await queued();
    const fetch = fakeFetch(() =>
      json(201, { success: true, data: { submissionId: id, receiptCode: 'ABCD1EFG2', title: 'Small Lights', submittedAt: '2026-11-24T10:00:00.000Z', duplicate: false } }),
    );
    const report = await bookSubmissionHandler(db, { baseUrl: BASE, fetch: fetch.impl }).send([entry]);
    expect(report.confirmed).toEqual([entry]);
    expect(fetch.calls[0]?.url).toBe(`${BASE}/submissions/${id}`);
    expect(fetch.calls[0]?.init?.method).toBe('PUT');
    expect(new Headers(fetch.calls[0]?.init?.headers).get('X-Feedback-Device-Key')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const form = fetch.calls[0]?.init?.body as FormData;
    expect(JSON.parse(String(form.get('details')))).toMatchObject({ title: 'Small Lights', consent: true, fileName: 'small-lights.pdf' });
    expect((form.get('manuscript') as Blob).size).toBe(pdfBytes().byteLength);
    expect(await db.bookReceipts.get('ABCD1EFG2')).toMatchObject({ draftId: id, title: 'Small Lights', status: 'received' });
    expect(await db.bookDrafts.get(id)).toBeUndefined();

    // Replayed again (the page closed before the entry was confirmed): nothing is sent twice.
    const again = await bookSubmissionHandler(db, { baseUrl: BASE, fetch: fetch.impl }).send([entry]);
    expect(again.confirmed).toEqual([entry]);
    expect(fetch.calls).toHaveLength(1);
  });

  it('gives a refused submission back to the form with the service’s reason, and sets the entry aside', async () => {
    const { id, entry } = await queued();
    const fetch = fakeFetch(() => json(415, { success: false, error: MANUSCRIPT_REFUSAL_MESSAGES.polyglot }));
    const report = await bookSubmissionHandler(db, { baseUrl: BASE, fetch: fetch.impl }).send([entry]);
    expect(report.rejected.map((item) => item.error.status)).toEqual([415]);
    expect(await db.bookDrafts.get(id)).toMatchObject({ status: 'draft', refusal: MANUSCRIPT_REFUSAL_MESSAGES.polyglot });
  });

  it('keeps it queued through an outage or a rate limit, to be retried', async () => {
    const { id, entry } = await queued();
    const down = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await bookSubmissionHandler(db, { baseUrl: BASE, fetch: down.impl }).send([entry])).retry?.error.retryable).toBe(true);
    const busy = fakeFetch(() => json(429, { success: false, error: 'Too many requests.' }));
    expect((await bookSubmissionHandler(db, { baseUrl: BASE, fetch: busy.impl }).send([entry])).retry?.error.status).toBe(429);
    expect((await db.bookDrafts.get(id))?.status).toBe('queued');
  });
});
