import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * docs/architecture.md stays true to the tree: every folder of src/domains/ and src/features/ has its row in the
 * page's tables ("| `name` | what it holds |"), so a newcomer reading the page finds every domain and feature.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ARCHITECTURE = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

function foldersOf(relative: string): string[] {
  return readdirSync(path.join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
    .map((entry) => entry.name);
}

/** The names in the first column of the table whose header cell names `layer` ("domain (`src/domains/`)"). */
function namesInTable(layer: string): string[] {
  const lines = ARCHITECTURE.split('\n');
  const header = lines.findIndex((line) => line.startsWith('|') && line.includes(`(\`${layer}\`)`));
  if (header < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(header + 2)) {
    const row = /^\| `([^`]+)` \|/.exec(line);
    if (!row) break;
    names.push(row[1] ?? '');
  }
  return names;
}

describe('docs/architecture.md names every domain and feature', () => {
  it.each([['src/domains/'], ['src/features/']])('every folder of %s has a row in its table', (layer) => {
    const documented = namesInTable(layer);
    const missing = foldersOf(layer).filter((folder) => !documented.includes(folder));
    expect(documented.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
