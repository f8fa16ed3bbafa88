// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { cleanup, renderHook } from '@testing-library/react';
import { useCodexVisit } from '../../data/codex/count-codex-visit';

afterEach(cleanup);

describe('counting visits to the codex', () => {
  it('records one visit per arrival, even with React’s development double effects, and again on the next arrival', () => {
    const record = vi.fn(async () => null);
    const first = renderHook(() => useCodexVisit(record), { wrapper: StrictMode });
    first.rerender();
    expect(record).toHaveBeenCalledTimes(1);
    first.unmount();
    renderHook(() => useCodexVisit(record), { wrapper: StrictMode });
    expect(record).toHaveBeenCalledTimes(2);
  });
});
