/**
 * The header every raw bench result carries (the command, the commit and whether the tree was clean, the load
 * average), and where it is written: bench/results/<name>-<time>.json, one file per run of a bench.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export const loadAverageNow = (): number[] => loadavg().map((value) => Number(value.toFixed(2)));

export function rawHeader(what: string): { what: string; command: string; at: string; commit: string; dirty: boolean; cores: string } {
  return {
    what,
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    at: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
    dirty: execFileSync('git', ['status', '--porcelain']).toString().trim() !== '',
    cores: execFileSync('nproc').toString().trim(),
  };
}

/** Writes the record and returns the file's path. */
export function writeRawResult<Result extends { at: string }>(name: string, record: Result): string {
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${name}-${record.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
  return file;
}
