// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ListingState } from '../../../../contract/directory-schemas';
import { db } from '@/db/database';
import type { TherapistUser } from '@/db/types';
import { readDirectoryListing, requestListing } from '@/domains/directory-listing/data/record-directory-listing';
import { ListingStatus } from '../components/ListingStatus';
import { TherapistLoginPage } from '../components/TherapistLoginPage';
import { standingAfter } from '../data/directory-listing';
import { checkListingDraft, listingDraftFrom } from '../data/listing-request';
import { renderApp } from '@/testing/render-app';
import { therapistSession } from '../hooks/use-therapist-session';

const NOW = '2026-11-24T09:00:00.000Z';

function listingState(overrides: Partial<ListingState> = {}): ListingState {
  return {
    listingId: '7d4b3c1e-2f5a-4b6c-8d9e-0a1b2c3d4e5f',
    status: 'verified',
    declineReason: null,
    verifiedAt: NOW,
    subscription: { status: 'active', start: NOW, end: '2026-12-24T09:00:00.000Z' },
    isPublic: true,
    updatedAt: NOW,
    ...overrides,
  };
}

/** Answers every directory call with this listing state, in the functions' envelope. */
function serveListing(state: ListingState) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    void input;
    return Promise.resolve(new Response(JSON.stringify({ success: true, data: state }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signedInWith(changes: Partial<TherapistUser['therapistProfile']>): Promise<TherapistUser> {
  await therapistSession.login('dana@example.org', 'secret-enough');
  await therapistSession.updateProfile(changes);
  const state = therapistSession.getState();
  if (state.status !== 'signed-in') throw new Error('not signed in');
  return state.user;
}

async function savedListing() {
  const draft = checkListingDraft({ ...listingDraftFrom((await signedInWith({})).therapistProfile, undefined), remote: true, contact: 'dana@example.org' });
  if (!draft.ok) throw new Error('the draft should pass');
  await requestListing(draft.request);
  await db.outbox.clear();
  return { setting: await readDirectoryListing(), waiting: false };
}

beforeEach(async () => {
  await therapistSession.logout();
  localStorage.clear();
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the listing request rules', () => {
  it('use the contract schema: a script address and a bio over 250 characters are refused, tied to their fields', () => {
    const profile = { name: 'Dana', credentials: '', licenseNumber: 'LC-1', licenseState: 'CA', city: '', state: '', specialties: [], directoryOptIn: true } as unknown as TherapistUser['therapistProfile'];
    const checked = checkListingDraft({ ...listingDraftFrom(profile, undefined), contact: 'javascript:alert(1)', bio: 'x'.repeat(251) });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual(['bio', 'contact', 'remote']);
  });
});

describe('the listing state in Star Chart', () => {
  it('marks the profile verified when the server says verified, with the listing key in the header', async () => {
    const saved = await savedListing();
    const user = await signedInWith({ isVerified: false });
    const fetchMock = serveListing(listingState());
    render(<ListingStatus user={user} saved={saved} />);

    expect(await screen.findByText(/^Verified on/)).toBeTruthy();
    await waitFor(() => {
      const state = therapistSession.getState();
      expect(state.status === 'signed-in' && state.user.therapistProfile.isVerified).toBe(true);
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/listings/${saved.setting?.listingId}`);
    expect(new Headers(init.headers).get('X-Listing-Key')).toBe(saved.setting?.listingKey);
  });

  it('shows a decline with the admin’s reason and why the listing is not public, and the profile is no longer verified', async () => {
    const saved = await savedListing();
    const user = await signedInWith({ isVerified: true });
    serveListing(listingState({ status: 'declined', declineReason: 'The licence number was not found.', verifiedAt: null, isPublic: false }));
    render(<ListingStatus user={user} saved={saved} />);

    expect(await screen.findByText('The licence number was not found.')).toBeTruthy();
    expect(screen.getByText(/Your listing is not public, because it is not verified yet/)).toBeTruthy();
    await waitFor(() => {
      const state = therapistSession.getState();
      expect(state.status === 'signed-in' && state.user.therapistProfile.isVerified).toBe(false);
    });
  });

  it('lets a therapist who is no longer verified read the reason on the sign-in page, and verified again opens Star Chart', async () => {
    const view = await renderApp({
      route: '/chart/login',
      routes: { '/chart/login': <TherapistLoginPage /> },
      database: async () => {
        await savedListing();
        await signedInWith({ isVerified: false });
        serveListing(listingState({ status: 'declined', declineReason: 'Please add your licence state.', verifiedAt: null, isPublic: false }));
      },
    });
    expect(await screen.findByText('Please add your licence state.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Your profile' })).toBeTruthy();
    view.unmount();

    serveListing(listingState());
    await renderApp({ route: '/chart/login', routes: { '/chart/login': <TherapistLoginPage /> } });
    await waitFor(() => {
      const state = therapistSession.getState();
      expect(state.status === 'signed-in' && state.user.therapistProfile.isVerified).toBe(true);
    });
  });

  it('changes nothing on the profile when it already agrees', () => {
    expect(standingAfter({ isVerified: true }, listingState())).toBeNull();
    expect(standingAfter({ isVerified: false }, listingState({ status: 'pending' }))).toBeNull();
  });
});
