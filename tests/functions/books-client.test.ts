import { describe, expect, it } from 'vitest';
import { BookClientError, createBookClient } from '../../contract/book-client.ts';
import { MANUSCRIPT_REFUSAL_MESSAGES } from '../../contract/book-manuscript.ts';

const BASE = 'http://localhost/.netlify/functions/books';

function clientAnswering(answer: () => Response | Promise<Response>) {
  return createBookClient(BASE, async () => answer());
}

async function failureOf(run: () => Promise<unknown>): Promise<BookClientError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof BookClientError) return error;
    throw error;
  }
  throw new Error('expected a BookClientError');
}

describe('the books client reads every answer against the contract', () => {
  it('passes the service’s words for a refused manuscript to the author', async () => {
    const refusal = MANUSCRIPT_REFUSAL_MESSAGES['unknown-type'];
    const error = await failureOf(() =>
      clientAnswering(() => new Response(JSON.stringify({ success: false, error: refusal }), { status: 415 })).receiptStatus('ABCD-EFGH-J'),
    );
    expect(error).toMatchObject({ kind: 'refused', status: 415, message: refusal, serverMessage: refusal });
  });

  it('turns an HTML page, a wrong shape, a 5xx and no answer into typed errors, never a crash', async () => {
    const html = await failureOf(() => clientAnswering(() => new Response('<html>proxy</html>', { status: 200 })).receiptStatus('x'));
    expect(html.kind).toBe('unexpected');
    const shape = await failureOf(() =>
      clientAnswering(() => new Response(JSON.stringify({ success: true, data: { status: 'lost' } }))).receiptStatus('x'),
    );
    expect(shape.kind).toBe('unexpected');
    const down = await failureOf(() => clientAnswering(() => new Response('oops', { status: 502 })).adminSubmissions());
    expect(down).toMatchObject({ kind: 'http', status: 502 });
    const offline = await failureOf(() => clientAnswering(() => Promise.reject(new TypeError('Failed to fetch'))).receiptStatus('x'));
    expect(offline).toMatchObject({ kind: 'network', status: null });
    const busy = await failureOf(() =>
      clientAnswering(() => new Response(JSON.stringify({ success: false, error: 'Too many' }), { status: 429, headers: { 'Retry-After': '120' } })).receiptStatus('x'),
    );
    expect(busy).toMatchObject({ kind: 'refused', status: 429, retryAfterMs: 120_000 });
    expect(busy.message).toBe('Too many requests just now. Please wait 2 minutes and try again.');
  });
});
