/**
 * One way for screen tests to render (docs/house-style.md, habit 12): `renderApp({ route })` renders the app as the page does
 * (its providers, a router at `route`, the app's own route table, the route's screen loaded first) on an emptied
 * database, with an optional fixed clock. A test that hands a screen its dependencies (a fetch, an account, a
 * narrator) passes `routes`, the screens to mount by path, and still gets the rest. No screen test builds its own
 * router.
 */
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { matchRoutes, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRoutes, routes as appRoutes } from '@/app/router';
import { db, type BetterMindsDatabase } from '@/db/database';
import { preloadOf } from '@/lib/lazy-with-timeout';
import { emptyDatabaseOncePerTest } from './empty-database';
import { NarrationProvider, type Narrator } from '@/lib/narration';
import { PlainLanguageProvider } from '@/lib/plain-language';

export interface RenderAppOptions {
  /** Where the app opens: a path with its query and hash, as typed in the address bar. Default '/'. */
  route?: string;
  /**
   * The screens to mount, by route path ('/insight/tools/:toolId'), when the test hands them their dependencies as
   * props; without it the app's own route table answers `route`.
   */
  routes?: Readonly<Record<string, ReactElement>>;
  /** Fills the database before the render (emptied by the test's first renderApp). */
  database?: (database: BetterMindsDatabase) => Promise<unknown>;
  /** A fixed clock: `Date` reads this time until the test ends (timers still run, unless `fakeTimers`). */
  now?: Date | string;
  /**
   * setTimeout and setInterval faked from the render on (the test drives them with vi.advanceTimersByTime).
   * setImmediate stays real: fake-indexeddb runs on it. Date stays real unless `now` is given.
   */
  fakeTimers?: boolean;
  /** Plain Language on or off, whatever the settings say. */
  plain?: boolean;
  /** What reads aloud; the app's own narrator when absent. */
  narrator?: Narrator;
}

export interface RenderedApp extends RenderResult {
  /** Where the router is now: path, query and hash. */
  location: () => string;
  /** Renders the same app with new screens (a screen's props changed, as the app's composition would change them). */
  rerenderRoutes: (routes: RenderAppOptions['routes']) => void;
}

export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  const { route = '/', routes, plain, narrator } = options;
  await emptyDatabaseOncePerTest();
  await options.database?.(db);
  if (!routes) {
    // As the page does before hydrating: the route's lazy screens (and a tool's content) are loaded first, so the
    // first render shows the screen, not 'Loading...'.
    const matched = matchRoutes(appRoutes, route) ?? [];
    await Promise.all(matched.map(({ route: matchedRoute, params }) => preloadOf(matchedRoute.element)?.(params)));
  }

  if (options.fakeTimers || options.now !== undefined) {
    const now = options.now === undefined ? undefined : new Date(options.now);
    const timers = options.fakeTimers ? (['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const) : [];
    vi.useFakeTimers({ now, toFake: [...timers, ...(now ? (['Date'] as const) : [])] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
  }

  let current = route;
  function LocationProbe() {
    const { pathname, search, hash } = useLocation();
    current = `${pathname}${search}${hash}`;
    return null;
  }
  // The same tree each time, so that a rerender keeps the router where it is and the screens' state.
  function app(screenRoutes: RenderAppOptions['routes']) {
    let screens: ReactNode = screenRoutes ? (
      <Routes>
        {Object.entries(screenRoutes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    ) : (
      <AppRoutes />
    );
    if (narrator) screens = <NarrationProvider value={narrator}>{screens}</NarrationProvider>;
    if (plain !== undefined) screens = <PlainLanguageProvider value={plain}>{screens}</PlainLanguageProvider>;
    return (
      <AppProviders>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={null}>{screens}</Suspense>
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    );
  }

  const view = render(app(routes));
  // Unmounted when the test ends (this project's tests run without Vitest globals, so Testing Library cannot register
  // its own cleanup): nothing keeps rendering after the test's environment is gone.
  onTestFinished(() => view.unmount());
  return Object.assign(view, { location: () => current, rerenderRoutes: (next: RenderAppOptions['routes']) => view.rerender(app(next)) });
}
