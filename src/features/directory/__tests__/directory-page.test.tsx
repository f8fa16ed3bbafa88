// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { db, type BetterMindsDatabase } from '@/db/database';
import type { DirectoryListingRow } from '@/db/directory-types';
import { renderApp } from '@/testing/render-app';
import { DirectoryPage } from '../components/DirectoryPage';
import type { FetchDirectoryPage } from '../data/refresh-directory';

const row = (name: string, overrides: Partial<DirectoryListingRow> = {}): DirectoryListingRow => ({
  listingId: `id-${name}`,
  name,
  credentials: 'LCSW',
  city: 'Portland',
  state: 'OR',
  specialties: ['Anxiety'],
  remote: true,
  inPerson: false,
  bio: 'Practical help.',
  contact: 'https://example.org',
  ...overrides,
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function renderDirectory(fetchPage: FetchDirectoryPage, sendReport = vi.fn(async () => undefined), database?: (database: BetterMindsDatabase) => Promise<unknown>) {
  return renderApp({ route: '/directory', routes: { '/directory': <DirectoryPage fetchPage={fetchPage} sendReport={sendReport} /> }, database });
}

beforeEach(async () => {
  setOnline(true);
});
afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('the directory screen', () => {
  it('says listings are not endorsements and links to crisis help', async () => {
    await renderDirectory(vi.fn(() => new Promise<never>(() => undefined)));
    expect(screen.getByText(/Listings are not endorsements/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'get crisis help now' }).getAttribute('href')).toBe('/crisis-help');
  });

  it('reads every page, saves the copy, and shows listing text as text with a hostile contact not linked', async () => {
    const fetchPage = vi.fn<FetchDirectoryPage>(async (page) =>
      page === 1
        ? { listings: [row('Ana <script>alert(1)</script>')], generatedAt: '2026-11-20T10:00:00.000Z', hasMore: true }
        : { listings: [row('Ben', { contact: 'javascript:alert(1)' })], generatedAt: '2026-11-20T10:00:01.000Z', hasMore: false },
    );
    await renderDirectory(fetchPage);
    expect(await screen.findByRole('heading', { name: /Ana <script>/ })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(document.querySelector('script')).toBeNull();
    const ben = screen.getByRole('heading', { name: /Ben/ }).closest('li');
    expect(ben && within(ben).queryByRole('link')).toBeNull();
    expect(ben?.textContent).toContain('javascript:alert(1)');
    const ana = screen.getByRole('heading', { name: /Ana/ }).closest('li');
    expect(ana && within(ana).getByRole('link').getAttribute('rel')).toBe('noopener noreferrer');
    expect((await db.directoryCache.get('all'))?.listings).toHaveLength(2);
    expect(screen.getByText(/Last updated/)).toBeTruthy();
  });

  it('offline, reads the saved copy with its time and never calls the service', async () => {
    setOnline(false);
    const fetchPage = vi.fn<FetchDirectoryPage>();
    await renderDirectory(fetchPage, undefined, (database) =>
      database.directoryCache.put({
        key: 'all',
        listings: [row('Ana'), row('Ben', { state: 'WA', remote: false, inPerson: true })],
        generatedAt: '2026-11-20T10:00:00.000Z',
        savedAt: '2026-11-20T10:00:02.000Z',
      }),
    );
    expect(await screen.findByText(/This is the copy saved on this device/)).toBeTruthy();
    expect(fetchPage).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'WA' } });
    await waitFor(() => expect(screen.getByText('1 therapist matches.')).toBeTruthy());
    fireEvent.click(screen.getByRole('radio', { name: 'Remote' }));
    expect(screen.getByText('No therapist is listed in WA with these filters. Try fewer filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
  });

  it('offline with nothing saved, says so', async () => {
    setOnline(false);
    await renderDirectory(vi.fn<FetchDirectoryPage>());
    expect(await screen.findByText(/has not been saved on this device yet/)).toBeTruthy();
  });

  it('offline, shows one message: the app’s offline banner, and the directory’s own line only says what it means here', async () => {
    setOnline(false);
    await renderApp({ route: '/directory' });
    const status = await screen.findByText('The directory has not been saved on this device yet. Connect to see it.');
    expect(screen.getAllByText(/offline/i)).toHaveLength(1);
    expect(status.textContent).not.toMatch(/offline|Loading/i);
  });

  it('going offline during the first load leaves one message, not "Loading" as well', async () => {
    await renderDirectory(vi.fn(() => new Promise<never>(() => undefined)));
    const status = await screen.findByText('Loading the directory…');
    setOnline(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(status.textContent).toBe('The directory has not been saved on this device yet. Connect to see it.'));
  });

  it('reports a listing with a required reason, and will not send a report offline', async () => {
    const sendReport = vi.fn(async () => undefined);
    await renderDirectory(async () => ({ listings: [row('Ana')], generatedAt: '2026-11-20T10:00:00.000Z', hasMore: false }), sendReport);
    fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose a reason.')).toBeTruthy();
    expect(sendReport).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Something in it is inappropriate' }));
    fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: '  rude bio ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/Your report was sent/)).toBeTruthy();
    expect(sendReport).toHaveBeenCalledWith('id-Ana', { reason: 'inappropriate', details: 'rude bio' });

    cleanup();
    // The same test: renderApp keeps what is in the database on this second render.
    await db.directoryCache.put({ key: 'all', listings: [row('Ana')], generatedAt: '2026-11-20T10:00:00.000Z', savedAt: '2026-11-20T10:00:00.000Z' });
    setOnline(false);
    await renderDirectory(vi.fn<FetchDirectoryPage>(), sendReport);
    fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    expect(screen.getByText(/You are offline. A report can only be sent with a connection/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send report' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
