// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { findTool } from '@/content/insight/tools';
import type { InsightEntryRow } from '@/db/types';
import { renderApp } from '@/testing/render-app';
import { usedMostPhrase } from '../lib/used-most';

afterEach(cleanup);

function entries(toolId: string, count: number): InsightEntryRow[] {
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(2026, 10, 1 + index)).toISOString();
    return { id: `${toolId}-${index}`, toolId, values: {}, createdAt: at, updatedAt: at };
  });
}

function title(toolId: string): string {
  const tool = findTool(toolId);
  if (!tool) throw new Error(`No tool ${toolId}`);
  return tool.title.standard;
}

describe('“Used most” on Your reflections', () => {
  it('names one leader with its count', () => {
    expect(usedMostPhrase([{ name: 'B', count: 1 }, { name: 'A', count: 3 }])).toBe('used most: A (3)');
  });

  it('names every tool tied at the top, alphabetically, whatever order they come in', () => {
    const uses = [{ name: 'Zeta', count: 2 }, { name: 'Mood', count: 1 }, { name: 'Alpha', count: 2 }];
    expect(usedMostPhrase(uses)).toBe('used most: Alpha and Zeta (2 each)');
    expect(usedMostPhrase([...uses].reverse())).toBe('used most: Alpha and Zeta (2 each)');
    expect(usedMostPhrase([...uses, { name: 'Beta', count: 2 }])).toBe('used most: Alpha, Beta and Zeta (2 each)');
  });

  it('says no tool was used most when every tool used is tied', () => {
    expect(usedMostPhrase([{ name: 'B', count: 1 }, { name: 'A', count: 1 }])).toBe('each used the same number of times (1 each)');
  });

  it('the page names both tied tools, and its breadcrumb is Insight alone, not Tools', async () => {
    const [first, second, third] = ['gratitude-journal', 'thought-record', 'mood-check-in'] as const;
    await renderApp({
      route: '/insight/reflections',
      database: (db) => db.insightEntries.bulkAdd([...entries(first, 2), ...entries(second, 2), ...entries(third, 1)]),
    });
    const tied = [title(first), title(second)].sort((a, b) => a.localeCompare(b, 'en'));
    expect(await screen.findByText(`5 entries across 3 tools; used most: ${tied[0]} and ${tied[1]} (2 each).`)).toBeTruthy();

    const breadcrumb = document.querySelector('.insight-breadcrumb');
    expect([...(breadcrumb?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Insight', '/insight']]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your reflections');
  });
});
