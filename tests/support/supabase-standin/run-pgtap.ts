/**
 * Runs the pgTAP tests of supabase/tests on a throwaway PostgreSQL with the platform pieces and our migrations
 * applied (Debian's postgresql-15-pgtap and pg_prove). `npx tsx tests/support/supabase-standin/run-pgtap.ts`
 * prints the TAP report; tests/sync/supabase-rls.test.ts runs it under Vitest.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { runSqlFile, startSupabaseDatabase, SUPABASE_DIR } from './database.ts';

export interface PgTapResult {
  exitCode: number;
  output: string;
  files: string[];
}

export function pgTapFiles(): string[] {
  const dir = join(SUPABASE_DIR, 'tests');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.sql'))
    .sort()
    .map((name) => join(dir, name));
}

export async function runPgTap(): Promise<PgTapResult> {
  const db = await startSupabaseDatabase();
  try {
    const sql = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe('create extension if not exists pgtap schema extensions');
      await runSqlFile(sql, join(SUPABASE_DIR, 'tests/setup/helpers.sql'));
    } finally {
      await sql.end();
    }
    const files = pgTapFiles();
    const args = ['-h', '127.0.0.1', '-p', String(db.port), '-U', 'postgres', '-d', db.database, '--verbose', ...files];
    return await new Promise<PgTapResult>((resolveResult) => {
      execFile(
        'pg_prove',
        args,
        { env: { ...process.env, PGOPTIONS: '-c search_path=public,extensions' }, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolveResult({ exitCode, output: `${stdout}${stderr}`, files });
        },
      );
    });
  } finally {
    await db.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runPgTap();
  console.log(result.output);
  process.exit(result.exitCode);
}
