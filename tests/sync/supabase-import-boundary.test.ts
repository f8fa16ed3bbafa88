/**
 * The Supabase adapter is the only place that imports the Supabase client: no file outside src/sync/adapters/ names
 * an @supabase package in an import, an export or a dynamic import() (type-only imports included). eslint.config.js
 * enforces the same while editing; this test keeps it true even if the lint configuration is loosened.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SCANNED = ['src', 'sw', 'server', 'functions', 'tests', 'scripts', 'bench'];
const ALLOWED = `src${sep}sync${sep}adapters${sep}`;
const SUPABASE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]@supabase\//;

function sourceFiles(directory: string): string[] {
  let names: string[];
  try {
    names = readdirSync(directory, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  } catch {
    return [];
  }
  return names.flatMap((name) =>
    name.endsWith('/') ? (name === 'node_modules/' ? [] : sourceFiles(join(directory, name))) : /\.(tsx?|mjs|cjs|js)$/.test(name) ? [join(directory, name)] : [],
  );
}

describe('the Supabase import boundary', () => {
  it('keeps every import of the Supabase library inside src/sync/adapters/', () => {
    const files = SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((file) => relative(ROOT, file))
      .filter((file) => !file.startsWith(ALLOWED) && file !== relative(ROOT, import.meta.filename))
      .filter((file) => SUPABASE_IMPORT.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('has the adapters folder import it (so the scan above looks for the right thing)', () => {
    const adapters = sourceFiles(join(ROOT, 'src/sync/adapters')).filter((file) => SUPABASE_IMPORT.test(readFileSync(file, 'utf8')));
    expect(adapters.map((file) => relative(ROOT, file)).sort()).toEqual(
      ['src/sync/adapters/__tests__/supabase-client.test.ts', 'src/sync/adapters/supabase-client.ts', 'src/sync/adapters/supabase-factory.ts', 'src/sync/adapters/supabase.ts'].map((path) =>
        path.split('/').join(sep),
      ),
    );
  });
});
