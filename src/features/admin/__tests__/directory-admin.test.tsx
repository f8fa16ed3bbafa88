// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { AdminListing } from '@contract/directory-admin-schemas';
import { AdminTabs, type AdminTabId } from '../components/AdminTabs';
import { ListingReview } from '../components/ListingReview';
import { pendingListings } from '../data/directory-admin-api';
import { SignedOutError } from '../data/admin-api';

const listing: AdminListing = {
  listingId: '3f1c2b9a-8d7e-4f60-9a1b-2c3d4e5f6a7b',
  name: 'Ana Ruiz',
  credentials: 'LMFT',
  licenseNumber: 'LIC-777',
  licenseState: 'OR',
  city: 'Portland',
  state: 'OR',
  specialties: ['Anxiety'],
  remote: true,
  inPerson: false,
  bio: '<img src=x onerror=alert(1)>',
  contact: 'javascript:alert(1)',
  directoryOptIn: true,
  status: 'pending',
  declineReason: null,
  verifiedAt: null,
  reviewedBy: null,
  subscription: { status: 'active', start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
  isPublic: false,
  openReports: 2,
  changedSinceReview: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function Tabs() {
  const [tab, setTab] = useState<AdminTabId>('feedback');
  return (
    <AdminTabs selected={tab} onSelect={setTab}>
      <p>Panel {tab}</p>
    </AdminTabs>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin tabs', () => {
  it('are one tab stop, move with the arrows (wrapping), Home and End, and label their panel', () => {
    render(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual(tabs.map((_, index) => (index === 0 ? 0 : -1)));
    tabs[0]?.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe('Activity');
    expect(screen.getByRole('tabpanel', { name: 'Activity' }).textContent).toBe('Panel activity');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Feedback' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Feedback' }));
  });
});

describe('a listing under review', () => {
  it('shows the license details as text, and verifies only after confirming', async () => {
    const onVerify = vi.fn(async () => undefined);
    render(<ListingReview listing={listing} onVerify={onVerify} onDecline={vi.fn()} />);
    expect(screen.getByText('LIC-777')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).not.toHaveBeenCalled();
    expect(screen.getByText(/Confirm that license LIC-777 \(OR\) is valid/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, verify' }));
    await waitFor(() => expect(onVerify).toHaveBeenCalledTimes(1));
  });

  it('declines only with a reason, tied to the field, and after confirming it', async () => {
    const onDecline = vi.fn(async () => undefined);
    render(<ListingReview listing={listing} onVerify={vi.fn()} onDecline={onDecline} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByLabelText(/Reason for declining/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Write the reason the therapist will see.');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  The license number is not on the state board.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDecline).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith('The license number is not on the state board.'));
  });

  it('shows why an action failed', async () => {
    render(<ListingReview listing={listing} onVerify={() => Promise.reject(new Error('This listing was not found.'))} onDecline={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This listing was not found.');
  });
});

describe('the directory admin calls', () => {
  it('ask the directory functions with the session cookie, and a 401 means signed out', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: false, error: 'Not signed in' }), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    await expect(pendingListings()).rejects.toBeInstanceOf(SignedOutError);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, 'http://localhost').pathname).toBe('/.netlify/functions/directory/admin/listings');
    expect(init.credentials).toBe('same-origin');
  });
});
