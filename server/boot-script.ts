/**
 * public/boot.js, the settings a page paints with, goes into every page's HTML as an inline script instead of a
 * second request: a parser-blocking script that arrived after the stylesheet let the browser paint an empty page
 * first, and then the whole page in one long task of style and layout after that first paint (issue 32's traces).
 * The Content-Security-Policy still refuses every other inline script: it allows this one by its SHA-256 hash, which
 * server/security-headers.ts computes from the same file (netlify.toml carries it literally; a test keeps it in step).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const BOOT_SCRIPT_TAG = '<script src="/boot.js"></script>';
const BOOT_SCRIPT_FILE = new URL('../public/boot.js', import.meta.url);

/** The script's text as it goes inline, refused if it could end the element or open a comment early. */
export function bootScriptSource(): string {
  const source = readFileSync(BOOT_SCRIPT_FILE, 'utf8');
  if (/<\/script|<!--/i.test(source)) throw new Error('public/boot.js cannot go inline: it contains "</script" or "<!--"');
  return source;
}

/** The CSP source expression that allows exactly the inline boot script: 'sha256-…'. */
export function bootScriptHash(source: string = bootScriptSource()): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The page with boot.js's tag replaced by the script itself; a page without the tag exactly once is an error. */
export function inlineBootScript(html: string, source: string = bootScriptSource()): string {
  const first = html.indexOf(BOOT_SCRIPT_TAG);
  if (first < 0 || html.indexOf(BOOT_SCRIPT_TAG, first + 1) >= 0) throw new Error(`index.html must load ${BOOT_SCRIPT_TAG} exactly once`);
  return html.slice(0, first) + `<script>${source}</script>` + html.slice(first + BOOT_SCRIPT_TAG.length);
}
