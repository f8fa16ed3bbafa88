/**
 * Issue 17's book submission journey: an author, offline after a first visit, writes a draft that survives a reload,
 * is refused a file that is not a manuscript by its bytes and one that is too large, attaches a small PDF and sends
 * it (queued); the queue survives a reload offline; back online it is received and the receipt code shown. The admin
 * declines it with a note on the Books tab; the author reads the status and the note back with the receipt code.
 * axe finds nothing on the submit screen or the Books tab in any display mode.
 */
import { MANUSCRIPT_REFUSAL_MESSAGES } from '../../contract/book-manuscript';
import { MAX_MANUSCRIPT_BYTES } from '../../contract/book-schemas';
import { hostileManuscripts, pdfBytes } from '../support/manuscripts';
import { signInThroughTheForm } from './admin-support';
import { scanInEveryMode } from './display-modes';
import { expect, test, waitForAppOnNavigation } from './fixtures';
import { goOfflineAfterFirstVisit } from './insight-helpers';

const MANUSCRIPT_LABEL = 'Manuscript (PDF, EPUB or Word DOCX, up to 20 MB)';

test('a manuscript sent offline is received once online, declined with a note by the admin, and read back with its receipt code', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(300_000);
  const title = `The Quiet Year ${Date.now().toString(36)}`;
  const note = 'Thank you for trusting us with this. It is moving, but it is not a fit for the library this year.';

  await goOfflineAfterFirstVisit(page, context);
  await page.goto('/resonance/submit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a book');

  // The draft is saved as the author types, and a reload offline keeps it.
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Author or pen name').fill('A. N. Writer');
  await expect(page.getByText('Draft saved on this device.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Author or pen name')).toHaveValue('A. N. Writer');

  // Refusals by bytes and by size, each with its own message, before anything is kept.
  const fileInput = page.getByLabel(MANUSCRIPT_LABEL);
  await fileInput.setInputFiles({ name: 'novel.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(hostileManuscripts.htmlNamedDocx()) });
  await expect(page.getByRole('alert')).toHaveText(MANUSCRIPT_REFUSAL_MESSAGES['unknown-type']);
  await fileInput.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MAX_MANUSCRIPT_BYTES + 1, 0x20) });
  await expect(page.getByRole('alert')).toHaveText(MANUSCRIPT_REFUSAL_MESSAGES['too-large']);

  // The real one, and the rest of the form; sent while offline, it waits on the device.
  await fileInput.setInputFiles({ name: 'the-quiet-year.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) });
  await expect(page.getByText(/Attached: the-quiet-year\.pdf \(PDF,/)).toBeVisible();
  await page.getByLabel('Synopsis').fill('A year of grief, told through the small routines that held a family together.');
  await page.getByLabel('Content notes').fill('Grief, a death in the family.');
  await page.getByRole('button', { name: 'Send submission' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please read the terms and tick the box to agree to them.');
  await page.getByLabel('I have read the terms above and agree to them.').check();
  await page.getByRole('button', { name: 'Send submission' }).click();
  await expect(page.getByRole('heading', { name: 'Your submission is on its way' })).toBeFocused();
  const mine = page.getByRole('region', { name: 'Your submissions from this device' });
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('Waiting to be sent');
  // A new, empty draft is ready for the next book.
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('');

  await page.reload();
  await expect(mine.getByRole('listitem').filter({ hasText: title })).toContainText('Waiting to be sent');

  // Online again: it is sent once and the receipt code is shown.
  await context.setOffline(false);
  const receiptItem = mine.getByRole('listitem').filter({ hasText: title });
  await expect(receiptItem).toContainText('Receipt code:', { timeout: 30_000 });
  const code = (await receiptItem.locator('.books-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]$/);
  const sentOnce = await page.request.get(`/.netlify/functions/books/receipts/${code}`);
  expect(sentOnce.status()).toBe(200);

  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = waitForAppOnNavigation(await adminContext.newPage());
    await signInThroughTheForm(admin);
    await admin.getByRole('tab', { name: 'Books' }).click();
    const item = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { level: 3, name: title }) });
    await expect(item).toContainText(code);
    await expect(item.getByRole('link', { name: `Download the manuscript of “${title}”` })).toBeVisible();
    await item.getByLabel('Status').selectOption('declined');
    await item.getByRole('button', { name: `Save status of “${title}”` }).click();
    await expect(item.getByRole('alert')).toHaveText('A decline needs a note: write what the author will read.');
    await item.getByLabel(/Note to the author/).fill(note);
    await item.getByRole('button', { name: `Save status of “${title}”` }).click();
    await expect(admin.getByRole('status').filter({ hasText: `“${title}” is now declined.` })).toBeVisible();

    // The author reads it with the receipt code, typed in lower case.
    const check = page.getByRole('region', { name: 'Check a submission' });
    await check.getByLabel('Receipt code').fill(code.toLowerCase());
    await check.getByRole('button', { name: 'Check status' }).click();
    await expect(check.getByRole('status')).toContainText('Declined.');
    await expect(check.getByRole('status')).toContainText(note);
    // The device's own receipt keeps the last status read.
    await expect(receiptItem).toContainText(note);

    const submitProblems = await scanInEveryMode(page, 'submit a book', () => expect(receiptItem).toContainText('Receipt code:'));
    await admin.goto('/admin/dashboard?tab=books');
    const adminProblems = await scanInEveryMode(admin, 'admin Books tab', () =>
      expect(admin.getByRole('heading', { level: 3, name: title })).toBeVisible(),
    );
    expect({ ...submitProblems, ...adminProblems }).toEqual({});
  } finally {
    await adminContext.close();
  }
});
