import { expect, test, type Page } from './fixtures';
import {
  announcer,
  bodyHasClass,
  failRecognition,
  installSpeechStandIns,
  openPanel,
  panel,
  say,
  settingSwitch,
  speechLog,
  spokenTexts,
  storedSetting,
} from './accessibility-helpers';

const UNKNOWN = 'Command not recognized. Say "help" for available commands.';

async function turnVoiceOn(page: Page) {
  await openPanel(page);
  await settingSwitch(page, 'Voice Navigation').click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('voice-status')).toContainText('Listening for voice commands');
}

test.describe('voice navigation', () => {
  test.beforeEach(async ({ page }) => {
    await installSpeechStandIns(page);
  });

  test('the panel says the browser may send speech to its provider', async ({ page }) => {
    await page.goto('/');
    await openPanel(page);
    await expect(settingSwitch(page, 'Voice Navigation')).toHaveAccessibleDescription(
      /may send what you say to its speech provider/,
    );
  });

  test('each navigation command goes to its screen, listening in en-US', async ({ page }) => {
    await page.goto('/about');
    await turnVoiceOn(page);
    expect((await speechLog(page)).recognitionLang).toBe('en-US');
    for (const [command, path, heading] of [
      ['go to insight', '/insight', 'Insight'],
      ['go to tools', '/insight/tools', 'Tools'],
      ['Go to presence.', '/presence', 'Presence'],
      ['go to resonance', '/resonance', 'Resonance'],
      ['open library', '/resonance/library', 'Library'],
      ['submit book', '/resonance/submit', 'Submit a book'],
      ['go home', '/', 'Better Minds'],
    ] as const) {
      await say(page, command);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    // Still listening across every screen.
    await expect(page.getByTestId('voice-status')).toContainText('Heard: “go home”');
  });

  test('high contrast, bigger text and smaller text change the settings', async ({ page }) => {
    await page.goto('/');
    await turnVoiceOn(page);
    await say(page, 'high contrast');
    await expect.poll(() => bodyHasClass(page, 'accessibility-high_contrast')).toBe(true);
    await expect(page.getByTestId('voice-status')).toContainText('High contrast on');
    await say(page, 'bigger text');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'large');
    await say(page, 'bigger text');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
    await expect(announcer(page)).toHaveText('Text size: Extra Large');
    await say(page, 'smaller text');
    await say(page, 'smaller text');
    await say(page, 'smaller text');
    await expect(page.locator('html')).toHaveAttribute('data-font-size', 'small');
    await say(page, 'high contrast');
    await expect.poll(() => bodyHasClass(page, 'accessibility-high_contrast')).toBe(false);
    await expect.poll(() => storedSetting(page, 'accessibility')).toMatchObject({ font_size: 'small', high_contrast: false });
  });

  test('help lists the commands; an unknown command gets the spec’s answer; stop voice stops listening', async ({ page }) => {
    await page.goto('/');
    await turnVoiceOn(page);
    await say(page, 'help');
    const status = page.getByTestId('voice-status');
    await expect(status).toContainText('You can say: go home, go to insight, go to tools, go to presence');
    await expect(status).toContainText('stop voice.');
    await expect(announcer(page)).toContainText('You can say:');

    await say(page, 'make me a sandwich');
    await expect(status).toContainText(UNKNOWN);
    await expect(announcer(page)).toHaveText(UNKNOWN);

    await say(page, 'stop voice');
    await expect(status).toHaveCount(0);
    await expect.poll(() => bodyHasClass(page, 'accessibility-voice_navigation')).toBe(false);
    await expect(announcer(page)).toHaveText('Voice navigation off');
    const startsAfterStop = (await speechLog(page)).recognitionStarts;
    await page.waitForTimeout(600);
    expect((await speechLog(page)).recognitionStarts).toBe(startsAfterStop);
    expect((await speechLog(page)).recognitionActive).toBe(false);
  });

  test('while on, listening restarts after each recognition session ends', async ({ page }) => {
    await page.goto('/');
    await turnVoiceOn(page);
    await expect.poll(async () => (await speechLog(page)).recognitionStarts).toBe(1);
    for (let session = 2; session <= 4; session += 1) {
      await page.evaluate(() => (window as unknown as { __voice: { end(): void } }).__voice.end());
      await expect.poll(async () => (await speechLog(page)).recognitionStarts).toBe(session);
    }
  });

  for (const [code, said] of [
    ['not-allowed', 'not allowed to use the microphone'],
    // Silence is an error like any other: the microphone is not left on (spec section 4).
    ['no-speech', 'it heard nothing'],
  ] as const) {
    test(`a recognition error (${code}) is logged and listening stops`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/');
      await turnVoiceOn(page);
      await failRecognition(page, code);
      await expect(page.getByTestId('voice-status')).toHaveCount(0);
      expect(errors.some((text) => text.includes('Voice recognition error') && text.includes(code))).toBe(true);
      await expect(announcer(page)).toContainText(said);
      const starts = (await speechLog(page)).recognitionStarts;
      await page.waitForTimeout(600);
      expect((await speechLog(page)).recognitionStarts).toBe(starts);
      expect((await speechLog(page)).recognitionActive).toBe(false);
      await openPanel(page);
      await expect(settingSwitch(page, 'Voice Navigation')).toHaveAttribute('aria-checked', 'false');
    });
  }

  test('voice navigation keeps listening after a reload when it was left on', async ({ page }) => {
    await page.goto('/');
    await turnVoiceOn(page);
    await page.reload();
    await expect(page.getByTestId('voice-status')).toContainText('Listening for voice commands');
    await say(page, 'go to presence');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');
  });
});

