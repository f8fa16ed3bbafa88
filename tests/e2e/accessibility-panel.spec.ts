import { expect, test, waitForAppOnNavigation, type Browser } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';
import {
  accessibilityButton,
  announcer,
  bodyHasClass,
  installSpeechStandIns,
  openPanel,
  panel,
  settingSwitch,
  storedSetting,
} from './accessibility-helpers';

test.beforeEach(async ({ page }) => {
  await installSpeechStandIns(page);
});

test('the floating button sits bottom left, clear of the crisis link and of the bottom-right corner', async ({ page }) => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const button = accessibilityButton(page);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    const crisis = (await page.getByRole('banner').getByRole('link', { name: /crisis help/i }).boundingBox())!;
    const overlaps =
      box.x < crisis.x + crisis.width && box.x + box.width > crisis.x && box.y < crisis.y + crisis.height && box.y + box.height > crisis.y;
    expect(overlaps).toBe(false);
    expect(box.x).toBeLessThan(viewport.width / 2);
    expect(box.x + box.width).toBeLessThan(viewport.width / 2);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 100);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  // Not on the screens outside the main layout.
  await page.goto('/systems');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');
  await expect(accessibilityButton(page)).toHaveCount(0);
});

test('the button opens a labelled modal dialog; Escape closes it and focus returns to the button', async ({ page }) => {
  await page.goto('/');
  const button = accessibilityButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(await dialog.evaluate((element) => (element as HTMLDialogElement).matches(':modal'))).toBe(true);
  await expect(dialog).toHaveAccessibleDescription(/change how better minds looks/i);
  // Focus starts inside the dialog.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Alt+A and Ctrl+Shift+A open the panel; Escape returns focus where it was', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
  const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insight' });
  await about.focus();
  await page.keyboard.press('Alt+A');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(about).toBeFocused();

  await page.keyboard.press('Control+Shift+A');
  await expect(panel(page)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(about).toBeFocused();
});

test('focus stays inside the panel: Tab wraps from the last control to the first and back', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPanel(page);
  const close = dialog.getByRole('button', { name: 'Close' });
  const reset = dialog.getByRole('button', { name: 'Reset to Defaults' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(reset).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test('Alt+C toggles high contrast and says so politely', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
  await page.keyboard.press('Alt+C');
  await expect.poll(() => bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);
  await expect(announcer(page)).toHaveText('High contrast on');
  // The colours really change: white on black in the dark theme.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
  await page.keyboard.press('Alt+C');
  await expect.poll(() => bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
  await expect(announcer(page)).toHaveText('High contrast off');
});

test('Alt+V toggles voice navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+V');
  await expect(page.getByTestId('voice-status')).toContainText('Listening for voice commands');
  await expect.poll(() => bodyHasClass(page, 'accessibility-voice_navigation')).toBe(true);
  await page.keyboard.press('Alt+V');
  await expect(page.getByTestId('voice-status')).toHaveCount(0);
  await expect(announcer(page)).toHaveText('Voice navigation off');
});

test('turning Keyboard Shortcuts off disables every shortcut (WCAG 2.1.4), and on again restores them', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPanel(page);
  const shortcuts = settingSwitch(page, 'Keyboard Shortcuts');
  await expect(shortcuts).toHaveAttribute('aria-checked', 'true');
  await shortcuts.click();
  await expect(shortcuts).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accessibilityButton(page)).not.toHaveAttribute('aria-keyshortcuts', /.+/);

  await page.keyboard.press('Alt+A');
  await page.keyboard.press('Control+Shift+A');
  await page.keyboard.press('Alt+C');
  await page.keyboard.press('Alt+V');
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
  expect(await bodyHasClass(page, 'accessibility-voice_navigation')).toBe(false);
  expect(await bodyHasClass(page, 'accessibility-keyboard_shortcuts')).toBe(false);

  await accessibilityButton(page).click();
  await settingSwitch(page, 'Keyboard Shortcuts').click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+A');
  await expect(panel(page)).toBeVisible();
});

