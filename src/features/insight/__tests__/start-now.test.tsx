// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { findTool, tools } from '@/content/insight/tools';
import { loadToolContent } from '@/content/insight/tools/load-tool';
import { ToolPage } from '../components/ToolPage';
import { startNowStep, wantsStartNow } from '../lib/start-now';
import { renderApp } from '@/testing/render-app';

function renderTool(url: string) {
  return renderApp({ route: url, routes: { '/insight/tools/:toolId': <ToolPage /> } });
}

describe('a tool started right now, from a one-tap link', () => {
  // As the app does before hydrating a tool page (src/main.tsx), so that the page renders without suspending.
  beforeAll(() => Promise.all(tools.map((tool) => loadToolContent(tool.id))));
  afterEach(cleanup);

  it('paced breathing starts at once with ?start=now: the breathing cue runs, no setup in between', async () => {
    await renderTool('/insight/tools/paced-breathing?start=now&from=/presence');
    const heading = await screen.findByRole('heading', { level: 2, name: /^Breathing: 3 min left$/ });
    expect(document.activeElement).toBe(heading);
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

  it('grounding opens on its first sense, with focus on it, and the optional rating one Back away', async () => {
    await renderTool('/insight/tools/grounding?start=now');
    const heading = screen.getByRole('heading', { level: 2, name: 'Five things you can see' });
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Where are you starting from?' })).toBeTruthy();
  });

  it('skips only leading steps that ask for nothing but optional ratings', () => {
    expect(startNowStep(findTool('grounding')!.steps)).toBe(1);
    expect(startNowStep(findTool('mood-check-in')!.steps)).toBe(0);
    expect(startNowStep([])).toBe(0);
    for (const tool of tools) expect(startNowStep(tool.steps)).toBeLessThan(Math.max(1, tool.steps.length));
    expect(wantsStartNow(new URLSearchParams('start=now'))).toBe(true);
    expect(wantsStartNow(new URLSearchParams('start=NOW'))).toBe(false);
  });
});
