import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { criticalCssPicker, deferFullStylesheet, fontFaces } from '../prerender/critical-css.ts';

const STYLESHEET = [
  '@font-face{font-family:OpenDyslexic;font-display:swap;src:url(/assets/od.woff2)format("woff2")}',
  '.used{color:red}',
  '.unused{color:blue}',
  '.used:hover{color:green}',
  '[data-theme=light] .elsewhere{color:black}',
  '.accessibility-dyslexia_font{font-family:OpenDyslexic}',
  '@media (min-width:40rem){.used{margin:0}.unused{margin:1px}}',
].join('');

const page = (body: string) =>
  `<!doctype html><html lang="en" data-theme="dark"><head><link rel="stylesheet" crossorigin href="/assets/style-abc.css"></head>` +
  `<body><div id="root">${body}</div><script src="/start-app.js" async data-entry="/assets/index-x.js" data-preload=""></script></body></html>`;

describe('critical CSS of a prerendered page', () => {
  it('keeps the rules its markup uses (with their states and media), those the boot settings select, and every font face', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'critical-'));
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets/style-abc.css'), STYLESHEET);
    const picked = await criticalCssPicker(outDir)(page('<p class="used">Hi</p>'));
    expect(picked.href).toMatch(/^\/assets\/critical-[\w-]{10}\.css$/);
    for (const kept of ['.used{color:red}', '.used:hover', '[data-theme=light] .elsewhere', '.accessibility-dyslexia_font', '@font-face{font-family:OpenDyslexic', '@media (min-width:40rem){.used{margin:0}}']) {
      expect(picked.css).toContain(kept);
    }
    expect(picked.css).not.toContain('.unused');
    // The same rules, the same file name: pages that use the same rules share one file.
    expect((await criticalCssPicker(outDir)(page('<p class="used">Other words</p>'))).href).toBe(picked.href);
  });

  it('links the critical file where the whole stylesheet was, and hands the whole one to the starter', () => {
    const deferred = deferFullStylesheet(page(''), '/assets/critical-0123456789.css');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/critical-0123456789.css">');
    expect(deferred).not.toContain('href="/assets/style-abc.css"');
    expect(deferred).toContain('<script src="/start-app.js" async data-entry="/assets/index-x.js" data-preload="" data-style="/assets/style-abc.css"></script>');
  });

  it('refuses a page without exactly one stylesheet or without the starter, and a critical path that could break out', () => {
    expect(() => deferFullStylesheet(page('').replace(/<link[^>]+>/, ''), '/assets/critical-0123456789.css')).toThrow(/one stylesheet/);
    const twice = page('').replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/style-def.css"></head>');
    expect(() => deferFullStylesheet(twice, '/assets/critical-0123456789.css')).toThrow(/found 2/);
    expect(() => deferFullStylesheet(page('').replace(/<script[^>]+><\/script>/, ''), '/assets/critical-0123456789.css')).toThrow(/start-app/);
    expect(() => deferFullStylesheet(page(''), '/assets/critical-x.css" onload="x')).toThrow(/Unexpected/);
  });

  it('finds every @font-face of a minified stylesheet', () => {
    expect(fontFaces(`${STYLESHEET}@font-face{font-family:X;src:url(/x.woff2)}`)).toBe(
      '@font-face{font-family:OpenDyslexic;font-display:swap;src:url(/assets/od.woff2)format("woff2")}@font-face{font-family:X;src:url(/x.woff2)}',
    );
  });
});
