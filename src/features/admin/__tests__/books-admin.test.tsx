// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminBook } from '@contract/book-schemas';
import { formatShareCode, generateShareCode } from '@contract/share-code';
import { BooksPanel } from '../components/books/BooksPanel';
import { SignedOutError } from '../data/admin-api';

const RECEIPT = generateShareCode(() => new Uint8Array([1, 2, 3, 4, 5]));
const HOSTILE = '<img src=x onerror=alert(1)>';

const book: AdminBook = {
  submissionId: '3f1c2b9a-8d7e-4f60-9a1b-2c3d4e5f6a7b',
  receiptCode: RECEIPT,
  title: `Small Lights ${HOSTILE}`,
  author: '<script>alert(1)</script>',
  synopsis: HOSTILE,
  contentNotes: 'Grief.',
  fileName: '"><svg onload=alert(1)>.pdf',
  manuscriptType: 'application/pdf',
  manuscriptSize: 2048,
  status: 'received',
  note: null,
  reviewedBy: null,
  submittedAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Books tab', () => {
  it('shows what the author sent as text, links the download, and needs a note to decline', async () => {
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      if (init?.method === 'POST') return json(200, { success: true, data: { ...book, status: 'declined', note: 'Not this year.' } });
      return json(200, { success: true, data: { submissions: [book] } });
    });
    render(<BooksPanel onError={() => false} />);
    expect(await screen.findByRole('heading', { level: 3, name: book.title })).toBeTruthy();
    expect(screen.getByText(book.author)).toBeTruthy();
    expect(screen.getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('img, script, svg')).toBeNull();
    expect(screen.getByText(formatShareCode(RECEIPT))).toBeTruthy();
    const link = screen.getByRole('link', { name: `Download the manuscript of “${book.title}”` });
    expect(link.getAttribute('href')).toBe(`/.netlify/functions/books/admin/submissions/${book.submissionId}/manuscript`);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'declined' } });
    fireEvent.click(screen.getByRole('button', { name: `Save status of “${book.title}”` }));
    expect(screen.getByRole('alert').textContent).toBe('A decline needs a note: write what the author will read.');
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Note to the author/), { target: { value: 'Not this year.' } });
    fireEvent.click(screen.getByRole('button', { name: `Save status of “${book.title}”` }));
    await waitFor(() => expect(screen.getByText(`“${book.title}” is now declined.`)).toBeTruthy());
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe(`/.netlify/functions/books/admin/submissions/${book.submissionId}/status`);
    expect(JSON.parse(String(post?.init?.body))).toEqual({ status: 'declined', note: 'Not this year.' });
  });

  it('deletes a withdrawn submission only after confirming', async () => {
    const methods: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      methods.push(`${init?.method ?? 'GET'} ${String(input)}`);
      if (init?.method === 'DELETE') return json(200, { success: true, data: { deleted: true } });
      return json(200, { success: true, data: { submissions: methods.length === 1 ? [book] : [] } });
    });
    render(<BooksPanel onError={() => false} />);
    fireEvent.click(await screen.findByRole('button', { name: `Delete “${book.title}” (the author withdrew it)` }));
    expect(methods.filter((call) => call.startsWith('DELETE'))).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.getByText(`“${book.title}” and its manuscript were deleted.`)).toBeTruthy());
    expect(methods).toContain(`DELETE /.netlify/functions/books/admin/submissions/${book.submissionId}`);
    expect(await screen.findByText('No submission has this status.')).toBeTruthy();
  });

  it('filters by status, and hands a lost session to the screen', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return urls.length === 1 ? json(200, { success: true, data: { submissions: [] } }) : json(401, { success: false, error: 'Not signed in' });
    });
    const onError = vi.fn((error: unknown) => error instanceof SignedOutError);
    render(<BooksPanel onError={onError} />);
    expect(await screen.findByText('No submission has this status.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'in-review' } });
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(urls).toEqual(['/.netlify/functions/books/admin/submissions?status=all', '/.netlify/functions/books/admin/submissions?status=in-review']);
  });
});
