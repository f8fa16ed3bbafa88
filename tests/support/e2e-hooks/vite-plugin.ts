/**
 * Compiles the test-only sync hooks into end-to-end builds only: with VITE_E2E_HOOKS=1 the built index.html gets one
 * more module script, ./page/install.ts, which Vite then bundles like any entry. Without it nothing in the app refers
 * to the hooks, so a production build cannot contain them (tests/e2e/admin-dist-secrets.spec.ts scans for them).
 */
import type { Plugin } from 'vite';

export const E2E_HOOKS_ENTRY = '/tests/support/e2e-hooks/page/install.ts';

export function e2eHooks(enabled: boolean): Plugin {
  return {
    name: 'better-minds-e2e-hooks',
    transformIndexHtml: {
      // Before Vite's own HTML step, so the added script is bundled as an entry, not copied as a URL.
      order: 'pre',
      handler(html) {
        if (!enabled) return html;
        return html.replace('</body>', `  <script type="module" src="${E2E_HOOKS_ENTRY}"></script>\n  </body>`);
      },
    },
  };
}
