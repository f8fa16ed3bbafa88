/**
 * The Supabase adapter is the only place that imports the Supabase client: no file outside src/sync/adapters/ names
 * an @supabase package in an import, an export or a dynamic import() (type-only imports included). The one other
 * place is the feedback functions' object-store adapter, functions/_lib/uploads/, which may import
 * @supabase/storage-js and nothing else of the library. eslint.config.js enforces the same while editing; this test
 * keeps it true even if the lint configuration is loosened.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SCANNED = ['src', 'sw', 'server', 'functions', 'tests', 'scripts', 'bench'];
const ALLOWED = `src${sep}sync${sep}adapters${sep}`;
const SUPABASE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]@supabase\//;
/** The server's object-store adapter: Supabase Storage's client only. */
const UPLOADS = `functions${sep}_lib${sep}uploads${sep}`;
const SUPABASE_IMPORT_OTHER_THAN_STORAGE = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]@supabase\/(?!storage-js['"])/;

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
  it('keeps every import of the Supabase library inside src/sync/adapters/ (and Storage’s in functions/_lib/uploads/)', () => {
    const files = SCANNED.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .map((file) => relative(ROOT, file))
      .filter((file) => !file.startsWith(ALLOWED) && file !== relative(ROOT, import.meta.filename))
      .filter((file) =>
        (file.startsWith(UPLOADS) ? SUPABASE_IMPORT_OTHER_THAN_STORAGE : SUPABASE_IMPORT).test(readFileSync(join(ROOT, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });

  it('has the uploads folder import Storage’s client (so the exception above is still needed)', () => {
    const uploads = sourceFiles(join(ROOT, 'functions/_lib/uploads')).filter((file) => SUPABASE_IMPORT.test(readFileSync(file, 'utf8')));
    expect(uploads.map((file) => relative(ROOT, file))).toEqual([['functions', '_lib', 'uploads', 'supabase-store.ts'].join(sep)]);
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
