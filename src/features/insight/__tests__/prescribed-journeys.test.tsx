// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Prescription } from '@contract/prescription-schemas';
import { db, type BetterMindsDatabase } from '@/db/database';
import { deviceTimeZone, todayIn } from '@/domains/calendar/rhythm';
import { addDays } from '@/domains/calendar/local-date';
import { JourneysPage } from '../components/JourneysPage';
import { renderApp } from '@/testing/render-app';

const today = todayIn(deviceTimeZone(), new Date());

const prescription: Prescription = {
  id: 'rx-1',
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  prescriber: { name: 'Sam Rivera', credentials: 'LCSW' },
  note: 'Small steps.',
  crisisReminder: true,
  items: [
    { id: 'mood', kind: 'tool', contentId: 'mood-check-in', title: 'Mood check-in', rhythm: { pattern: { type: 'daily' }, startDate: addDays(today, -2) } },
    { id: 'later', kind: 'activity', contentId: 'safe-place', title: 'A safe place', rhythm: { pattern: { type: 'once' }, startDate: addDays(today, 3) } },
  ],
};

/** The journeys page on a device that received the prescription by link, and holds what `more` adds. */
function renderJourneys(path = '/insight/journeys', more?: (database: BetterMindsDatabase) => Promise<unknown>) {
  return renderApp({
    route: path,
    routes: { '/insight/journeys': <JourneysPage /> },
    database: async (database) => {
      await database.receivedPrescriptions.add({ id: 'rx-1', prescription, source: 'link', addedAt: new Date().toISOString(), archivedAt: null });
      await more?.(database);
    },
  });
}

describe('prescriptions from a therapist in Insight journeys', () => {
  afterEach(cleanup);

  it('shows each item today, gently lists earlier days not done, and marks the due one done', async () => {
    await renderJourneys();
    const section = await screen.findByRole('region', { name: 'From your therapist' });
    expect(within(section).getByRole('heading', { name: 'From Sam Rivera' })).toBeTruthy();
    expect(within(section).getByText('Due today')).toBeTruthy();
    expect(within(section).getByText(/Not done yet, from earlier/)).toBeTruthy();
    expect(within(section).getByText(/Next:/)).toBeTruthy();
    expect(section.textContent).not.toMatch(/missed|failed|streak/i);

    fireEvent.click(within(section).getByRole('button', { name: 'Mark done: Mood check-in' }));
    await waitFor(() => expect(within(section).getByText('Done for today')).toBeTruthy());
    const rows = await db.prescribedCompletions.toArray();
    expect(rows).toMatchObject([{ prescriptionId: 'rx-1', itemId: 'mood', dueDate: today }]);
  });

  it('removes a prescription only after a confirm, with what was marked done for it', async () => {
    await renderJourneys('/insight/journeys', (database) =>
      database.prescribedCompletions.add({ id: `rx-1:mood:${today}`, prescriptionId: 'rx-1', itemId: 'mood', dueDate: today, completedAt: new Date().toISOString() }),
    );
    const section = await screen.findByRole('region', { name: 'From your therapist' });
    fireEvent.click(within(section).getByRole('button', { name: 'Remove' }));
    expect(await db.receivedPrescriptions.count()).toBe(1);
    fireEvent.click(within(section).getByRole('button', { name: /delete/i }));
    await waitFor(async () => expect(await db.receivedPrescriptions.count()).toBe(0));
    expect(await db.prescribedCompletions.count()).toBe(0);
  });

  it('builds a return from the choices, with nothing chosen by default and the preview showing only what is chosen', async () => {
    await renderJourneys('/insight/journeys?send=rx-1', (database) =>
      database.insightEntries.bulkAdd([
        { id: 'e1', toolId: 'mood-check-in', values: { pleasantness: 2, energy: 3, context: 'First entry' }, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() },
        { id: 'e2', toolId: 'mood-check-in', values: { pleasantness: 4, energy: 4, context: 'Second entry' }, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() },
      ]),
    );
    await screen.findByRole('heading', { level: 1, name: 'Send something back to Sam Rivera' });
    const preview = screen.getByRole('region', { name: 'Preview: exactly what your therapist will see' });
    expect(within(preview).getAllByText('Nothing was shared for this item.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Make the return' }));
    expect(screen.getByText(/Nothing is chosen yet, so there is nothing to send/)).toBeTruthy();
    expect(screen.queryByLabelText('Return link')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /Entries I choose/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /pleasantness 4 of 5/ }));
    await waitFor(() => expect(within(preview).getByText(/Second entry/)).toBeTruthy());
    expect(preview.textContent).not.toContain('First entry');
    expect(within(preview).getAllByText('Nothing was shared for this item.')).toHaveLength(1);
    // Several things of one item at once: its scores too, beside the chosen entry.
    fireEvent.click(screen.getByRole('checkbox', { name: 'My scores' }));
    await waitFor(() => expect(within(preview).getByText('Check-in scores')).toBeTruthy());
    expect(within(preview).getByText(/Second entry/)).toBeTruthy();
  });
  it('says "no schedule to keep" only of the built-in journeys, below the therapist’s due items, not above them', async () => {
    await renderJourneys();
    const section = await screen.findByRole('region', { name: 'From your therapist' });
    // The page's own read of the prescriptions may land a moment after the section's.
    await waitFor(() => expect(document.querySelector('.insight-header')?.textContent).not.toMatch(/no schedule/i));
    const noSchedule = screen.getByText(/no schedule to keep/);
    expect(noSchedule.textContent).toMatch(/^The journeys below have no schedule to keep/);
    expect(section.compareDocumentPosition(noSchedule) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the lead whole on a device with no prescriptions', async () => {
    await renderApp({ route: '/insight/journeys', routes: { '/insight/journeys': <JourneysPage /> } });
    const lead = await screen.findByText(/^A journey is a few short sessions/);
    expect(lead.textContent).toBe(
      'A journey is a few short sessions over several days, built from the tools, trails and activities. There is no schedule to keep and nothing to fall behind on: do a day whenever it suits you, and pick up where you left off, however long it has been.',
    );
    expect(screen.queryByRole('region', { name: 'From your therapist' })).toBeNull();
  });
});
