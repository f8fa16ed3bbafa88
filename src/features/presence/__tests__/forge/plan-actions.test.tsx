// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { PlanActions } from '../../components/forge/PlanActions';

afterEach(cleanup);

const plan = { values: {}, updatedAt: '2026-11-20T10:00:00.000Z' };

describe('the finished plan’s download note', () => {
  it.each([
    [false, 'The download is a text file (my-safety-plan.md) that opens anywhere. It stays yours: nothing is sent.'],
    [true, 'The download is a text file (my-safety-plan.md). Nothing is sent.'],
  ])('says “a text file”, not Markdown, in a paragraph of its own (plain %s)', async (plain, sentence) => {
    await renderApp({ route: '/done', routes: { '/done': <PlanActions plan={plan} /> }, plain });
    const note = screen.getByText(sentence);
    expect(note.tagName).toBe('P');
    expect(note.querySelector('a')).toBeNull();
    expect(document.body.textContent).not.toMatch(/markdown/i);
    const link = screen.getByRole('link', { name: plain ? 'Your plan in Insight' : 'The same plan in Insight’s safety-plan tool' });
    expect(link.closest('p')).not.toBe(note);
  });
});
