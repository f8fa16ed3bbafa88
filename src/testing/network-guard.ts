/**
 * Unit tests make no network request they did not ask for (docs/house-style.md, habit 12): a request to another machine
 * always fails, and a request to this machine (127.0.0.1, localhost, ::1) fails unless the test file opted in with
 * `allowLocalNetwork()`, which is what a test does when it starts a local server or stand-in and talks to it.
 *
 * The request is refused (fetch rejects, XMLHttpRequest.open, WebSocket and EventSource throw) and also recorded:
 * app code often catches a failed request and carries on (offline is normal here), so the setup file fails the
 * test after it ends when anything was recorded, whatever the code under test did with the error.
 */

/** Kept on globalThis: the setup file and a test file share it even if the module were loaded twice. */
interface GuardState {
  localAllowed: boolean;
  unexpected: string[];
}
const KEY = Symbol.for('better-minds.network-guard');
type WithGuard = typeof globalThis & { [KEY]?: GuardState };

function state(): GuardState {
  const scope = globalThis as WithGuard;
  scope[KEY] ??= { localAllowed: false, unexpected: [] };
  return scope[KEY];
}

/**
 * This test file talks to servers on this machine (its own stand-ins, a served build): requests to loopback
 * addresses go through from now until the file ends. Hosts elsewhere stay refused.
 */
export function allowLocalNetwork(): void {
  state().localAllowed = true;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLoopback(url: URL): boolean {
  return LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
}

const NETWORK_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:']);

/** Null when the request may go, or the reason it may not. */
export function refusal(target: string | URL, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null; // Not a URL the platform could request either: its own error says so.
  }
  // data:, blob: and the like never leave the process.
  if (!NETWORK_SCHEMES.has(url.protocol)) return null;
  if (!isLoopback(url)) return `Unexpected network request to ${url.href}: unit tests never reach other machines; answer it with a stand-in on 127.0.0.1 or a stubbed fetch.`;
  if (!state().localAllowed) return `Unexpected network request to ${url.href}: call allowLocalNetwork() (src/testing/network-guard.ts) in a test file that talks to a local server.`;
  return null;
}

function check(target: string | URL, base?: string): void {
  const reason = refusal(target, base);
  if (reason === null) return;
  state().unexpected.push(reason);
  throw new Error(reason);
}

/** The refused requests since the last call, cleared. */
export function takeUnexpectedRequests(): string[] {
  const { unexpected } = state();
  return unexpected.splice(0, unexpected.length);
}

function documentBase(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.baseURI;
}

function targetOf(input: RequestInfo | URL): string | URL {
  return input instanceof Request ? input.url : input;
}

/** Installs the guard on this realm's fetch, XMLHttpRequest, WebSocket and EventSource (those that exist). */
export function installNetworkGuard(): void {
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    check(targetOf(input), documentBase());
    return realFetch(input, init);
  };

  if (typeof XMLHttpRequest !== 'undefined') {
    const open = XMLHttpRequest.prototype.open;
    // open() has two overloads; the guard only reads the URL and passes every argument on unchanged.
    XMLHttpRequest.prototype.open = function guardedOpen(this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      check(args[1], documentBase());
      return (open as (...all: Parameters<XMLHttpRequest['open']>) => void).apply(this, args);
    } as XMLHttpRequest['open'];
  }

  for (const name of ['WebSocket', 'EventSource'] as const) {
    const Original = globalThis[name] as (new (url: string | URL, options?: unknown) => object) | undefined;
    if (typeof Original !== 'function') continue;
    const Guarded = class extends Original {
      constructor(url: string | URL, options?: unknown) {
        check(url, documentBase());
        super(url, options);
      }
    };
    Object.defineProperty(globalThis, name, { value: Guarded, configurable: true, writable: true });
  }
}
