import { describe, expect, it } from 'vitest';
import { staticChains } from '@/testing/static-imports';

/*
 * The tool page's chunk is loaded and evaluated before a prerendered tool page hydrates (src/main.tsx). If it imports
 * the local database, Dexie and the sync records are evaluated then too, the long task the app defers to an idle
 * moment after load. This walks the page's static imports in the source (type-only imports vanish at build time;
 * import() is a chunk of its own; src/testing/static-imports.ts) and names any path that reaches the data layer.
 */

const ENTRY = 'src/features/insight/components/ToolPage.tsx';

describe('the tool page before hydration', () => {
  it('imports neither Dexie, the database nor the sync code statically', () => {
    const chains = staticChains(ENTRY);
    expect(chains.length).toBeGreaterThan(10);
    const dataLayer = chains.filter((chain) => / -> (dexie|dexie-react-hooks|src\/db\/database\.ts|src\/sync\/[^ ]+)$/.test(chain));
    expect(dataLayer).toEqual([]);
  });
});
