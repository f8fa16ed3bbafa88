// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { db } from '@/db/database';
import { storageKeys, writeMirror } from '@/db/local-mirror';
import { expectSoundHeadings, hrefOf, renderPage } from '@/testing/page-checks';
import { PresenceHomePage } from '../../components/home/PresenceHomePage';

function setLanguages(languages: readonly string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

describe('Presence home: support right now', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await db.open();
    await db.hearthlinkContacts.clear();
    localStorage.clear();
    setLanguages(['en-GB']);
  });
  afterEach(cleanup);

  it('starts with one-tap breathing and grounding in Insight’s own tools, then keeps the area links', async () => {
    const { container } = await renderPage(<PresenceHomePage />);
    expectSoundHeadings(container, /^Presence$/);
    const headings = Array.from(container.querySelectorAll('h2')).map((h) => h.textContent);
    expect(headings[0]).toBe('Support right now');
    expect(hrefOf(/^Breathe with me/)).toBe('/insight/tools/paced-breathing?start=now&from=%2Fpresence');
    expect(hrefOf(/^Ground myself/)).toBe('/insight/tools/grounding?start=now&from=%2Fpresence');
    expect(hrefOf('Codex')).toBe('/presence/codex');
    expect(hrefOf('Forge')).toBe('/presence/forge');
    expect(hrefOf('Forge wizard')).toBe('/presence/forge/wizard');
    expect(hrefOf('Hearthlink')).toBe('/presence/forge/hearthlink');
    expect(screen.getAllByRole('link', { name: 'Crisis help' })[0]?.getAttribute('href')).toBe('/crisis-help');
  });

  it('shows the person’s people with call and text links, and the crisis lines of the country they chose', async () => {
    writeMirror(storageKeys.crisisCountry, 'US');
    await renderPage(<PresenceHomePage />, {
      database: (database) => database.hearthlinkContacts.add({ id: 'c1', name: 'Ana <b>', howTheyHelp: '', phone: '+1 (555) 010-0199', order: 0, createdAt: '', updatedAt: '' }),
    });
    const people = screen.getByRole('region', { name: 'Your people' });
    const call = await within(people).findByRole('link', { name: 'Call Ana <b>' }, { timeout: 10_000 });
    expect(call.getAttribute('href')).toBe('tel:+15550100199');
    expect(within(people).getByRole('link', { name: 'Text Ana <b>' }).getAttribute('href')).toBe(
      'sms:+15550100199?body=Can%20you%20call%20me%20when%20you%20can%3F',
    );
    const lines = screen.getByRole('region', { name: 'Crisis lines: United States' });
    expect(within(lines).getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
    expect(within(lines).getAllByRole('link', { name: /^Call 988/ })[0]?.getAttribute('href')).toBe('tel:988');
  });

  it('with no one added, points to Hearthlink; with no saved country, follows the device’s language', async () => {
    await renderPage(<PresenceHomePage />);
    expect(await screen.findByText(/When you add people you trust in/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Crisis lines: United Kingdom' })).toBeTruthy();
    expect(screen.getByText(/where to choose your country if this is not it/)).toBeTruthy();
  });

  it('prerenders without the device: placeholders for the people and the lines, and the one-tap starts', () => {
    // On the server, as src/entry-prerender.tsx renders it.
    const html = renderToString(
      <StaticRouter location="/presence">
        <PresenceHomePage />
      </StaticRouter>,
    );
    expect(html).toContain('Support right now');
    expect(html).toContain('Looking for your people on this device');
    expect(html).toContain('Finding the lines for your country');
    expect(html).toContain('/insight/tools/paced-breathing?start=now');
  });

  it('has a plain-language variant', async () => {
    await renderPage(<PresenceHomePage />, { plain: true });
    expect(screen.getByText(/One tap is enough/)).toBeTruthy();
  });
});
