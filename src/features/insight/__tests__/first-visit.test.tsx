// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { journeys } from '@/content/insight/journeys';
import { FIRST_VISIT_ATTRIBUTE } from '@/lib/first-visit';
import { markFirstScreenShown } from '@/lib/when-idle';
import { renderApp } from '@/testing/render-app';
import { availableTrails } from '../components/TrailsPage';
import { resetDatabase } from './reset-db';

/*
 * On a first visit (public/boot.js found no local database and marked <html>), the Insight screens a newcomer meets
 * answer with their empty state in the first render, not "Loading…" while the database is created; what is read from
 * the database then replaces it. The database is filled before the render here only to show that replacement: on a
 * real first visit it is empty, and the empty state is the answer.
 */

const when = '2026-11-01T10:00:00.000Z';

function cardOf(title: string): HTMLElement {
  return screen.getByRole('link', { name: title }).closest('li')!;
}

describe('Insight on a first visit', () => {
  beforeEach(async () => {
    await resetDatabase();
    document.documentElement.setAttribute(FIRST_VISIT_ATTRIBUTE, '');
  });
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute(FIRST_VISIT_ATTRIBUTE);
  });

  it("a tool page's entry list says nothing is saved at once, then lists what the database holds", async () => {
    await renderApp({
      route: '/insight/tools/mood-check-in',
      database: (db) => db.insightEntries.add({ id: 'e1', toolId: 'mood-check-in', values: { pleasantness: 4, energy: 3 }, createdAt: when, updatedAt: when }),
    });
    const entries = screen.getByRole('region', { name: 'Your entries' });
    expect(within(entries).getByText('Nothing saved yet. What you save here stays on this device.')).toBeTruthy();
    expect(within(entries).queryByText(/Loading/)).toBeNull();
    act(() => markFirstScreenShown());
    expect(await within(entries).findByText('1 entry, saved on this device.')).toBeTruthy();
  });

  it('the journeys list says every journey is not started at once, then shows the progress read', async () => {
    const journey = journeys[0]!;
    await renderApp({
      route: '/insight/journeys',
      database: (db) =>
        db.journeyProgress.add({ journeyId: journey.id, startedAt: when, updatedAt: when, completedItems: [], completedDays: { '1': when }, finishedAt: null }),
    });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(within(cardOf(journey.title.standard)).getByText('Not started')).toBeTruthy();
    expect(await within(cardOf(journey.title.standard)).findByText(`1 of ${journey.days.length} days done; day 2 is next`)).toBeTruthy();
  });

  it('the trails list says every trail is not started at once, then shows the progress read', async () => {
    const trail = availableTrails()[0]!;
    await renderApp({
      route: '/insight/trails',
      database: (db) =>
        db.trailProgress.add({
          trailId: trail.id,
          startedAt: when,
          updatedAt: when,
          currentStepId: null,
          completedStepIds: [trail.steps[0]!.id],
          responses: {},
          finishedAt: null,
        }),
    });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(within(cardOf(trail.title.standard)).getByText('Not started')).toBeTruthy();
    expect(await within(cardOf(trail.title.standard)).findByText(`1 of ${trail.steps.length} steps done`)).toBeTruthy();
  });
});
