import { expect, test } from './fixtures';
import { announcer, installSpeechStandIns } from './accessibility-helpers';
import { routeCases } from './routes';

test('on a route change focus moves to the main heading and the new title is announced politely', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Better Minds');
  // Landing on a page moves nothing: focus stays at the start of the document.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(announcer(page)).toHaveAttribute('aria-live', 'polite');

  for (const [link, heading, title] of [
    ['Presence', 'Presence', 'Presence, Better Minds'],
    ['About', /about/i, /^About.*, Better Minds$/],
    ['Insight', 'Insight', 'Insight, Better Minds'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    await expect(h1).toBeFocused();
    await expect(announcer(page)).toHaveText(title);
  }
  // The heading is focusable only for this move, not a stop in the Tab order.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');

  // Crisis help, reached from the header: focus lands on its heading.
  await page.getByRole('banner').getByRole('link', { name: /crisis help/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(announcer(page)).toHaveText('Crisis help, Better Minds');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/crisis-help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crisis help');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  // The next Tab reaches the first control inside the main content, not the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
});

for (const path of ['/systems', '/journey/ABC123']) {
  test(`the minimal shell (${path}) has a skip link to the main content too`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The screen's own controls render after its data is read (on /systems, the sync status): the walk starts once
    // there is something inside the main content to reach, as a person would wait for it.
    await expect(page.locator('#main').locator('a[href], button, input, select, textarea').first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
  });
}

test.describe('Extra Large text at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no screen scrolls sideways, and the floating button never covers the crisis link', async ({ page }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() =>
      localStorage.setItem(
        'better-minds:accessibility-settings',
        JSON.stringify({ font_size: 'xl', keyboard_shortcuts: true, dyslexia_font: true }),
      ),
    );
    const overflowing: string[] = [];
    const covered: string[] = [];
    for (const route of routeCases) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.locator('html')).toHaveAttribute('data-font-size', 'xl');
      const { scrollWidth, wide } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        wide: Array.from(document.querySelectorAll<HTMLElement>('body *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((element) => !element.closest('.visually-hidden, .skip-link, [hidden]'))
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      }));
      if (scrollWidth > 320) overflowing.push(`${route.path}: ${scrollWidth}px (${wide.join(', ')})`);

      // The crisis link and the floating buttons (the accessibility button, and the feedback button once it has
      // appeared) never share a pixel, at the top of the page or scrolled to the bottom.
      const crisisLink = page.getByRole('banner').getByRole('link', { name: /crisis help/i });
      await expect(crisisLink, route.path).toBeVisible();
      if (route.layout === 'main') await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeVisible();
      for (const scroll of [0, 100_000]) {
        const report = await page.evaluate((y) => {
          window.scrollTo(0, y);
          const banner = document.querySelector('header');
          const crisis = Array.from(banner?.querySelectorAll('a') ?? []).find((link) => /crisis help/i.test(link.textContent ?? ''));
          if (!crisis) return { floating: 0, covering: ['no crisis link in the header'] };
          const box = crisis.getBoundingClientRect();
          const floating = Array.from(document.querySelectorAll<HTMLElement>('.a11y-dock__button, .fb-launcher')).filter(
            (button) => button.getClientRects().length > 0,
          );
          const covering = floating
            .filter((button) => {
              const other = button.getBoundingClientRect();
              return box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top;
            })
            .map((button) => button.textContent?.trim() ?? button.className);
          return { floating: floating.length, covering };
        }, scroll);
        if (report.covering.length > 0) covered.push(`${route.path} at scroll ${scroll}: ${report.covering.join(', ')}`);
        if (route.layout === 'main') expect(report.floating, route.path).toBeGreaterThan(0);
      }
    }
    expect(overflowing).toEqual([]);
    expect(covered).toEqual([]);
  });
});

test('focused controls are never hidden behind the accessibility tools, even with voice and audio on (WCAG 2.4.11)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await installSpeechStandIns(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.addInitScript(() => {
    localStorage.setItem(
      'better-minds:accessibility-settings',
      JSON.stringify({ voice_navigation: true, keyboard_shortcuts: true, font_size: 'large' }),
    );
    localStorage.setItem('better-minds:audio-mode', 'true');
  });
  for (const path of ['/', '/crisis-help', '/about']) {
    await page.goto(path);
    await expect(page.getByTestId('voice-status')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read this page aloud' })).toBeVisible();
    const hidden: string[] = [];
    for (let press = 0; press < 80; press += 1) {
      await page.keyboard.press('Tab');
      const report = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        const dock = document.querySelector('.a11y-dock');
        if (!focused || focused === document.body || dock?.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        const covering = Array.from(dock?.children ?? []).map((child) => child.getBoundingClientRect());
        const inside = (outer: DOMRect) =>
          box.left >= outer.left && box.right <= outer.right && box.top >= outer.top && box.bottom <= outer.bottom;
        return covering.some(inside) ? `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}` : '';
      });
      if (report) hidden.push(`${path}: ${report}`);
    }
    expect(hidden).toEqual([]);
  }
});
