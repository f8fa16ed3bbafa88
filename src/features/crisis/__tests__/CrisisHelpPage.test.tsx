// @vitest-environment jsdom
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { StaticRouter } from 'react-router-dom';
import { storageKeys } from '@/db/local-mirror';
import { renderApp } from '@/testing/render-app';
import CrisisHelpPage from '../components/CrisisHelpPage';
import { CrisisLink } from '../components/CrisisLink';

function setLanguages(languages: readonly string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

function renderPage(now?: Date) {
  return renderApp({ route: '/crisis-help', routes: { '/crisis-help': <CrisisHelpPage /> }, now });
}

/** The person's own country's help: what the page shows above the list of every country. */
function ownCountryHelp(): HTMLElement {
  return screen.getByRole('region', { name: 'Talk to someone now' });
}

function linkHref(name: string | RegExp): string | null {
  return screen.getByRole('link', { name }).getAttribute('href');
}

describe('CrisisHelpPage', () => {
  beforeEach(() => {
    localStorage.clear();
    setLanguages(['en-GB']);
  });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows UK help for an en-GB device: 999 first, then Samaritans and Shout', async () => {
    await renderPage();

    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Crisis help']);
    expect(document.title).toBe('Crisis help · Better Minds');

    expect(screen.getByRole('heading', { level: 2, name: 'If you are in immediate danger, call 999 or 112' })).toBeTruthy();
    expect(linkHref('Call 999')).toBe('tel:999');
    expect(linkHref('Or call 112')).toBe('tel:112');

    const samaritans = screen.getByRole('article', { name: 'Samaritans' });
    expect(within(samaritans).getByRole('link', { name: 'Call 116 123' }).getAttribute('href')).toBe('tel:116123');
    expect(within(samaritans).queryByRole('link', { name: /^Text/ })).toBeNull();
    expect(within(samaritans).getByText(/Last checked/).textContent).toContain('22 November 2026');

    expect(linkHref('Text SHOUT to 85258')).toBe('sms:85258?body=SHOUT');
    // Other countries' numbers are only in the list of every country, below the person's own.
    expect(within(ownCountryHelp()).queryByText(/988/)).toBeNull();

    const select = screen.getByRole('combobox', { name: 'Your country or region' }) as HTMLSelectElement;
    expect(select.value).toBe('GB');
  });

  it('always offers the international directories', async () => {
    await renderPage();
    expect(linkHref(/Find a helpline at befrienders\.org/)).toBe('https://befrienders.org/');
    expect(linkHref(/Find a helpline at findahelpline\.com/)).toBe('https://findahelpline.com/');
  });

  it('switches to the US when chosen, and saves the choice on the device', async () => {
    await renderPage();
    const select = screen.getByRole('combobox', { name: 'Your country or region' });

    fireEvent.change(select, { target: { value: 'US' } });

    expect(screen.getByRole('heading', { level: 2, name: 'If you are in immediate danger, call 911' })).toBeTruthy();
    expect(linkHref('Call 911')).toBe('tel:911');
    expect(linkHref('Call 988')).toBe('tel:988');
    expect(linkHref('Text 988')).toBe('sms:988');
    expect(linkHref('Call 988, then press 1')).toBe('tel:988');
    expect(linkHref('Text 838255')).toBe('sms:838255');
    expect(screen.queryByRole('link', { name: 'Call 116 123' })).toBeNull();
    expect(within(ownCountryHelp()).queryByText(/press 3/i)).toBeNull();

    expect(localStorage.getItem(storageKeys.crisisCountry)).toBe('"US"');
  });

  it('prefers a saved choice over the device language', async () => {
    localStorage.setItem(storageKeys.crisisCountry, '"AU"');
    await renderPage();
    expect(linkHref('Call 000')).toBe('tel:000');
    expect(linkHref('Call 13 11 14')).toBe('tel:131114');
    expect(linkHref('Text 0477 13 11 14')).toBe('sms:0477131114');
  });

  it('falls back to the directories and a general message when the country is unknown', async () => {
    setLanguages(['ko-KR']);
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: 'If you are in immediate danger, call your local emergency number' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
    expect(linkHref(/Find a helpline at befrienders\.org/)).toBe('https://befrienders.org/');
  });

  it('shows 112 and the directories, but no unchecked lines, for Romania', async () => {
    setLanguages(['ro-RO']);
    await renderPage();
    expect(linkHref('Call 112')).toBe('tel:112');
    expect(screen.getAllByRole('link', { name: /^(Call|Text) / }).map((link) => link.textContent)).toEqual(['Call 112']);
  });

  it('has "While you wait" with three steps', async () => {
    await renderPage();
    const heading = screen.getByRole('heading', { level: 2, name: 'While you wait' });
    const section = heading.closest('section');
    expect(section).not.toBeNull();
    if (!section) return;
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('CrisisLink', () => {
  afterEach(cleanup);

  it('links to /crisis-help with a descriptive name that starts with its visible text', async () => {
    await renderApp({ routes: { '/': <CrisisLink /> } });
    const link = screen.getByRole('link', { name: 'Crisis help: phone and text lines, available now' });
    expect(link.getAttribute('href')).toBe('/crisis-help');
    expect(link.textContent).toBe('Crisis help');
    expect(link.className).toBe('crisis-link');
  });

  it('prerenders every country\'s emergency number and lines, and no guess at the person\'s country', async () => {
    const { renderToString } = await import('react-dom/server');
    // On the server, as src/entry-prerender.tsx renders it.
    const html = renderToString(
      <StaticRouter location="/crisis-help">
        <CrisisHelpPage />
      </StaticRouter>,
    );
    expect(html).toContain('If you are in immediate danger, call your local emergency number');
    expect(html).not.toContain('This is the emergency number for');
    for (const number of ['tel:911', 'tel:999', 'tel:112', 'tel:000', 'tel:111', 'tel:988', 'sms:85258?body=SHOUT']) {
      expect(html).toContain(`href="${number}"`);
    }
  });

  describe('a line checked long ago', () => {
    it('is marked as possibly out of date, with its source to check, once more than six months have passed', async () => {
      // Only the clock is fixed: everything checked on 22 November 2026 is then over six months old.
      await renderPage(new Date(2027, 5, 1, 12));
      const samaritans = within(ownCountryHelp()).getByRole('article', { name: 'Samaritans' });
      expect(samaritans.textContent).toMatch(/Possibly out of date: we last checked this over 6 months ago\. Before you rely on it, check the source:/);
      expect(within(samaritans).getByRole('link', { name: /Samaritans/ }).getAttribute('href')).toMatch(/^https:\/\//);
      expect(within(samaritans).getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:116123');
    });

    it('is not marked while its check is six months old or less', async () => {
      await renderPage(new Date(2027, 4, 22, 12));
      expect(screen.queryByText(/Possibly out of date/)).toBeNull();
      expect(within(ownCountryHelp()).getAllByText(/^Source:/).length).toBeGreaterThan(0);
    });
  });
});
