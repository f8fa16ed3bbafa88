import { BACKGROUND_SYNC_TAG } from './sync-messages';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** Asks the browser to wake the service worker when the connection is back (where Background Sync exists). */
export async function registerBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(BACKGROUND_SYNC_TAG);
    return true;
  } catch (error) {
    // Background Sync is an extra: without it, the page still replays when it is open.
    console.warn('Background Sync registration failed', error);
    return false;
  }
}
