import { scanInEveryMode } from './display-modes';
import { expect, test } from './fixtures';
import { goOfflineAfterVisiting } from './helpers';

test('support right now, offline after the first visit: a Hearthlink contact with the right call and text links, shown on the Presence home, and breathing started in one tap', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await goOfflineAfterVisiting(page, context, '/presence', {
    whileOnline: () => expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence'),
  });

  // Hearthlink, offline: a bad phone number gets a clear message and keeps what was typed.
  await page.goto('/presence/forge/hearthlink');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hearthlink');
  await expect(page.getByText('No one here yet.')).toBeVisible();
  const add = page.getByRole('region', { name: 'Add someone' });
  await add.getByLabel('Name').fill('Sam <Rivera>');
  await add.getByLabel('How they help (optional)').fill('Listens without fixing');
  await add.getByLabel('Phone number').fill('call me');
  await add.getByRole('button', { name: 'Add to Hearthlink' }).click();
  await expect(add.getByText(/Use only digits/)).toBeVisible();
  await expect(add.getByLabel('Phone number')).toBeFocused();
  await expect(add.getByLabel('Name')).toHaveValue('Sam <Rivera>');
  await add.getByLabel('Phone number').fill('+1 (555) 010-0199');
  await add.getByRole('button', { name: 'Add to Hearthlink' }).click();

  const card = page.getByRole('article', { name: 'Sam <Rivera>' });
  await expect(card.getByRole('link', { name: 'Call Sam <Rivera>' })).toHaveAttribute('href', 'tel:+15550100199');
  const text = card.getByRole('link', { name: 'Text Sam <Rivera>' });
  await expect(text).toHaveAttribute('href', 'sms:+15550100199?body=Can%20you%20call%20me%20when%20you%20can%3F');
  await card.getByRole('button', { name: 'I’m having a hard time, can we talk?' }).click();
  await expect(text).toHaveAttribute('href', 'sms:+15550100199?body=I%E2%80%99m%20having%20a%20hard%20time%2C%20can%20we%20talk%3F');
  await card.getByLabel('Message to Sam <Rivera>').fill('Are you free tonight? 10% chance I’ll cry & that’s ok');
  await expect(text).toHaveAttribute(
    'href',
    'sms:+15550100199?body=Are%20you%20free%20tonight%3F%2010%25%20chance%20I%E2%80%99ll%20cry%20%26%20that%E2%80%99s%20ok',
  );

  // The Presence home shows them, and the crisis lines for the device's country (en-US in this browser).
  await page.goto('/presence');
  const people = page.getByRole('region', { name: 'Your people' });
  await expect(people.getByRole('link', { name: 'Call Sam <Rivera>' })).toHaveAttribute('href', 'tel:+15550100199');
  await expect(people.getByRole('link', { name: 'Text Sam <Rivera>' })).toHaveAttribute(
    'href',
    'sms:+15550100199?body=Can%20you%20call%20me%20when%20you%20can%3F',
  );
  await expect(page.getByRole('region', { name: /^Crisis lines/ }).getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:\d+$/);

  // One tap: breathing runs, its cue counting down.
  await page.getByRole('link', { name: /^Breathe with me/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paced breathing');
  await expect(page.getByRole('heading', { level: 2, name: /^Breathing: .* left$/ })).toBeVisible();
  const count = page.locator('.insight-breath__count');
  const first = await count.textContent();
  await expect(count).not.toHaveText(first ?? '');
  await expect(page.locator('.insight-breath__cue')).toHaveAttribute('data-phase', /^(in|hold|out|rest)$/);
  // Started in view: the cue and Stop on screen, not below the tool's introduction.
  await expect(page.locator('.insight-breath__cue')).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeInViewport();
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');

  // Grounding: one tap opens at its first step, in view (the field and Next on screen, not below the introduction).
  await page.getByRole('link', { name: /^Ground myself/ }).click();
  const firstStep = page.getByRole('heading', { level: 2, name: 'Where are you starting from?' });
  await expect(firstStep).toBeFocused();
  await expect(firstStep).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport();

  await context.setOffline(false);

  // Accessibility in every display mode, with the contact on screen.
  await page.goto('/presence');
  const problems = {
    ...(await scanInEveryMode(page, '/presence', () => expect(page.getByRole('region', { name: 'Your people' }).getByRole('link', { name: /^Call/ })).toBeVisible())),
  };
  await page.goto('/presence/forge/hearthlink');
  Object.assign(
    problems,
    await scanInEveryMode(page, 'Hearthlink', () => expect(page.getByRole('article', { name: 'Sam <Rivera>' })).toBeVisible()),
  );
  expect(problems).toEqual({});
});
