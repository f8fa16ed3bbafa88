import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { findClientSecrets } from './scripts/client-secrets.ts';
import { prerenderPlugin } from './scripts/prerender/vite-plugin.ts';
import { inlineBootScript } from './server/boot-script.ts';
import { e2eHooks } from './tests/support/e2e-hooks/vite-plugin.ts';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const CLIENT_ENV_PREFIXES = ['VITE_', 'REACT_APP_'];
const ENTRY_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

/** The modules src/main.tsx imports statically, directly or not: the first load of every page. */
function staticGraphOf(entry: string, moduleInfo: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  seen.delete(entry);
  return seen;
}

export default defineConfig(({ mode }) => {
  // Anything with these prefixes is compiled into the public bundle: refuse to build if one looks like a secret.
  const clientEnv = loadEnv(mode, process.cwd(), CLIENT_ENV_PREFIXES);
  const secrets = findClientSecrets(clientEnv, CLIENT_ENV_PREFIXES);
  if (secrets.length > 0) {
    throw new Error(
      `Refusing to build: these client-exposed variables look like secrets and would ship to every browser: ${secrets.join(', ')}. ` +
        'Keep secrets in server-only variables (without the VITE_ or REACT_APP_ prefix).',
    );
  }

  return {
    envPrefix: CLIENT_ENV_PREFIXES,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // What the app and the functions agree on (contract/): zod only, no React, Dexie or Node.
        '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      },
    },
    define: {
      __APP_VERSION__: JSON.stringify(pkg.version),
      __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // One stylesheet in every page's head (about 10 KB gzip in all): a prerendered screen paints with its own
      // styles, instead of shifting when its lazy chunk brings them.
      cssCodeSplit: false,
      modulePreload: {
        resolveDependencies: (_file: string, deps: string[], context: { hostType: 'html' | 'js' }) => (context.hostType === 'html' ? deps : []),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // Everything the entry imports statically is fetched on every first load anyway. Left to the automatic
                // splitting it came as some thirty small chunks (each also imported by a lazy screen), whose separate
                // compression cost about 6 KB gzip of the home route's first load; as one chunk it compresses as one.
                // (The server build of the prerender has no src/main.tsx, so there this names nothing.)
                name: (() => {
                  let firstLoad: Set<string> | null = null;
                  return (moduleId: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
                    firstLoad ??= staticGraphOf(ENTRY_MODULE, (id) => context.getModuleInfo(id));
                    return firstLoad.has(moduleId) ? 'first-load' : null;
                  };
                })(),
              },
            ],
          },
        },
      },
    },
    plugins: [
      react(),
      // The test-only sync hooks, in end-to-end builds only (tests/sync/support/e2e-environment.ts sets it).
      e2eHooks(clientEnv.VITE_E2E_HOOKS === '1'),
      // Every page carries public/boot.js inline, allowed by its hash (server/boot-script.ts); before the prerender,
      // which copies the built index.html into every page.
      { name: 'better-minds:inline-boot-script', transformIndexHtml: { order: 'post', handler: (html: string) => inlineBootScript(html) } },
      // Client builds only: it runs its own server build of src/entry-prerender.tsx (see scripts/prerender).
      prerenderPlugin(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        manifestFilename: 'manifest.webmanifest',
        includeManifestIcons: true,
        injectManifest: {
          // The manifest's icons come in through the manifest (includeManifestIcons); listing every png here would precache
          // them twice. The page's own icon is not in the manifest.
          globPatterns: ['**/*.{js,css,html,woff2,svg}', 'icons/favicon-32.png'],
          // A classic script (iife, as browsers register it), built in library mode: the kinds' handlers come through import(),
          // which a worker cannot call, and library mode inlines them with no preload helper (its import.meta is a syntax error
          // in a classic worker script, which then fails to evaluate).
          rollupFormat: 'iife',
        },
        devOptions: { enabled: false },
        // After the prerender step, so the prerendered pages are in the precache manifest.
        integration: { closeBundleOrder: 'post' },
      }),
    ],
  };
});