test('without speech recognition the panel and Alt+V say it is not supported', async ({ page }) => {
  await installSpeechStandIns(page, { recognition: false });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+V');
  await expect(announcer(page)).toHaveText('Voice navigation is not supported in your browser.');
  expect(await bodyHasClass(page, 'accessibility-voice_navigation')).toBe(false);
  await openPanel(page);
  await expect(panel(page)).toContainText('Voice navigation is not supported in your browser.');
  await expect(panel(page).getByRole('switch', { name: 'Voice Navigation' })).toHaveCount(0);
});

test.describe('audio mode', () => {
  test.beforeEach(async ({ page }) => {
    await installSpeechStandIns(page);
  });

  test('turning it on announces audio mode, voice guidance and Alt+A, 500 ms later', async ({ page }) => {
    await page.goto('/');
    await openPanel(page);
    const audio = settingSwitch(page, 'Audio Mode');
    await expect(audio).toHaveAttribute('aria-checked', 'false');
    const clickedAt = await page.evaluate(() => performance.now());
    await audio.click();
    await expect(audio).toHaveAttribute('aria-checked', 'true');
    await expect.poll(() => spokenTexts(page)).toEqual([
      'Audio mode enabled. Voice guidance is available. Press Alt+A to open audio settings.',
    ]);
    const [announcement] = (await speechLog(page)).spoken;
    expect(announcement!.at - clickedAt).toBeGreaterThanOrEqual(500);
    // Spoken with the default audio settings.
    expect(announcement!.rate).toBeCloseTo(0.9);
    expect(announcement!.pitch).toBeCloseTo(1);
    expect(announcement!.volume).toBeCloseTo(0.8);
    await expect.poll(() => storedSetting(page, 'audioMode')).toBe(true);
  });

  test('audio settings are saved locally and used when speaking', async ({ page }) => {
    await page.goto('/');
    await openPanel(page);
    await settingSwitch(page, 'Audio Mode').click();
    const rate = panel(page).getByRole('slider', { name: 'Speaking rate' });
    await rate.focus();
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
    await expect(rate).toHaveValue('1.2');
    const volume = panel(page).getByRole('slider', { name: 'Volume' });
    await volume.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(volume).toHaveValue('0.7');
    await expect.poll(() => storedSetting(page, 'audio')).toEqual({ rate: 1.2, pitch: 1, volume: 0.7 });

    await page.reload();
    await openPanel(page);
    await expect(panel(page).getByRole('slider', { name: 'Speaking rate' })).toHaveValue('1.2');
    await panel(page).getByRole('button', { name: 'Test the voice' }).click();
    await expect.poll(async () => (await speechLog(page)).spoken.at(-1)?.text).toBe(
      'This is how Better Minds sounds with these settings.',
    );
    const last = (await speechLog(page)).spoken.at(-1)!;
    expect(last.rate).toBeCloseTo(1.2);
    expect(last.volume).toBeCloseTo(0.7);
  });

  test('pages offer "read aloud" for their main text, and new pages are named aloud', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Read this page aloud' })).toHaveCount(0);
    await openPanel(page);
    await settingSwitch(page, 'Audio Mode').click();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await spokenTexts(page)).length).toBe(1);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
    await expect.poll(async () => (await spokenTexts(page)).at(-1)).toMatch(/^About.*, Better Minds$/);

    await page.getByRole('button', { name: 'Read this page aloud' }).click();
    await expect.poll(async () => (await spokenTexts(page)).length).toBeGreaterThan(4);
    const texts = await spokenTexts(page);
    const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(texts).toContain(h1);
    // Only the page's main text: not the header or the footer.
    expect(texts.join(' ')).not.toContain('Share on Bluesky');
    await expect(page.getByRole('button', { name: 'Read this page aloud' })).toBeVisible();
    // Each block was outlined while it was read (a long block is read in parts, all inside its outline), and the
    // outline is gone once the reading ends.
    const readAloud = (await speechLog(page)).spoken.slice(2);
    expect(readAloud.length).toBeGreaterThan(4);
    for (const utterance of readAloud) expect(utterance.outlined ?? '', utterance.text).toContain(utterance.text);
    expect(readAloud[0]!.outlined).toBe(h1);
    await expect(page.locator('[data-reading-aloud]')).toHaveCount(0);
  });

  test('when a screen reader seems to be in use, page names are left to it rather than spoken twice', async ({ page }) => {
    // Forced colours (2 points) give medium confidence: detected.
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/');
    await openPanel(page);
    await settingSwitch(page, 'Audio Mode').click();
    await expect(settingSwitch(page, 'Audio Mode')).toHaveAccessibleDescription(/screen reader seems to be in use/);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await spokenTexts(page)).length).toBe(1);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Presence' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presence');
    await expect(announcer(page)).toHaveText('Presence, Better Minds');
    await page.waitForTimeout(500);
    expect(await spokenTexts(page)).toHaveLength(1);
    // Nothing is locked: read aloud is still offered.
    await expect(page.getByRole('button', { name: 'Read this page aloud' })).toBeVisible();
  });

  test('audio mode stays on across reloads, and off again it stops offering read aloud', async ({ page }) => {
    await page.goto('/');
    await openPanel(page);
    await settingSwitch(page, 'Audio Mode').click();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Read this page aloud' })).toBeVisible();
    await openPanel(page);
    await settingSwitch(page, 'Audio Mode').click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Read this page aloud' })).toHaveCount(0);
  });
});
