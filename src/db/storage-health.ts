/**
 * Storage failures (quota exceeded, storage blocked) become visible UI state instead of crashes.
 * Anything that writes locally reports its failure here; the layout shows it calmly.
 */
import { isAppLockedError } from './app-lock/errors';

interface StorageProblem {
  kind: 'quota' | 'unavailable';
  message: string;
  at: string;
}

type Listener = () => void;
let current: StorageProblem | null = null;
const listeners = new Set<Listener>();

export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const name = (error as { name?: unknown }).name;
  const inner = (error as { inner?: { name?: unknown } }).inner;
  return name === 'QuotaExceededError' || inner?.name === 'QuotaExceededError';
}

/**
 * A read or write refused because the app lock is locked is not a storage failure: the lock screen already says so,
 * and a banner saying the browser will not save would be wrong (docs/app-lock.md, section 6). Null then.
 */
export function reportStorageError(error: unknown): StorageProblem | null {
  if (isAppLockedError(error)) return null;
  current = isQuotaError(error)
    ? {
        kind: 'quota',
        message:
          'Your device is out of storage space, so the last change could not be saved. Nothing already saved is lost. Free some space on the device, then try again.',
        at: new Date().toISOString(),
      }
    : {
        kind: 'unavailable',
        message:
          'This browser is not letting Better Minds save on this device (private browsing can do this). What you enter now may not be kept.',
        at: new Date().toISOString(),
      };
  console.warn('Local storage problem', error);
  listeners.forEach((listener) => listener());
  return current;
}

export function clearStorageProblem(): void {
  current = null;
  listeners.forEach((listener) => listener());
}

export function getStorageProblem(): StorageProblem | null {
  return current;
}

export function subscribeStorageProblem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
