/**
 * The therapist session (spec section 4): it starts `loading`, then restores the saved user (the localStorage
 * mirror first, for an instant start, then Dexie, the source of truth); corrupt saved data is discarded with a log
 * line. Login sets and saves the user to both copies, logout clears the user and both copies, and a profile update
 * merges the new fields and refreshes `updatedAt`. A small external store, so every screen sees the same session.
 */
import type { TherapistProfile, TherapistUser } from '@/db/types';
import {
  clearStoredUser,
  loadStoredUser,
  readMirroredUser,
  saveStoredUser,
} from './stored-user';
import { placeholderCredentialsAccepted, sampleTherapistUser } from './placeholder-login';

export type TherapistSessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: TherapistUser };

/** Turns an identifier and password into a user, or null when they are refused. May throw when unreachable. */
export type Authenticate = (identifier: string, password: string, now: Date) => Promise<TherapistUser | null>;

/** The profile fields a therapist may edit themselves (never verification or the subscription). */
export type EditableProfile = Pick<
  TherapistProfile,
  'name' | 'credentials' | 'licenseNumber' | 'licenseState' | 'city' | 'state' | 'specialties' | 'directoryOptIn'
>;

/** What the device learns from elsewhere, not typed by the therapist: the directory's verification (the admin's
 * decision, read from the functions) and the plan's subscription (started on the subscription page). */
export type ProfileStanding = Pick<TherapistProfile, 'isVerified' | 'subscriptionStatus' | 'subscriptionStart' | 'subscriptionEnd'>;

export interface TherapistSessionStore {
  getState(): TherapistSessionState;
  subscribe(listener: () => void): () => void;
  /** Restores the saved user; safe to call more than once (the first call does the work). */
  restore(): Promise<void>;
  /** Resolves true when signed in; false (logged) when refused or unreachable. */
  login(identifier: string, password: string): Promise<boolean>;
  logout(): Promise<void>;
  /** Merges the fields into the signed-in profile and refreshes updatedAt; false when signed out or not saved. The
   * profile form passes only editable fields; the standing fields come from the directory and the plans. */
  updateProfile(changes: Partial<EditableProfile & ProfileStanding & Pick<TherapistProfile, 'sampleWordsKept'>>): Promise<boolean>;
}

/** The spec's placeholder: no network call, the fixed sample profile. */
const placeholderAuthenticate: Authenticate = (identifier, password, now) =>
  Promise.resolve(placeholderCredentialsAccepted(identifier, password) ? sampleTherapistUser(identifier, now) : null);

interface SessionOptions {
  authenticate?: Authenticate;
  /** Called on logout, e.g. to end a Supabase Auth session. */
  endRemoteSession?: () => Promise<void>;
  now?: () => Date;
}

export function createTherapistSession(options: SessionOptions = {}): TherapistSessionStore {
  const authenticate = options.authenticate ?? placeholderAuthenticate;
  const now = options.now ?? (() => new Date());
  let state: TherapistSessionState = { status: 'loading' };
  let restoring: Promise<void> | null = null;
  /** Bumped by login and logout, so a slow restore never overwrites what the person just did. */
  let generation = 0;
  const listeners = new Set<() => void>();

  function set(next: TherapistSessionState) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  async function restoreOnce(): Promise<void> {
    const started = generation;
    const mirrored = readMirroredUser();
    if (mirrored) set({ status: 'signed-in', user: mirrored });
    const stored = await loadStoredUser();
    // A login or logout while Dexie was read wins.
    if (generation !== started) return;
    if (stored) set({ status: 'signed-in', user: stored });
    else if (mirrored && state.status === 'signed-in' && state.user === mirrored) {
      // The mirror was ahead of Dexie (a write Dexie refused): keep the user and write it through again.
      void saveStoredUser(mirrored);
    } else if (state.status === 'loading') set({ status: 'signed-out' });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      restoring ??= restoreOnce();
      return restoring;
    },
    async login(identifier, password) {
      let user: TherapistUser | null;
      try {
        user = await authenticate(identifier, password, now());
      } catch (error) {
        console.error('Therapist login failed: could not reach the accounts service', error);
        return false;
      }
      if (!user) {
        console.error('Therapist login failed: the identifier or password was refused');
        return false;
      }
      generation += 1;
      await saveStoredUser(user);
      set({ status: 'signed-in', user });
      return true;
    },
    async logout() {
      generation += 1;
      await clearStoredUser();
      set({ status: 'signed-out' });
      if (options.endRemoteSession) await options.endRemoteSession().catch((error: unknown) => console.warn(error));
    },
    async updateProfile(changes) {
      if (state.status !== 'signed-in') return false;
      const current = state.user;
      const user: TherapistUser = {
        ...current,
        therapistProfile: { ...current.therapistProfile, ...changes, updatedAt: now().toISOString() },
      };
      const saved = await saveStoredUser(user);
      set({ status: 'signed-in', user });
      return saved;
    },
  };
}
