/**
 * Supabase Auth with e-mail and password, for the therapist's sign-in when Supabase is configured and the
 * `userAccounts` flag is on. Whether the account is a verified therapist is read from `app_metadata`, which only
 * the project's service role can set (a person can change their own `user_metadata`, so it is never trusted here).
 */
import type { SupabaseClient } from './supabase-factory';

export interface PasswordAccount {
  id: string;
  email: string;
  /** `app_metadata.therapist_verified === true`, set by the project's operators once a licence is checked. */
  verifiedTherapist: boolean;
}

/** Signs in; null when the e-mail and password are refused. Throws when the service cannot be reached. */
export async function signInWithPasswordOn(
  client: SupabaseClient,
  email: string,
  password: string,
): Promise<PasswordAccount | null> {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) {
    // 400 is the refusal of the credentials; anything else (network, 5xx) is the service failing.
    if (error.status === 400 || error.code === 'invalid_credentials') return null;
    throw error;
  }
  const user = data.user;
  return {
    id: user.id,
    email: user.email ?? email,
    verifiedTherapist: (user.app_metadata as Record<string, unknown>)['therapist_verified'] === true,
  };
}
