import { describe, expect, it } from 'vitest';
import { createFeedbackClient, FeedbackClientError, type FetchLike } from './client.ts';

const BASE = 'https://example.test/.netlify/functions/feedback/';

function answering(body: BodyInit | null, init: ResponseInit = { status: 200 }): { fetch: FetchLike; calls: { url: string; init?: RequestInit }[] } {
  const calls: { url: string; init?: RequestInit }[] = [];
  return {
    calls,
    fetch: async (url, requestInit) => {
      calls.push({ url, init: requestInit });
      return new Response(body, init);
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<FeedbackClientError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FeedbackClientError);
  return error as FeedbackClientError;
}

describe('createFeedbackClient', () => {
  it('sends JSON with same-origin credentials and returns the parsed data', async () => {
    const { fetch, calls } = answering(JSON.stringify({ success: true, data: { shouldPrompt: true, reason: 'tool_completed' } }));
    const client = createFeedbackClient(BASE, fetch);
    await expect(client.shouldPrompt({ page: '/presence', action: null, sessionId: 's-1' })).resolves.toEqual({
      shouldPrompt: true,
      reason: 'tool_completed',
    });
    expect(calls[0]?.url).toBe('https://example.test/.netlify/functions/feedback/should-prompt');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(calls[0]?.init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it("carries the server's error text and status, and Retry-After", async () => {
    const { fetch } = answering(JSON.stringify({ success: false, error: 'Too many requests' }), {
      status: 429,
      headers: { 'Retry-After': '30' },
    });
    const error = await failure(createFeedbackClient(BASE, fetch).submit({ id: 'x', sessionId: 's', category: 'general' }));
    expect(error).toMatchObject({ kind: 'http', status: 429, message: 'Too many requests', serverMessage: 'Too many requests', retryAfterMs: 30_000 });
  });

  it("says 'HTTP {status}' when a failed answer has no error text", async () => {
    const { fetch } = answering('<html>Bad gateway</html>', { status: 502 });
    expect(await failure(createFeedbackClient(BASE, fetch).categories())).toMatchObject({ kind: 'http', message: 'HTTP 502', serverMessage: null });
  });

  it("says 'Network error' when no answer arrived, keeping what fetch threw", async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await failure(createFeedbackClient(BASE, async () => Promise.reject(cause)).categories());
    expect(error).toMatchObject({ kind: 'network', status: null, message: 'Network error' });
    expect(error.cause).toBe(cause);
  });

  it('reads `success: false` in a 2xx as a refusal', async () => {
    const { fetch } = answering(JSON.stringify({ success: false }));
    expect(await failure(createFeedbackClient(BASE, fetch).admin.session())).toMatchObject({ kind: 'refused', message: 'Refused by the server' });
  });

  it.each([
    ['not JSON', '<!doctype html><p>proxy</p>', 'the answer is not JSON'],
    ['empty', '', 'the answer is not JSON'],
    ['JSON but not the envelope', JSON.stringify({ ok: true }), 'the answer is not the API envelope'],
    ['the envelope with data of the wrong shape', JSON.stringify({ success: true, data: { url: 42 } }), 'the data is not in the expected shape (data.url:'],
    ['the envelope without data', JSON.stringify({ success: true }), 'the answer is not the API envelope'],
  ])('a 2xx answer that is %s is an unexpected answer, not a crash', async (_name, body, detail) => {
    const { fetch } = answering(body);
    const error = await failure(createFeedbackClient(BASE, fetch).upload(new FormData()));
    expect(error).toMatchObject({ kind: 'unexpected', status: 200, message: 'Unexpected answer (HTTP 200)' });
    expect(error.detail).toContain(detail);
  });

  it('refuses an answer larger than the limit, by its declared length or as it streams', async () => {
    const big = JSON.stringify({ success: true, data: { url: 'x'.repeat(2_000) } });
    const declared = answering(big, { status: 200, headers: { 'Content-Length': String(big.length) } });
    const client = createFeedbackClient(BASE, declared.fetch, { maxResponseBytes: 1_000 });
    expect((await failure(client.upload(new FormData()))).detail).toBe('the answer is larger than 1000 bytes');

    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 10; index += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(200)));
        controller.close();
      },
    });
    const chunked = createFeedbackClient(BASE, async () => new Response(streamed, { status: 200 }), { maxResponseBytes: 1_000 });
    expect((await failure(chunked.upload(new FormData()))).detail).toBe('the answer is larger than 1000 bytes');
  });

  it('reads lenient categories: malformed fields are dropped, none usable is an error', async () => {
    const categories = [
      { id: 'general', label: 'General', form_schema: { fields: [{ id: 'title', label: 'Title', type: 'text' }, { id: 'x', label: 'X', type: 'colour' }] } },
      { id: 'broken', label: 'No form' },
    ];
    const { fetch } = answering(JSON.stringify({ success: true, data: categories }));
    await expect(createFeedbackClient(BASE, fetch).categories()).resolves.toEqual([
      { id: 'general', label: 'General', icon: '', description: '', form_schema: { fields: [{ id: 'title', label: 'Title', type: 'text', required: false }] } },
    ]);
    const empty = answering(JSON.stringify({ success: true, data: [] }));
    expect((await failure(createFeedbackClient(BASE, empty.fetch).categories())).kind).toBe('unexpected');
  });
});
