import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { TLSSocket } from 'node:tls';

type Env = Record<string, string | undefined>;

/** A start-up problem with the server's own settings: serve.ts prints the message and exits non-zero. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/**
 * A Host (or X-Forwarded-Host) value as RFC 9110 allows it: a registered name or an IPv4 address, or an IPv6
 * literal in brackets, and an optional port. Anything else (`a b`, a path, `@`, `#`) is a malformed request, a 400.
 */
const HOST_PATTERN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

export function isValidHost(value: string): boolean {
  return value.length <= 260 && HOST_PATTERN.test(value);
}

export function isTruthy(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

/** PUBLIC_ORIGIN, when set, must be a bare http(s) origin; anything else stops start-up with the reason. */
export function parsePublicOrigin(env: Env): string | null {
  const raw = env.PUBLIC_ORIGIN?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigurationError(`PUBLIC_ORIGIN is not a URL: ${JSON.stringify(raw)} (expected e.g. https://minds.example)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigurationError(`PUBLIC_ORIGIN must be an http:// or https:// origin, not ${url.protocol}`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigurationError(`PUBLIC_ORIGIN must be an origin only (scheme, host, port), without a path: ${raw}`);
  }
  return url.origin;
}

function withPort(host: string, port: number): string {
  const bracketed = host.includes(':') ? `[${host}]` : host;
  return port === 80 ? bracketed : `${bracketed}:${port}`;
}

/** The names this server answers to when no PUBLIC_ORIGIN is set: its listening address, and loopback aliases. */
function ownHosts(address: AddressInfo): Set<string> {
  const loopback = ['127.0.0.1', 'localhost', '::1'];
  let names: string[];
  if (address.address === '0.0.0.0' || address.address === '::') {
    const interfaces = Object.values(networkInterfaces()).flatMap((list) => list ?? []);
    names = [...loopback, ...interfaces.map((item) => item.address)];
  } else if (loopback.includes(address.address)) {
    names = loopback;
  } else {
    names = [address.address];
  }
  return new Set(names.map((name) => withPort(name, address.port).toLowerCase()));
}

export type OriginResult = { ok: true; origin: string; https: boolean } | { ok: false; reason: string };

/**
 * Works out, per request, the origin the server builds URLs with (and that the admin Origin check compares with).
 * The Host header never chooses it on its own: it is only checked for syntax (a malformed one is a 400) and accepted
 * when it is one of this server's own names, so `localhost` and `127.0.0.1` both work for the admin on loopback.
 * Otherwise the origin is PUBLIC_ORIGIN, or (with TRUST_PROXY) the proxy's X-Forwarded-Host/-Proto, or the listening
 * address. A DNS-rebinding page whose Host and Origin are both the attacker's name therefore never passes.
 */
export function createOriginResolver(env: Env, listening: () => AddressInfo | string | null) {
  const publicOrigin = parsePublicOrigin(env);
  const trustProxy = isTruthy(env.TRUST_PROXY);
  let cached: { key: string; hosts: Set<string> } | null = null;

  function firstValue(header: string | string[] | undefined): string | undefined {
    const value = Array.isArray(header) ? header[0] : header;
    return value?.split(',')[0]?.trim() || undefined;
  }

  /** Whether the request reached us over TLS: on this socket, or (TRUST_PROXY only) at the proxy in front. */
  function arrivedOverHttps(req: IncomingMessage): boolean {
    if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
    return trustProxy && firstValue(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https';
  }

  return function resolveOrigin(req: IncomingMessage): OriginResult {
    const host = req.headers.host;
    if (host !== undefined && !isValidHost(host)) return { ok: false, reason: 'Malformed Host header' };
    const https = arrivedOverHttps(req);
    if (publicOrigin) return { ok: true, origin: publicOrigin, https };
    if (trustProxy) {
      const forwardedHost = firstValue(req.headers['x-forwarded-host']);
      if (forwardedHost !== undefined) {
        if (!isValidHost(forwardedHost)) return { ok: false, reason: 'Malformed X-Forwarded-Host header' };
        return { ok: true, origin: `${https ? 'https' : 'http'}://${forwardedHost.toLowerCase()}`, https };
      }
    }
    const address = listening();
    const scheme = https ? 'https' : 'http';
    if (address === null || typeof address === 'string') return { ok: true, origin: `${scheme}://localhost`, https };
    const key = `${address.address}:${address.port}`;
    if (cached?.key !== key) cached = { key, hosts: ownHosts(address) };
    const own = host?.toLowerCase();
    if (own !== undefined && cached.hosts.has(own)) return { ok: true, origin: `${scheme}://${own}`, https };
    const fallback = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    return { ok: true, origin: `${scheme}://${withPort(fallback, address.port)}`, https };
  };
}

/**
 * A path as RFC 3986 allows it: unreserved characters, sub-delims, ':', '@', '/' and well-formed percent-escapes.
 * Anything else ('[', ']', '{', '|', a space, a lone '%') is a malformed target, answered 400 like `/%zz`, rather
 * than a path the URL parser quietly repairs into one that serves the app shell.
 */
const RFC3986_PATH = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/**
 * The request target as a URL on the given origin, or null when it is not a usable target. Only origin-form
 * (`/path?query`) and absolute-form (`http://host/path`, whose host is ignored) are served; the path is appended to
 * our own origin, so nothing in the target can change the host that routing or URL building sees.
 */
export function requestUrl(target: string | undefined, origin: string): URL | null {
  if (!target) return null;
  // The path as sent (an absolute-form target's after its authority), before the URL parser can repair it.
  const rawPath = target.replace(/^https?:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] ?? '';
  if (!RFC3986_PATH.test(rawPath)) return null;
  let pathAndQuery: string;
  if (target.startsWith('/')) {
    pathAndQuery = target;
  } else if (/^https?:\/\//i.test(target)) {
    try {
      const absolute = new URL(target);
      pathAndQuery = `${absolute.pathname}${absolute.search}`;
    } catch {
      return null;
    }
  } else {
    return null;
  }
  try {
    const url = new URL(`${origin}${pathAndQuery}`);
    return url.origin === new URL(origin).origin ? url : null;
  } catch {
    return null;
  }
}
