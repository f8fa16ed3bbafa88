/**
 * The session's sign-in through Supabase Auth (configured, `userAccounts` on). The profile starts from the account
 * and is completed by the therapist on the profile form; verification comes only from the account's server-set
 * `app_metadata`, and no sample subscription is invented.
 */
import type { TherapistUser } from '@/db/types';
import { signInWithPassword, signOutOfSupabase } from '@/sync/adapters/supabase-page-auth';
import type { PasswordAccount } from '@/sync/adapters/supabase-password-auth';
import type { Authenticate } from './therapist-session';

function therapistUserFromAccount(account: PasswordAccount, now: Date): TherapistUser {
  const at = now.toISOString();
  return {
    id: account.id,
    email: account.email,
    role: 'therapist',
    isAuthenticated: true,
    therapistProfile: {
      id: account.id,
      email: account.email,
      name: '',
      credentials: '',
      licenseNumber: '',
      licenseState: '',
      city: '',
      state: '',
      specialties: [],
      isVerified: account.verifiedTherapist,
      directoryOptIn: false,
      subscriptionStatus: 'none',
      subscriptionStart: null,
      subscriptionEnd: null,
      createdAt: at,
      updatedAt: at,
    },
  };
}

export const supabaseAuthenticate: Authenticate = async (identifier, password, now) => {
  const account = await signInWithPassword(identifier.trim(), password);
  return account ? therapistUserFromAccount(account, now) : null;
};

export const supabaseSignOut = (): Promise<void> => signOutOfSupabase();
