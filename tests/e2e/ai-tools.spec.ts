/**
 * Presence's AI tools with the aiIntegration flag off (the default build): after the first visit, with the network
 * really off and the service worker in control, the on-device helpers work (thinking traps, words for a feeling, a
 * journaling prompt), a risky sentence gets crisis help with the lines for the device's country instead of a list of
 * traps, the plain-language variants show, nothing is sent to the AI function, and axe finds nothing in any display
 * mode with the results on screen.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from './axe-scan';
import { panel, settingSwitch, accessibilityButton } from './accessibility-helpers';
import { displayModesEndingInDefault, setDisplayMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterVisiting, waitForAppReady } from './helpers';
import { startChatCompletionsStandin } from '../support/chat-completions-standin/standin';

test.use({ locale: 'en-GB' });

const tools = (page: Page) => page.getByTestId('ai-tools');

async function checkThought(page: Page, thought: string): Promise<void> {
  await tools(page).getByLabel('Your thought').fill(thought);
  await tools(page).getByRole('button', { name: 'Look for thinking traps' }).click();
}

async function chooseFeeling(page: Page): Promise<void> {
  await tools(page).getByRole('radio', { name: 'Not much: slow or quiet' }).check();
  await tools(page).getByRole('radio', { name: 'More unpleasant' }).check();
  await tools(page).getByRole('checkbox', { name: 'Tired' }).check();
  await tools(page).getByRole('checkbox', { name: /^Drained/ }).check();
}

test('the on-device AI tools work offline, answer risky words with crisis help, and pass axe in every display mode', async ({ page, context, request }) => {
  // Prerendered: the tools are in the page's HTML before any script runs.
  const html = await (await request.get('/presence')).text();
  expect(html).toContain('Spot thinking traps');
  expect(html).toContain('Find words for a feeling');

  const aiCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/.netlify/functions/ai')) aiCalls.push(sent.url());
  });
  await goOfflineAfterVisiting(page, context, '/presence', { reload: true });
  await waitForAppReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');
  await expect(tools(page).getByRole('heading', { level: 2 })).toHaveText('AI tools');
  await expect(tools(page)).toContainText('they are not a person, not a therapist');
  // The talking helper is behind its flag, off in the default build (the flag-on run below sets the stand-in port).
  if (!process.env.E2E_AI_STANDIN_PORT) await expect(tools(page).getByRole('heading', { name: 'Talk it through' })).toHaveCount(0);

  // Nothing written yet: a clear error, and the field keeps focus to write in.
  await tools(page).getByRole('button', { name: 'Look for thinking traps' }).click();
  await expect(tools(page).getByRole('alert')).toHaveText('Write a thought first, then look again.');

  await checkThought(page, "I'm such an idiot, I always mess things up and they all think I'm useless.");
  const result = tools(page).getByRole('heading', { name: 'Some patterns that might be there' });
  await expect(result).toBeFocused();
  for (const name of ['Mind reading', 'Labelling', 'Overgeneralising']) {
    await expect(tools(page).getByRole('heading', { level: 5, name })).toBeVisible();
  }
  await expect(tools(page)).toContainText('In your words: “I\'m such an idiot”');
  await expect(tools(page)).toContainText('Would you call a friend that if they were in your place?');

  await checkThought(page, 'I had a quiet day at home');
  await expect(tools(page).getByRole('heading', { name: 'No common thinking trap found' })).toBeFocused();

  // Script-like text is shown as text, never run or parsed.
  await checkThought(page, '<img src=x onerror="document.title=1">I am such an idiot');
  await expect(tools(page)).toContainText('In your words: “I am such an idiot”');
  await expect(tools(page).locator('img')).toHaveCount(0);
  await expect(page).not.toHaveTitle('1');

  // Risk: crisis help first, with the UK's lines (the device's locale), and no traps.
  await checkThought(page, "Everyone would be better off without me. I'm such a failure.");
  const crisis = tools(page).getByTestId('ai-crisis-help');
  await expect(crisis.getByRole('heading', { name: 'You deserve support right now' })).toBeFocused();
  await expect(crisis.getByRole('link', { name: '999 or 112' })).toHaveAttribute('href', 'tel:999');
  await expect(crisis.getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
  await expect(crisis.getByRole('link', { name: 'See all crisis help for your country' })).toHaveAttribute('href', '/crisis-help');
  await expect(tools(page).getByRole('heading', { name: 'Labelling' })).toHaveCount(0);

  await chooseFeeling(page);
  await expect(tools(page)).toContainText('Right now I feel tired and drained.');

  const prompt = tools(page).locator('.ai-tool__prompt');
  const first = await prompt.textContent();
  await tools(page).getByRole('button', { name: 'Another prompt' }).click();
  await expect(prompt).not.toHaveText(first ?? '');
  await expect(tools(page).getByRole('link', { name: 'Write in your journal' })).toHaveAttribute('href', '/insight/tools/journal');

  // Plain language: the tools speak plainly too.
  await accessibilityButton(page).click();
  await settingSwitch(page, 'Plain Language').click();
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(tools(page).getByRole('heading', { level: 2 })).toHaveText('Helper tools');
  await expect(tools(page).getByRole('heading', { name: 'Check a thought' })).toBeVisible();
  await tools(page).getByLabel('Your thought').fill('I always mess up');
  await tools(page).getByRole('button', { name: 'Check my thought' }).click();
  await expect(tools(page).getByRole('heading', { name: 'Always or never' })).toBeVisible();
  await accessibilityButton(page).click();
  await settingSwitch(page, 'Plain Language').click();
  await panel(page).getByRole('button', { name: 'Close' }).click();

  // axe in every display mode, with crisis help and chosen words on screen (still offline).
  const found: Record<string, string[]> = {};
  for (const mode of displayModesEndingInDefault) {
    await setDisplayMode(page, mode);
    await waitForAppReady(page);
    await checkThought(page, 'I want to end it all');
    await expect(tools(page).getByTestId('ai-crisis-help')).toBeVisible();
    await chooseFeeling(page);
    const problems = await axeViolations(page, mode.scan);
    if (problems.length > 0) found[mode.name] = problems;
  }
  await checkThought(page, "I'm such an idiot and it's all my fault");
  await expect(tools(page).getByRole('heading', { name: 'Personalising' })).toBeVisible();
  const withTraps = await axeViolations(page, 'all');
  if (withTraps.length > 0) found['dark, with traps listed'] = withTraps;
  expect(found).toEqual({});

  expect(aiCalls).toEqual([]);
  await context.setOffline(false);
});

/**
 * With the flag on: needs a build with VITE_AI_INTEGRATION=true and the server under test pointed at a stand-in this
 * test starts on E2E_AI_STANDIN_PORT (the default build and CI have the flag off, so it is skipped there):
 *   VITE_AI_INTEGRATION=true npx vite build --outDir dist-ai-on && E2E_DIST_DIR=dist-ai-on E2E_AI_STANDIN_PORT=4399 \
 *   AI_BASE_URL=http://127.0.0.1:4399/v1 AI_API_KEY=sk-e2e-standin-key AI_MODEL=standin npx playwright test ai-tools
 */
