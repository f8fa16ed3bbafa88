/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForBackgroundSync } from './background-sync';
import { listenForReminders } from './reminders';
import { listenForSkipWaiting } from './update';
import { wholeStylesheetPlugin } from './whole-stylesheet';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The shell, every prerendered page, every lazy route chunk, styles and fonts: everything needed to open any route
// offline, replaced together by an update. A prerendered route is answered with its own page: /a/b is precached as
// a/b.html, which the precache route finds by itself (`cleanURLs`), and / as index.html (`directoryIndex`).
// A prerendered page served from here paints with the whole stylesheet, already cached (see whole-stylesheet.ts).
addPlugins([wholeStylesheetPlugin]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other navigation gets the empty shell (scripts/prerender), so deep links open offline; the functions are
// never answered from here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('shell.html'), {
    denylist: [/^\/\.netlify\//, /\/[^/?]+\.[^/]+$/],
  }),
);

// The first install takes control at once so the very first visit is already offline-ready; later versions wait
// for the person to accept the update prompt.
clientsClaim();
listenForSkipWaiting(self);

// The outbox replays from here when the connection returns, even with no tab open (see background-sync.ts).
listenForBackgroundSync(self);

// Reminders: a push names an opaque id; the words and the screen come from this device (see reminders.ts).
listenForReminders(self);
