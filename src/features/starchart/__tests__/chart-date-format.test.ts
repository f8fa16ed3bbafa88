import { describe, expect, it } from 'vitest';

/** A component's source read from disk (the app's tsconfig has no Node types). */
function source(file: string): string {
  type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
  const nodeProcess = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): NodeFs } }).process;
  // A variable base keeps Vite from rewriting `new URL(literal, import.meta.url)` into a served asset path.
  const testFile = import.meta.url;
  return nodeProcess.getBuiltinModule('node:fs').readFileSync(decodeURIComponent(new URL(`../components/${file}`, testFile).pathname), 'utf8');
}

// The client chart shows its history, the prescription and the notes on one screen: each had its own format
// (US long date, US date and time with seconds, medium), so one screen read three ways.
const ONE_SCREEN = ['ClientChartPage.tsx', 'ChartPrescription.tsx', 'ClientNotes.tsx'];

describe('dates on the client chart', () => {
  it.each(ONE_SCREEN)('%s formats dates with the shared, locale-following formatter only', (file) => {
    const text = source(file);
    expect(text).not.toMatch(/\.toLocale(Date|Time)?String\(/);
    expect(text).not.toMatch(/DateTimeFormat\(/);
    expect(text).toMatch(/from '@\/lib\/format'/);
  });
});
