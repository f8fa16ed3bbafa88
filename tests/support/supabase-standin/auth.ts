/**
 * The part of Supabase Auth (GoTrue) the app's client uses: sign up and sign in with e-mail and password, anonymous
 * sign-in (`signInAnonymously`: POST /signup with neither e-mail nor password makes an `is_anonymous` user whose
 * token carries `is_anonymous: true` and the authenticated role), link an anonymous user to an e-mail and password
 * (`updateUser`: PUT /user keeps the id; the next refresh's token says `is_anonymous: false`), refresh the session,
 * read the current user, sign out. Users live in auth.users of the same PostgreSQL (so the
 * migrations' foreign keys hold); passwords are hashed with scrypt; refresh tokens rotate and live in memory.
 */
import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type postgres from 'postgres';
import { signJwt, verifyJwt } from './jwt.ts';

export const ACCESS_TOKEN_SECONDS = 3600;

export interface AuthResponse {
  status: number;
  body: unknown;
}

interface UserRow {
  id: string;
  email: string | null;
  is_anonymous: boolean;
  encrypted_password: string | null;
  created_at: Date;
  updated_at: Date;
}

function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

function passwordMatches(password: string, stored: string | null): boolean {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

function error(status: number, code: string, message: string): AuthResponse {
  return { status, body: { code, error_code: code, msg: message, message } };
}

/** signInAnonymously sends `{ data, gotrue_meta_security }` and no credentials at all (GoTrue's rule too). */
function isAnonymousSignUp(body: unknown): boolean {
  const { email, phone, password } = (body ?? {}) as { email?: unknown; phone?: unknown; password?: unknown };
  return email === undefined && phone === undefined && password === undefined;
}

export function createAuth(sql: postgres.Sql, { jwtSecret, issuer }: { jwtSecret: string; issuer: string }) {
  const refreshTokens = new Map<string, string>();

  function toUser(row: UserRow) {
    return {
      id: row.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: row.email ?? '',
      ...(row.is_anonymous ? {} : { email_confirmed_at: row.created_at.toISOString() }),
      phone: '',
      app_metadata: row.is_anonymous ? {} : { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      is_anonymous: row.is_anonymous,
    };
  }

  function session(row: UserRow) {
    const now = Math.floor(Date.now() / 1000);
    const refresh = randomBytes(24).toString('base64url');
    refreshTokens.set(refresh, row.id);
    return {
      access_token: signJwt(
        {
          sub: row.id,
          role: 'authenticated',
          aud: 'authenticated',
          email: row.email ?? '',
          is_anonymous: row.is_anonymous,
          iat: now,
          exp: now + ACCESS_TOKEN_SECONDS,
          iss: issuer,
          session_id: randomUUID(),
        },
        jwtSecret,
      ),
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refresh,
      user: toUser(row),
    };
  }

  async function userById(id: string): Promise<UserRow | undefined> {
    const rows = await sql<UserRow[]>`select id, email, is_anonymous, encrypted_password, created_at, updated_at from auth.users where id = ${id}`;
    return rows[0];
  }

  function credentials(body: unknown): { email: string; password: string } | null {
    const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string' || !email.includes('@')) return null;
    return { email: email.trim().toLowerCase(), password };
  }

  /**
   * `updateUser` (PUT /user), as GoTrue does it with e-mail confirmation off (like this stand-in's sign-up): the
   * e-mail and password are set at once, and a user that now has an e-mail is no longer anonymous — the same id, so
   * the rows it owns stay with it. Errors as GoTrue answers them: an invalid e-mail 400 validation_failed, a taken one
   * 422 email_exists, a short password 422 weak_password, a password for an anonymous user without an e-mail 422.
   */
  async function updateUser(userId: string, body: unknown): Promise<AuthResponse> {
    const row = await userById(userId);
    if (!row) return error(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
    if (email !== undefined && email !== null && typeof email !== 'string') return error(400, 'validation_failed', 'Could not read the e-mail address');
    if (password !== undefined && password !== null && typeof password !== 'string') return error(400, 'validation_failed', 'Could not read the password');
    const newEmail = typeof email === 'string' && email !== '' ? email.trim().toLowerCase() : null;
    if (newEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) {
      return error(400, 'validation_failed', 'Unable to validate email address: invalid format');
    }
    const newPassword = typeof password === 'string' && password !== '' ? password : null;
    if (newPassword !== null) {
      if (row.is_anonymous && newEmail === null && !row.email) {
        return error(422, 'validation_failed', 'Updating password of an anonymous user without an email or phone is not allowed');
      }
      if (newPassword.length < 6) return error(422, 'weak_password', 'Password should be at least 6 characters');
    }
    if (newEmail !== null) {
      const taken = await sql<{ id: string }[]>`select id from auth.users where email = ${newEmail} and id <> ${userId}`;
      if (taken.length > 0) return error(422, 'email_exists', 'A user with this email address has already been registered');
    }
    try {
      const rows = await sql<UserRow[]>`
        update auth.users set
          email = coalesce(${newEmail}, email),
          encrypted_password = coalesce(${newPassword === null ? null : hashPassword(newPassword)}, encrypted_password),
          is_anonymous = is_anonymous and coalesce(${newEmail}, email) is null,
          updated_at = now()
        where id = ${userId}
        returning id, email, is_anonymous, encrypted_password, created_at, updated_at`;
      const updated = rows[0];
      if (!updated) return error(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return { status: 200, body: toUser(updated) };
    } catch (failure) {
      // Two links racing for one e-mail: the unique index decides, and the loser hears what GoTrue would say.
      if ((failure as { code?: unknown }).code === '23505') {
        return error(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw failure;
    }
  }

  return {
    async handle(method: string, path: string, query: URLSearchParams, headers: Record<string, string>, body: unknown): Promise<AuthResponse> {
      if (method === 'POST' && path === '/signup') {
        if (isAnonymousSignUp(body)) {
          const rows = await sql<UserRow[]>`
            insert into auth.users (id, email, is_anonymous) values (${randomUUID()}, null, true)
            returning id, email, is_anonymous, encrypted_password, created_at, updated_at`;
          const row = rows[0];
          if (!row) return error(500, 'unexpected_failure', 'The anonymous user was not created');
          return { status: 200, body: session(row) };
        }
        const given = credentials(body);
        if (!given) return error(400, 'validation_failed', 'An e-mail address and a password are required');
        if (given.password.length < 6) return error(422, 'weak_password', 'Password should be at least 6 characters');
        const rows = await sql<UserRow[]>`
          insert into auth.users (id, email, encrypted_password) values (${randomUUID()}, ${given.email}, ${hashPassword(given.password)})
          on conflict (email) do nothing
          returning id, email, is_anonymous, encrypted_password, created_at, updated_at`;
        const row = rows[0];
        if (!row) return error(422, 'user_already_exists', 'User already registered');
        return { status: 200, body: session(row) };
      }
      if (method === 'POST' && path === '/token') {
        const grant = query.get('grant_type');
        if (grant === 'password') {
          const given = credentials(body);
          const rows = given
            ? await sql<UserRow[]>`select id, email, is_anonymous, encrypted_password, created_at, updated_at from auth.users where email = ${given.email}`
            : [];
          const row = rows[0];
          if (!given || !row || !passwordMatches(given.password, row.encrypted_password)) {
            return error(400, 'invalid_credentials', 'Invalid login credentials');
          }
          return { status: 200, body: session(row) };
        }
        if (grant === 'refresh_token') {
          const token = (body as { refresh_token?: unknown } | null)?.refresh_token;
          const userId = typeof token === 'string' ? refreshTokens.get(token) : undefined;
          if (!userId || typeof token !== 'string') return error(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
          refreshTokens.delete(token);
          const row = await userById(userId);
          if (!row) return error(400, 'user_not_found', 'User not found');
          return { status: 200, body: session(row) };
        }
        return error(400, 'unsupported_grant_type', `Grant type ${grant ?? ''} is not supported by the stand-in`);
      }
      const bearer = (headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const verified = verifyJwt(bearer, jwtSecret);
      const userId = verified.ok && verified.claims.role === 'authenticated' ? verified.claims.sub : undefined;
      if (method === 'GET' && path === '/user') {
        const row = typeof userId === 'string' ? await userById(userId) : undefined;
        if (!row) return error(401, verified.ok ? 'user_not_found' : 'bad_jwt', 'Invalid token or user not found');
        return { status: 200, body: toUser(row) };
      }
      if (method === 'PUT' && path === '/user') {
        if (typeof userId !== 'string') return error(401, verified.ok ? 'no_authorization' : 'bad_jwt', 'This endpoint requires a valid Bearer token');
        return updateUser(userId, body);
      }
      if (method === 'POST' && path === '/logout') {
        if (typeof userId === 'string') {
          for (const [token, owner] of refreshTokens) if (owner === userId) refreshTokens.delete(token);
        }
        return { status: 204, body: null };
      }
      return error(404, 'not_found', `${method} ${path} is not supported by the stand-in`);
    },
  };
}
