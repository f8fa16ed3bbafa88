import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEVICE_KEY_HEADER, newDeviceKey } from '../../contract/device-key.ts';

const PORT = Number(process.env.E2E_PORT ?? 8897);
/** The data folder playwright.config.ts gives the server under test. */
export const E2E_DATA_DIR = `.tmp/e2e-data-${PORT}`;
export const API = '/.netlify/functions/feedback';

/**
 * The admin the server under test accepts: the environment's if one is configured, else the one `npm start` created
 * in its data folder (the embedded default), read from the 0600 file it printed.
 */
export function adminCredentials(): { email: string; password: string } {
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    return { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  }
  const text = readFileSync(`${E2E_DATA_DIR}/admin-credentials.env`, 'utf8');
  const read = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
  return { email: read('ADMIN_EMAIL'), password: read('ADMIN_PASSWORD') };
}

export async function signInThroughTheForm(page: Page): Promise<void> {
  const { email, password } = adminCredentials();
  await page.goto('/admin/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
}

export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d4944415408d763f8cfc0f01f00050001ff729c52670000000049454e44ae426082',
  'hex',
);

/**
 * The headers that prove to the feedback functions that a call comes from the page's device: its device key, read
 * from the app's own database (src/db/feedback-identity.ts). GET /user/{id} answers only to it.
 */
export async function deviceHeaders(page: Page): Promise<Record<string, string>> {
  const key = await page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('settings').objectStore('settings').get('feedbackIdentity');
          get.onsuccess = () => {
            open.result.close();
            const row = get.result as { value?: { key?: string } } | undefined;
            resolve(row?.value?.key ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
  if (!key) throw new Error('this device has no feedback identity yet');
  return { [DEVICE_KEY_HEADER]: key };
}

/** Sends a submission as the feedback widget would (from a device of its own, with its own key); answers its id. */
export async function submitFeedback(request: APIRequestContext, fields: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID();
  const response = await request.post(`${API}/submit`, {
    headers: { [DEVICE_KEY_HEADER]: newDeviceKey() },
    data: {
      id,
      sessionId: crypto.randomUUID(),
      category: 'general',
      title: 'A title',
      message: 'A message',
      context: { module: 'insight', page: '/insight', submissionTimestamp: new Date().toISOString() },
      metadata: { deviceInfo: { type: 'desktop' } },
      ...fields,
      ...(fields.id ? {} : { id }),
    },
  });
  if (response.status() !== 201) throw new Error(`submit failed: ${response.status()} ${await response.text()}`);
  return (fields.id as string | undefined) ?? id;
}
