import { describe, expect, it, vi } from 'vitest';
import { askShouldPrompt } from '../data/ask-should-prompt';
import { FeedbackClientError } from '@contract/client';
import { z } from 'zod';
import { feedbackClient, type FeedbackClientOptions } from '../data/feedback-client';
import { loadCategories, parseCategories } from '../data/load-categories';
import { formatSubmissionTotal, readSubmissionTotal } from '../data/read-submission-total';
import { screenshotProblem } from '../data/upload-screenshot';

type Answer = { status: number; body: unknown } | 'network-error';

/** A fetch that answers the listed requests in order; any other request fails the test. */
function fakeFetch(expected: { method: string; path: string; answer: Answer }[]) {
  const calls: { method: string; url: string; body: BodyInit | null | undefined }[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body });
    const next = expected.shift();
    if (!next || next.method !== method || !url.endsWith(next.path)) throw new Error(`Unexpected request ${method} ${url}`);
    if (next.answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = typeof next.answer.body === 'string' ? next.answer.body : JSON.stringify(next.answer.body);
    return new Response(text, { status: next.answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchImpl: impl as unknown as typeof fetch, calls, remaining: expected };
}

const base = '/.netlify/functions/feedback';

/** A call through the widget's client, with any data accepted: what is checked here is the envelope. */
function callFeedbackApi(path: string, options: FeedbackClientOptions) {
  return feedbackClient(options).request(path, z.unknown());
}

describe("the widget's feedback client (spec section 7)", () => {
  it("returns data on success", async () => {
    const { fetchImpl } = fakeFetch([{ method: 'GET', path: '/x', answer: { status: 200, body: { success: true, data: { a: 1 } } } }]);
    await expect(callFeedbackApi('/x', { fetchImpl, base })).resolves.toEqual({ a: 1 });
  });

  it("throws the server's error text", async () => {
    const { fetchImpl } = fakeFetch([{ method: 'GET', path: '/x', answer: { status: 400, body: { success: false, error: 'Title is required' } } }]);
    await expect(callFeedbackApi('/x', { fetchImpl, base })).rejects.toMatchObject({
      message: 'Title is required',
      status: 400,
      serverMessage: 'Title is required',
    });
  });

  it("throws 'HTTP {status}' when the server says nothing useful", async () => {
    const { fetchImpl } = fakeFetch([{ method: 'GET', path: '/x', answer: { status: 502, body: '<html>Bad gateway</html>' } }]);
    await expect(callFeedbackApi('/x', { fetchImpl, base })).rejects.toMatchObject({ message: 'HTTP 502', serverMessage: null });
  });

  it("throws 'Network error' when no answer arrived", async () => {
    const { fetchImpl } = fakeFetch([{ method: 'GET', path: '/x', answer: 'network-error' }]);
    const error = await callFeedbackApi('/x', { fetchImpl, base }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FeedbackClientError);
    expect(error).toMatchObject({ message: 'Network error', status: null });
  });
});

describe('loadCategories', () => {
  it("uses the server's categories, keeping only well-formed fields, conditions included", async () => {
    const { fetchImpl } = fakeFetch([
      {
        method: 'GET',
        path: '/categories',
        answer: {
          status: 200,
          body: {
            success: true,
            data: [
              {
                id: 'content',
                label: 'Something in our writing',
                icon: '📖',
                description: 'Words that are wrong',
                form_schema: {
                  fields: [
                    { id: 'title', label: 'Title', type: 'text', required: true, placeholder: 'Which page?' },
                    { id: 'kind', label: 'What is wrong', type: 'select', options: [{ value: 'typo', label: 'A typo' }] },
                    { id: 'more', label: 'More', type: 'textarea', conditional: { field: 'kind', value: 'typo' } },
                    { id: 'weird', label: 'Weird', type: 'colour-picker' },
                  ],
                },
              },
              { id: 'broken', label: 'No form' },
            ],
          },
        },
      },
    ]);
    const loaded = await loadCategories({ fetchImpl, base });
    expect(loaded.source).toBe('server');
    expect(loaded.categories).toHaveLength(1);
    expect(loaded.categories[0]?.form_schema.fields).toEqual([
      { id: 'title', label: 'Title', type: 'text', required: true, placeholder: 'Which page?' },
      { id: 'kind', label: 'What is wrong', type: 'select', required: false, options: [{ value: 'typo', label: 'A typo' }] },
      { id: 'more', label: 'More', type: 'textarea', required: false, conditional: { field: 'kind', value: 'typo' } },
    ]);
  });

  it.each([
    ['an error answer', { status: 500, body: { success: false, error: 'Database unavailable' } } as Answer],
    ['no connection', 'network-error' as Answer],
    ['an empty list', { status: 200, body: { success: true, data: [] } } as Answer],
  ])("on %s logs 'Failed to load categories' and uses the four defaults", async (_name, answer) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchImpl } = fakeFetch([{ method: 'GET', path: '/categories', answer }]);
    const loaded = await loadCategories({ fetchImpl, base });
    expect(loaded.source).toBe('defaults');
    expect(loaded.categories.map((category) => category.id)).toEqual(['general', 'technical', 'features', 'experience']);
    expect(logged).toHaveBeenCalledWith('Failed to load categories', expect.anything());
  });

  it('parseCategories refuses what is not a list', () => {
    expect(() => parseCategories({ nope: true })).toThrow();
  });
});

