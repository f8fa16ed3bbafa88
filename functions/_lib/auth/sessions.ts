import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from '../db/client.ts';

/**
 * Admin sessions: a random token in an HttpOnly, SameSite=Strict cookie, signed with a server key, and stored only
 * as a hash with its expiry. Signing out deletes the row, so a copied cookie stops working at once; an expired
 * session is refused even if the browser still sends it.
 */
export const SESSION_COOKIE = 'bm_admin_session';
export const COOKIE_PATH = '/.netlify/functions/feedback';
/**
 * The path the session cookie is sent to: every function, because the admin's directory queue
 * (functions/directory.ts) is served beside the feedback function and needs the same session. The functions that do
 * not read it (health, share codes) never look at it; it stays HttpOnly and SameSite=Strict.
 */
export const SESSION_COOKIE_PATH = '/.netlify/functions';
const SIGNING_KEY_NAME = 'admin-session-signing-key';

export interface AdminSession {
  email: string;
  expiresAt: Date;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** ADMIN_SESSION_SECRET when configured; otherwise a random key created once and kept in the database. */
export async function signingKey(db: SqlClient, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db.query(
    `insert into feedback.server_keys (name, secret) values ($1, $2) on conflict (name) do nothing`,
    [SIGNING_KEY_NAME, randomBytes(32).toString('base64url')],
  );
  const rows = await db.query<{ secret: string }>('select secret from feedback.server_keys where name = $1', [
    SIGNING_KEY_NAME,
  ]);
  const secret = rows[0]?.secret;
  if (!secret) throw new Error('Could not read the session signing key');
  return secret;
}

function sign(token: string, key: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export async function createSession(
  db: SqlClient,
  key: string,
  email: string,
  now: Date,
  ttlSeconds: number,
): Promise<{ cookieValue: string; session: AdminSession }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await db.query('delete from feedback.admin_sessions where expires_at <= $1::timestamptz', [now.toISOString()]);
  await db.query(
    `insert into feedback.admin_sessions (token_hash, email, created_at, expires_at)
     values ($1, $2, $3::timestamptz, $4::timestamptz)`,
    [sha256(token), email, now.toISOString(), expiresAt.toISOString()],
  );
  return { cookieValue: `${token}.${sign(token, key)}`, session: { email, expiresAt } };
}

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=');
  }
  return null;
}

/** The token inside a correctly signed cookie value, or null. */
function verifiedToken(cookieValue: string, key: string): string | null {
  const [token, signature, extra] = cookieValue.split('.');
  if (!token || !signature || extra !== undefined || token.length > 100) return null;
  const expected = Buffer.from(sign(token, key));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? token : null;
}

/** The live session behind this cookie value for `adminEmail`, or null (unsigned, unknown, expired, or for another admin). */
export async function findSession(
  db: SqlClient,
  key: string,
  cookieValue: string,
  adminEmail: string,
  now: Date,
): Promise<AdminSession | null> {
  const token = verifiedToken(cookieValue, key);
  if (!token) return null;
  const rows = await db.query<{ email: string; expires_at: Date }>(
    `select email, expires_at from feedback.admin_sessions where token_hash = $1 and expires_at > $2::timestamptz`,
    [sha256(token), now.toISOString()],
  );
  const row = rows[0];
  if (!row || row.email.toLowerCase() !== adminEmail.toLowerCase()) return null;
  return { email: row.email, expiresAt: new Date(row.expires_at) };
}

export async function deleteSession(db: SqlClient, key: string, cookieValue: string): Promise<void> {
  const token = verifiedToken(cookieValue, key);
  if (token) await db.query('delete from feedback.admin_sessions where token_hash = $1', [sha256(token)]);
}

/**
 * The Set-Cookie header. Secure whenever the request came over HTTPS or to a loopback host (browsers accept Secure
 * cookies from http://localhost and 127.0.0.1); only a plain-HTTP request to another host gets a cookie without it.
 */
export function sessionCookieHeader(request: Request, value: string, maxAgeSeconds: number): string {
  const url = new URL(request.url);
  const forwardedHttps = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const secure = url.protocol === 'https:' || forwardedHttps || loopback;
  return [
    `${SESSION_COOKIE}=${value}`,
    `Path=${SESSION_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
