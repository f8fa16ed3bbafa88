// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { tools } from '@/content/insight/tools';
import { loadToolContent } from '@/features/insight/data/load-tool-content';
import { ToolPage } from '../components/ToolPage';
import { wantsStartNow } from '../lib/start-now';
import { renderApp } from '@/testing/render-app';

function renderTool(url: string) {
  return renderApp({ route: url, routes: { '/insight/tools/:toolId': <ToolPage /> } });
}

describe('a tool started right now, from a one-tap link', () => {
  // As the app does before hydrating a tool page (src/main.tsx), so that the page renders without suspending.
  beforeAll(() => Promise.all(tools.map((tool) => loadToolContent(tool.id))));
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.body.classList.remove('accessibility-reduced_motion');
  });

  it('paced breathing starts at once with ?start=now: the breathing cue runs, no setup in between', async () => {
    await renderTool('/insight/tools/paced-breathing?start=now&from=/presence');
    const heading = await screen.findByRole('heading', { level: 2, name: /^Breathing: 3 min left$/ });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.querySelector('.insight-breath__cue')?.getAttribute('data-phase')).toBe('in');
    expect(screen.queryByRole('button', { name: 'Start breathing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe('/presence');
    // Stopping, then starting again, goes back to the setup: the one tap started one session.
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('button', { name: 'Start breathing' })).toBeTruthy();
  });

  it('without it, paced breathing opens on its setup as before', async () => {
    await renderTool('/insight/tools/paced-breathing');
    expect(screen.getByRole('button', { name: 'Start breathing' })).toBeTruthy();
    await renderTool('/insight/tools/paced-breathing?start=later');
    expect(screen.getAllByRole('button', { name: 'Start breathing' })).toHaveLength(2);
  });

  it('grounding opens at its first step, scrolled into view smoothly with focus on it, and goes on to the first sense', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderTool('/insight/tools/grounding?start=now');
    const heading = screen.getByRole('heading', { level: 2, name: 'Where are you starting from?' });
    expect(screen.getByText('Step 1 of 7')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scroll).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    expect(scroll.mock.contexts[0]).toBe(heading.closest('form'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Five things you can see' })).toBeTruthy();
  });

  it('with Reduce Motion on, the exercise jumps into view without a smooth scroll; without ?start=now nothing scrolls', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    document.body.classList.add('accessibility-reduced_motion');
    await renderTool('/insight/tools/paced-breathing?start=now');
    expect(await screen.findByRole('heading', { level: 2, name: /^Breathing: / })).toBeTruthy();
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
    expect((scroll.mock.contexts[0] as Element).querySelector('.insight-breath__cue')).toBeTruthy();
    cleanup();
    scroll.mockClear();
    await renderTool('/insight/tools/grounding');
    expect(screen.getByRole('heading', { level: 2, name: 'Where are you starting from?' })).toBeTruthy();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scroll).not.toHaveBeenCalled();
  });

  it('breathing started from the crisis page leads back there', async () => {
    await renderTool('/insight/tools/paced-breathing?start=now&from=%2Fcrisis-help');
    expect(screen.getByRole('link', { name: 'Back to where you were' }).getAttribute('href')).toBe('/crisis-help');
  });

  it('reads only ?start=now as a start', () => {
    expect(wantsStartNow(new URLSearchParams('start=now'))).toBe(true);
    expect(wantsStartNow(new URLSearchParams('start=NOW'))).toBe(false);
  });
});
