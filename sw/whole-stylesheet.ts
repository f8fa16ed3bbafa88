import type { WorkboxPlugin } from 'workbox-core';

/**
 * A prerendered page links only its critical CSS, and public/start-app.js adds the whole stylesheet when the app
 * starts (scripts/prerender/critical-css.ts). On a first visit that is what makes the first paint early: the whole
 * stylesheet would come over the network. A page this worker serves is on a device that has everything cached, where
 * the switch is the cost instead: adding the whole stylesheet restyles and lays out the whole page, the longest task
 * of a returning device's start on a slow phone (up to 161 ms at 6x CPU slowdown on /crisis-help; issue 40). So the
 * worker hands such a page the whole stylesheet in place of its critical CSS, from the cache, and the page paints
 * with it once; start-app.js then finds it linked and adds nothing (docs/decisions.md 0043).
 */
const CRITICAL_LINK = /<link rel="stylesheet" href="\/assets\/critical-[\w-]+\.css">/;
/** The whole stylesheet, as the prerender names it for start-app.js. */
const WHOLE_NAMED = / data-style="(\/assets\/[\w.-]+\.css)"/;

/** The page linking the whole stylesheet where it linked its critical CSS; any other page as it is. */
export function withWholeStylesheet(page: string): string {
  const whole = WHOLE_NAMED.exec(page)?.[1];
  if (whole === undefined || !CRITICAL_LINK.test(page)) return page;
  // crossorigin, as the build and start-app.js link it: the same request, so the same cached response.
  return page.replace(CRITICAL_LINK, () => `<link rel="stylesheet" crossorigin href="${whole}">`);
}

/** The precache's plugin: every HTML page it answers with goes through withWholeStylesheet. */
export const wholeStylesheetPlugin: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse || !(cachedResponse.headers.get('content-type') ?? '').startsWith('text/html')) return cachedResponse;
    const page = await cachedResponse.clone().text();
    const rewritten = withWholeStylesheet(page);
    if (rewritten === page) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(rewritten, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
