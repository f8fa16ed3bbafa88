/**
 * Critical CSS for each prerendered page (issue 40; docs/decisions.md 0042). A page's first paint needs only the rules
 * that match its own markup, about an eighth of the app's stylesheet (13 of 104 KB): the browser parses and matches
 * far less while the page loads. Beasties (the maintained fork of Google's Critters) picks those rules against the
 * page's DOM with pseudo-classes stripped, so :hover, :focus-visible and an open <details> keep their styles. Rules
 * that public/boot.js's settings select (the theme, the font size, the first-visit mark, the accessibility classes)
 * are always kept, since the static markup carries only the defaults. (The union over all pages would be one file
 * of 48 KB: less to precache, more to parse on every page.)
 *
 * The CSS goes into a file (/assets/critical-<hash>.css, one per distinct set of rules), not an inline <style>: the
 * Content-Security-Policy allows styles from 'self' only, and hashes in netlify.toml could not follow every build.
 * The full stylesheet leaves the page's head; public/start-app.js adds it when it starts the app (data-style).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';

/** Selectors that depend on what public/boot.js sets before the first paint (keep in step with it). */
export const SETTINGS_SELECTOR = /data-theme|data-font-size|data-first-visit|\.accessibility-/;

const FULL_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;
const STARTER = /<script src="\/start-app\.js" async [^>]*>/;
const INLINED_STYLE = /<style>([\s\S]*?)<\/style>/g;

export interface CriticalStylesheet {
  /** The path the page links, /assets/critical-<hash>.css. */
  href: string;
  css: string;
}

/** Reads the stylesheet built into `outDir`; each call of the result gives the rules one page (its HTML) uses. */
export function criticalCssPicker(outDir: string): (page: string) => Promise<CriticalStylesheet> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // Only the <style> Beasties adds is read: the page is rewritten by deferFullStylesheet, not by Beasties.
    preload: 'body',
    // Beasties keeps a font only when the page's own rules name it; fontFaces() adds every one instead.
    fonts: false,
    keyframes: 'critical',
    allowRules: [SETTINGS_SELECTOR],
    logLevel: 'warn',
  });
  // Every page links the same stylesheet: its font faces are read once.
  const facesOf = new Map<string, string>();
  return async (page) => {
    const inlined = [...(await beasties.process(page)).matchAll(INLINED_STYLE)];
    if (inlined.length !== 1) throw new Error(`Expected one critical <style> from Beasties, found ${inlined.length}`);
    const full = fullStylesheetOf(page);
    const faces = facesOf.get(full) ?? fontFaces(readFileSync(join(outDir, full), 'utf8'));
    facesOf.set(full, faces);
    const css = faces + (inlined[0]?.[1] ?? '');
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
    return { href: `/assets/critical-${hash}.css`, css };
  };
}

/**
 * Every @font-face of the stylesheet: the kept rules that name a family may be for a setting the markup does not show
 * (OpenDyslexic), and a face costs nothing until a rule in use names it (each is font-display: swap).
 */
export function fontFaces(css: string): string {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).join('');
}

function fullStylesheetOf(page: string): string {
  const links = [...page.matchAll(FULL_STYLESHEET)];
  const full = links[0]?.[1];
  if (links.length !== 1 || full === undefined) throw new Error(`Expected one stylesheet link in the page, found ${links.length}`);
  return full;
}

/**
 * The page linking `criticalHref` where it linked the full stylesheet, and the starter script naming the full one in
 * data-style. A page without exactly one full stylesheet, or without the starter, is an error: a build that wrote its
 * tags differently must fail here, not ship a page that never gets its styles.
 */
export function deferFullStylesheet(page: string, criticalHref: string): string {
  const full = fullStylesheetOf(page);
  if (!/^\/assets\/critical-[\w-]+\.css$/.test(criticalHref)) throw new Error(`Unexpected critical stylesheet path: ${criticalHref}`);
  if (!STARTER.test(page)) throw new Error('The page has no start-app.js script to hand the full stylesheet to');
  return page
    .replace(FULL_STYLESHEET, () => `<link rel="stylesheet" href="${criticalHref}">`)
    .replace(STARTER, (tag) => `${tag.slice(0, -1)} data-style="${full}">`);
}
