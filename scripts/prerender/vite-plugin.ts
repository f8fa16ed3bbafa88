/**
 * Prerenders every route whose content is ours (src/app/prerender-paths.ts) into the client build, so the first
 * paint needs no JavaScript. Runs at the end of `vite build` (every build gets it: npm run build, the tests' build and
 * the bench's `--outDir` build), before vite-plugin-pwa builds the service worker, so the pages are in its precache
 * manifest and an update replaces them together with the scripts they hydrate with.
 *
 * Layout: the route /a/b is written to <outDir>/a/b.html (and / to index.html). The empty shell moves to shell.html:
 * the server, Netlify and the service worker serve it for every other path. Each page links only its critical CSS
 * (critical-css.ts), written once per distinct set of rules to <outDir>/assets/critical-<hash>.css.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCssPicker, deferFullStylesheet } from './critical-css.ts';
import { fillShell, pageFileFor, SHELL_FILE } from './shell-template.ts';

interface PrerenderEntry {
  prerenderPaths: () => string[];
  renderRoute: (path: string) => Promise<{ html: string; status: number }>;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'better-minds:prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, 'node_modules/.tmp/prerender', String(process.pid));
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/entry-prerender.tsx', outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
        });
        try {
          const entry = (await import(pathToFileURL(join(serverDir, 'entry-prerender.js')).href)) as PrerenderEntry;
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          writeFileSync(join(outDir, SHELL_FILE), shell);
          const routes = entry.prerenderPaths();
          const pickCritical = criticalCssPicker(outDir);
          const criticalFiles = new Set<string>();
          for (const path of routes) {
            const { html, status } = await entry.renderRoute(path);
            if (status !== 200) throw new Error(`Prerendering ${path} answered ${status}: is it in the router?`);
            // An inline script (React's swap of an outlined boundary) would be refused by the CSP and never run
            // without JavaScript: the page must be whole as it is.
            // A style attribute is refused the same way (style-src 'self').
            if (html.includes('<script') || html.includes('<!--$?-->') || html.includes(' style="')) {
              throw new Error(`Prerendering ${path} left a boundary unfinished, an inline script or a style attribute`);
            }
            const page = fillShell(shell, html);
            const critical = await pickCritical(page);
            if (!criticalFiles.has(critical.href)) writeFileSync(join(outDir, critical.href), critical.css);
            criticalFiles.add(critical.href);
            const file = join(outDir, pageFileFor(path));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, deferFullStylesheet(page, critical.href));
          }
          config.logger.info(`prerendered ${routes.length} routes, with ${criticalFiles.size} critical stylesheets`);
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
