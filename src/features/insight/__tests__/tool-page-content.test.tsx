// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { loadedToolContent } from '@/features/insight/data/load-tool-content';
import { renderApp } from '@/testing/render-app';
import { ToolPage } from '../components/ToolPage';

afterEach(cleanup);

function renderCold(toolId: string) {
  // The test's own routes: the app's route table would load the tool's content before the first render.
  return renderApp({
    route: `/insight/tools/${toolId}`,
    routes: {
      '/insight/tools/:toolId': (
        <Suspense fallback={<p>Loading...</p>}>
          <ToolPage />
        </Suspense>
      ),
    },
  });
}

describe('a tool page whose content has not loaded yet (a client navigation to it)', () => {
  it("loads its own tool's chunk, then shows the tool; no other tool is loaded", async () => {
    expect(loadedToolContent('sleep-diary')).toBeUndefined();
    // Awaited, so that React retries the suspended page once its chunk has loaded (React's act() rule).
    await act(async () => {
      await renderCold('sleep-diary');
    });
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe('Sleep diary');
    expect(loadedToolContent('sleep-diary')?.id).toBe('sleep-diary');
    expect(loadedToolContent('journal')).toBeUndefined();
  });

  it('shows page-not-found at once for an id that names no tool, without suspending', async () => {
    await renderCold('constructor');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });
});
