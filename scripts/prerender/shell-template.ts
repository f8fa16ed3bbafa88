/** The empty app shell (index.html as Vite built it), kept for every path that is not prerendered. */
export const SHELL_FILE = 'shell.html';

const ROOT = '<div id="root"></div>';

/** Where a route's page is written: /a/b -> a/b.html, / -> index.html (the service worker's precache and the
 * server both find these from the path alone). */
export function pageFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}.html`;
}

/** The shell with the route's markup inside #root; boot.js, the styles and the scripts stay as they are. */
export function fillShell(shell: string, markup: string): string {
  if (!shell.includes(ROOT)) throw new Error(`The built index.html has no ${ROOT} to fill`);
  return shell.replace(ROOT, () => `<div id="root">${markup}</div>`);
}
