/**
 * The two rules of spec section 6, as pure functions: who counts as a therapist, and whether a subscription is
 * active. The Star Chart screens gate on the first; the second is shown on the profile.
 */
import type { TherapistProfile, TherapistUser } from '@/db/types';
import { isSubscriptionActive } from '../../../contract/subscription-rule.ts';

/** A therapist only if the role is therapist and the profile is verified. */
export function isTherapist(user: Pick<TherapistUser, 'role' | 'therapistProfile'> | null | undefined): boolean {
  return user?.role === 'therapist' && user.therapistProfile.isVerified === true;
}

/** Active only if the status is 'active' and the end date is absent or in the future. An unreadable end date is
 * not in the future, so it never counts as active. */
export function hasActiveSubscription(
  profile: Pick<TherapistProfile, 'subscriptionStatus' | 'subscriptionEnd'> | null | undefined,
  now: Date = new Date(),
): boolean {
  // The same function the directory's server uses to decide whether a listing is public.
  return isSubscriptionActive(profile?.subscriptionStatus, profile?.subscriptionEnd, now);
}
