/**
 * The two rules of spec section 6, as pure functions: who counts as a therapist, and whether a subscription is
 * active. The Star Chart screens gate on the first; the second is shown on the profile.
 */
import { isSubscriptionActive } from '../../contract/directory-schemas.ts';
import type { TherapistProfile, TherapistUser } from '@/db/types';

/** A therapist only if the role is therapist and the profile is verified. */
export function isTherapist(user: Pick<TherapistUser, 'role' | 'therapistProfile'> | null | undefined): boolean {
  return user?.role === 'therapist' && user.therapistProfile.isVerified === true;
}

/** Active only if the status is 'active' and the end date is absent or in the future. An unreadable end date is
 * not in the future, so it never counts as active. The directory's server answers with the same function
 * (contract/directory-schemas.ts), so the device and the directory agree on the same clock. */
export function hasActiveSubscription(
  profile: Pick<TherapistProfile, 'subscriptionStatus' | 'subscriptionEnd'> | null | undefined,
  now: Date = new Date(),
): boolean {
  return profile ? isSubscriptionActive(profile.subscriptionStatus, profile.subscriptionEnd, now) : false;
}
