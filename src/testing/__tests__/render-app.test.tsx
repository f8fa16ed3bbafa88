// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { renderApp } from '../render-app';

describe('renderApp', () => {
  it('renders the app\'s own screen for a route, inside the app\'s layout', async () => {
    const view = await renderApp({ route: '/crisis-help' });
    expect(screen.getByRole('heading', { level: 1, name: /crisis/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    expect(view.location()).toBe('/crisis-help');
  });

  it('starts from an emptied database, filled by the test\'s own rows', async () => {
    await db.settings.put({ key: 'theme', value: 'light' });
    await renderApp({ route: '/about', database: (database) => database.settings.put({ key: 'usageEvents', value: false }) });
    expect(await db.settings.get('theme')).toBeUndefined();
    expect(await db.settings.get('usageEvents')).toEqual({ key: 'usageEvents', value: false });
  });

  it('empties the database once a test: a second render (a revisit) sees what the first one wrote', async () => {
    await renderApp({ route: '/about', database: (database) => database.settings.put({ key: 'theme', value: 'light' }) });
    await renderApp({ route: '/about' });
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'light' });
  });

  it('fixes the clock when asked, for this test only', async () => {
    await renderApp({ route: '/about', now: '2030-01-02T03:04:05.000Z' });
    expect(new Date().toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });

  it('leaves the clock alone in the next test', () => {
    expect(new Date().getFullYear()).toBeLessThan(2030);
  });
});
