/**
 * Vitest global setup: one throwaway PostgreSQL server for the whole run, in which each test database is its own
 * `create database` (milliseconds), instead of a new cluster per test file (seconds each, dozens of times).
 * Without PostgreSQL installed nothing is started, and a test that needs it fails with the install command.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared test server's URL (its `postgres` database), or null when PostgreSQL is not installed. */
    sharedPostgresUrl: string | null;
  }
}

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = existsSync(join(BIN, 'initdb')) ? await startPostgres() : null;
  project.provide('sharedPostgresUrl', server?.url ?? null);
  return async () => {
    await server?.stop();
  };
}
