/**
 * The therapist's sign-in through Supabase Auth (configured, `userAccounts` on): the real supabase-js client against
 * the stand-in. A wrong password is a refusal (null), the right one signs in, verification is never assumed, and an
 * unreachable service throws so the session logs it as a failure.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInWithPasswordOn } from '../../src/sync/adapters/supabase-password-auth';
import { createNodeSupabaseClient } from '../support/supabase-standin/node-client.ts';
import { withSupabaseStandIn } from '../support/supabase-standin/test-setup.ts';

const stack = withSupabaseStandIn();

describe('therapist sign-in with Supabase Auth', () => {
  it('refuses a wrong password and signs in with the right one, unverified until the operators say so', async () => {
    const email = `therapist-${randomUUID()}@example.org`;
    const signUp = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    const { error } = await signUp.auth.signUp({ email, password: 'a-long-enough-password' });
    expect(error).toBeNull();

    const client = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    expect(await signInWithPasswordOn(client, email, 'not-the-password')).toBeNull();
    const account = await signInWithPasswordOn(client, email, 'a-long-enough-password');
    expect(account).toMatchObject({ email, verifiedTherapist: false });
    const { data } = await client.auth.getSession();
    expect(data.session?.user.id).toBe(account?.id);
  });

  it('throws when the service cannot be reached, rather than calling it a wrong password', async () => {
    const client = createNodeSupabaseClient('http://127.0.0.1:9', stack.standIn.anonKey);
    await expect(signInWithPasswordOn(client, 'a@b.org', 'whatever-password')).rejects.toBeTruthy();
  });
});