test('every control changes the page, is saved in Dexie and both mirrors, and Reset to Defaults undoes it', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPanel(page);

  await settingSwitch(page, 'High Contrast').click();
  await expect.poll(() => bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);

  await settingSwitch(page, 'Reduce Motion').click();
  await expect.poll(() => bodyHasClass(page, 'accessibility-reduced_motion')).toBe(true);
  // Every transition and animation stops.
  expect(await dialog.locator('.a11y-switch__thumb').first().evaluate((thumb) => getComputedStyle(thumb).transitionDuration)).toBe('0s');

  const fontSize = dialog.getByRole('group', { name: 'Font Size' });
  for (const [label, value, pixels] of [
    ['Small', 'small', 14],
    ['Large', 'large', 19],
    ['Extra Large', 'xl', 22],
  ] as const) {
    await fontSize.getByRole('radio', { name: label, exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('data-font-size', value);
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))).toBe(pixels);
  }

  await settingSwitch(page, 'Dyslexia-Friendly Font').click();
  await expect.poll(() => bodyHasClass(page, 'accessibility-dyslexia_font')).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('OpenDyslexic');
  // The bundled font itself loads (from this origin, so it works offline).
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic'))).toBe(true);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('It is not a substitute for professional diagnosis');
  await settingSwitch(page, 'Plain Language').click();
  await expect(footer).toContainText('Better Minds helps you learn. It is not a doctor or a therapist');
  await expect(dialog).toContainText('Make Better Minds easier to see, hear and use.');

  await expect(dialog.getByText('Local Only', { exact: true })).toBeVisible();

  await expect
    .poll(() => storedSetting(page, 'accessibility'))
    .toMatchObject({ high_contrast: true, reduced_motion: true, font_size: 'xl', dyslexia_font: true, plain_language: true });
  const mirrors = await page.evaluate(() => ({
    settings: JSON.parse(localStorage.getItem('better-minds:accessibility-settings') ?? 'null') as unknown,
    map: JSON.parse(localStorage.getItem('accessibility') ?? 'null') as unknown,
  }));
  expect(mirrors.settings).toMatchObject({ high_contrast: true, font_size: 'xl', plain_language: true });
  expect(mirrors.map).toEqual({
    high_contrast: true,
    reduced_motion: true,
    voice_navigation: false,
    keyboard_shortcuts: true,
    dyslexia_font: true,
    plain_language: true,
  });

  await dialog.getByRole('button', { name: 'Reset to Defaults' }).click();
  for (const name of ['High Contrast', 'Reduce Motion', 'Dyslexia-Friendly Font', 'Plain Language', 'Voice Navigation']) {
    await expect(settingSwitch(page, name)).toHaveAttribute('aria-checked', 'false');
  }
  await expect(settingSwitch(page, 'Keyboard Shortcuts')).toHaveAttribute('aria-checked', 'true');
  await expect(fontSize.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'medium');
  // Said in plain language, which was on when Reset was pressed.
  await expect(announcer(page)).toHaveText('Settings are back to how they started');
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
  await expect
    .poll(() => storedSetting(page, 'accessibility'))
    .toMatchObject({ high_contrast: false, reduced_motion: false, font_size: 'medium', keyboard_shortcuts: true });
});

