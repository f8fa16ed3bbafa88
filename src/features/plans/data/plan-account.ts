/**
 * Who is looking at the plans, as the app tells this feature (the therapist session belongs to Star Chart, and
 * features never import each other: src/app/routes/plans-screens.tsx composes the two).
 */
import type { TherapistProfile } from '@/db/types';
import type { SubscriptionFields } from './sample-subscription';

export type PlanAccount =
  | { status: 'loading' }
  | { status: 'signed-out' }
  /** Signed in; `isTherapist` is the spec's rule (role therapist and a verified profile). */
  | { status: 'signed-in'; isTherapist: boolean; profile: TherapistProfile };

export interface PlanActions {
  /** The therapist sign-in, returning to `next` afterwards. */
  signInPath(next: string): string;
  /** Saves the subscription on the therapist's profile (the session's profile update); false when not saved. */
  saveSubscription(fields: SubscriptionFields): Promise<boolean>;
}
