/**
 * Which push endpoints the reminders function accepts. An endpoint is a URL our scheduler will later POST to, so a
 * subscription naming any address would let anyone point our server at a host of their choosing, our own private
 * network included (SSRF). So only the browsers' own push services are accepted, over https on the standard port:
 * Google's FCM (Chrome, Edge on Android, Samsung Internet, Opera), Mozilla's autopush (Firefox), Apple's (Safari,
 * installed web apps on iOS 16.4+) and Microsoft's WNS (Edge on Windows). A host has nothing to resolve or trust
 * but these names. `REMINDER_PUSH_ORIGINS` adds origins for a test's or a benchmark's local stand-in (see
 * `parsePushOrigins`); nothing else can widen the list.
 */

/** Exact host names of the browsers' push services. */
const KNOWN_PUSH_HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']);
/** Host name suffixes: WNS gives each region its own host (wns2-par02p.notify.windows.com). */
const KNOWN_PUSH_HOST_SUFFIXES = ['.notify.windows.com'];

export interface ExtraPushOrigin {
  protocol: 'http:' | 'https:';
  hostname: string;
  /** null: any port (a stand-in listens on a port the system picks). */
  port: string | null;
}

/**
 * `REMINDER_PUSH_ORIGINS`: comma-separated origins, each `http(s)://host[:port]`, with `*` as the port for any port
 * (`http://127.0.0.1:*`). An entry that is not such an origin is an error at start-up, not a silent widening.
 */
export function parsePushOrigins(raw: string | undefined): ExtraPushOrigin[] {
  if (!raw?.trim()) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const match = /^(https?):\/\/([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(?::(\d{1,5}|\*))?$/.exec(entry);
      if (!match) throw new Error(`REMINDER_PUSH_ORIGINS: "${entry}" is not an origin such as https://push.example.org or http://127.0.0.1:*`);
      const protocol = `${match[1]}:` as ExtraPushOrigin['protocol'];
      const port = match[3] === '*' ? null : (match[3] ?? (protocol === 'https:' ? '443' : '80'));
      return { protocol, hostname: match[2]!.toLowerCase(), port };
    });
}

function isKnownPushHost(hostname: string): boolean {
  return KNOWN_PUSH_HOSTS.has(hostname) || KNOWN_PUSH_HOST_SUFFIXES.some((suffix) => hostname.endsWith(suffix) && hostname.length > suffix.length);
}

/** The port a URL names, with the scheme's default written out. */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

/** Why this endpoint is refused, or null when it is a push service's (or a configured stand-in's). */
export function refusedPushEndpoint(endpoint: URL, extra: readonly ExtraPushOrigin[]): string | null {
  if (endpoint.username || endpoint.password) return 'subscription.endpoint must not carry credentials';
  const hostname = endpoint.hostname.toLowerCase();
  const configured = extra.some(
    (origin) => origin.protocol === endpoint.protocol && origin.hostname === hostname && (origin.port === null || origin.port === portOf(endpoint)),
  );
  if (configured) return null;
  if (endpoint.protocol !== 'https:') return 'subscription.endpoint must be an https URL';
  if (!isKnownPushHost(hostname) || portOf(endpoint) !== '443') {
    return "subscription.endpoint must be a browser push service's address (FCM, Mozilla, Apple or Windows)";
  }
  return null;
}