test('a keyboard-only walk opens the panel, changes every setting and resets them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Reach the floating button with Tab alone.
  const button = accessibilityButton(page);
  for (let press = 0; press < 60 && !(await button.evaluate((element) => element === document.activeElement)); press += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = panel(page);
  await expect(dialog).toBeVisible();

  const focused = () => page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { role: element?.getAttribute('role') ?? element?.tagName.toLowerCase(), name: element?.textContent?.trim() ?? '', type: (element as HTMLInputElement | null)?.type };
  });
  const visited: string[] = [];
  // Walk forward through the dialog once, operating each control with the keyboard as it comes.
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const control = await focused();
    if (control.role === 'switch') {
      await page.keyboard.press('Space');
      visited.push(control.name.replace(/(On|Off)$/, '').trim());
    } else if (control.type === 'radio') {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      visited.push('Font Size');
    } else if (control.type === 'range') {
      await page.keyboard.press('ArrowRight');
      visited.push('range');
    } else if (control.name === 'Reset to Defaults') {
      break;
    }
  }
  expect(visited).toEqual(
    expect.arrayContaining([
      'High Contrast',
      'Reduce Motion',
      'Font Size',
      'Dyslexia-Friendly Font',
      'Plain Language',
      'Voice Navigation',
      'Audio Mode',
      'Keyboard Shortcuts',
    ]),
  );
  for (const option of ['high_contrast', 'reduced_motion', 'dyslexia_font', 'plain_language', 'voice_navigation']) {
    expect(await bodyHasClass(page, `accessibility-${option}`), option).toBe(true);
  }
  expect(await bodyHasClass(page, 'accessibility-keyboard_shortcuts')).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');

  // Reset to Defaults, by keyboard.
  await expect(dialog.getByRole('button', { name: 'Reset to Defaults' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'medium');
  for (const option of ['high_contrast', 'reduced_motion', 'dyslexia_font', 'plain_language', 'voice_navigation']) {
    expect(await bodyHasClass(page, `accessibility-${option}`), option).toBe(false);
  }
  expect(await bodyHasClass(page, 'accessibility-keyboard_shortcuts')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('settings persist across reloads, painted before the app loads, and offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await openPanel(page);
  await settingSwitch(page, 'High Contrast').click();
  await panel(page).getByRole('radio', { name: 'Large', exact: true }).check();
  await settingSwitch(page, 'Plain Language').click();
  await expect.poll(() => storedSetting(page, 'accessibility')).toMatchObject({ high_contrast: true, font_size: 'large' });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');

  await context.setOffline(true);
  await page.goto('/crisis-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);
  await expect(page.getByText('The people on these lines know how to listen.')).toBeVisible();
  // The panel opens offline (its chunk is precached) and shows what was saved.
  await openPanel(page);
  await expect(settingSwitch(page, 'High Contrast')).toHaveAttribute('aria-checked', 'true');
  await expect(panel(page).getByRole('radio', { name: 'Large', exact: true })).toBeChecked();
  await context.setOffline(false);
});

test('public/boot.js paints the saved settings before the app’s own script has run', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // A screen that is not prerendered (it lists the person's own reminders): its #root stays empty until the app's
  // script runs.
  await page.goto('/insight/reminders');
  await page.evaluate(() =>
    localStorage.setItem(
      'better-minds:accessibility-settings',
      JSON.stringify({ high_contrast: true, dyslexia_font: true, keyboard_shortcuts: true, font_size: 'xl' }),
    ),
  );
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded, so wait only for the document itself.
  await page.reload({ waitUntil: 'commit' });
  await expect.poll(() => bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);
  // The app has not rendered anything yet, and the page already has the person's look.
  await expect(page.locator('#root')).toBeEmpty();
  expect(await bodyHasClass(page, 'accessibility-dyslexia_font')).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reminders');
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);
  await context.close();
});

/** A fresh visitor whose browser already holds `stored` under the settings key (Dexie still empty). */
async function visitWithStoredSettings(browser: Browser, stored: string) {
  const context = await browser.newContext();
  const page = waitForAppOnNavigation(await context.newPage());
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem('better-minds:accessibility-settings', value);
  }, stored);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Minds');
  return { context, page, warnings };
}

test('a stored value that cannot be parsed is skipped with a warning and the defaults apply', async ({ browser }) => {
  const { context, page, warnings } = await visitWithStoredSettings(browser, '{not json');
  expect(warnings).toContain('Ignoring corrupt stored accessibility settings');
  expect(await bodyHasClass(page, 'accessibility-keyboard_shortcuts')).toBe(true);
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'medium');
  // The app still works, and the next save replaces the corrupt value.
  await openPanel(page);
  await settingSwitch(page, 'Plain Language').click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('better-minds:accessibility-settings') ?? 'null') as unknown))
    .toMatchObject({ plain_language: true, keyboard_shortcuts: true });
  await context.close();
});

