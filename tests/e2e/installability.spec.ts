import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from './fixtures';
import { baseURL, chromiumLaunchOptions } from '../../playwright.config';

test('Chromium reports no installability errors', async () => {
  // Installability is only reported in a persistent (non-incognito) profile.
  const profile = mkdtempSync(join(tmpdir(), 'bm-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
