/** The empty app shell (index.html as Vite built it), kept for every path that is not prerendered. */
export const SHELL_FILE = 'shell.html';

/** Starts the app on a prerendered page once it has painted (public/start-app.js). */
export const START_SCRIPT = '/start-app.js';

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * A prerendered page paints once, whole: no frame until the page's last element (PAGE_END, after the markup and the
 * start script) is parsed, instead of an empty frame or the header first and the rest in one long task of style and
 * layout just after (issue 32). Being the very last, the parse ends in the task that reaches it, before the first
 * frame: the end of the parse (the browser's own DOMContentLoaded work) is then never a task of its own after the
 * first paint (decision 0048). Only a filled page gets it: the empty shell has no #page-end, and a browser waiting for
 * one there logs that it never came (issue 40). Browsers without rel=expect paint as they parse.
 */
export const PAGE_END_EXPECT = '<link rel="expect" href="#page-end" blocking="render" />';
export const PAGE_END = '<div id="page-end" hidden></div>';

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
 * The shell with the route's markup inside #root, and its head waiting for the markup's end (PAGE_END_EXPECT).
 * boot.js and the styles stay where they are; the app's module script and its preloads leave the head for
 * start-app.js, which adds them once the page has painted: the HTML is the page, and fetching and running the app's
 * scripts first would only hold back its first paint on a slow phone.
 */
export function fillShell(shell: string, markup: string): string {
  if (!shell.includes(ROOT)) throw new Error(`The built index.html has no ${ROOT} to fill`);
  if (!shell.includes(HEAD_END)) throw new Error(`The built index.html has no ${HEAD_END}`);
  // The shell is what every other path is served: a rel=expect in it would wait there for an element that never comes.
  if (shell.includes('rel="expect"')) throw new Error('The built index.html must not wait for #page-end: the prerender adds it to its pages');
  const entry = assetPath(MODULE_SCRIPT.exec(shell)?.[1]);
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => assetPath(match[1]));
  const starter = `<script src="${START_SCRIPT}" async data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  const withoutScripts = shell.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  // Anything of the app's left in the head would load before the first paint after all: a build that writes its
  // tags differently must fail here, not quietly slow every page down.
  if (/type="module"|modulepreload/.test(withoutScripts)) throw new Error('Unexpected script tag left in the built index.html');
  return withoutScripts
    .replace(HEAD_END, () => `  ${PAGE_END_EXPECT}\n  ${HEAD_END}`)
    .replace(ROOT, () => `<div id="root">${markup}</div>\n    ${starter}\n    ${PAGE_END}`);
}
