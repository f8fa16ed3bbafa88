/**
 * Linking an anonymous visitor to an account, end to end: the real supabase-js client against the stand-in. Signing
 * up on a device that already writes as an anonymous user gives that same user an e-mail and password (updateUser),
 * so the rows written before stay the person's, readable by them (also from a new device after password sign-in)
 * and by nobody else. A refused link leaves the anonymous identity as it was.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimsOf, flowEventOf, withSupabaseStandIn, type Visitor } from '../support/supabase-standin/test-setup.ts';

const stack = withSupabaseStandIn();
const visitor = stack.visitor;
const flowEvent = (sessionId: string) => flowEventOf(sessionId);

async function sessionOf(who: Visitor): Promise<{ userId: string; token: string }> {
  const { data } = await who.client.auth.getSession();
  return { userId: data.session?.user.id ?? '', token: data.session?.access_token ?? '' };
}

/** A REST read as a raw request, so the test chooses the token. */
async function readFlowEventIds(token: string, sessionId: string): Promise<string[]> {
  const response = await fetch(`${stack.standIn.url}/rest/v1/flow_events?select=id&session_id=eq.${sessionId}`, {
    headers: { apikey: stack.standIn.anonKey, authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }[]).map((row) => row.id).sort();
}

/** The parts of supabase-js's AuthError these tests look at (the library itself is imported only by the adapter). */
interface AuthErrorLike {
  name: string;
  status: number;
  code: string;
  message: string;
}

const email = () => `link-${randomUUID()}@example.test`;

describe('linking an anonymous visitor to an account', () => {
  it('keeps the user id and every row written before; the new token is an account’s; password sign-in elsewhere reaches the same rows', async () => {
    const person = visitor();
    const sessionId = randomUUID();
    const before = [flowEvent(sessionId), flowEvent(sessionId)];
    await person.adapter.deliverRows('flow_events', before);
    const anonymous = await sessionOf(person);
    expect(claimsOf(anonymous.token)).toMatchObject({ is_anonymous: true, sub: anonymous.userId });
    expect(await person.adapter.getSignedInUserId()).toBeNull();

    const address = email();
    const credentialSignUps = () => stack.standIn.requests.filter((request) => request.path === '/auth/v1/signup').length;
    const signUpsBefore = credentialSignUps();
    expect(await person.adapter.signUp(address, 'a steady password')).toBe(anonymous.userId);
    // Linked, not a second user: no sign-up request, one user with that address, and it is the same one.
    expect(credentialSignUps()).toBe(signUpsBefore);
    const users = await stack.standIn.sql<{ id: string; is_anonymous: boolean }[]>`select id::text, is_anonymous from auth.users where email = ${address}`;
    expect(users).toEqual([{ id: anonymous.userId, is_anonymous: false }]);

    const linked = await sessionOf(person);
    expect(linked.userId).toBe(anonymous.userId);
    expect(linked.token).not.toBe(anonymous.token);
    expect(claimsOf(linked.token)).toMatchObject({ sub: anonymous.userId, is_anonymous: false, email: address, role: 'authenticated' });
    expect(await person.adapter.getSignedInUserId()).toBe(anonymous.userId);

    // The rows written as the anonymous user are still theirs, and theirs only.
    const ids = before.map((row) => row.id).sort();
    const owners = await stack.standIn.sql<{ owner: string }[]>`select distinct owner::text as owner from public.flow_events where session_id = ${sessionId}`;
    expect(owners).toEqual([{ owner: anonymous.userId }]);
    expect(await readFlowEventIds(linked.token, sessionId)).toEqual(ids);
    expect((await person.adapter.getFlowEventsBySession(sessionId)).map((row) => row.id).sort()).toEqual(ids);
    const stranger = visitor();
    await stranger.client.auth.signInAnonymously();
    expect(await readFlowEventIds((await sessionOf(stranger)).token, sessionId)).toEqual([]);
    expect(await stranger.adapter.getFlowEventsBySession(sessionId)).toEqual([]);

    // Writing goes on as the account.
    const after = flowEvent(sessionId);
    await person.adapter.deliverRows('flow_events', [after]);
    expect(await readFlowEventIds(linked.token, sessionId)).toEqual([...ids, after.id].sort());

    // A new device signs in with the e-mail and password: the same user, the same rows.
    const elsewhere = visitor();
    const signedIn = await elsewhere.client.auth.signInWithPassword({ email: address, password: 'a steady password' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(anonymous.userId);
    expect(await elsewhere.adapter.getSignedInUserId()).toBe(anonymous.userId);
    expect((await elsewhere.adapter.getFlowEventsBySession(sessionId)).map((row) => row.id).sort()).toEqual([...ids, after.id].sort());
    const wrong = await visitor().client.auth.signInWithPassword({ email: address, password: 'not the password' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('refuses an e-mail that is taken with a clear error, and the anonymous identity stays usable', async () => {
    const owner = visitor();
    const address = email();
    expect(await owner.adapter.signUp(address, 'the first password')).toBeTruthy();

    const other = visitor();
    const sessionId = randomUUID();
    const first = flowEvent(sessionId);
    await other.adapter.deliverRows('flow_events', [first]);
    const anonymous = await sessionOf(other);

    const refused = await other.adapter.signUp(address.toUpperCase(), 'another password').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(refused as AuthErrorLike).toMatchObject({
      name: 'AuthApiError',
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });

    // Still the same anonymous user, with the same token, writing and reading its own rows.
    expect(await sessionOf(other)).toEqual(anonymous);
    expect(await other.adapter.getSignedInUserId()).toBeNull();
    const second = flowEvent(sessionId);
    await other.adapter.deliverRows('flow_events', [second]);
    expect((await other.adapter.getFlowEventsBySession(sessionId)).map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    const [stored] = await stack.standIn.sql<{ is_anonymous: boolean; email: string | null }[]>`select is_anonymous, email from auth.users where id = ${anonymous.userId}`;
    expect(stored).toEqual({ is_anonymous: true, email: null });

    // The account's password was not touched.
    const signedIn = await visitor().client.auth.signInWithPassword({ email: address, password: 'the first password' });
    expect(signedIn.data.user?.id).not.toBe(anonymous.userId);
    expect(signedIn.error).toBeNull();

    // The same anonymous user can still link with a free address afterwards.
    expect(await other.adapter.signUp(email(), 'another password')).toBe(anonymous.userId);
  });

  it('refuses an invalid address or a short password as GoTrue does, leaving the user anonymous', async () => {
    const who = visitor();
    await who.adapter.deliverRows('flow_events', [flowEvent(randomUUID())]);
    const invalid = await who.adapter.signUp('not-an-address', 'a steady password').catch((error: unknown) => error);
    expect(invalid as AuthErrorLike).toMatchObject({ name: 'AuthApiError', code: 'validation_failed' });
    const weak = await who.adapter.signUp(email(), 'short').catch((error: unknown) => error);
    expect(weak as AuthErrorLike).toMatchObject({ code: 'weak_password' });
    expect(await who.adapter.getSignedInUserId()).toBeNull();
    expect(claimsOf((await sessionOf(who)).token)).toMatchObject({ is_anonymous: true });
  });

  it('without a session, signing up makes a new account as before', async () => {
    const fresh = visitor();
    const userId = await fresh.adapter.signUp(email(), 'a steady password');
    expect(userId).toBeTruthy();
    expect(await fresh.adapter.getSignedInUserId()).toBe(userId);
    expect(claimsOf((await sessionOf(fresh)).token)).toMatchObject({ sub: userId, is_anonymous: false });
  });

  it('answers PUT /auth/v1/user without a valid token with 401', async () => {
    const response = await fetch(`${stack.standIn.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: stack.standIn.anonKey, authorization: 'Bearer not-a-token', 'content-type': 'application/json' },
      body: JSON.stringify({ email: email(), password: 'a steady password' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'bad_jwt' });
  });
});
