/**
 * Critical CSS (scripts/prerender/critical-css.ts; issue 40): a prerendered page links only the rules its markup uses
 * and paints exactly as it does with the whole stylesheet, in each theme and with the settings public/boot.js applies
 * before the first paint; the app, once it starts, adds the whole stylesheet.
 */
import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { waitForAppReady, waitForServiceWorkerControl } from './helpers';

const PAGES = ['/', '/crisis-help', '/insight/tools/mood-check-in', '/insight/tools/phq-9', '/presence/codex/low-mood-and-activity'];

/** What boot.js would have set from stored settings (it does not run here: JavaScript is off, so nothing else does). */
const SETTINGS: { name: string; apply: (html: string) => string }[] = [
  { name: 'dark', apply: (html) => html },
  { name: 'light', apply: (html) => html.replace('data-theme="dark"', 'data-theme="light"') },
  // The dyslexia font is left out: its faces load when first used, so two loads differ by when they arrive, not by
  // the stylesheet (scripts/__tests__/critical-css.test.ts checks that its @font-face is in the critical CSS).
  {
    name: 'light, extra-large text, high contrast, reduced motion',
    apply: (html) =>
      html
        .replace('data-theme="dark"', 'data-theme="light" data-font-size="xl"')
        .replace('<body>', '<body class="accessibility-high_contrast accessibility-reduced_motion">'),
  },
];

const CRITICAL_LINK = /<link rel="stylesheet" href="(\/assets\/critical-[\w-]+\.css)">/;
const FULL_HREF = /data-style="(\/assets\/style-[\w-]+\.css)"/;

test('each prerendered page paints with its critical CSS exactly as with the whole stylesheet', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [index, path] of PAGES.entries()) {
    // The phone sizes of docs/testing.md, in turn.
    await page.setViewportSize(index % 2 === 0 ? { width: 390, height: 844 } : { width: 320, height: 640 });
    const served = await (await page.request.get(path)).text();
    const critical = CRITICAL_LINK.exec(served)?.[1];
    const full = FULL_HREF.exec(served)?.[1];
    expect(critical, `${path} links its critical CSS`).toBeDefined();
    expect(full, `${path} names the whole stylesheet for the app`).toBeDefined();
    expect(served, `${path} does not link the whole stylesheet`).not.toContain(`<link rel="stylesheet" crossorigin href="${full}">`);
    for (const setting of SETTINGS) {
      const shots: Buffer[] = [];
      for (const stylesheet of [critical, full]) {
        const html = setting.apply(served).replace(CRITICAL_LINK, `<link rel="stylesheet" href="${stylesheet}">`);
        await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready).catch(() => undefined);
        shots.push(await page.screenshot({ fullPage: true, animations: 'disabled' }));
        await page.unroute(`**${path}`);
      }
      const [withCritical, withFull] = shots;
      if (!withCritical?.equals(withFull ?? Buffer.alloc(0))) {
        // Both kept beside the report, to look at what differs.
        for (const [which, shot] of [['critical', withCritical], ['whole', withFull]] as const) {
          const file = test.info().outputPath(`${path.replace(/\W+/g, '-')}-${SETTINGS.indexOf(setting)}-${which}.png`);
          writeFileSync(file, shot ?? Buffer.alloc(0));
          await test.info().attach(`${path} ${setting.name}, ${which}`, { path: file, contentType: 'image/png' });
        }
      }
      expect(withCritical?.equals(withFull ?? Buffer.alloc(0)), `${path} (${setting.name}) paints the same with its critical CSS`).toBe(true);
    }
  }
  await context.close();
});

test('the app adds the whole stylesheet when it starts', async ({ browser }) => {
  // A new profile: a first visit, where the app waits for the page to be interactive (public/start-app.js).
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/crisis-help');
  const sheets = () => page.evaluate(() => [...document.styleSheets].map((sheet) => new URL(sheet.href ?? 'about:blank').pathname));
  expect((await sheets()).filter((href) => /^\/assets\/style-/.test(href))).toEqual([]);
  await waitForAppReady(page);
  await expect.poll(async () => (await sheets()).filter((href) => /^\/assets\/style-[\w-]+\.css$/.test(href))).toHaveLength(1);
  await context.close();
});

test('a page the service worker serves paints with the whole stylesheet, and the app adds no second one', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/crisis-help');
  await waitForAppReady(page);
  await waitForServiceWorkerControl(page);
  // What the worker answers (sw/whole-stylesheet.ts), read before any script of the page could have added a link.
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/crisis-help' && response.fromServiceWorker());
  await page.reload();
  const html = await (await served).text();
  expect(html).not.toMatch(CRITICAL_LINK);
  const whole = FULL_HREF.exec(html)?.[1];
  expect(html).toContain(`<link rel="stylesheet" crossorigin href="${whole}">`);
  await waitForAppReady(page);
  const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => new URL(sheet.href ?? 'about:blank').pathname));
  expect(sheets.filter((href) => href === whole)).toHaveLength(1);
  expect(sheets.filter((href) => href.startsWith('/assets/critical-'))).toEqual([]);
  await context.close();
});
