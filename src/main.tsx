import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { loadFallbackStylesheet } from './app/fallback-stylesheet';
import { outboxRegistry } from './app/outbox-registry';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { startAccessibility } from './features/accessibility/lib/start';
import { appLockStatus, startAppLockStatus } from './domains/app-lock/lock-status';
import { watchForPersistentStorageMoments } from './db/persistent-storage';
import { preloadOf } from './lib/lazy-with-timeout';
import { registerOutboxKinds } from './sync/outbox-kinds';
import { nextIdleMoment, prepareDeferredWork, startDeferredWorkNow, whenPageSettled, yieldToBrowser } from './lib/when-idle';
import './styles/tokens.css';
import './styles/global.css';

// The sync engine's kinds (src/app/outbox-registry.ts), before anything can write: a save queues its outbox entry by
// its kind's rules long before the engine itself starts (after the page has settled).
registerOutboxKinds(outboxRegistry);

// Before the first render, so React's first paint matches what public/boot.js painted.
startAccessibility();
// With the app lock on, every load starts locked (the key lives only in memory): no screen is hydrated, the lock screen
// is drawn in its place (docs/app-lock.md, section 7). Crisis help, which opens while locked, is drawn from nothing too.
startAppLockStatus();

// The deferred work (the sync engine, the settings' reconciliation, usage events) needs Dexie: evaluated together with
// the code that uses it they made one long task after load; one per idle moment, each is shorter. Registered before
// the first render, so that every piece of deferred work waits for it. Nothing at start-up needs zod any more (the
// sync engine's clients and the feedback prompt's server question load when used), so it is no longer a stage.
// The database is opened in a stage of its own: every read the deferred work queued on an unopened database would
// otherwise run in the same task as the opening. On a first visit a worker creates it first, off the main thread. The
// stage waits at most 5 s (an opening another tab blocks must not hold the deferred work back), and a failed opening
// is left to the reads that need the database, which report it as they did when they opened it themselves.
const OPENING_WAIT_MS = 5000;
prepareDeferredWork(async () => {
  const stages = [
    // Dexie's own evaluation and then the database module's (its tables, its middleware): together one task of 46 to
    // 71 ms at 6x CPU slowdown on a returning device, before the person's first touch.
    () => import('dexie'),
    () => import('./db/database'),
    async () => {
      const [{ db }, { createDatabaseOffMainThread }] = await Promise.all([import('./db/database'), import('./db/create-off-main-thread')]);
      const opened = createDatabaseOffMainThread()
        .then(() => db.open())
        .then(
          () => undefined,
          () => undefined,
        );
      await Promise.race([opened, new Promise<void>((resolve) => setTimeout(resolve, OPENING_WAIT_MS))]);
    },
  ];
  for (const load of stages) {
    await load();
    await nextIdleMoment();
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

if (container.firstElementChild && appLockStatus() === 'locked') container.replaceChildren();

if (appLockStatus() === 'locked') {
  // The lock screen stands in for the screen, whose modules are code, not data: loaded once the page has settled, so
  // that after Unlock the screen appears without waiting for them (docs/app-lock.md, "Measured on the screen").
  whenPageSettled(() => {
    for (const { route } of matchRoutes(routes, window.location) ?? []) void preloadOf(route.element)?.().catch(() => undefined);
  });
}

if (container.firstElementChild) {
  // A prerendered page (scripts/prerender): its screen's chunk (and a tool page's own content) loads first, so
  // hydration adopts the HTML in one pass instead of suspending on the lazy screen. A chunk that fails to load shows
  // its error view once rendered. Ranking every route to find it is a task of its own, apart from evaluating the app's
  // modules: together they reached 46 to 86 ms at 6x CPU slowdown.
  await yieldToBrowser();
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matched.map(({ route, params }) => preloadOf(route.element)?.(params).catch(() => undefined)));
  // Evaluating the screen's chunk (a tool's content, the crisis lines) is a task of its own: hydration starts in the
  // next one, so the two never add up to one long task.
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of adopting the page in one
  // long task (a default-priority hydration is not time-sliced).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // A screen that is not prerendered (Star Chart, the admin pages) is drawn from nothing: as a transition, React
  // renders it in slices of a few milliseconds instead of one long task, and only the commit is one piece.
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
}

void loadFallbackStylesheet();
watchForPersistentStorageMoments();
// The sync engine and the reminders' watch are not about the screen on view: they start once the page has loaded and
// then been quiet for a moment (every record is already safe in the outbox; the replayer only sends copies), or at
// once when the person starts writing something.
whenPageSettled(() => void import('./sync/start-sync').then(({ startSync }) => startSync()));
// End-to-end encrypted sync runs in its own worker, and only on a device that has turned it on (docs/e2ee-sync.md 10).
whenPageSettled(() => void import('./sync/e2ee/runner/encrypted-sync').then(({ startEncryptedSync }) => startEncryptedSync()));
// Reminders are planned again on open (a new day, a new time zone) and whenever something due changes.
whenPageSettled(() => void import('./domains/reminders/data/watch-reminders').then(({ startReminderRefresh }) => startReminderRefresh()));
const WRITE_EVENTS = ['input', 'change', 'submit'] as const;
const startOnWrite = () => {
  startDeferredWorkNow();
  for (const type of WRITE_EVENTS) document.removeEventListener(type, startOnWrite, true);
};
for (const type of WRITE_EVENTS) document.addEventListener(type, startOnWrite, true);
