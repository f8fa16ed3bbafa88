import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillShell, PAGE_END, PAGE_END_EXPECT, pageFileFor, START_SCRIPT } from '../prerender/shell-template';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Better Minds</title>
    <script type="module" crossorigin src="/assets/index-AbC_1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-x1.js">
    <link rel="modulepreload" crossorigin href="/assets/chunk-6K-y2.js">
    <link rel="stylesheet" crossorigin href="/assets/style-z3.css">
  </head>
  <body>
    <script src="/boot.js"></script>
    <div id="root"></div>
  </body>
</html>`;

describe('fillShell', () => {
  const page = fillShell(SHELL, '<main><h1>Crisis help</h1></main>');

  it('puts the markup in #root and keeps boot.js and the styles where they were', () => {
    expect(page).toContain('<div id="root"><main><h1>Crisis help</h1></main></div>');
    expect(page.indexOf('<script src="/boot.js"></script>')).toBeLessThan(page.indexOf('<div id="root">'));
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-z3.css">');
  });

  it('hands the app script and its preloads to the starter after the markup, so nothing of the app is fetched before the page paints', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    const starter = `<script src="${START_SCRIPT}" async data-entry="/assets/index-AbC_1.js" data-preload="/assets/react-x1.js /assets/chunk-6K-y2.js"></script>`;
    expect(page).toContain(starter);
    expect(page.indexOf(starter)).toBeGreaterThan(page.indexOf('</main></div>'));
  });

  it('refuses a shell without a root, without the app script, or with a script path that could break out of the attribute', () => {
    expect(() => fillShell(SHELL.replace('<div id="root"></div>', ''), '<p>x</p>')).toThrow(/no <div id="root"><\/div>/);
    expect(() => fillShell(SHELL.replace(/<script type="module"[^\n]+\n/, ''), '<p>x</p>')).toThrow(/Unexpected script path/);
    const hostile = SHELL.replace('/assets/react-x1.js', '/assets/a.js" onload="alert(1)');
    expect(() => fillShell(hostile, '<p>x</p>')).toThrow(/Unexpected script tag/);
    expect(() => fillShell(SHELL.replace('/assets/chunk-6K-y2.js', '/elsewhere/x.js'), '<p>x</p>')).toThrow(/Unexpected script path/);
  });

  it('waits for the end of the page it fills, in its head, once', () => {
    expect(page.split(PAGE_END_EXPECT)).toHaveLength(2);
    expect(page.indexOf(PAGE_END_EXPECT)).toBeLessThan(page.indexOf('</head>'));
  });

  it('ends the page with the element it waits for, after the markup and the starter: nothing is left to parse after it', () => {
    expect(page.split('id="page-end"')).toHaveLength(2);
    expect(page.slice(page.indexOf(PAGE_END) + PAGE_END.length).trim()).toBe('</body>\n</html>');
    expect(page.indexOf(PAGE_END)).toBeGreaterThan(page.indexOf(`<script src="${START_SCRIPT}"`));
  });

  it('refuses a shell that waits for #page-end itself, since the shell is served where there is none', () => {
    expect(() => fillShell(SHELL.replace('</head>', `${PAGE_END_EXPECT}</head>`), '<p>x</p>')).toThrow(/must not wait for #page-end/);
  });

  it('replaces the markup literally, even where it holds $-patterns', () => {
    expect(fillShell(SHELL, "<p>$& $' $1</p>")).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });
});

describe('the shell (index.html)', () => {
  it('waits for no #page-end: every path that is not prerendered is served it, and has none', () => {
    // Else the browser logs "Did not find element expected to be parsed from: <link rel=expect href="#page-end">".
    const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(indexHtml).not.toMatch(/<link[^>]+rel="expect"/);
    expect(fillShell(indexHtml.replace('src="/src/main.tsx"', 'crossorigin src="/assets/index-AbC_1.js"'), '<main></main>')).toContain(PAGE_END_EXPECT);
  });
});

describe('pageFileFor', () => {
  it('writes / to index.html and /a/b to a/b.html', () => {
    expect(pageFileFor('/')).toBe('index.html');
    expect(pageFileFor('/insight/tools/')).toBe('insight/tools.html');
  });
});
