/**
 * The two rules of spec section 6, as pure functions: who counts as a therapist, and whether a subscription is
 * active. The Star Chart screens gate on the first; the second is shown on the profile.
 */
import type { TherapistProfile, TherapistUser } from '@/db/types';

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
  if (!profile || profile.subscriptionStatus !== 'active') return false;
  if (profile.subscriptionEnd === null || profile.subscriptionEnd === undefined) return true;
  const end = Date.parse(profile.subscriptionEnd);
  return Number.isFinite(end) && end > now.getTime();
}
