import type { PushRegistration } from '@/lib/push-subscription';

/**
 * A service worker registration whose push subscription answers `unsubscribe` with `accepts`, standing in for the
 * browser's in jsdom (which has no push): `state.ended` counts the calls, `state.subscribed` says whether one is left.
 */
export function fakePushRegistration(accepts = true) {
  const state = { ended: 0, subscribed: true };
  const registration: PushRegistration = {
    pushManager: {
      getSubscription: () =>
        Promise.resolve(
          state.subscribed
            ? {
                unsubscribe: () => {
                  state.ended += 1;
                  state.subscribed = !accepts;
                  return Promise.resolve(accepts);
                },
              }
            : null,
        ),
    },
  };
  return { registration, state };
}

/** navigator.serviceWorker with `registration` as the page's (undefined: no service worker registered). */
export function installFakeServiceWorker(registration: PushRegistration | undefined): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: () => Promise.resolve(registration) } });
}
