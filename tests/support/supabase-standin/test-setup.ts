/**
 * What every Vitest file that talks to the Supabase stand-in needs: a real PostgreSQL with our migrations, the
 * stand-in in front of it for the file's tests, new visitors (each their own supabase-js client and adapter), a
 * flow-event row to write, and a way to read a token's claims.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { ServerFlowEventRow } from '../../../src/sync/adapters/supabase-rows';
import { createSupabaseAdapter, type SupabaseAdapter } from '../../../src/sync/adapters/supabase';
import { startSupabaseDatabase, type SupabaseDatabase } from './database.ts';
import { createNodeSupabaseClient } from './node-client.ts';
import { startSupabaseStandIn, type SupabaseStandIn } from './server.ts';

export interface Visitor {
  client: ReturnType<typeof createNodeSupabaseClient>;
  adapter: SupabaseAdapter;
}

export interface StandInForTests {
  /** The running stand-in (read inside tests: it starts in beforeAll). */
  readonly standIn: SupabaseStandIn;
  /** A new visitor: their own client, which signs in anonymously before its first write. */
  visitor(): Visitor;
}

/** Starts the database and the stand-in before the file's tests and stops them after. */
export function withSupabaseStandIn(): StandInForTests {
  let database: SupabaseDatabase | undefined;
  let standIn: SupabaseStandIn | undefined;
  beforeAll(async () => {
    database = await startSupabaseDatabase();
    standIn = await startSupabaseStandIn({ databaseUrl: database.url });
  }, 60_000);
  afterAll(async () => {
    try {
      await standIn?.close();
    } finally {
      await database?.stop();
    }
  });
  const running = (): SupabaseStandIn => {
    if (!standIn) throw new Error('The Supabase stand-in starts in beforeAll: use it inside a test');
    return standIn;
  };
  return {
    get standIn() {
      return running();
    },
    visitor() {
      const client = createNodeSupabaseClient(running().url, running().anonKey);
      return { client, adapter: createSupabaseAdapter(client, { log: { warn: () => {} } }) };
    },
  };
}

/** A flow event of a session, with private words in it (what must never reach another visitor). */
export function flowEventOf(sessionId: string, overrides: Partial<ServerFlowEventRow> = {}): ServerFlowEventRow {
  return {
    id: randomUUID(),
    flow_id: 'calm-breath',
    session_id: sessionId,
    event_type: 'answer',
    event_data: { text: 'private words' },
    user_id: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** The claims of a JWT, unverified (the tests check what the stand-in issued). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
