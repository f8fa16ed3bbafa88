// @vitest-environment jsdom
/** 31.9: the admin's reports and moderation screens reach every item page by page ("Load more"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminReport } from '@contract/directory-admin-schemas';
import { ReportsPanel } from '../components/ReportsPanel';
import { ModerationPanel } from '../components/moderation/ModerationPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function report(index: number): AdminReport {
  return {
    reportId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    listingId: '3f1c2b9a-8d7e-4f60-9a1b-2c3d4e5f6a7b',
    listingName: `Listing ${index}`,
    reason: 'other',
    details: '',
    status: 'open',
    createdAt: '2026-11-01T00:00:00.000Z',
    closedAt: null,
    closedBy: null,
    closeNote: null,
  };
}

const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('31.9 the admin queues page', () => {
  it('the reports screen shows one page, then the next on "Load more", until all are shown', async () => {
    const fetch = vi.fn(async (input: string | URL | Request) => {
      const page = Number(new URL(String(input), 'http://localhost').searchParams.get('page'));
      const reports = page === 1 ? [0, 1].map(report) : [report(2)];
      return answer({ reports, page, pageSize: 2, total: 3 });
    });
    vi.stubGlobal('fetch', fetch);
    render(<ReportsPanel onError={() => false} />);
    expect(await screen.findByText('Report about Listing 1')).toBeTruthy();
    expect(screen.queryByText('Report about Listing 2')).toBeNull();
    expect(screen.getByText(/Showing 2 of 3 open reports/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Report about Listing 2')).toBeTruthy();
    expect(screen.getByText(/Showing 3 of 3 open reports/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('the moderation screen asks for pages of the chosen queue', async () => {
    const fetch = vi.fn(async () => answer({ items: [], page: 1, pageSize: 50, total: 0 }));
    vi.stubGlobal('fetch', fetch);
    render(<ModerationPanel onError={() => false} />);
    expect(await screen.findByText('Nothing is waiting in this queue.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Reported/));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const urls = fetch.mock.calls.map((call) => new URL(String((call as unknown[])[0]), 'http://localhost'));
    expect(urls.map((url) => [url.searchParams.get('queue'), url.searchParams.get('page')])).toEqual([
      ['held', '1'],
      ['reported', '1'],
    ]);
  });
});
