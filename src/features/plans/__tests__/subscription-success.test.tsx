// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { db } from '@/db/database';
import type { TherapistProfile } from '@/db/types';
import { requestListing } from '@/domains/directory-listing/data/record-directory-listing';
import { SubscriptionSuccessPage } from '../components/SubscriptionSuccessPage';
import type { PlanAccount, PlanActions } from '../data/plan-account';
import { longDate } from '../data/sample-subscription';

const endedProfile: TherapistProfile = {
  id: 't-1',
  email: 'dana@example.org',
  name: 'Dana Reyes',
  credentials: 'LCSW',
  licenseNumber: 'LC-1',
  licenseState: 'CA',
  city: 'Oakland',
  state: 'CA',
  specialties: [],
  isVerified: true,
  directoryOptIn: true,
  subscriptionStatus: 'active',
  subscriptionStart: '2026-01-01T09:00:00.000Z',
  subscriptionEnd: '2026-01-31T09:00:00.000Z',
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(account: PlanAccount, actions: PlanActions) {
  return render(
    <MemoryRouter initialEntries={['/subscription/success']}>
      <Routes>
        <Route path="/subscription/success" element={<SubscriptionSuccessPage account={account} actions={actions} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the subscription page', () => {
  it('starts a new 30 days after the last one ended, says when it ends, that no payment was taken, and that the listing gets it when online', async () => {
    await requestListing({
      name: 'Dana Reyes', credentials: 'LCSW', licenseNumber: 'LC-1', licenseState: 'CA', city: 'Oakland', state: 'CA',
      specialties: [], remote: true, inPerson: false, bio: '', contact: 'dana@example.org', directoryOptIn: true,
    });
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const saveSubscription = vi.fn<PlanActions['saveSubscription']>().mockResolvedValue(true);
    const before = Date.now();
    const view = renderPage({ status: 'signed-in', isTherapist: true, profile: endedProfile }, { signInPath: (next) => `/chart/login?next=${next}`, saveSubscription });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your professional plan has started' })).toBeTruthy();
    const fields = saveSubscription.mock.calls[0]?.[0];
    expect(fields?.subscriptionStatus).toBe('active');
    const start = Date.parse(fields?.subscriptionStart ?? '');
    expect(start).toBeGreaterThanOrEqual(before);
    expect(Date.parse(fields?.subscriptionEnd ?? '') - start).toBe(30 * 24 * 60 * 60 * 1000);

    // The session then hands the page the updated profile, as the app's composition does.
    view.rerender(
      <MemoryRouter initialEntries={['/subscription/success']}>
        <Routes>
          <Route
            path="/subscription/success"
            element={<SubscriptionSuccessPage account={{ status: 'signed-in', isTherapist: true, profile: { ...endedProfile, ...fields } }} actions={{ signInPath: (next) => next, saveSubscription }} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(`It ends on ${longDate(fields?.subscriptionEnd ?? '')}.`)).toBeTruthy();
    expect(await screen.findByText(/will be added to it the next time you open Star Chart while online/)).toBeTruthy();
    expect(screen.getByText(/No payment was taken/)).toBeTruthy();
    expect(saveSubscription).toHaveBeenCalledTimes(1);
  });

  it('sends someone who is not signed in as a therapist to the sign-in, returning here', async () => {
    const saveSubscription = vi.fn<PlanActions['saveSubscription']>();
    renderPage({ status: 'signed-out' }, { signInPath: (next) => `/chart/login?next=${encodeURIComponent(next)}`, saveSubscription });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chart/login?next=%2Fsubscription%2Fsuccess'));
    expect(saveSubscription).not.toHaveBeenCalled();
  });
});
