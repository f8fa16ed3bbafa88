/**
 * 31.1: "Delete everything on this device" erases what the person left on the server. One person posts in the
 * community, asks to be listed in the directory as a therapist (both through the app's screens), sends feedback
 * with a screenshot and makes a short code for a return (with the device's own keys, as the feedback widget and the
 * return screen do: the code's revoke token kept on the device), then deletes everything. Afterwards every one of
 * those URLs and endpoints answers 404 or 410, to anyone, the admin included, and the admin lists hold none of it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { COMMUNITY_PATH } from '../../contract/community-schemas';
import { DEVICE_KEY_HEADER } from '../../contract/device-key';
import { DIRECTORY_PATH } from '../../contract/directory-schemas';
import { SHARE_CODES_PATH } from '../../contract/share-code-schemas';
import { encodeSharePayload } from '../../contract/share-token';
import { adminCredentials, API, PNG_1X1 } from './admin-support';
import { expect, test } from './fixtures';

/** One value of the app's settings store, read from IndexedDB. */
function readSetting<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate(
    (name) =>
      new Promise<T | null>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('settings').objectStore('settings').get(name);
          get.onsuccess = () => {
            open.result.close();
            resolve(((get.result as { value?: T } | undefined)?.value ?? null) as T | null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

/** Writes one value into the app's settings store (what the app's own data functions do). */
function writeSetting(page: Page, key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([name, stored]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('settings', 'readwrite');
          tx.objectStore('settings').put({ key: name, value: stored });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    [key, value] as const,
  );
}

async function signInAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${API}/admin/login`, { data: adminCredentials() });
  expect(response.status()).toBe(200);
}

test('31.1 delete everything erases the community post, the feedback and its screenshot, the return code and the listing on the server', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);

  // The community: a name and a post, through the app.
  await page.goto('/resonance/community');
  await page.getByLabel('The name others will see').fill(`Erin ${stamp.replace(/[0-9]/g, 'x')}`);
  await page.getByRole('button', { name: 'Use this name' }).click();
  const postText = `Morning walks are helping me ${stamp}. Small steps still count.`;
  const form = page.getByRole('form', { name: 'Share a post' });
  await form.getByLabel('Your post').fill(postText);
  await form.getByRole('button', { name: 'Share post' }).click();
  await expect(page.getByRole('region', { name: 'Posts', exact: true })).toContainText(postText, { timeout: 30_000 });

  // The directory: asked to be listed, through the therapist's screen.
  await page.goto('/chart/login');
  await page.getByLabel('E-mail address').fill('erin@example.org');
  await page.getByLabel('Password').fill('secret-enough');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const listingForm = page.getByRole('form', { name: 'Your profile' });
  await listingForm.getByLabel(/^List me in the therapist directory/).check();
  await listingForm.getByLabel('Name', { exact: true }).fill(`Erin Erasefield ${stamp}`);
  await listingForm.getByLabel('Contact link').fill('https://example.org/erin');
  await listingForm.getByLabel('Remote (video or phone)').check();
  await listingForm.getByLabel('Short bio').fill('Gentle, practical support.');
  await listingForm.getByRole('button', { name: 'Save and ask to be listed' }).click();
  await expect(page.getByRole('region', { name: 'Your directory listing' })).toContainText('Pending', { timeout: 30_000 });
  const listing = await readSetting<{ listingId: string; listingKey: string }>(page, 'directoryListing');
  expect(listing).not.toBeNull();

  // Feedback with a screenshot, and a short code for a return, sent with this device's keys.
  const identity = { id: crypto.randomUUID(), key: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url') };
  if ((await readSetting(page, 'feedbackIdentity')) === null) await writeSetting(page, 'feedbackIdentity', identity);
  const device = (await readSetting<{ id: string; key: string }>(page, 'feedbackIdentity'))!;
  const sent = await page.evaluate(
    async ({ api, shareCodes, header, key, sessionId, png, returnToken }) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(png)], 'screen.png', { type: 'image/png' }));
      form.append('id', crypto.randomUUID());
      const upload = (await (await fetch(`${api}/upload`, { method: 'POST', headers: { [header]: key }, body: form })).json()) as { data: { url: string } };
      const submissionId = crypto.randomUUID();
      const submit = await fetch(`${api}/submit`, {
        method: 'POST',
        headers: { [header]: key, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          id: submissionId,
          sessionId,
          category: 'general',
          title: 'Erase me',
          message: 'My journal entry about my sister, with a screenshot.',
          context: { module: 'insight' },
          attachments: [upload.data.url],
        }),
      });
      const code = (await (await fetch(shareCodes, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ payload: returnToken }) })).json()) as {
        data: { code: string; revokeToken: string; expiresAt: string };
      };
      return { uploadUrl: upload.data.url, submissionId, submitStatus: submit.status, code: code.data };
    },
    {
      api: API,
      shareCodes: SHARE_CODES_PATH,
      header: DEVICE_KEY_HEADER,
      key: device.key,
      sessionId: device.id,
      png: [...PNG_1X1],
      // A short code keeps only a prescription or a return the codec can read (issue 31.11).
      returnToken: encodeSharePayload({
        kind: 'return',
        clientReturn: { id: crypto.randomUUID(), prescriptionId: 'rx-erase', createdAt: new Date().toISOString(), items: [] },
      }),
    },
  );
  expect(sent.submitStatus).toBe(201);
  await writeSetting(page, 'returnCodes', [sent.code]);

  // Before: each answers.
  const admin = await playwright.request.newContext({ baseURL });
  await signInAdmin(admin);
  expect((await admin.get(sent.uploadUrl)).status()).toBe(200);
  expect((await admin.get(`${API}/admin/feedback/${sent.submissionId}`)).status()).toBe(200);
  expect((await admin.get(`${SHARE_CODES_PATH}/${sent.code.code}`)).status()).toBe(200);
  expect((await admin.get(`${DIRECTORY_PATH}/listings/${listing!.listingId}`, { headers: { 'X-Listing-Key': listing!.listingKey } })).status()).toBe(200);

  // Delete everything.
  await page.goto('/insight/reflections');
  await page.getByLabel('I understand that this deletes everything on this device').check();
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/deleted=1/, { timeout: 30_000 });
  const summary = page.getByRole('status', { name: 'Erased on the server' });
  await expect(summary).toContainText('1 feedback messages');
  await expect(summary).toContainText('feedback screenshots');
  await expect(summary).toContainText('1 community posts');
  await expect(summary).toContainText('1 directory listings');
  await expect(summary).toContainText('1 short codes');

  // After: gone, for the admin too.
  expect((await admin.get(sent.uploadUrl)).status()).toBe(404);
  expect((await admin.get(`${API}/admin/feedback/${sent.submissionId}`)).status()).toBe(404);
  expect([404, 410]).toContain((await admin.get(`${SHARE_CODES_PATH}/${sent.code.code}`)).status());
  expect((await admin.get(`${DIRECTORY_PATH}/listings/${listing!.listingId}`, { headers: { 'X-Listing-Key': listing!.listingKey } })).status()).toBe(404);
  const feedbackList = await admin.get(`${API}/admin/feedback?limit=100`);
  expect(await feedbackList.text()).not.toContain(sent.submissionId);
  const posts = await admin.get(`${COMMUNITY_PATH}/posts`);
  expect(await posts.text()).not.toContain(postText);
  const queue = await admin.get(`${COMMUNITY_PATH}/admin/queue`);
  expect(queue.status()).toBe(200);
  expect(await queue.text()).not.toContain(postText);
  const listings = await admin.get(`${DIRECTORY_PATH}/admin/listings`);
  expect(listings.status()).toBe(200);
  expect(await listings.text()).not.toContain(listing!.listingId);
  await admin.dispose();
});
