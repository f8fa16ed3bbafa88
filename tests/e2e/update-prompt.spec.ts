/**
 * The update prompt (src/features/pwa/components/ReloadPrompt.tsx, sw/update.ts), end to end: a new service worker
 * is deployed while the page is open, the page offers it, and accepting it hands control to the new worker (skip
 * waiting) and reloads the page. Deploying means changing the build's sw.js, so this spec serves a copy of the build
 * from a server of its own and leaves the shared one alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, startTheApp, test } from './fixtures';
import { waitForServiceWorkerControl } from './helpers';

const NEW_VERSION = 'update-prompt-spec-v2';

/** What the deployed worker adds: one more line (a new byte is a new worker), which says which version it is. */
const NEW_WORKER_TAIL = `
self.addEventListener('message', (event) => {
  if (event.data === 'which-version' && event.ports[0]) event.ports[0].postMessage(${JSON.stringify(NEW_VERSION)});
});
`;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

let folder: string;
let server: ChildProcess | undefined;
let origin: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'bm-update-'));
  cpSync(resolve(process.env.E2E_DIST_DIR ?? 'dist'), join(folder, 'dist'), { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group, so that ending it ends npx and the server under it too.
  server = spawn('npx', ['tsx', 'server/serve.ts'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DIST_DIR: join(folder, 'dist'), DATA_DIR: join(folder, 'data') },
  });
  await expect
    .poll(() => fetch(`${origin}/.netlify/functions/health`).then((answer) => answer.ok, () => false), { timeout: 30_000 })
    .toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

test('a new service worker is offered, and accepting it hands control to it and reloads the page', async ({ page }) => {
  await page.goto(`${origin}/`);
  await waitForServiceWorkerControl(page);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of Better Minds is ready' });
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(prompt).toHaveCount(0);

  // Deploy: the copy's worker gains a line. The page asks for updates as a browser would on its own.
  appendFileSync(join(folder, 'dist', 'sw.js'), NEW_WORKER_TAIL);
  // Set on this document only: gone once the page has reloaded.
  await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  await expect(prompt).toBeVisible();
  // Offered, not forced: the old worker still controls the page while the prompt waits.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Update now' }).click();
  await reloaded;
  await startTheApp(page);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  expect(await page.evaluate(() => 'beforeTheUpdate' in window)).toBe(false);

  // The new worker controls the reloaded page, and nothing waits any more.
  const versionOfController = () =>
    page.evaluate(
      () =>
        new Promise<string | null>((answer) => {
          const controller = navigator.serviceWorker.controller;
          if (!controller) return answer(null);
          const channel = new MessageChannel();
          channel.port1.onmessage = (event: MessageEvent<string>) => answer(event.data);
          controller.postMessage('which-version', [channel.port2]);
          // The old worker never answers this message: null lets the poll ask again.
          setTimeout(() => answer(null), 500);
        }),
    );
  await expect.poll(versionOfController).toBe(NEW_VERSION);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  await expect(prompt).toHaveCount(0);
});
