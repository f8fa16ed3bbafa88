// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadedToolContent } from '@/content/insight/tools/load-tool';
import { ToolPage } from '../components/ToolPage';

afterEach(cleanup);

function renderCold(toolId: string) {
  return render(
    <MemoryRouter initialEntries={[`/insight/tools/${toolId}`]}>
      <Routes>
        <Route
          path="/insight/tools/:toolId"
          element={
            <Suspense fallback={<p>Loading...</p>}>
              <ToolPage />
            </Suspense>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a tool page whose content has not loaded yet (a client navigation to it)', () => {
  it("loads its own tool's chunk, then shows the tool; no other tool is loaded", async () => {
    expect(loadedToolContent('sleep-diary')).toBeUndefined();
    // Awaited, so that React retries the suspended page once its chunk has loaded (React's act() rule).
    await act(async () => {
      renderCold('sleep-diary');
    });
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe('Sleep diary');
    expect(loadedToolContent('sleep-diary')?.id).toBe('sleep-diary');
    expect(loadedToolContent('journal')).toBeUndefined();
  });

  it('shows page-not-found at once for an id that names no tool, without suspending', () => {
    renderCold('constructor');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });
});
