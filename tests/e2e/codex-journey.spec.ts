/**
 * The codex, as a person uses it: first visit online, then with the network off, a section read part by part, its
 * quiz done twice (a question missed the first time), a rating, the missed question due again when the clock has
 * moved a day (then not again until 3 days later), progress and stats on the index, plain language, and axe on the
 * index and a section in every display mode. Everything it reads comes from the content module, so the journey
 * works with whatever sections exist.
 */
import type { Page } from '@playwright/test';
import { codexSections } from '../../src/content/codex';
import type { CodexQuizQuestion } from '../../src/content/codex/types';
import { accessibilityButton, panel, settingSwitch } from './accessibility-helpers';
import { scanInEveryMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterVisiting } from './helpers';
import { countRows } from './insight-helpers';

const section = codexSections[0]!;
const quiz = section.quiz;
const missed = quiz[0]!;

function wrongOption(question: CodexQuizQuestion): string {
  const option = question.options.find((candidate) => candidate.id !== question.answer)!;
  return option.text.standard;
}

function rightOption(question: CodexQuizQuestion): string {
  return question.options.find((candidate) => candidate.id === question.answer)!.text.standard;
}

/** Answers the quiz, missing the given questions, and returns the score line it expects. */
async function takeQuiz(page: Page, missing: ReadonlySet<string>): Promise<void> {
  for (const [index, question] of quiz.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`Question ${index + 1} of ${quiz.length}`) });
    await group.getByRole('radio', { name: missing.has(question.id) ? wrongOption(question) : rightOption(question), exact: true }).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    const result = page.getByTestId('codex-answer-result');
    await expect(result).toBeFocused();
    await expect(result).toContainText(missing.has(question.id) ? 'Not quite' : 'That’s right');
    await expect(result).toContainText(question.explanation.standard);
    await result.getByRole('button', { name: index === quiz.length - 1 ? 'See your score' : 'Next question' }).click();
  }
  const right = quiz.length - missing.size;
  await expect(page.getByTestId('codex-quiz-score')).toHaveText(`You got ${right} of ${quiz.length} right`);
}

