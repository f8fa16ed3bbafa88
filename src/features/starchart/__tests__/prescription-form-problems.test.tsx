// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { db } from '@/db/database';
import { renderApp } from '@/testing/render-app';
import { NewPrescriptionPage } from '../components/NewPrescriptionPage';
import { therapistSession } from '../hooks/use-therapist-session';
import { buildPrescription } from '../data/prescription-draft';

afterEach(async () => {
  cleanup();
  await therapistSession.logout();
});

/** What a zod message reads like; none of it is for the person at the form. */
const SCHEMA_WORDS = /Too small|Too big|expected string|expected number|Invalid input|must not be empty/i;

/** The form reads Dexie through live queries: on a busy machine that takes more than a second. */
const WAIT = { timeout: 10_000 };

describe('the new prescription form\'s problems', { timeout: 60_000 }, () => {
  it('names the empty name clients see in plain words, and no schema message reaches the screen', async () => {
    expect(await therapistSession.login('dana@example.org', 'secret-enough')).toBeTruthy();
    expect(await therapistSession.updateProfile({ name: '', credentials: '' })).toBe(true);
    const at = new Date().toISOString();
    await renderApp({
      route: '/chart/new?client=client-1',
      routes: { '/chart/new': <NewPrescriptionPage /> },
      database: (database) =>
        database.therapistClients.add({ id: 'client-1', therapistId: 'local-sample-therapist', alias: 'Client R2', archivedAt: null, createdAt: at, updatedAt: at }),
    });
    await screen.findByText('Client R2', { selector: 'option' }, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Save prescription' }));
    const summary = await screen.findByRole('alert', {}, WAIT);
    expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Set the name your clients will see before sending a prescription.',
    ]);
    expect(document.body.textContent).not.toMatch(SCHEMA_WORDS);
    expect(await db.prescriptions.count()).toBe(0);
  });

  it('gives every problem the form can meet its field\'s words', () => {
    const built = buildPrescription(
      {
        clientId: 'c1',
        note: 'x'.repeat(2001),
        crisisReminder: true,
        items: [
          {
            key: 'a',
            kind: 'tool',
            contentId: '',
            ageTier: 'adult',
            patternType: 'every-n-days',
            days: [],
            everyN: '',
            startDate: '',
            endDate: 'soon',
            windowFrom: '7pm',
            windowTo: '',
            note: 'y'.repeat(501),
          },
        ],
      },
      { name: '', credentials: 'z'.repeat(121) },
      '',
      new Date('2026-11-24T10:00:00.000Z'),
    );
    if (built.ok) throw new Error('expected problems');
    expect(built.problems).toEqual({
      'items.0.contentId': 'Choose what to prescribe.',
      'prescriber.name': 'Enter the name your clients see.',
      'prescriber.credentials': 'Keep the credentials your clients see to 120 characters or fewer.',
      note: 'Keep the note to the client to 2000 characters or fewer.',
      'items.0.title': 'Choose what to prescribe.',
      'items.0.rhythm.pattern.n': 'Enter a whole number of days from 1 to 365.',
      'items.0.rhythm.startDate': 'Enter a start date.',
      'items.0.rhythm.endDate': 'The end date must be a real date, on or after the start date.',
      'items.0.rhythm.window': 'The window must end after it starts.',
      'items.0.rhythm.window.from': 'Enter both times of the window, like 19:00.',
      'items.0.rhythm.window.to': 'Enter both times of the window, like 19:00.',
      'items.0.note': "Keep the item's note to 500 characters or fewer.",
      // The id is no field: the form as a whole says so.
      '': 'This prescription could not be checked. Save it again; if it still fails, reload the page.',
    });
  });
});
