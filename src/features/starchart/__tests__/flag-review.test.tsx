// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Prescription } from '@contract/prescription-schemas';
import { db, type BetterMindsDatabase } from '@/db/database';
import { formatDate } from '@/lib/format';
import { renderApp } from '@/testing/render-app';
import { ClientChartPage } from '../components/ClientChartPage';
import { WorkspacePage } from '../components/WorkspacePage';
import { therapistSession } from '../hooks/use-therapist-session';
import { SAMPLE_THERAPIST_ID } from '../data/placeholder-login';

afterEach(async () => {
  cleanup();
  await therapistSession.logout();
});

const DAY = 86_400_000;
const createdAt = new Date(Date.now() - 10 * DAY).toISOString();
/** Raised three days ago: well inside the 28 days a flag stays open. */
const raisedAt = new Date(Date.now() - 3 * DAY).toISOString();

const prescription: Prescription = {
  id: 'rx-1',
  createdAt,
  prescriber: { name: 'Sam Rivera' },
  crisisReminder: true,
  items: [{ id: 'phq', kind: 'tool', contentId: 'phq-9', title: 'PHQ-9', rhythm: { pattern: { type: 'every-n-days', n: 14 }, startDate: createdAt.slice(0, 10) } }],
};

async function chartWithOneFlag(database: BetterMindsDatabase) {
  const therapistId = SAMPLE_THERAPIST_ID;
  await database.therapistClients.add({ id: 'client-1', therapistId, alias: 'Client R2', archivedAt: null, createdAt, updatedAt: createdAt });
  await database.prescriptions.add({ id: 'rx-1', therapistId, clientId: 'client-1', prescription, status: 'active', shortCodes: [], createdAt, updatedAt: createdAt });
  await database.clientReturns.add({
    id: 'r1',
    therapistId,
    clientId: 'client-1',
    prescriptionId: 'rx-1',
    importedAt: raisedAt,
    clientReturn: {
      id: 'r1',
      prescriptionId: 'rx-1',
      createdAt: raisedAt,
      items: [{ itemId: 'phq', scores: [{ at: raisedAt, label: 'Total score', value: 11, max: 27, flags: ['phq9-item9'] }] }],
    },
  });
}

/** Each screen reads Dexie through live queries: on a busy machine that takes more than a second. */
const WAIT = { timeout: 10_000 };

const routes = { '/chart/clients/:clientId': <ClientChartPage />, '/chart': <WorkspacePage /> };

/** The client list's flag on the client's line, or null when none is open. */
async function openFlagInList(): Promise<string | null> {
  await renderApp({ route: '/chart', routes });
  await screen.findByText('Client R2', {}, WAIT);
  await waitFor(() => expect(document.querySelector('.sc-client-line')).not.toBeNull(), WAIT);
  const flag = document.querySelector('.sc-client-flag')?.textContent ?? null;
  cleanup();
  return flag;
}

describe('a flag in the client chart marked reviewed', { timeout: 60_000 }, () => {
  it('is dated, no longer counts as open in the client list, and comes back with "Undo"', async () => {
    expect(await therapistSession.login('dana@example.org', 'secret-enough')).toBeTruthy();
    await renderApp({ route: '/chart/clients/client-1', routes, database: chartWithOneFlag });
    const flags = await screen.findByTestId('chart-flags', {}, WAIT);
    expect(within(flags).queryByTestId('flag-reviewed')).toBeNull();
    fireEvent.click(await within(flags).findByRole('button', { name: 'Mark reviewed' }, WAIT));

    expect((await within(flags).findByTestId('flag-reviewed', {}, WAIT)).textContent?.trim()).toBe(`Reviewed on ${formatDate(new Date().toISOString())}`);
    const button = within(flags).getByRole('button', { name: 'Undo' });
    // The button says what it is about: the flag beside it.
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toContain(formatDate(raisedAt));
    const [review] = await db.flagReviews.toArray();
    expect(review).toMatchObject({ therapistId: SAMPLE_THERAPIST_ID, clientId: 'client-1', flag: 'phq9-item9', raisedAt });
    cleanup();

    expect(await openFlagInList()).toBeNull();

    await renderApp({ route: '/chart/clients/client-1', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }, WAIT));
    await screen.findByRole('button', { name: 'Mark reviewed' }, WAIT);
    expect(screen.queryByTestId('flag-reviewed')).toBeNull();
    expect(await db.flagReviews.count()).toBe(0);
    cleanup();

    expect(await openFlagInList()).toMatch(/^ · Flag: .+\(/);
  });
});
