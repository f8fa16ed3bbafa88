// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { saveSafetyPlan } from '@/domains/safety-plan/data/save-safety-plan';
import { renderApp } from '@/testing/render-app';
import CrisisHelpPage from '../components/CrisisHelpPage';

function renderCrisisPage(options: Parameters<typeof renderApp>[0] = {}) {
  return renderApp({ route: '/crisis-help', routes: { '/crisis-help': <CrisisHelpPage /> }, ...options });
}

function card(): HTMLElement {
  return screen.getByRole('region', { name: 'My plan and my people' });
}

/** The h2 headings in page order: the card must come before the person's country's lines. */
function h2s(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

describe('the crisis page: my plan and my people first', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(window.navigator, 'languages', { value: ['en-GB'], configurable: true });
  });
  afterEach(cleanup);

  it('shows the plan’s own words and the person’s people, with call and text links, above the lines', async () => {
    await renderCrisisPage({
      database: async (database) => {
        await database.hearthlinkContacts.add({
          id: 'c1',
          name: 'Ana <b>',
          howTheyHelp: 'Listens without fixing',
          phone: '+44 (0)7700 900123',
          order: 0,
          createdAt: '',
          updatedAt: '',
        });
        await saveSafetyPlan({
          warningSigns: ['Not sleeping'],
          coping: ['Walk round the block'],
          helpers: [
            { name: 'Sam', phone: '07700 900456' },
            { name: 'Aunt Jo', phone: 'ask Mum' },
          ],
          professionals: [{ name: 'My GP', phone: '020 7946 0000' }],
          environment: ['Something done beforehand'],
          reasons: ['My cat'],
        });
      },
    });
    const mine = card();
    expect(await within(mine).findByText('Walk round the block', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(mine).getByText('My cat')).toBeTruthy();
    // Warning signs and the surroundings step stay in the whole plan, one link away.
    expect(within(mine).queryByText('Not sleeping')).toBeNull();
    expect(within(mine).queryByText('Something done beforehand')).toBeNull();
    expect(within(mine).getByRole('link', { name: 'See my whole safety plan' }).getAttribute('href')).toBe('/insight/tools/safety-plan');

    // Numbers become dialable digits; a phone field that is not a number gets no link but is still shown.
    expect(within(mine).getByRole('link', { name: 'Call Sam' }).getAttribute('href')).toBe('tel:07700900456');
    expect(within(mine).getByRole('link', { name: 'Text Sam' }).getAttribute('href')).toBe('sms:07700900456');
    expect(within(mine).getByRole('link', { name: 'Call My GP' }).getAttribute('href')).toBe('tel:02079460000');
    expect(within(mine).queryByRole('link', { name: 'Call Aunt Jo' })).toBeNull();
    expect(within(mine).getByText('ask Mum')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Call Ana <b>' }).getAttribute('href')).toBe('tel:+4407700900123');
    expect(within(mine).getByRole('link', { name: 'Text Ana <b>' }).getAttribute('href')).toBe('sms:+4407700900123');
    expect(within(mine).getByText('Listens without fixing')).toBeTruthy();

    // The plan's people, then the Hearthlink people, then the services, in the plan's order.
    const parts = within(mine).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(parts).toEqual(['Things I can do on my own', 'People I can ask for help', 'My people in Hearthlink', 'Professionals and services I can contact in a crisis', 'What matters most to me']);

    expect(within(mine).getByRole('link', { name: 'Breathe with me' }).getAttribute('href')).toBe(
      '/insight/tools/paced-breathing?start=now&from=%2Fcrisis-help',
    );
    const order = h2s();
    expect(order.indexOf('My plan and my people')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('My plan and my people')).toBeLessThan(order.indexOf('Talk to someone now'));
  });

  it('with no plan and no people, says where to add them; Breathe with me is still one tap away', async () => {
    await renderCrisisPage();
    const mine = card();
    expect(await within(mine).findByText(/they show here first/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Hearthlink' }).getAttribute('href')).toBe('/presence/forge/hearthlink');
    expect(within(mine).getByRole('link', { name: 'Breathe with me' })).toBeTruthy();
    expect(mine.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('prerenders a placeholder for the card, and every country’s lines as before', () => {
    const html = renderToString(
      <StaticRouter location="/crisis-help">
        <CrisisHelpPage />
      </StaticRouter>,
    );
    expect(html).toContain('Looking for your safety plan and your people on this device');
    expect(html).toContain('aria-busy="true"');
    expect(html.indexOf('My plan and my people')).toBeLessThan(html.indexOf('Talk to someone now'));
    expect(html).toContain('Every country');
  });
});
