/**
 * The spec's local placeholder sign-in (section 5), used when no accounts backend is configured: it succeeds when
 * the identifier contains an at-sign and the password has at least 6 characters, builds the fixed sample verified
 * therapist profile with the 30-day sample subscription, and makes no network call. It checks nothing else: the
 * sign-in screen says so, and that it stays on this device.
 */
import type { TherapistUser } from '@/db/types';

const PLACEHOLDER_MIN_PASSWORD_LENGTH = 6;
export const SAMPLE_SUBSCRIPTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The sample profile's name and credentials: placeholders that never reach a client unless kept on purpose. */
export const SAMPLE_NAME = 'Sample Therapist';
export const SAMPLE_CREDENTIALS = 'Licensed therapist (sample profile)';

/** The fixed sample therapist's id: rows written under it stay this device's. */
export const SAMPLE_THERAPIST_ID = 'local-sample-therapist';

export function placeholderCredentialsAccepted(identifier: string, password: string): boolean {
  return identifier.includes('@') && password.length >= PLACEHOLDER_MIN_PASSWORD_LENGTH;
}

/** The user the placeholder signs in: the fixed sample verified profile, with the identifier as its e-mail. */
export function sampleTherapistUser(identifier: string, now: Date): TherapistUser {
  const email = identifier.trim();
  const at = now.toISOString();
  return {
    id: SAMPLE_THERAPIST_ID,
    email,
    role: 'therapist',
    isAuthenticated: true,
    therapistProfile: {
      id: SAMPLE_THERAPIST_ID,
      email,
      name: SAMPLE_NAME,
      credentials: SAMPLE_CREDENTIALS,
      licenseNumber: 'SAMPLE-0000',
      licenseState: 'CA',
      city: 'San Francisco',
      state: 'CA',
      specialties: ['Anxiety', 'Depression'],
      isVerified: true,
      directoryOptIn: false,
      subscriptionStatus: 'active',
      subscriptionStart: at,
      subscriptionEnd: new Date(now.getTime() + SAMPLE_SUBSCRIPTION_DAYS * DAY_MS).toISOString(),
      createdAt: at,
      updatedAt: at,
    },
  };
}
