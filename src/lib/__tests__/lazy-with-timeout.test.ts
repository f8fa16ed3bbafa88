import { describe, it, expect, vi, afterEach } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, importWithTimeout } from '../lazy-with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithTimeout', () => {
  it('times out after two minutes by default', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
  });

  it('resolves with the module of a fast loader', async () => {
    const module = { default: 'About page' };
    await expect(importWithTimeout(() => Promise.resolve(module), 'about')).resolves.toBe(module);
  });

  it("rejects with a ChunkLoadError 'Loading chunk about failed' when the loader rejects", async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const result = importWithTimeout(() => Promise.reject(cause), 'about');
    await expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk about failed', chunk: 'about' });
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('passes an existing ChunkLoadError through unchanged', async () => {
    const original = new ChunkLoadError('inner');
    await expect(importWithTimeout(() => Promise.reject(original), 'outer')).rejects.toBe(original);
  });

  it('rejects a never-resolving loader after exactly 120000 ms, not at 119999', async () => {
    vi.useFakeTimers();
    const outcome = vi.fn();
    importWithTimeout(() => new Promise<never>(() => {}), 'about').then(
      () => outcome('resolved'),
      (error: unknown) => outcome(error),
    );

    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0]?.[0] as unknown;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', message: 'Loading chunk about failed' });
  });

  it('does not reject later once the loader has resolved', async () => {
    vi.useFakeTimers();
    const rejected = vi.fn();
    const result = importWithTimeout(() => Promise.resolve('ok'), 'about');
    result.catch(rejected);
    await expect(result).resolves.toBe('ok');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS * 2);
    expect(rejected).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
