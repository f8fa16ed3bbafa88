/** The empty app shell (index.html as Vite built it), kept for every path that is not prerendered. */
export const SHELL_FILE = 'shell.html';

/** Starts the app on a prerendered page once it has painted (public/start-app.js). */
export const START_SCRIPT = '/start-app.js';

const ROOT = '<div id="root"></div>';
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** What Vite names its assets: nothing that could close an attribute. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/** Where a route's page is written: /a/b -> a/b.html, / -> index.html (the service worker's precache and the
 * server both find these from the path alone). */
export function pageFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}

function assetPath(path: string | undefined): string {
  if (path === undefined || !ASSET_PATH.test(path)) throw new Error(`Unexpected script path in the built index.html: ${String(path)}`);
  return path;
}

/**
 * The shell with the route's markup inside #root. boot.js and the styles stay where they are; the app's module
 * script and its preloads leave the head for start-app.js, which adds them once the page has painted: the HTML is
 * the page, and fetching and running the app's scripts first would only hold back its first paint on a slow phone.
 */
export function fillShell(shell: string, markup: string): string {
  if (!shell.includes(ROOT)) throw new Error(`The built index.html has no ${ROOT} to fill`);
  const entry = assetPath(MODULE_SCRIPT.exec(shell)?.[1]);
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => assetPath(match[1]));
  const starter = `<script src="${START_SCRIPT}" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  const withoutScripts = shell.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Anything of the app's left in the head would load before the first paint after all: a build that writes its
  // tags differently must fail here, not quietly slow every page down.
  if (/type="module"|modulepreload/.test(withoutScripts)) throw new Error('Unexpected script tag left in the built index.html');
  return withoutScripts.replace(ROOT, () => `<div id="root">${markup}</div>\n    ${starter}`);
}
