/**
 * Names shared by the page and the service worker (sw/background-sync.ts). No DOM.
 */
/** The Background Sync tag the page registers and the service worker answers. */
export const BACKGROUND_SYNC_TAG = 'better-minds-outbox';
/** Posted by the service worker to the tabs when a tab already replays: that tab replays now instead. */
export const REPLAY_REQUEST_MESSAGE = 'better-minds:sync-replay';
