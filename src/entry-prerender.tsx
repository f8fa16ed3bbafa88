/**
 * The build's server entry (scripts/prerender/vite-plugin.ts builds it with `vite build --ssr` and calls it once per
 * route): renders a route exactly as the browser's first render will, so `hydrateRoot` in src/main.tsx adopts the
 * HTML. The router is declarative on both sides (StaticRouter here, BrowserRouter in the page): no route has a
 * loader, so there is no data to hand over, and no inline script (the Content-Security-Policy forbids them).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';

export { prerenderPaths } from './app/prerender-paths';

const ORIGIN = 'http://prerender.invalid';

export interface PrerenderedRoute {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The route's status: 200, or 404 for the not-found screen. */
  status: number;
}

export async function renderRoute(path: string): Promise<PrerenderedRoute> {
  const location = new URL(path, ORIGIN);
  // The not-found screen answers every path the table does not name (its route is '*').
  const matched = matchRoutes(routes, location.pathname);
  const status = matched === null || matched.at(-1)?.route.path === '*' ? 404 : 200;
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={location.pathname + location.search}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      // React outlines large boundaries and swaps them in with an inline script, which our Content-Security-Policy
      // forbids (and a browser without JavaScript never runs): every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error instanceof Error ? error : new Error(String(error));
      },
    },
  );
  // `prerender` (not `renderToString`) waits for every lazy screen, so the HTML holds the screen, not 'Loading...'.
  return { html: await new Response(prelude).text(), status };
}
