// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadToolContent } from '@/features/insight/data/load-tool-content';
import { db } from '@/db/database';
import { PHQ9_ITEM9_FLAG } from '@contract/measure-scoring';
import { PlainLanguageProvider } from '@/lib/plain-language';
import { markFirstScreenShown } from '@/lib/when-idle';
import { ToolPage } from '../components/ToolPage';
import { resetDatabase } from './reset-db';

function renderTool(toolId: string, plain = false) {
  return render(
    <PlainLanguageProvider value={plain}>
      <MemoryRouter initialEntries={[`/insight/tools/${toolId}`]}>
        <Routes>
          <Route path="/insight/tools/:toolId" element={<ToolPage />} />
        </Routes>
      </MemoryRouter>
    </PlainLanguageProvider>,
  );
}

/** Answers every item of the form: `answers[i]` is the label of the option chosen for item i + 1. */
function answer(answers: readonly string[]) {
  answers.forEach((label, index) => {
    const group = screen.getByRole('group', { name: new RegExp(`^${index + 1}\\. `) });
    fireEvent.click(within(group).getByRole('radio', { name: label }));
  });
}

// The first save loads the writer's module (tool-page-writes.ts): under a busy machine that takes more than a second.
describe('the scored questionnaires', () => {
  beforeAll(markFirstScreenShown);
  beforeAll(() => Promise.all(['phq-9', 'gad-7', 'who-5'].map((id) => loadToolContent(id))));
  beforeEach(resetDatabase);
  afterEach(cleanup);

  it('PHQ-9 with item 9 above "Not at all" shows crisis help before the score, focused, and flags the saved entry', { timeout: 30_000 }, async () => {
    renderTool('phq-9');
    answer([...Array<string>(8).fill('Not at all'), 'Several days']);
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    const help = await screen.findByTestId('measure-crisis-help', {}, { timeout: 10_000 });
    const result = screen.getByTestId('measure-result');
    // Crisis help comes first in the document, so it is read and seen before any score.
    expect(help.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Focus moves in an effect after the result renders (the save settles first): awaited, not assumed.
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByTestId('measure-crisis-help')).getByRole('heading', { level: 2 })));
    expect(within(help).getByRole('link', { name: /All crisis help/ }).getAttribute('href')).toBe('/crisis-help');
    expect(within(result).getByTestId('measure-score').textContent).toBe('1');
    expect(result.textContent).toContain('This is a measure, not a diagnosis.');
    const [entry] = await db.insightEntries.toArray();
    expect(entry?.values).toMatchObject({ item9: '1', score: 1, scoreMax: 27, band: 'minimal', flags: [PHQ9_ITEM9_FLAG] });
  });

  it('PHQ-9 with item 9 at "Not at all" shows the score with no crisis section, the heading focused', { timeout: 30_000 }, async () => {
    renderTool('phq-9');
    answer(['Nearly every day', 'More than half the days', 'Several days', 'Nearly every day', 'Not at all', 'Several days', 'Several days', 'Not at all', 'Not at all']);
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    const result = await screen.findByTestId('measure-result', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('measure-crisis-help')).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your result'));
    expect(within(result).getByTestId('measure-score').textContent).toBe('11');
    expect(result.textContent).toContain('10 to 14: the range the PHQ-9 calls moderate');
  });

  it('WHO-5 shows its raw total times four, out of 100, in plain language when asked', { timeout: 30_000 }, async () => {
    renderTool('who-5', true);
    answer(['All of the time', 'Most of the time', 'More than half of the time', 'Less than half of the time', 'At no time']);
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    const result = await screen.findByTestId('measure-result', {}, { timeout: 10_000 });
    expect(within(result).getByTestId('measure-score').textContent).toBe('56');
    expect(result.textContent).toContain('of 100');
    expect(result.textContent).toContain('It shows how the last two weeks have been.');
    expect(result.textContent).toContain('Above 50: higher well-being');
  });

  it('does not score a questionnaire with an item unanswered: it asks for the answer and saves nothing', async () => {
    renderTool('gad-7');
    answer(['Several days', 'Several days', 'Several days', 'Several days', 'Several days', 'Several days']);
    fireEvent.click(screen.getByRole('button', { name: 'See my result' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Some answers are needed');
    expect(await db.insightEntries.count()).toBe(0);
  });
});
