/**
 * The professional plan's subscription as the device keeps it on the therapist's profile: the spec's 30-day sample
 * (no payment provider is connected: docs/decisions.md), and how its state reads at a given moment. Whether it is active
 * is the spec's rule (`hasActiveSubscription`), so a subscription ends at the exact moment of its end date.
 */
import { SAMPLE_SUBSCRIPTION_DAYS } from '../../../../contract/directory-schemas.ts';
import type { TherapistProfile } from '@/db/types';
import { hasActiveSubscription } from '@/domains/therapist-account/therapist-roles';
import { formatDate } from '@/lib/format';

export { SAMPLE_SUBSCRIPTION_DAYS };

const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionFields = Pick<TherapistProfile, 'subscriptionStatus' | 'subscriptionStart' | 'subscriptionEnd'>;

/** The sample subscription started at `now`: active, from now, ending 30 days later. */
export function sampleSubscription(now: Date): SubscriptionFields {
  return {
    subscriptionStatus: 'active',
    subscriptionStart: now.toISOString(),
    subscriptionEnd: new Date(now.getTime() + SAMPLE_SUBSCRIPTION_DAYS * DAY_MS).toISOString(),
  };
}

type SubscriptionStanding =
  | { kind: 'none' }
  /** `end` null: active with no end date (the spec allows it). `daysLeft` counts started days, 1 on the last day. */
  | { kind: 'active'; end: string | null; daysLeft: number | null }
  | { kind: 'ended'; end: string | null };

export function subscriptionStanding(profile: SubscriptionFields, now: Date): SubscriptionStanding {
  if (hasActiveSubscription(profile, now)) {
    if (!profile.subscriptionEnd) return { kind: 'active', end: null, daysLeft: null };
    const left = Date.parse(profile.subscriptionEnd) - now.getTime();
    return { kind: 'active', end: profile.subscriptionEnd, daysLeft: Math.max(1, Math.ceil(left / DAY_MS)) };
  }
  const status = profile.subscriptionStatus.trim();
  if (status === '' || status === 'none' || status === 'inactive') return { kind: 'none' };
  return { kind: 'ended', end: profile.subscriptionEnd };
}

/**
 * What choosing the professional plan does now: an active subscription is kept as it is (never silently extended),
 * anything else starts a new 30 days.
 */
export function subscriptionToStart(profile: SubscriptionFields, now: Date): SubscriptionFields | null {
  return hasActiveSubscription(profile, now) ? null : sampleSubscription(now);
}

/** A subscription's date, in the person's locale like every other date (src/lib/format.ts). */
export function longDate(iso: string): string {
  return formatDate(iso);
}
