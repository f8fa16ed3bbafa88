/**
 * Issue 17's community journey across several people: a post written offline survives a reload offline, is
 * published exactly once when the device is online and is read by a second visitor; a risky draft is held and its
 * writer shown crisis help, and the admin approves it (and rejects another, whose reason the writer reads); reports
 * from three newcomers hide it for each of them but not for everyone (issue 31.2); axe finds nothing on the community screen or the admin's
 * Community tab in any display mode.
 */
import type { Browser, Page } from '@playwright/test';
import { COMMUNITY_PATH, communityPageSchema } from '../../contract/community-schemas';
import { signInThroughTheForm } from './admin-support';
import { scanInEveryMode } from './display-modes';
import { expect, test, waitForAppOnNavigation } from './fixtures';
import { goOfflineAfterFirstVisit } from './insight-helpers';

async function chooseName(page: Page, handle: string): Promise<void> {
  await page.getByLabel('The name others will see').fill(handle);
  await page.getByRole('button', { name: 'Use this name' }).click();
  await expect(page.getByText(`Posting as ${handle}`)).toBeVisible();
}

async function share(page: Page, body: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Share a post' });
  await form.getByLabel('Your post').fill(body);
  await form.getByRole('button', { name: 'Share post' }).click();
}

const feed = (page: Page) => page.getByRole('region', { name: 'Posts', exact: true });
const mine = (page: Page) => page.getByRole('region', { name: 'Your posts waiting or not shown' });

