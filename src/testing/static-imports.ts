import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The static import graph of a source file, for tests that keep a library out of a chunk evaluated early (before
 * hydration, or at start-up). Type-only imports vanish at build time and import() is a chunk of its own: neither is
 * followed.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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

/** Every static import path from `entry` (relative to the repository), as chains "a.ts -> ... -> what it reaches". */
export function staticChains(entry: string): string[] {
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
  const start = path.join(ROOT, entry);
  visit(start, [path.relative(ROOT, start)]);
  return chains;
}
