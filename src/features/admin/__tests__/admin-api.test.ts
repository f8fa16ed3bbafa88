import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  getSession,
  isUploadUrl,
  listFeedback,
  OfflineError,
  referenceOf,
  signIn,
  SignedOutError,
} from '../data/admin-api';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin API client', () => {
  it('turns a 401 into "signed out", except for a failed sign-in which keeps its message', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, error: 'Not signed in' }));
    await expect(getSession()).rejects.toBeInstanceOf(SignedOutError);
    vi.stubGlobal('fetch', answer(401, { success: false, error: 'Invalid email or password' }));
    await expect(signIn('a@b.c', 'x')).rejects.toEqual(new ApiError('Invalid email or password', 401));
  });

  it('reports no answer at all as offline, and an error without a body as HTTP {status}', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(getSession()).rejects.toBeInstanceOf(OfflineError);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>gateway</html>', { status: 502 })));
    await expect(getSession()).rejects.toEqual(new ApiError('HTTP 502', 502));
  });

  it('sends only the filters that are set, as one JSON string, with the page and limit', async () => {
    const fetch = answer(200, { success: true, data: { items: [], page: 2, limit: 20, total: 0, totalPages: 1 } });
    vi.stubGlobal('fetch', fetch);
    await listFeedback(2, 20, { status: 'new', category: '', search: 'timer' });
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://localhost');
    expect(url.pathname).toBe('/.netlify/functions/feedback/admin/feedback');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('limit')).toBe('20');
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual({ status: 'new', search: 'timer' });
  });

  it('shows the reference as the last 8 characters of the id, upper-case, and trusts only upload URLs', () => {
    expect(referenceOf('3f1c2b9a-8d7e-4f60-9a1b-2c3d4e5f6a7b')).toBe('4E5F6A7B');
    expect(isUploadUrl('/.netlify/functions/feedback/uploads/3f1c2b9a-8d7e-4f60-9a1b-2c3d4e5f6a7b.png')).toBe(true);
    expect(isUploadUrl('javascript:alert(1)')).toBe(false);
    expect(isUploadUrl('https://evil.example/x.png')).toBe(false);
  });
});
