/**
 * The community's typed client against answers that are not the contract's: a proxy's HTML page, a cut-off body, a
 * wrong shape, refusals with and without the service's words, 429 with Retry-After, and no answer at all.
 */
import { describe, expect, it } from 'vitest';
import { CommunityClientError, createCommunityClient } from '../../contract/community-client.ts';

function answering(status: number, body: string, headers: Record<string, string> = {}): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });
}

async function failureOf(promise: Promise<unknown>): Promise<CommunityClientError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CommunityClientError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('the community client', () => {
  it('reads a page the contract describes, and refuses one that is not', async () => {
    const good = createCommunityClient('http://x/c', answering(200, JSON.stringify({ success: true, data: { posts: [], page: 1, pageSize: 20, total: 0, generatedAt: '2026-11-24T10:00:00.000Z' } })));
    expect((await good.listPosts()).total).toBe(0);
    for (const body of ['<html>proxy</html>', '{"success":true,"data":{"posts":"no"}}', '{"success":tr']) {
      const failure = await failureOf(createCommunityClient('http://x/c', answering(200, body)).listPosts());
      expect(failure.kind).toBe('unexpected');
    }
  });

  it('keeps the service’s sentence for refusals a person can act on, and words the rest itself', async () => {
    const taken = await failureOf(
      createCommunityClient('http://x/c', answering(409, JSON.stringify({ success: false, error: 'This name is already used by someone else.' }))).createPost('k', {
        id: crypto.randomUUID(),
        parentId: null,
        handle: 'River',
        body: 'hi',
        contentNotes: [],
      }),
    );
    expect(taken).toMatchObject({ kind: 'refused', status: 409, message: 'This name is already used by someone else.' });
    const limited = await failureOf(
      createCommunityClient('http://x/c', answering(429, JSON.stringify({ success: false, error: 'Too many' }), { 'retry-after': '120' })).listPosts(),
    );
    expect(limited).toMatchObject({ kind: 'refused', status: 429, retryAfterMs: 120_000 });
    expect(limited.message).toMatch(/wait 2 minutes/);
    const broken = await failureOf(createCommunityClient('http://x/c', answering(502, 'Bad gateway')).listPosts());
    expect(broken).toMatchObject({ kind: 'http', status: 502 });
    const offline = await failureOf(
      createCommunityClient('http://x/c', async () => {
        throw new TypeError('Failed to fetch');
      }).listPosts(),
    );
    expect(offline).toMatchObject({ kind: 'network', status: null });
  });

  it('refuses an answer larger than any the service gives, without reading it whole', async () => {
    const huge = `{"success":true,"data":"${'a'.repeat(5 * 1024 * 1024)}"}`;
    const failure = await failureOf(createCommunityClient('http://x/c', answering(200, huge)).listPosts());
    expect(['network', 'unexpected']).toContain(failure.kind);
  });
});
