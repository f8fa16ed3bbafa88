/**
 * Runs the pgTAP tests of supabase/tests (row-level security on every table; the anonymous, user A, user B and
 * service-role matrix) on a real PostgreSQL with the platform pieces and our migrations applied.
 */
import { describe, expect, it } from 'vitest';
import { runPgTap } from '../support/supabase-standin/run-pgtap.ts';

describe('the Supabase schema, tested with pgTAP', () => {
  it('passes every pgTAP test file', async () => {
    const result = await runPgTap();
    const failures = result.output.split('\n').filter((line) => /^not ok|^#\s|Dubious|Failed/.test(line.trim()));
    expect(failures, result.output).toEqual([]);
    expect(result.files.length).toBeGreaterThanOrEqual(6);
    expect(result.output).toMatch(/Result: PASS/);
    expect(result.exitCode).toBe(0);
  }, 120_000);
});
