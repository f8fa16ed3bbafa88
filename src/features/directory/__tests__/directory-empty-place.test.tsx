// @vitest-environment jsdom
/** Issue 30.7: with no one to show, the directory points to the country's official ways, cited, or to a doctor. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { formatCalendarDate } from '@/lib/format';
import { renderApp } from '@/testing/render-app';
import { DirectoryPage } from '../components/DirectoryPage';
import type { FetchDirectoryPage } from '../data/refresh-directory';

const empty: FetchDirectoryPage = async () => ({ listings: [], generatedAt: '2026-11-20T10:00:00.000Z', hasMore: false });

function setLanguages(languages: readonly string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

async function officialWays(): Promise<HTMLElement> {
  await renderApp({ route: '/directory', routes: { '/directory': <DirectoryPage fetchPage={empty} /> } });
  expect(await screen.findByText('No therapists are listed yet.')).toBeTruthy();
  return screen.getByRole('region', { name: /^Other ways to find a therapist in / });
}

describe('the directory with no one listed in a place', () => {
  it('points a US device to FindTreatment.gov, with its source and the date it was checked', async () => {
    setLanguages(['en-US']);
    const note = await officialWays();
    expect(within(note).getByRole('heading').textContent).toBe('Other ways to find a therapist in the United States');
    expect(within(note).getByRole('link', { name: /^FindTreatment\.gov/ }).getAttribute('href')).toBe('https://findtreatment.gov/');
    const source = within(note).getByRole('link', { name: /Office of Inspector General/ });
    expect(source.getAttribute('href')).toBe('https://oig.hhs.gov/reports-and-publications/workplan/summary/wp-summary-0000763.asp');
    expect(note.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27');
    // In the person's locale, as every date on the page (src/lib/format.ts).
    expect(note.textContent).toContain(`Last checked ${formatCalendarDate('2026-11-27')}`);
  });

  it('points a German device to the 116117 appointment service, cited', async () => {
    setLanguages(['de-DE']);
    const note = await officialWays();
    expect(within(note).getByRole('heading').textContent).toBe('Other ways to find a therapist in Germany');
    expect(within(note).getByRole('link', { name: /^Terminservicestelle 116117/ }).getAttribute('href')).toBe('https://www.116117.de/');
    expect(within(note).getByRole('link', { name: /BARMER/ })).toBeTruthy();
  });

  it('says plainly where we looked and found none, with the date, and points to a doctor without any link', async () => {
    setLanguages(['es-ES']);
    const note = await officialWays();
    expect(note.textContent).toMatch(/We know of no official way to find a therapist in Spain that we could check against a published source/);
    expect(note.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-27');
    expect(note.textContent).toMatch(/Your doctor or your local health service can help/);
    expect(within(note).queryByRole('link')).toBeNull();
  });

  it('says plainly when no official way was checked yet for the place, and points to a doctor without any link', async () => {
    // Every named country has now been looked at; a region the app has no entry for (Korea) still gets the plain note.
    setLanguages(['ko-KR']);
    const note = await officialWays();
    expect(note.textContent).toMatch(/We have not yet checked an official way to find a therapist in your country, so we do not link to one/);
    expect(note.textContent).toMatch(/Your doctor or your local health service can help/);
    expect(within(note).queryByRole('link')).toBeNull();
  });
});
