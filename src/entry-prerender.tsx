/**
 * The build's server entry (scripts/prerender/vite-plugin.ts builds it with `vite build --ssr` and calls it once per
 * route): renders a route exactly as the browser's first render will, so `hydrateRoot` in src/main.tsx adopts the
 * HTML. No loaders run (our routes have none) and no hydration data is written (the Content-Security-Policy forbids
 * inline scripts; the client router needs none without loaders).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

export { prerenderPaths } from './app/prerender-paths';

const ORIGIN = 'http://prerender.invalid';

export interface PrerenderedRoute {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The route's status: 200, or 404 for the not-found screen. */
  status: number;
}

export async function renderRoute(path: string): Promise<PrerenderedRoute> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, ORIGIN)));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
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
  return { html: await new Response(prelude).text(), status: context.statusCode };
}
