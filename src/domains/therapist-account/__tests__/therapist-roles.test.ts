import { describe, expect, it } from 'vitest';
import type { TherapistProfile } from '@/db/types';
import { hasActiveSubscription, isTherapist } from '../therapist-roles';

const profile: TherapistProfile = {
  id: 'p1',
  email: 'a@b.c',
  name: 'Dr Sample',
  credentials: 'PhD',
  licenseNumber: 'L1',
  licenseState: 'CA',
  city: 'Oakland',
  state: 'CA',
  specialties: [],
  isVerified: true,
  directoryOptIn: false,
  subscriptionStatus: 'active',
  subscriptionStart: '2026-11-01T00:00:00.000Z',
  subscriptionEnd: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('isTherapist (spec section 6)', () => {
  it('is true only for role therapist with a verified profile', () => {
    expect(isTherapist({ role: 'therapist', therapistProfile: profile })).toBe(true);
    expect(isTherapist({ role: 'therapist', therapistProfile: { ...profile, isVerified: false } })).toBe(false);
  });
  it('is false for another role, or no user', () => {
    expect(isTherapist({ role: 'client' as 'therapist', therapistProfile: profile })).toBe(false);
    expect(isTherapist(null)).toBe(false);
    expect(isTherapist(undefined)).toBe(false);
  });
});

describe('hasActiveSubscription (spec section 6)', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it('is active with status active and an end in the future', () => {
    expect(hasActiveSubscription(profile, now)).toBe(true);
  });
  it('is active with status active and no end date', () => {
    expect(hasActiveSubscription({ ...profile, subscriptionEnd: null }, now)).toBe(true);
  });
  it('is not active once the end date has passed, or at the very instant it ends', () => {
    expect(hasActiveSubscription({ ...profile, subscriptionEnd: '2026-11-24T11:59:59.999Z' }, now)).toBe(false);
    expect(hasActiveSubscription({ ...profile, subscriptionEnd: now.toISOString() }, now)).toBe(false);
  });
  it('is not active with any other status, even with a future end', () => {
    for (const status of ['cancelled', 'past_due', 'trialing', '', 'Active']) {
      expect(hasActiveSubscription({ ...profile, subscriptionStatus: status }, now)).toBe(false);
    }
  });
  it('treats an unreadable end date as not active, and no profile as not active', () => {
    expect(hasActiveSubscription({ ...profile, subscriptionEnd: 'soon' }, now)).toBe(false);
    expect(hasActiveSubscription(null, now)).toBe(false);
  });
});
