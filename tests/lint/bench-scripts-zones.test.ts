import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

/*
 * The bench and scripts zones (BENCH_AND_SCRIPTS_ZONES in eslint/bench-scripts-zones.js), proved on planted violations linted in
 * memory at a path inside bench/ or scripts/. No other rule covers these folders' imports, so removing the zones
 * makes the failing cases pass and these tests fail.
 */

vi.setConfig({ testTimeout: 60_000 });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
const FAILS = ['import-x/no-restricted-paths'];

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('bench/ and scripts/ import no src/ internals', () => {
  it('bench importing src/ internals (a helper, Dexie, a domain, a feature) fails', async () => {
    expect(await ruleIds("export { paths } from '../src/lib/paths';\n", 'bench/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { db } from '../src/db/database';\n", 'bench/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { planSteps } from '../src/domains/safety-plan/model';\n", 'bench/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export const later = () => import('../src/features/insight/hooks/use-copy');\n", 'bench/planted.ts')).toEqual(FAILS);
  });

  it('a script importing src/ internals fails', async () => {
    expect(await ruleIds("export { paths } from '../src/lib/paths';\n", 'scripts/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { config } from '../../src/config/env';\n", 'scripts/prerender/planted.ts')).toEqual(FAILS);
  });

  it('bench or scripts importing content beyond the named lists fails', async () => {
    expect(await ruleIds("export { linesFor } from '../src/content/crisis-lines';\n", 'bench/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export { flows } from '../src/content/insight/flows.ts';\n", 'scripts/planted.ts')).toEqual([]);
  });

  it('bench or scripts importing the service worker or a test fails', async () => {
    expect(await ruleIds("export * from '../sw/reminders';\n", 'bench/planted.ts')).toEqual(FAILS);
    expect(await ruleIds("export * from '../tests/e2e/fixtures';\n", 'scripts/planted.ts')).toEqual(FAILS);
  });
});

describe('what bench/ and scripts/ may import', () => {
  it('contract/, functions/, server/, the test helpers and the named content lists pass', async () => {
    const legal = [
      "export { INBOX_PATH } from '../contract/inbox-schemas.ts';",
      "export { migrate } from '../functions/_lib/db/migrate.ts';",
      "export { createInboxHandler } from '../functions/inbox.ts';",
      "export { startPostgres } from '../tests/support/postgres.ts';",
      "export { ensureHooksBuild } from '../tests/sync/support/e2e-environment.ts';",
      "export { renderApp } from '../src/testing/render-app';",
      "export { activities } from '../src/content/insight/activities.ts';",
      "export { tools } from '../src/content/insight/tools/index.ts';",
      '',
    ].join('\n');
    expect(await ruleIds(legal, 'bench/planted.ts')).toEqual([]);
    expect(await ruleIds("export { migrate } from '../functions/_lib/db/migrate.ts';\n", 'scripts/planted.ts')).toEqual([]);
  });

  it("the encrypted sync bench's devices, and only they, reach the replica and the database", async () => {
    const replica = "export { db } from '../../src/db/database.ts';\nexport * from '../../src/sync/e2ee/replica/synced-tables.ts';\n";
    expect(await ruleIds(replica, 'bench/e2ee-device/planted.ts')).toEqual([]);
    expect(await ruleIds("export { paths } from '../../src/lib/paths';\n", 'bench/e2ee-device/planted.ts')).toEqual(FAILS);
    expect(await ruleIds(replica.replaceAll('../../', '../'), 'bench/planted.ts')).toEqual([...FAILS, ...FAILS]);
  });
});
