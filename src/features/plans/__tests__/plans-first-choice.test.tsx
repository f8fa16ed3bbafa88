// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { db } from '@/db/database';
import type { TherapistProfile } from '@/db/types';
import { renderApp } from '@/testing/render-app';
import { PlansPage } from '../components/PlansPage';
import { SubscriptionSuccessPage } from '../components/SubscriptionSuccessPage';
import type { PlanAccount, PlanActions } from '../data/plan-account';

/** The placeholder sign-in's profile: its 30-day sample started when the therapist signed in, a minute ago. */
function signedInJustNow(): TherapistProfile {
  const start = new Date(Date.now() - 60_000);
  return {
    id: 'local-sample-therapist', email: 'dana@example.org', name: 'Sample Therapist', credentials: 'LCSW',
    licenseNumber: 'SAMPLE-0000', licenseState: 'CA', city: 'San Francisco', state: 'CA', specialties: [],
    isVerified: true, directoryOptIn: false, subscriptionStatus: 'active', subscriptionStart: start.toISOString(),
    subscriptionEnd: new Date(start.getTime() + 30 * 86_400_000).toISOString(),
    createdAt: start.toISOString(), updatedAt: start.toISOString(),
  };
}

const actions: PlanActions = { signInPath: (next) => `/chart/login?next=${encodeURIComponent(next)}`, saveSubscription: vi.fn(async () => true) };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the plans page', () => {
  it('says what each plan holds, that the professional plan is a 30-day sample with no payment and no renewal', async () => {
    await renderApp({ route: '/plans', routes: { '/plans': <PlansPage account={{ status: 'signed-out' }} actions={actions} /> } });
    const free = screen.getByRole('heading', { level: 2, name: 'Free' }).closest('li') as HTMLElement;
    expect(within(free).getByText(/Crisis help, always/)).toBeTruthy();
    expect(within(free).getByText(/what you write stays on your device/)).toBeTruthy();
    const pro = screen.getByRole('heading', { level: 2, name: 'Professional' }).closest('li') as HTMLElement;
    expect(within(pro).getByText('A 30-day sample, no payment')).toBeTruthy();
    expect(within(pro).getByText(/Star Chart: a workspace for your clients/)).toBeTruthy();
    expect(within(pro).getByText(/A listing in the therapist directory/)).toBeTruthy();
    expect(within(pro).getByText(/nothing is charged.*30-day sample subscription. It does not renew by itself/)).toBeTruthy();
    expect(within(pro).getByRole('link', { name: 'Choose the professional plan' }).getAttribute('href')).toBe('/chart/login?next=%2Fsubscription%2Fsuccess');
  });
});

describe('choosing the professional plan', () => {
  it('the first time, says it has started even though the sign-in already started the sample; the next time, that it is kept', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const account: PlanAccount = { status: 'signed-in', isTherapist: true, profile: signedInJustNow() };
    const saveSubscription = vi.fn<PlanActions['saveSubscription']>().mockResolvedValue(true);
    const page = <SubscriptionSuccessPage account={account} actions={{ ...actions, saveSubscription }} />;
    await renderApp({ route: '/subscription/success', routes: { '/subscription/success': page } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your professional plan has started' })).toBeTruthy();
    expect(screen.getByText('This is a 30-day sample subscription.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/already/i);
    // The subscription the sign-in started is not restarted or extended.
    expect(saveSubscription).not.toHaveBeenCalled();

    cleanup();
    // renderApp keeps the device's database within a test. Shown again at once (the sign-in handing the page back, a
    // reload), it is still the first choice.
    await renderApp({ route: '/subscription/success', routes: { '/subscription/success': page } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your professional plan has started' })).toBeTruthy();

    cleanup();
    // Ten minutes after the first choice, choosing again keeps the plan as it is and says so.
    const first = (await db.settings.get('professionalPlanChoices'))?.value;
    expect(Array.isArray(first) && first.length).toBe(1);
    await db.settings.put({ key: 'professionalPlanChoices', value: [{ therapistId: 'local-sample-therapist', firstChosenAt: new Date(Date.now() - 10 * 60_000).toISOString() }] });
    await renderApp({ route: '/subscription/success', routes: { '/subscription/success': page } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your professional plan is already active' })).toBeTruthy();
    expect(screen.getByText(/it is not extended/)).toBeTruthy();
  });
});
