/**
 * The page's therapist sign-in and sign-out through its one Supabase client (./supabase-client.ts). Kept apart from
 * ./supabase-password-auth.ts so that the sign-in itself can be tested in Node with any client.
 */
import { getSupabase } from './supabase-client';
import { signInWithPasswordOn, type PasswordAccount } from './supabase-password-auth';

/** The page's client; null in local-only mode. */
export async function signInWithPassword(email: string, password: string): Promise<PasswordAccount | null> {
  const client = await getSupabase();
  if (!client) throw new Error('Supabase is not configured');
  return signInWithPasswordOn(client, email, password);
}

export async function signOutOfSupabase(): Promise<void> {
  const client = await getSupabase();
  await client?.auth.signOut();
}
