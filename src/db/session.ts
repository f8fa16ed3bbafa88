import { readMirror, storageKeys, writeMirror } from './local-mirror';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let cached: string | null = null;

function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The anonymous visitor's session id: generated once, kept on this device. */
export function getSessionId(): string {
  if (cached) return cached;
  const stored = readMirror(storageKeys.sessionId, isUuid);
  if (stored) {
    cached = stored;
    return stored;
  }
  cached = crypto.randomUUID();
  writeMirror(storageKeys.sessionId, cached);
  return cached;
}

/** For tests: forget the cached id so the next call reads storage again. */
export function resetSessionIdCache(): void {
  cached = null;
}
