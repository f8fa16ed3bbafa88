import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The tool page's chunk is loaded and evaluated before a prerendered tool page hydrates (src/main.tsx). If it imports
 * the local database, Dexie and the sync records are evaluated then too, the long task the app defers to an idle
 * moment after load. This walks the page's static imports in the source (type-only imports vanish at build time;
 * import() is a chunk of its own) and names any path that reaches the data layer.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ENTRY = path.join(ROOT, 'src/features/insight/components/ToolPage.tsx');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('@contract/')
      ? path.join(ROOT, 'contract', specifier.slice('@contract/'.length))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every static import path from the entry, as chains "ToolPage.tsx -> ... -> what it reaches". */
function staticChains(entry: string): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      const local = resolveLocal(specifier, file);
      const here = [...chain, local ? path.relative(ROOT, local) : specifier];
      chains.push(here.join(' -> '));
      if (local) visit(local, here);
    }
  };
  visit(entry, [path.relative(ROOT, entry)]);
  return chains;
}

describe('the tool page before hydration', () => {
  it('imports neither Dexie, the database nor the sync code statically', () => {
    const chains = staticChains(ENTRY);
    expect(chains.length).toBeGreaterThan(10);
    const dataLayer = chains.filter((chain) => / -> (dexie|dexie-react-hooks|src\/db\/database\.ts|src\/sync\/[^ ]+)$/.test(chain));
    expect(dataLayer).toEqual([]);
  });
});
