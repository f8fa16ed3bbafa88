// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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

describe('Your reflections over time', () => {
  const dayAt = (daysAgo: number) => {
    const date = new Date();
    date.setHours(12, 0, 0, 0);
    date.setDate(date.getDate() - daysAgo);
    return date.toISOString();
  };
  const row = (toolId: string, daysAgo: number, values: InsightEntryRow['values']): InsightEntryRow => ({
    id: `${toolId}-${daysAgo}`,
    toolId,
    values,
    createdAt: dayAt(daysAgo),
    updatedAt: dayAt(daysAgo),
  });

  it("shows each questionnaire's trend in words and as a chart, and mood by check-in or by week", async () => {
    const phq9 = [
      row('phq-9', 42, { score: 14, scoreMax: 27, rawScore: 14, band: 'moderate', flags: [] }),
      row('phq-9', 28, { score: 11, scoreMax: 27, rawScore: 11, band: 'moderate', flags: [] }),
      row('phq-9', 14, { score: 8, scoreMax: 27, rawScore: 8, band: 'mild', flags: [] }),
    ];
    const moods = Array.from({ length: 60 }, (_, daysAgo) => row('mood-check-in', daysAgo, { pleasantness: (daysAgo % 5) + 1, energy: 3, emotions: [] }));
    await renderApp({ route: '/insight/reflections', database: (db) => db.insightEntries.bulkAdd([...phq9, ...moods]) });

    const measures = await screen.findByRole('region', { name: 'Questionnaires over time' });
    expect(await within(measures).findByText(/\(8\) is 6 points lower than your first/)).toBeTruthy();
    expect(within(measures).getByText(/\(8\) is 3 points lower than the time before/)).toBeTruthy();
    expect(within(measures).getByRole('img').getAttribute('aria-label')).toContain('Chart of 3 PHQ-9 scores');
    const others = within(measures).getByRole('link', { name: 'the GAD-7' }).closest('p');
    expect(others?.textContent).toBe('Also there: the GAD-7 or the WHO-5, each in a few minutes, whenever you like.');

    const mood = screen.getByRole('region', { name: 'Mood over time' });
    expect(await within(mood).findByText(/^28 check-ins from /)).toBeTruthy();
    fireEvent.click(within(mood).getByLabelText('Last 6 months, weekly averages'));
    expect(await within(mood).findByText(/^Weekly averages of 60 check-ins over \d+ weeks/)).toBeTruthy();
    expect(within(mood).getByRole('table', { name: /weekly averages, oldest first/ })).toBeTruthy();
  });
});
