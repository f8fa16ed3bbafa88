/**
 * The plans screens with the therapist session: Star Chart owns the session, the plans feature shows the plans, and
 * features never import each other, so the app composes them here. Loaded lazily with the screens.
 */
import type { TherapistSessionState } from '@/features/starchart/data/therapist-session';
import { therapistSession, useTherapistSession } from '@/features/starchart/hooks/use-therapist-session';
import { loginPathFor } from '@/features/starchart/data/return-path';
import { PlansPage } from '@/features/plans/components/PlansPage';
import { SubscriptionSuccessPage } from '@/features/plans/components/SubscriptionSuccessPage';
import type { PlanAccount, PlanActions } from '@/features/plans/data/plan-account';
import { paths } from '@/lib/paths';
import { isTherapist } from '@/domains/therapist-account/therapist-roles';

function accountOf(state: TherapistSessionState): PlanAccount {
  if (state.status !== 'signed-in') return state;
  return { status: 'signed-in', isTherapist: isTherapist(state.user), profile: state.user.therapistProfile };
}

/** One object for the page's life: the subscription page starts once, not on every render. */
const actions: PlanActions = {
  signInPath: (next) => loginPathFor(paths.chartLogin, next),
  saveSubscription: (fields) => therapistSession.updateProfile(fields),
};

export function PlansScreen() {
  return <PlansPage account={accountOf(useTherapistSession())} actions={actions} />;
}

export function SubscriptionSuccessScreen() {
  return <SubscriptionSuccessPage account={accountOf(useTherapistSession())} actions={actions} />;
}
