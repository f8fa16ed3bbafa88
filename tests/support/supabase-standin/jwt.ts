/** HS256 JSON Web Tokens, as Supabase signs its anon key and user access tokens (node:crypto only). */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type VerifyResult = { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: JwtClaims;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (parsedHeader.alg !== 'HS256') return { ok: false, reason: 'malformed' };
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
