/**
 * What this browser offers reminders, and the Push API steps. Push needs a service worker and the Push API (on iPhone
 * and iPad only in an app added to the Home Screen, iOS 16.4 and later); the badge needs `navigator.setAppBadge`;
 * Periodic Background Sync (Chromium, installed apps) lets the service worker update the badge with no server.
 */
import type { PushSubscriptionJson } from '../../../../contract/reminder-schemas.ts';
import { unsubscribeBrowserPush } from '@/lib/push-subscription';

export const BADGE_SYNC_TAG = 'reminder-badge';

/** The service worker registration, or undefined where there is none (no support, or no browser at all). */
async function registrationOrNone(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration();
}

export interface ReminderSupport {
  push: boolean;
  badge: boolean;
  periodicSync: boolean;
  /** An iPhone or iPad browser tab: push arrives only in the installed app. */
  iosNeedsInstall: boolean;
  permission: NotificationPermission | 'unsupported';
}

function isIos(): boolean {
  const touchMac = navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1;
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || touchMac;
}

function isInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * What the browser can do, not what is set up yet: on a first visit the service worker registers only once the page
 * has settled (src/features/pwa), after this screen has asked.
 */
export async function reminderSupport(): Promise<ReminderSupport> {
  const workers = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof ServiceWorkerRegistration === 'function';
  const push = workers && 'PushManager' in window && 'Notification' in window;
  return {
    push,
    badge: 'setAppBadge' in navigator,
    periodicSync: workers && 'periodicSync' in ServiceWorkerRegistration.prototype,
    iosNeedsInstall: isIos() && !isInstalled(),
    permission: 'Notification' in window ? Notification.permission : 'unsupported',
  };
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function asJson(subscription: PushSubscription): PushSubscriptionJson | null {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

export async function currentPushSubscription(): Promise<PushSubscriptionJson | null> {
  const registration = await registrationOrNone();
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription ? asJson(subscription) : null;
}

/**
 * How long subscribing may take once permission is given. Where the browser cannot reach its push service (headless
 * Chromium, a network that blocks it) `pushManager.subscribe` never settles, and without a limit the screen waited
 * forever. 15 s covers a slow phone network's first contact with the service.
 */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 15_000;

/** The browser's push service did not answer within PUSH_SUBSCRIBE_TIMEOUT_MS (the screen says so in its words). */
export class PushServiceUnreachable extends Error {
  constructor() {
    super('The browser’s push service did not answer.');
    this.name = 'PushServiceUnreachable';
  }
}

/** `work`, or PushServiceUnreachable once `ms` have passed without it settling. */
function withinLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushServiceUnreachable()), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

async function subscribeWithKey(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidPublicKey) });
}

/**
 * Asks for permission (this must run from a tap) and subscribes with the server's VAPID key. The permission prompt
 * waits on the person for as long as they take; the service worker and the push service get PUSH_SUBSCRIBE_TIMEOUT_MS.
 * (A subscription the browser makes after that is not lost: the next try's subscribe answers the same one.)
 */
export async function subscribeToPush(vapidPublicKey: string): Promise<PushSubscriptionJson> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error('Notifications are not allowed for this app in the browser’s settings.');
  const subscription = await withinLimit(subscribeWithKey(vapidPublicKey), PUSH_SUBSCRIBE_TIMEOUT_MS);
  const json = asJson(subscription);
  if (!json) throw new Error('This browser gave no usable push subscription.');
  return json;
}

export async function unsubscribeFromPush(): Promise<void> {
  await unsubscribeBrowserPush();
}

/** Shows the count on the app icon where the browser can (0 clears it). */
export async function setBadge(count: number): Promise<void> {
  if (typeof navigator === 'undefined' || !('setAppBadge' in navigator)) return;
  try {
    await (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge());
  } catch {
    // Not allowed here (no installed app, or permission): the "Due today" list still says it.
  }
}

/** Asks for a daily badge update by Periodic Background Sync where offered (installed Chromium apps). */
export async function registerBadgeSync(): Promise<boolean> {
  const registration = await registrationOrNone();
  const periodicSync = (registration as (ServiceWorkerRegistration & { periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> } }) | undefined)?.periodicSync;
  if (!periodicSync) return false;
  try {
    await periodicSync.register(BADGE_SYNC_TAG, { minInterval: 12 * 60 * 60 * 1000 });
    return true;
  } catch {
    return false;
  }
}