async function openCommunity(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = waitForAppOnNavigation(await context.newPage());
  await page.goto('/resonance/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  return page;
}

test('the community: offline posting, held posts and moderation, three newcomers\' reports, and axe', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36).replace(/[0-9]/g, 'x');
  const handle = `Writer ${run}`.slice(0, 24);
  const calm = `A walk at dawn helped me today (${run}). <b>Small</b> steps count.`;
  const risky = `I want to end it all, I am so tired (${run}).`;
  const rejectMe = `I don't want to be here anymore (${run}).`;

  // The writer, offline after the first visit: the post is saved on the device and waits.
  await goOfflineAfterFirstVisit(page, context);
  await page.goto('/resonance/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await chooseName(page, handle);
  await share(page, calm);
  await expect(page.getByRole('status').filter({ hasText: 'Your post is saved on this device and will be shared when you are online.' })).toBeVisible();
  await expect(mine(page)).toContainText('Saved on this device. It will be sent when you are online.');
  await page.reload();
  await expect(mine(page)).toContainText(calm);
  await expect(mine(page)).toContainText('Saved on this device.');

  // Online: sent once, and shown in the feed as text (markup inert).
  await context.setOffline(false);
  await expect(feed(page).getByText(calm, { exact: true })).toBeVisible();
  await expect(mine(page)).toHaveCount(0);
  const published = communityPageSchema.parse((await (await page.request.get(`${COMMUNITY_PATH}/posts`)).json()).data);
  expect(published.posts.filter((post) => post.body === calm)).toHaveLength(1);

  // A risky draft: guidance while writing, held on sharing, and crisis help with a kind explanation.
  const form = page.getByRole('form', { name: 'Share a post' });
  await form.getByLabel('Your post').fill(risky);
  await expect(form.getByText('Add a content note.')).toBeVisible();
  await form.getByRole('checkbox', { name: /Mental health crisis/ }).check();
  await form.getByRole('button', { name: 'Share post' }).click();
  const held = page.getByRole('region', { name: 'Thank you for sharing this. You are not alone.' });
  await expect(held).toBeVisible();
  await expect(held).toContainText('It has not been rejected.');
  await expect(held.getByRole('link').first()).toHaveAttribute('href', /^tel:|^sms:|^https:/);
  await expect(page.getByRole('heading', { level: 2, name: 'Thank you for sharing this. You are not alone.' })).toBeFocused();
  await share(page, rejectMe);
  await expect(mine(page)).toContainText('A moderator will read this before it appears.');
  await expect(mine(page).getByText(risky)).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const visitors: Page[] = [];
  try {
    const admin = waitForAppOnNavigation(await adminContext.newPage());
    await signInThroughTheForm(admin);
    await admin.getByRole('tab', { name: 'Community' }).click();
    await expect(admin.getByRole('heading', { level: 2, name: 'Community moderation' })).toBeVisible();
    const riskyItem = admin.getByRole('listitem').filter({ hasText: risky }).filter({ has: admin.getByRole('heading', { level: 3 }) });
    await expect(riskyItem).toContainText('Words suggesting suicidal thoughts');
    await riskyItem.getByRole('button', { name: 'Claim for 15 minutes' }).click();
    await expect(riskyItem).toContainText(/Claim\s*You until/);
    // Held for risk: the first action offered is a private reply to the writer, which keeps the post hidden.
    await expect(riskyItem.getByRole('button').first()).toHaveText('Reply privately and keep hidden…');
    await riskyItem.getByRole('button', { name: 'Reply privately and keep hidden…' }).click();
    await riskyItem.getByLabel(/Private reply to the writer/).fill('Thank you for telling us how hard tonight is. You are not alone.');
    await riskyItem.getByRole('button', { name: 'Send and keep hidden' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `Sent a private reply about the post by ${handle}.` })).toBeVisible();
    await riskyItem.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `Approved the post by ${handle}.` })).toBeVisible();
    const rejectItem = admin.getByRole('listitem').filter({ hasText: rejectMe }).filter({ has: admin.getByRole('heading', { level: 3 }) });
    await rejectItem.getByRole('button', { name: 'Reject…' }).click();
    await rejectItem.getByLabel('Reason the writer will read').fill('We could not share this one; please reach out to a crisis line.');
    await rejectItem.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(admin.getByRole('status').filter({ hasText: `Rejected the post by ${handle}.` })).toBeVisible();

    // The writer's device reads both decisions.
    await page.reload();
    await expect(feed(page).getByText(risky)).toBeVisible();
    await expect(mine(page)).toContainText('“We could not share this one; please reach out to a crisis line.”');
    // The private reply is on the writer's device, under the post, with crisis help beside it.
    const reply = page.getByRole('region', { name: 'A private message from our moderators' });
    await expect(reply).toContainText('Thank you for telling us how hard tonight is. You are not alone.');
    await expect(reply.getByRole('link', { name: /See every crisis line/ })).toBeVisible();

    // A second visitor reads the published posts; then three visitors report the calm post.
    for (let index = 0; index < 3; index++) visitors.push(await openCommunity(browser, baseURL));
    const first = visitors[0]!;
    await expect(feed(first).getByText(calm, { exact: true })).toBeVisible();
    // The held-then-approved post comes behind its content note: the reader chooses to open it.
    const noted = first
      .locator('.community-post')
      .filter({ has: first.getByRole('heading', { level: 3, name: new RegExp(handle) }) })
      .filter({ hasText: 'Content notes: Mental health crisis' });
    await expect(noted.getByText(risky)).toHaveCount(0);
    await noted.getByRole('button', { name: 'Show this post' }).click();
    await expect(feed(first).getByText(risky)).toBeVisible();
    for (const visitor of visitors) {
      const post = visitor.locator('.community-post').filter({ hasText: calm });
      await post.getByRole('button', { name: 'Report' }).click();
      await post.getByRole('radio', { name: 'Spam or advertising' }).check();
      await post.getByRole('button', { name: 'Report and hide' }).click();
      await expect(feed(visitor).getByText(calm, { exact: true })).toHaveCount(0);
      await expect(visitor.getByRole('status').filter({ hasText: 'The post is hidden for you' })).toBeVisible();
    }
    // Three newcomers' reports hide the post for each of them, but cannot silence it for everyone (issue 31.2): only
    // established writers' reports count toward hiding (tests/functions/community-reports.test.ts covers that rule).
    await expect
      .poll(async () => {
        const answer = communityPageSchema.parse((await (await admin.request.get(`${COMMUNITY_PATH}/posts`)).json()).data);
        return answer.posts.some((post) => post.body === calm);
      })
      .toBe(true);
    await admin.goto('/resonance/community');
    const approvedForAdmin = feed(admin)
      .locator('.community-post')
      .filter({ has: admin.getByRole('heading', { level: 3, name: new RegExp(handle) }) })
      .filter({ hasText: 'Content notes: Mental health crisis' });
    await expect(approvedForAdmin).toBeVisible();
    await expect(feed(admin).getByText(calm, { exact: true })).toBeVisible();

    // The admin sees the reports, summarised, in the Reported queue.
    await admin.goto('/admin/dashboard?tab=moderation');
    await admin.getByRole('radio', { name: 'Reported' }).check();
    const reported = admin.getByRole('listitem').filter({ hasText: calm }).filter({ has: admin.getByRole('heading', { level: 3 }) });
    // The three visitors share this machine's one address, and a report is kept once per address: one report.
    await expect(reported).toContainText('1 open report (0 from established writers)');
    await expect(reported).not.toContainText('hidden from everyone');
    await admin.screenshot({ path: 'test-results/community-admin.png', fullPage: true });

    // axe on the admin's Community tab and the community screen, in every display mode.
    const problems = await scanInEveryMode(admin, 'admin Community tab', async () => {
      await expect(admin.getByRole('heading', { level: 2, name: 'Community moderation' })).toBeVisible();
    });
    await page.screenshot({ path: 'test-results/community-writer.png', fullPage: true });
    Object.assign(
      problems,
      await scanInEveryMode(page, 'community', async () => {
        await expect(feed(page).getByText(risky)).toBeVisible();
      }),
    );
    expect(problems).toEqual({});
  } finally {
    await adminContext.close();
    for (const visitor of visitors) await visitor.context().close();
  }
});
