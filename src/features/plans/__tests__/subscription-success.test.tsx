// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { TherapistProfile } from '@/db/types';
import { requestListing } from '@/domains/directory-listing/data/record-directory-listing';
import { renderApp } from '@/testing/render-app';
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

function renderPage(account: PlanAccount, actions: PlanActions, database?: () => Promise<unknown>) {
  return renderApp({ route: '/subscription/success', routes: { '/subscription/success': <SubscriptionSuccessPage account={account} actions={actions} /> }, database });
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the subscription page', () => {
  it('starts a new 30 days after the last one ended, says when it ends, that no payment was taken, and that the listing gets it when online', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const saveSubscription = vi.fn<PlanActions['saveSubscription']>().mockResolvedValue(true);
    const before = Date.now();
    // The listing this therapist asked for before: it is waiting for the subscription.
    const view = await renderPage({ status: 'signed-in', isTherapist: true, profile: endedProfile }, { signInPath: (next) => `/chart/login?next=${next}`, saveSubscription }, () =>
      requestListing({
        name: 'Dana Reyes', credentials: 'LCSW', licenseNumber: 'LC-1', licenseState: 'CA', city: 'Oakland', state: 'CA',
        specialties: [], remote: true, inPerson: false, bio: '', contact: 'dana@example.org', directoryOptIn: true,
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Your professional plan has started' })).toBeTruthy();
    const fields = saveSubscription.mock.calls[0]?.[0];
    expect(fields?.subscriptionStatus).toBe('active');
    const start = Date.parse(fields?.subscriptionStart ?? '');
    expect(start).toBeGreaterThanOrEqual(before);
    expect(Date.parse(fields?.subscriptionEnd ?? '') - start).toBe(30 * 24 * 60 * 60 * 1000);

    // The session then hands the page the updated profile, as the app's composition does.
    view.rerenderRoutes({
      '/subscription/success': (
        <SubscriptionSuccessPage account={{ status: 'signed-in', isTherapist: true, profile: { ...endedProfile, ...fields } }} actions={{ signInPath: (next) => next, saveSubscription }} />
      ),
    });
    expect(await screen.findByText(`It ends on ${longDate(fields?.subscriptionEnd ?? '')}.`)).toBeTruthy();
    expect(await screen.findByText(/will be added to it the next time you open Star Chart while online/)).toBeTruthy();
    expect(screen.getByText(/No payment was taken/)).toBeTruthy();
    expect(saveSubscription).toHaveBeenCalledTimes(1);
  });

  it('sends someone who is not signed in as a therapist to the sign-in, returning here', async () => {
    const saveSubscription = vi.fn<PlanActions['saveSubscription']>();
    const view = await renderPage({ status: 'signed-out' }, { signInPath: (next) => `/chart/login?next=${encodeURIComponent(next)}`, saveSubscription });
    await waitFor(() => expect(view.location()).toBe('/chart/login?next=%2Fsubscription%2Fsuccess'));
    expect(saveSubscription).not.toHaveBeenCalled();
  });
});
