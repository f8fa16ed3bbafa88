/**
 * Restore with a passkey (docs/e2ee-sync.md 2.6), in one journey on Chromium's virtual authenticator (CTAP2, internal,
 * resident keys, user verification, PRF): the device turns on sync, is offered "Add a passkey" beside the recovery
 * words and adds one, writes a mood check-in that syncs; then the device is wiped (every byte the site stored) and,
 * with only the platform's passkey, "Restore with a passkey" brings the check-in back.
 *
 * Why one tab and not a second context with the credential copied in: CDP's WebAuthn.getCredentials/addCredential
 * carry the private key but not the authenticator's PRF (hmac-secret) key, so a copied credential answers every PRF
 * request empty (tried on Chromium 156). The virtual authenticator belongs to the tab, so the tab is the "new phone
 * whose platform synced the passkey": its storage cleared, its authenticator kept.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { countRows, doMoodCheckIn } from './insight-helpers';
import { shootAtPhoneSizes } from './helpers';

// WebAuthn refuses IP addresses as relying party ids: this journey runs on localhost, the same server.
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8897}`;
test.use({ baseURL: ORIGIN });

const NOTE = 'Tea on the balcony before work';
const SHOTS = '.tmp/screenshots/passkey';

const shoot = (page: Page, name: string, target: Locator) => shootAtPhoneSizes(page, SHOTS, name, target);

/** Every row of a table as JSON text, read straight from IndexedDB. */
async function tableText(page: Page, table: string): Promise<string> {
  return page.evaluate(
    (name) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('better-minds');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            resolve(JSON.stringify(request.result));
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

test('a passkey added after turning on sync restores a wiped device, which sees the check-in again', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, hasPrf: true, automaticPresenceSimulation: true },
  });

  await page.goto('/systems');
  const section = page.getByRole('region', { name: 'Sync and backup' });
  await section.getByRole('button', { name: 'Turn on sync and backup' }).click();
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(section.getByRole('heading', { name: 'Your recovery code' })).toBeVisible({ timeout: 30_000 });
  const add = section.getByRole('button', { name: 'Add a passkey' });
  await expect(add).toBeVisible();
  await shoot(page, 'offered-with-the-words', add);
  await add.click();
  await expect(section.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible({ timeout: 30_000 });
  await section.getByLabel('I have written down or printed my recovery code').check();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('One passkey unlocks this account.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('button', { name: 'Add another passkey' })).toBeVisible();
  await shoot(page, 'sync-on', section.getByRole('button', { name: 'Add another passkey' }));

  await doMoodCheckIn(page, { pleasantness: 4, energy: 2, words: ['Calm'], note: NOTE });
  // Pushed: the check-in's record is kept and nothing waits to be sent.
  await expect
    .poll(async () => `${(await tableText(page, 'e2eeRecords')).includes('insightEntries')} ${await countRows(page, 'e2eePending')}`, { timeout: 30_000 })
    .toBe('true 0');

  // The phone is wiped: every byte the site stored goes; the platform's passkey stays.
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', { origin: ORIGIN, storageTypes: 'all' });
  await page.goto('/systems');
  expect(await countRows(page, 'insightEntries')).toBe(0);
  const restore = section.getByRole('button', { name: 'Restore with a passkey' });
  await expect(restore).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('button', { name: 'Restore from a recovery code' })).toBeVisible();
  await restore.click();
  await shoot(page, 'restore-with-a-passkey', section.getByRole('button', { name: 'Use my passkey' }));
  await section.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(section.getByRole('heading', { name: 'Unlock with a passkey' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => tableText(page, 'insightEntries'), { timeout: 30_000 }).toContain(NOTE);
  await expect(section.getByRole('status').filter({ hasText: /^Synced/ })).toBeVisible({ timeout: 30_000 });
});
