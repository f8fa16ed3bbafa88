/**
 * The browser's own push subscription, which outlives the server's rows: erasing those stops our scheduler, but the
 * endpoint (a capability URL at the push service) would stay valid until the browser drops it. Turning reminders
 * off and "delete everything" both end it here, so nothing is left that could knock. Shared by the reminders and
 * personal-data domains (neither imports the other).
 */

/** The part of a service worker registration this needs (a fake in tests). */
export interface PushRegistration {
  pushManager?: { getSubscription(): Promise<{ unsubscribe(): Promise<boolean> } | null> };
}

/** This page's service worker registration, or undefined where there is none (no support, or no browser at all). */
export async function currentRegistration(): Promise<PushRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/**
 * Ends the browser's push subscription, if there is one; true when one was ended. A browser without the Push API
 * (an iPhone tab, an older browser) has none to end. A refusal (the browser answered false) is an error, so the
 * caller can say that this part did not happen.
 */
export async function unsubscribeBrowserPush(registration: Promise<PushRegistration | undefined> = currentRegistration()): Promise<boolean> {
  const subscription = await (await registration)?.pushManager?.getSubscription();
  if (!subscription) return false;
  if (!(await subscription.unsubscribe())) throw new Error('The browser did not end its push subscription.');
  return true;
}