test('with aiIntegration on, talk it through streams the answer as text, and risky words get crisis help and no model call', async ({ page }) => {
  const port = Number(process.env.E2E_AI_STANDIN_PORT ?? '');
  test.skip(!Number.isInteger(port) || port <= 0, 'needs a flag-on build and the stand-in port (see above)');
  const standin = await startChatCompletionsStandin({ port });
  try {
    await page.goto('/presence');
    await waitForAppReady(page);
    const talk = tools(page).getByRole('article', { name: 'Talk it through' });
    await expect(talk).toContainText('automated helper, not a person and not a therapist');

    standin.mode = 'gated';
    standin.pieces = ['Thank you for telling me. ', 'What would help most <b>tonight</b>?'];
    await talk.getByLabel('Your message').fill('Work has been a lot this week');
    await talk.getByRole('button', { name: 'Send' }).click();
    // The first piece is on screen while the stand-in still holds the rest: the answer streams to the browser.
    await expect(talk.getByText('Thank you for telling me.')).toBeVisible();
    await expect(talk).not.toContainText('What would help most');
    standin.release();
    const conversation = talk.getByRole('list', { name: 'Conversation' });
    await expect(conversation).toContainText('Thank you for telling me. What would help most <b>tonight</b>?');
    await expect(conversation.locator('b')).toHaveCount(0);
    expect(standin.requests).toHaveLength(1);
    // The key is the server's: it reached the model service, never the page.
    expect(standin.requests[0]?.authorization).toBe(`Bearer ${process.env.AI_API_KEY}`);
    expect(await page.content()).not.toContain(String(process.env.AI_API_KEY));

    await talk.getByLabel('Your message').fill("I can't go on anymore");
    await talk.getByRole('button', { name: 'Send' }).click();
    await expect(talk.getByRole('heading', { name: 'You deserve support right now' })).toBeFocused();
    expect(standin.requests).toHaveLength(1);
    expect(await axeViolations(page, 'all')).toEqual([]);
  } finally {
    await standin.close();
  }
});
