// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { journeys } from '@/content/insight/journeys';
import { loadToolContent } from '@/features/insight/data/load-tool-content';
import { db } from '@/db/database';
import { markFirstScreenShown } from '@/lib/when-idle';
import { renderApp } from '@/testing/render-app';
import { JourneysPage } from '../components/JourneysPage';
import { ToolPage } from '../components/ToolPage';
import { journeyStepFor, journeyStepPath } from '../lib/journey-step';
import { withReturn } from '../lib/paths';
import { resetDatabase } from './reset-db';

/** The first journey item that is the gratitude journal, wherever the content puts it. */
function gratitudeStep() {
  for (const journey of journeys) {
    for (const day of journey.days) {
      const index = day.items.findIndex((item) => item.kind === 'tool' && item.toolId === 'gratitude-journal');
      if (index >= 0) return { journeyId: journey.id, day: day.day, index };
    }
  }
  throw new Error('No journey has the gratitude journal');
}

async function saveGratitudeFrom(returnTo: string) {
  await renderApp({
    route: withReturn('/insight/tools/gratitude-journal', returnTo),
    routes: { '/insight/tools/:toolId': <ToolPage /> },
  });
  fireEvent.change(screen.getByLabelText(/What went well\?/), { target: { value: 'Tea with Ana' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { level: 2, name: 'Savour it' });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('heading', { level: 2, name: 'Saved on this device' });
}

describe('a tool finished from a journey', () => {
  beforeAll(markFirstScreenShown);
  beforeAll(() => loadToolContent('gratitude-journal'));
  beforeEach(resetDatabase);
  afterEach(cleanup);

  it('the journey links its tool items to a return that names the item', async () => {
    const step = gratitudeStep();
    await renderApp({ route: `/insight/journeys?journey=${step.journeyId}`, routes: { '/insight/journeys': <JourneysPage /> } });
    const day = await screen.findByRole('region', { name: new RegExp(`^Day ${step.day}:`) });
    const hrefs = within(day).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(withReturn('/insight/tools/gratitude-journal', journeyStepPath(step)));
  });

  it('ticks that journey item when saved, with no second tap', async () => {
    const step = gratitudeStep();
    await saveGratitudeFrom(journeyStepPath(step));
    await waitFor(async () => expect((await db.journeyProgress.get(step.journeyId))?.completedItems).toEqual([`${step.day}:${step.index}`]));
  });

  it('ticks nothing when opened from elsewhere, or from an item that is another tool', async () => {
    const step = gratitudeStep();
    await saveGratitudeFrom(`/insight/journeys?journey=${step.journeyId}`);
    expect(await db.journeyProgress.count()).toBe(0);
    expect(journeyStepFor('mood-check-in', journeyStepPath(step))).toBeNull();
    expect(journeyStepFor('gratitude-journal', journeyStepPath({ ...step, index: step.index + 50 }))).toBeNull();
    expect(journeyStepFor('gratitude-journal', '/insight/trails')).toBeNull();
    expect(journeyStepFor('gratitude-journal', journeyStepPath(step))).toEqual(step);
  });
});

describe('opening a journey', () => {
  beforeEach(resetDatabase);
  afterEach(cleanup);

  it('lands at its top, with focus on its heading, though only the query changed', async () => {
    const journey = journeys.at(-1);
    if (!journey) throw new Error('No journeys');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderApp({ route: '/insight/journeys', routes: { '/insight/journeys': <JourneysPage /> } });
    scrollTo.mockClear();

    fireEvent.click(screen.getByRole('link', { name: journey.title.standard }));

    const heading = await screen.findByRole('heading', { level: 1, name: journey.title.standard });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(heading);
  });
});
