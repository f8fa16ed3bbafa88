/**
 * The page's one therapist session, and the hook screens read it with. The placeholder sign-in is used unless
 * Supabase is configured and the `userAccounts` flag is on, in which case Supabase Auth checks the password.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { config } from '@/config/env';
import { createTherapistSession, type TherapistSessionState, type TherapistSessionStore } from '../data/therapist-session';
import { supabaseAuthenticate, supabaseSignOut } from '../data/supabase-therapist-auth';

/** True when sign-in goes to Supabase Auth instead of staying on this device. */
export const usesAccountsBackend: boolean = config.supabase !== null && config.flags.userAccounts;

export const therapistSession: TherapistSessionStore = createTherapistSession(
  usesAccountsBackend ? { authenticate: supabaseAuthenticate, endRemoteSession: supabaseSignOut } : {},
);

const loadingState: TherapistSessionState = { status: 'loading' };

/** The session, restored on first use. The server render (prerender) always sees `loading`. */
export function useTherapistSession(): TherapistSessionState {
  const state = useSyncExternalStore(therapistSession.subscribe, therapistSession.getState, () => loadingState);
  useEffect(() => {
    void therapistSession.restore();
  }, []);
  return state;
}
