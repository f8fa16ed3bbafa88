import { describe, expect, it } from 'vitest';
import { staticChains } from '@/testing/static-imports';

/*
 * What src/main.tsx imports statically is the first-load chunk (vite.config.ts), evaluated in one task when the app
 * starts. The database (Dexie's schema, every reader a screen pulls in with it) and the encrypted sync's runner are
 * each a long task of their own on a slow phone: the database loads in a deferred stage of its own, the encrypted sync
 * once the page has settled (src/main.tsx; issue 40).
 */
const LATER = / -> (src\/db\/database\.ts|src\/sync\/e2ee\/runner\/encrypted-sync\.ts|src\/sync\/e2ee\/runner\/sync-runner\.ts)$/;

describe('the first-load chunk', () => {
  it('imports neither the database nor the encrypted sync statically', () => {
    const chains = staticChains('src/main.tsx');
    expect(chains.length).toBeGreaterThan(50);
    expect(chains.filter((chain) => LATER.test(chain))).toEqual([]);
  });

  it('finds the database where it is imported, so that the check above can fail', () => {
    expect(staticChains('src/features/crisis/components/MyCrisisCard.tsx').filter((chain) => LATER.test(chain))).not.toEqual([]);
  });
});
