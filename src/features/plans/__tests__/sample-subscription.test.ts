import { describe, expect, it } from 'vitest';
import { isSubscriptionActive } from '../../../../contract/directory-schemas';
import { hasActiveSubscription } from '@/domains/therapist-account/therapist-roles';
import { sampleSubscription, subscriptionStanding, subscriptionToStart } from '../data/sample-subscription';

/** A controlled clock: the sample starts on 1 March 2026 at 09:30 UTC. */
const START = new Date('2026-03-01T09:30:00.000Z');
const at = (iso: string) => new Date(iso);

describe('the 30-day sample subscription, on a controlled clock', () => {
  const fields = sampleSubscription(START);

  it('starts active today and ends 30 days later', () => {
    expect(fields).toEqual({
      subscriptionStatus: 'active',
      subscriptionStart: '2026-03-01T09:30:00.000Z',
      subscriptionEnd: '2026-03-31T09:30:00.000Z',
    });
  });

  it('is active on the day the sample ends until its end time, and ended from that moment', () => {
    expect(hasActiveSubscription(fields, at('2026-03-31T09:29:59.999Z'))).toBe(true);
    expect(subscriptionStanding(fields, at('2026-03-31T08:00:00.000Z'))).toEqual({ kind: 'active', end: fields.subscriptionEnd, daysLeft: 1 });
    expect(hasActiveSubscription(fields, at('2026-03-31T09:30:00.000Z'))).toBe(false);
    expect(subscriptionStanding(fields, at('2026-03-31T09:30:00.000Z'))).toEqual({ kind: 'ended', end: fields.subscriptionEnd });
  });

  it('is ended the day after, and choosing the plan then starts a new 30 days from that day', () => {
    const dayAfter = at('2026-04-01T12:00:00.000Z');
    expect(hasActiveSubscription(fields, dayAfter)).toBe(false);
    expect(subscriptionStanding(fields, dayAfter).kind).toBe('ended');
    expect(subscriptionToStart(fields, dayAfter)).toEqual({
      subscriptionStatus: 'active',
      subscriptionStart: '2026-04-01T12:00:00.000Z',
      subscriptionEnd: '2026-05-01T12:00:00.000Z',
    });
  });

  it('keeps an active subscription as it is rather than extending it', () => {
    expect(subscriptionToStart(fields, at('2026-03-15T00:00:00.000Z'))).toBeNull();
    expect(subscriptionStanding(fields, at('2026-03-15T00:00:00.000Z'))).toMatchObject({ kind: 'active', daysLeft: 17 });
  });

  it('agrees with the directory server’s rule at every moment tried', () => {
    for (const moment of ['2026-03-01T09:30:00.000Z', '2026-03-31T09:29:59.999Z', '2026-03-31T09:30:00.000Z', '2026-04-01T00:00:00.000Z']) {
      expect(hasActiveSubscription(fields, at(moment))).toBe(isSubscriptionActive(fields.subscriptionStatus, fields.subscriptionEnd, at(moment)));
    }
  });

  it('reads no subscription as none, and an unreadable end date as ended', () => {
    expect(subscriptionStanding({ subscriptionStatus: '', subscriptionStart: null, subscriptionEnd: null }, START)).toEqual({ kind: 'none' });
    expect(subscriptionStanding({ subscriptionStatus: 'active', subscriptionStart: null, subscriptionEnd: 'soon' }, START).kind).toBe('ended');
    expect(subscriptionStanding({ subscriptionStatus: 'active', subscriptionStart: null, subscriptionEnd: null }, START)).toEqual({
      kind: 'active',
      end: null,
      daysLeft: null,
    });
  });
});
