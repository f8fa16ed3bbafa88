/**
 * Identities no one can borrow, in the browser: two visitors, each a Supabase Auth anonymous user of their own (the
 * app signs in before its first write). One learns the other's session id and still reads none of their rows through
 * the REST API with its own token; "delete everything" refuses plainly while offline, and online erases every row of
 * that person on the server and nobody else's. Runs against the sync test build and the Supabase stand-in
 * (tests/sync/support/e2e-environment.ts).
 */
import { expect, test, waitForAppOnNavigation, type Browser, type Page } from './fixtures';
import { ensureHooksBuild, startSyncBackends, SUPABASE_STANDIN_URL, SYNC_APP_URL, type SyncBackends } from '../sync/support/e2e-environment.ts';
import type { PageSyncSnapshot } from '../support/e2e-hooks/contract.ts';
import { STANDIN_ANON_KEY } from '../support/supabase-standin/server.ts';

const OWNED_TABLES = ['flow_events', 'codex_users', 'codex_section_completions', 'codex_quiz_completions', 'codex_feedback'] as const;

let backends: SyncBackends;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  backends = await startSyncBackends(ensureHooksBuild());
});

test.afterAll(async () => {
  await backends?.stop();
});

async function openVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = waitForAppOnNavigation(await context.newPage());
  await page.goto(`${SYNC_APP_URL}/`);
  await page.locator('html[data-sync-hooks="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  return page;
}

/** Writes only Supabase kinds (slots 50-99 of the hooks' mix: flow events and codex progress) and waits until sent. */
async function writeAndSync(page: Page): Promise<void> {
  await page.evaluate(() => window.__betterMindsSync.writeMixed(50, 50));
  await expect
    .poll(async () => (await page.evaluate(() => window.__betterMindsSync.snapshot()) as PageSyncSnapshot).waiting, { timeout: 60_000 })
    .toBe(0);
}

/** The visitor's Supabase session as supabase-js stored it (through the app's localStorage gateway). */
async function sessionOf(page: Page): Promise<{ userId: string; token: string }> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('sb-') && name.endsWith('-auth-token'));
    return key ? localStorage.getItem(key) : null;
  });
  expect(stored).not.toBeNull();
  let value: unknown = JSON.parse(stored ?? 'null');
  if (typeof value === 'string') value = JSON.parse(value);
  const session = value as { access_token: string; user: { id: string; is_anonymous: boolean } };
  expect(session.user.is_anonymous).toBe(true);
  return { userId: session.user.id, token: session.access_token };
}

async function ownedRows(userId: string): Promise<number> {
  let total = 0;
  for (const table of OWNED_TABLES) {
    const [row] = await backends.supabase.sql.unsafe<{ n: number }[]>(`select count(*)::int as n from public.${table} where owner = $1`, [userId]);
    total += row?.n ?? 0;
  }
  return total;
}

test('two visitors: a known session id reads nothing of the other; delete everything erases the server copies', async ({ browser }) => {
  test.setTimeout(180_000);
  const alice = await openVisitor(browser);
  await writeAndSync(alice);
  const aliceSession = await sessionOf(alice);
  const aliceSessionId = await alice.evaluate(() => window.__betterMindsSync.sessionId());
  expect(await ownedRows(aliceSession.userId)).toBeGreaterThan(0);

  const bob = await openVisitor(browser);
  await writeAndSync(bob);
  const bobSession = await sessionOf(bob);
  expect(bobSession.userId).not.toBe(aliceSession.userId);

  // Bob has learned Alice's session id (it is in feedback data) and asks for her rows with his own token, sending
  // her id every way he can.
  for (const table of OWNED_TABLES) {
    const response = await fetch(`${SUPABASE_STANDIN_URL}/rest/v1/${table}?select=*&session_id=eq.${aliceSessionId}`, {
      headers: { apikey: STANDIN_ANON_KEY, authorization: `Bearer ${bobSession.token}`, 'x-session-id': aliceSessionId },
    });
    expect(response.status, table).toBe(200);
    expect(await response.json(), table).toEqual([]);
  }
  // Without any token but the anon key, the tables are closed.
  const anonymous = await fetch(`${SUPABASE_STANDIN_URL}/rest/v1/flow_events?select=*&session_id=eq.${aliceSessionId}`, {
    headers: { apikey: STANDIN_ANON_KEY, 'x-session-id': aliceSessionId },
  });
  expect(anonymous.status).toBe(401);

  // Alice deletes everything: offline, nothing is deleted and she is told why.
  await alice.goto(`${SYNC_APP_URL}/insight/reflections`);
  await alice.getByLabel('I understand that this deletes everything on this device').check();
  await alice.context().setOffline(true);
  await alice.getByRole('button', { name: 'Delete everything' }).click();
  await expect(alice.getByRole('alert')).toContainText('You are offline, so nothing was deleted');
  expect(await ownedRows(aliceSession.userId)).toBeGreaterThan(0);

  // Online again, the same confirmed request erases her server copies, then the device.
  await alice.context().setOffline(false);
  await alice.getByRole('button', { name: 'Delete everything' }).click();
  await expect(alice.getByRole('status').filter({ hasText: 'has been deleted' })).toBeVisible({ timeout: 30_000 });
  expect(await ownedRows(aliceSession.userId)).toBe(0);
  expect(await ownedRows(bobSession.userId)).toBeGreaterThan(0);
});