describe('screenshots', () => {
  it('accept JPEG, PNG, GIF and WebP up to 5,242,880 bytes', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(screenshotProblem({ size: 5_242_880, type })).toBeNull();
    }
  });
  it("refuse one byte more with 'File size must be less than 5MB'", () => {
    expect(screenshotProblem({ size: 5_242_881, type: 'image/png' })).toBe('File size must be less than 5MB');
  });
  it("refuse other types with 'Only image files (JPG, PNG, GIF, WebP) are allowed'", () => {
    for (const type of ['image/svg+xml', 'image/heic', 'application/pdf', 'text/html', '']) {
      expect(screenshotProblem({ size: 10, type })).toBe('Only image files (JPG, PNG, GIF, WebP) are allowed');
    }
  });
});

describe('askShouldPrompt', () => {
  it('posts page, action and session, and reads data.shouldPrompt', async () => {
    const { fetchImpl, calls } = fakeFetch([
      { method: 'POST', path: '/should-prompt', answer: { status: 200, body: { success: true, data: { shouldPrompt: true, reason: 'x' } } } },
    ]);
    await expect(askShouldPrompt({ page: '/presence', action: null, sessionId: 's-1' }, { fetchImpl, base })).resolves.toBe(true);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ page: '/presence', action: null, sessionId: 's-1' });
  });
});

describe('the submission total for the thank-you screen', () => {
  it("reads data.totals.submissions and formats it '2,847' style", async () => {
    const { fetchImpl } = fakeFetch([
      { method: 'GET', path: '/submission-total', answer: { status: 200, body: { success: true, data: { totals: { submissions: 2847 } } } } },
    ]);
    const total = await readSubmissionTotal({ fetchImpl, base });
    expect(total).toBe(2847);
    expect(formatSubmissionTotal(2847)).toBe('2,847');
    expect(formatSubmissionTotal(1234567)).toBe('1,234,567');
  });
  it('is unknown (null) when the server cannot say', async () => {
    const { fetchImpl } = fakeFetch([
      { method: 'GET', path: '/submission-total', answer: 'network-error' },
      { method: 'GET', path: '/submission-total', answer: { status: 200, body: { success: true, data: { totals: {} } } } },
    ]);
    expect(await readSubmissionTotal({ fetchImpl, base })).toBeNull();
    expect(await readSubmissionTotal({ fetchImpl, base })).toBeNull();
  });
});
