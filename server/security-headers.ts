/**
 * Security headers on every response of `npm start` (netlify.toml carries the same policy for Netlify; a test keeps
 * the two in step). The Content-Security-Policy allows one inline script only, by its hash: public/boot.js, which the
 * build writes into every page (server/boot-script.ts). The fallback stylesheet is a <link>.
 *
 * Styles are 'self' only, with no 'unsafe-inline' even for style attributes: React applies `style` props through the
 * CSSOM (element.style), which CSP does not govern, and recharts (the admin chart) renders through React, so neither
 * needs inline style markup. tests/e2e/admin.spec.ts visits every route, and the dashboard with its chart, listening
 * for securitypolicyviolation events, so a dependency that starts writing style="" markup fails the build's tests.
 */
import { bootScriptHash } from './boot-script.ts';

type Env = Record<string, string | undefined>;

/** The configured Supabase origin and its WebSocket form (Realtime), read the way src/config reads it. */
export function supabaseOrigins(env: Env): string[] {
  const raw = (env.VITE_SUPABASE_URL?.trim() || env.REACT_APP_SUPABASE_URL?.trim()) ?? '';
  if (!raw) return [];
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return [];
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return [url.origin, socket];
}

export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${bootScriptHash()}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The app lock's Argon2id runs as WebAssembly (hash-wasm) in its own worker (src/features/app-lock/lib/
 * passphrase.worker.ts), and compiling WebAssembly needs 'wasm-unsafe-eval' (it allows WebAssembly only, never
 * JavaScript's eval). A worker is governed by its own response's policy, so only that worker's script gets it; the
 * pages keep a policy with nothing 'unsafe-'.
 */
const WASM_WORKER_SCRIPT = /^\/assets\/passphrase\.worker-[\w-]+\.js$/;

export function policyForPath(pathname: string, policy: string): string {
  return WASM_WORKER_SCRIPT.test(pathname) ? policy.replace(/script-src 'self'/, "script-src 'self' 'wasm-unsafe-eval'") : policy;
}

/**
 * Sent only on responses to requests that arrived over HTTPS (server/app-server.ts decides, from the socket or a
 * trusted proxy's X-Forwarded-Proto): two years, subdomains included. Browsers ignore it over plain http, and sending
 * it there would only mislead.
 */
export const HSTS_HEADER = 'max-age=63072000; includeSubDomains';

export function securityHeaders(env: Env): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseOrigins(env)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Merges a response's own headers over the security headers, by case-insensitive name, so a function's stricter
 * policy (an uploaded image's sandbox) replaces the page policy instead of being sent beside it.
 */
export function mergeHeaders(base: Record<string, string>, own: Headers | Record<string, string>): Record<string, string | string[]> {
  const merged = new Map<string, [string, string | string[]]>();
  for (const [name, value] of Object.entries(base)) merged.set(name.toLowerCase(), [name, value]);
  const entries = own instanceof Headers ? [...own.entries()] : Object.entries(own);
  for (const [name, value] of entries) {
    if (name.toLowerCase() === 'set-cookie') continue;
    merged.set(name.toLowerCase(), [name, value]);
  }
  if (own instanceof Headers) {
    const cookies = own.getSetCookie();
    if (cookies.length > 0) merged.set('set-cookie', ['Set-Cookie', cookies]);
  }
  return Object.fromEntries([...merged.values()]);
}