test('one stored field that cannot be parsed is skipped with a warning; the other fields still apply', async ({ browser }) => {
  const { context, page, warnings } = await visitWithStoredSettings(
    browser,
    JSON.stringify({ high_contrast: 'very', dyslexia_font: true, font_size: 'xl' }),
  );
  expect(warnings).toContain('Ignoring a stored accessibility setting that cannot be parsed: high_contrast');
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
  expect(await bodyHasClass(page, 'accessibility-dyslexia_font')).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
  // Dexie, the source of truth, takes the readable part once the browser is idle.
  await expect.poll(() => storedSetting(page, 'accessibility')).toMatchObject({ dyslexia_font: true, font_size: 'xl' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyHasClass(page, 'accessibility-dyslexia_font')).toBe(true);
  await context.close();
});

test('the device’s reduced-motion and contrast preferences switch those settings on, and a choice to turn one off is kept', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyHasClass(page, 'accessibility-reduced_motion')).toBe(true);
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
  await openPanel(page);
  await expect(settingSwitch(page, 'Reduce Motion')).toHaveAttribute('aria-checked', 'true');
  await expect(settingSwitch(page, 'Reduce Motion')).toHaveAccessibleDescription(/your device asks for reduced motion/);

  // The device starts asking for more contrast while the page is open.
  await page.emulateMedia({ reducedMotion: 'reduce', contrast: 'more' });
  await expect(settingSwitch(page, 'High Contrast')).toHaveAttribute('aria-checked', 'true');
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);

  // The person turns reduced motion off: that is remembered across a reload.
  await settingSwitch(page, 'Reduce Motion').click();
  await expect(settingSwitch(page, 'Reduce Motion')).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyHasClass(page, 'accessibility-reduced_motion')).toBe(false);
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);

  await page.emulateMedia({ reducedMotion: 'no-preference', contrast: 'no-preference', forcedColors: 'active' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);
});

test('the usage-events switch sits beside the accessibility settings; turned off, it stays off after a reload', async ({ page }) => {
  await page.goto('/');
  const dialog = await openPanel(page);
  const usage = dialog
    .getByRole('region', { name: 'Usage data' })
    .getByRole('switch', { name: 'Share anonymous usage events' });
  await expect(usage).toBeEnabled();
  await expect(usage).toHaveAttribute('aria-checked', 'true');
  await expect(usage).toHaveAccessibleDescription(/turn it off and nothing is recorded or sent/i);
  await usage.click();
  await expect(usage).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => storedSetting(page, 'usageEvents')).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openPanel(page);
  const afterReload = settingSwitch(page, 'Share anonymous usage events');
  await expect(afterReload).toBeEnabled();
  await expect(afterReload).toHaveAttribute('aria-checked', 'false');
  // Reset to Defaults is about accessibility: it leaves this privacy choice alone.
  await panel(page).getByRole('button', { name: 'Reset to Defaults' }).click();
  await expect(afterReload).toHaveAttribute('aria-checked', 'false');
});

test('the panel shows the sync status beside the storage indicator, with the way to retry refused records', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let dialog = await openPanel(page);
  const storage = () => panel(page).getByRole('region', { name: 'Storage and sync' });
  await expect(storage().getByText('Local Only', { exact: true })).toBeVisible();
  await expect(storage().getByTestId('panel-sync-status').locator('[data-sync="dead-letters"]')).toHaveText('None');
  await expect(storage().getByTestId('panel-sync-status')).toContainText('Waiting to be sent');
  await expect(storage().getByTestId('panel-sync-status')).toContainText('Last successful sync');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A record the server refused (written straight into IndexedDB, as the replayer would in another tab).
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const now = new Date().toISOString();
          const transaction = open.result.transaction('deadLetters', 'readwrite');
          transaction.objectStore('deadLetters').add({
            kind: 'tracking_event',
            recordId: 'refused-1',
            payload: {},
            createdAt: now,
            failedAt: now,
            attempts: 1,
            status: 422,
            error: 'refused',
          });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
  dialog = await openPanel(page);
  const status = storage().getByTestId('panel-sync-status');
  await expect(status.locator('[data-sync="dead-letters"]')).toHaveText('1 record');
  await status.getByRole('link', { name: 'Retry or discard them on the System status page' }).click();
  await expect(page).toHaveURL(/\/systems$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System status');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
});