test('the codex offline: read, quiz twice, rate, and the missed question comes back after a day', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.clock.install({ time: new Date('2026-06-01T09:00:00') });
  await goOfflineAfterVisiting(page, context, '/presence/codex', {
    whileOnline: async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Codex');
      for (const each of codexSections) await expect(page.getByRole('link', { name: each.title.standard, exact: true })).toBeVisible();
      await expect(page.getByTestId('codex-no-reviews')).toBeVisible();
    },
  });
  await page.getByRole('link', { name: section.title.standard, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title.standard);
  // A fresh page load offline, from the service worker's copy.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title.standard);

  // One part at a time: the first two parts marked read.
  await page.getByRole('button', { name: 'One part at a time' }).click();
  await expect(page.getByText(`Part 1 of ${section.subsections.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: section.subsections[0]!.title.standard })).toBeVisible();
  await page.getByRole('button', { name: `Mark “${section.subsections[0]!.title.standard}” as read` }).click();
  await expect(page.getByTestId('codex-part-read')).toBeVisible();
  await page.getByRole('button', { name: 'Next part' }).click();
  await expect(page.getByRole('heading', { level: 2, name: section.subsections[1]!.title.standard })).toBeVisible();
  await page.getByRole('button', { name: `Mark “${section.subsections[1]!.title.standard}” as read` }).click();
  await expect(page.getByTestId('codex-part-read')).toBeVisible();
  // All at once: both marks are there, the rest still to read.
  await page.getByRole('button', { name: 'All parts on one page' }).click();
  await expect(page.getByTestId('codex-part-read')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Mark “.*” as read$/ })).toHaveCount(section.subsections.length - 2);

  // The quiz: choosing nothing is caught; one question missed, then all right on the retry.
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose an answer first.');
  await takeQuiz(page, new Set([missed.id]));
  await expect(page.getByText('question you missed will come back')).toBeVisible();
  await page.getByRole('button', { name: 'Try the quiz again' }).click();
  await takeQuiz(page, new Set());
  expect(await countRows(page, 'codexQuizCompletions')).toBe(2);
  expect(await countRows(page, 'codexReviews')).toBe(1);

  // Was this helpful? A rating is needed; hostile text is kept as text.
  const feedback = page.getByRole('group', { name: 'How helpful was this section?' });
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText('Choose how helpful it was, from 1 to 5.')).toBeVisible();
  await expect(feedback.getByRole('radio').first()).toBeFocused();
  await feedback.getByRole('radio', { name: /^4/ }).check();
  await page.getByLabel('Anything you would like to add? (optional)').fill('<img src=x onerror=alert(1)> Clear, thank you.');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByTestId('codex-feedback-thanks')).toBeFocused();
  expect(await countRows(page, 'codexFeedback')).toBe(1);

  // The section's stats, from this device (no database in this build).
  const stats = page.getByRole('region', { name: 'Section stats' });
  await expect(stats.getByRole('definition').first()).toHaveText('2');
  await expect(stats).toContainText(`${Math.round(((quiz.length - 1) / quiz.length + 1) * 50)}%`);
  await expect(stats).toContainText('4.0 of 5');
  await expect(stats).toContainText('Your records on this device.');

  // Back on the index: progress, and nothing due yet.
  await page.getByRole('link', { name: 'Back to the codex' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Codex');
  await expect(page.getByTestId('codex-progress').first()).toHaveText(
    `Your progress: 2 of ${section.subsections.length} parts read; latest quiz ${quiz.length} of ${quiz.length}.`,
  );
  await expect(page.getByTestId('codex-no-reviews')).toBeVisible();

  // A day later the missed question is due; answered right, it is not due the next day but 3 days later.
  await page.clock.fastForward('24:00:00');
  const due = page.getByTestId('codex-due-reviews');
  await expect(due.getByRole('group', { name: missed.prompt.standard })).toBeVisible();
  await expect(page.getByText('1 due now.')).toBeVisible();
  await due.getByRole('radio', { name: rightOption(missed), exact: true }).check();
  await due.getByRole('button', { name: 'Check answer' }).click();
  await expect(due.getByTestId('codex-answer-result')).toContainText(missed.explanation.standard);
  await due.getByRole('button', { name: 'Done with this question' }).click();
  await expect(page.getByTestId('codex-no-reviews')).toBeFocused();
  await page.clock.fastForward('24:00:00');
  await page.reload();
  await expect(page.getByTestId('codex-no-reviews')).toBeVisible();
  await page.clock.fastForward('48:00:00');
  await expect(due.getByRole('group', { name: missed.prompt.standard })).toBeVisible();

  // Plain language: the same screens in their plain words.
  await accessibilityButton(page).click();
  await settingSwitch(page, 'Plain Language').click();
  await panel(page).getByRole('button', { name: 'Close' }).click();
  const lessons = page.getByRole('region', { name: 'Lessons' });
  await expect(lessons.getByRole('link', { name: section.title.plain, exact: true })).toBeVisible();
  await lessons.getByRole('link', { name: section.title.plain, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title.plain);
  await expect(page.getByText(section.subsections[0]!.body[0]!.plain)).toBeVisible();
  await accessibilityButton(page).click();
  await settingSwitch(page, 'Plain Language').click();
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await context.setOffline(false);
});

test('the codex index and a section have no axe violation in any display mode', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/presence/codex');
  const indexProblems = await scanInEveryMode(page, 'codex index', async () => {
    await expect(page.getByTestId('codex-no-reviews')).toBeVisible();
    await page.getByText('Section stats').first().click();
  });
  await page.goto(`/presence/codex/${section.id}`);
  const sectionProblems = await scanInEveryMode(page, 'codex section', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title.standard);
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
  });
  expect({ ...indexProblems, ...sectionProblems }).toEqual({});
});
