import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * No source file over 300 lines: a module that long is doing several jobs. Every file git tracks with a code extension
 * is read, except what is long by nature and split by no one:
 * - written content (src/content/): the product's texts as typed data, as long as what they say;
 * - tests (__tests__/, tests/ folders, *.test.*, *.spec.*): a test file grows with the cases it checks;
 * - SQL migrations (supabase/migrations/, functions/_lib/migrations/): history. A migration that has run on a
 *   database cannot be split or edited afterwards (its checksum and its place in the order are what ran), so its length
 *   is fixed the day it lands;
 * - lock and data files (package-lock.json, JSON, CSV) have none of the extensions read here.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 300;
const CODE = /\.(ts|tsx|js|mjs|sql)$/;
const EXEMPT: readonly RegExp[] = [
  /^src\/content\//,
  /(^|\/)__tests__\//,
  /(^|\/)tests\//,
  /\.(test|spec)\.[^/]+$/,
  /^supabase\/migrations\/[^/]+\.sql$/,
  /^functions\/_lib\/migrations\/[^/]+\.sql$/,
];

function isChecked(file: string): boolean {
  return CODE.test(file) && !EXEMPT.some((pattern) => pattern.test(file));
}

function lineCount(file: string): number {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  // As `wc -l` counts: the last line's newline does not start another line.
  return text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '');
}

describe(`no source file over ${MAX_LINES} lines`, () => {
  const checked = trackedFiles().filter(isChecked);

  it('reads the code of the app, the functions, the contract and the tools around them', () => {
    expect(checked.length).toBeGreaterThan(500);
    for (const file of ['src/main.tsx', 'contract/client.ts', 'eslint.config.js', 'functions/_lib/db/migrate.ts']) {
      expect(checked).toContain(file);
    }
  });

  it('leaves out written content, tests and migrations only', () => {
    expect(isChecked('src/content/insight/tools/safety-plan.ts')).toBe(false);
    expect(isChecked('src/features/insight/__tests__/screens.test.tsx')).toBe(false);
    expect(isChecked('tests/e2e/insight.spec.ts')).toBe(false);
    expect(isChecked('supabase/tests/setup/helpers.sql')).toBe(false);
    expect(isChecked('supabase/migrations/20250801000100_star_chart.sql')).toBe(false);
    expect(isChecked('functions/_lib/migrations/0010_community.sql')).toBe(false);
    expect(isChecked('src/testing/render-app.tsx')).toBe(true);
    expect(isChecked('functions/_lib/db/seed.sql')).toBe(true);
    expect(isChecked('src/features/insight/components/content-list.tsx')).toBe(true);
  });

  it('finds every file over the limit', () => {
    const tooLong = checked
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong, 'Split each along its seams into modules of one job.').toEqual([]);
  });
});
