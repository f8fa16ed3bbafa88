/**
 * Who a Supabase row belongs to, end to end: the real supabase-js client against the stand-in. Every visitor writes
 * as a Supabase Auth anonymous user (signed in before the first write); tokens are verified with the project's
 * secret, so an expired or forged one reads nothing; the row quota's PT429 is a retry-later for the sync engine; and
 * delete_my_data erases the caller's rows only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BetterMindsDatabase } from '../../src/db/database';
import type { OutboxEntryRow } from '../../src/db/outbox-types';
import { createSupabaseAdapter } from '../../src/sync/adapters/supabase';
import { DeliveryError } from '../../src/sync/delivery-error';
import { buildKindHandlers } from '../../src/sync/replay/build-handlers';
import { runReplay } from '../../src/sync/replay/run-replay';
import { signJwt } from '../support/supabase-standin/jwt.ts';
import { STANDIN_JWT_SECRET } from '../support/supabase-standin/server.ts';
import { createNodeSupabaseClient } from '../support/supabase-standin/node-client.ts';
import { claimsOf, flowEventOf, withSupabaseStandIn } from '../support/supabase-standin/test-setup.ts';

const stack = withSupabaseStandIn();
const visitor = stack.visitor;
const flowEvent = (sessionId: string) => flowEventOf(sessionId);

/** A REST read as a raw request, so the test chooses the token. */
async function readFlowEvents(token: string, sessionId: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.standIn.url}/rest/v1/flow_events?select=id&session_id=eq.${sessionId}`, {
    headers: { apikey: stack.standIn.anonKey, authorization: `Bearer ${token}`, 'x-session-id': sessionId },
  });
  return { status: response.status, body: await response.json() };
}

describe('an identity no one can borrow', () => {
  it('signs in anonymously once, before the first write, and the rows are owned by that user', async () => {
    const { client, adapter } = visitor();
    const signUpsBefore = stack.standIn.requests.filter((request) => request.path === '/auth/v1/signup').length;
    const sessionId = randomUUID();
    await Promise.all([adapter.deliverRows('flow_events', [flowEvent(sessionId)]), adapter.deliverRows('flow_events', [flowEvent(sessionId)])]);
    expect(stack.standIn.requests.filter((request) => request.path === '/auth/v1/signup').length).toBe(signUpsBefore + 1);
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token ?? '';
    expect(claimsOf(token)).toMatchObject({ role: 'authenticated', is_anonymous: true, sub: data.session?.user.id });
    expect(data.session?.user.is_anonymous).toBe(true);
    // An anonymous session is an identity, not an account: nothing is stamped with a user_id for it.
    expect(await adapter.getSignedInUserId()).toBeNull();
    const owners = await stack.standIn.sql<{ owner: string }[]>`select distinct owner::text as owner from public.flow_events where session_id = ${sessionId}`;
    expect(owners).toEqual([{ owner: data.session?.user.id }]);
    // No x-session-id is sent any more.
    expect((await adapter.getFlowEventsBySession(sessionId)).length).toBe(2);
  });

  it('keeps the same identity through a token refresh', async () => {
    const { client, adapter } = visitor();
    const sessionId = randomUUID();
    await adapter.deliverRows('flow_events', [flowEvent(sessionId)]);
    const before = (await client.auth.getSession()).data.session;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.access_token).not.toBe(before?.access_token);
    expect(refreshed.data.session?.user.id).toBe(before?.user.id);
    expect((await adapter.getFlowEventsBySession(sessionId)).length).toBe(1);
  });

  it('shows a visitor who knows another’s session id none of their rows', async () => {
    const victim = visitor();
    const sessionId = randomUUID();
    await victim.adapter.deliverRows('flow_events', [flowEvent(sessionId)]);
    const attacker = visitor();
    await attacker.client.auth.signInAnonymously();
    const token = (await attacker.client.auth.getSession()).data.session?.access_token ?? '';
    expect(await readFlowEvents(token, sessionId)).toEqual({ status: 200, body: [] });
    expect(await attacker.adapter.getFlowEventsBySession(sessionId)).toEqual([]);
    expect(await attacker.adapter.deleteMyServerData()).toMatchObject({ flow_events: 0 });
    expect((await victim.adapter.getFlowEventsBySession(sessionId)).length).toBe(1);
  });

  it('answers an expired or forged token with 401 and reads nothing', async () => {
    const owner = visitor();
    const sessionId = randomUUID();
    await owner.adapter.deliverRows('flow_events', [flowEvent(sessionId)]);
    const real = (await owner.client.auth.getSession()).data.session?.access_token ?? '';
    const claims = claimsOf(real);
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt({ ...claims, iat: now - 7200, exp: now - 3600 }, STANDIN_JWT_SECRET);
    const forged = signJwt({ ...claims, exp: now + 3600 }, 'a secret that is not the project’s');
    const [header, , signature] = real.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url')}.${signature}`;
    for (const token of [expired, forged, tampered]) {
      const answer = await readFlowEvents(token, sessionId);
      expect(answer.status).toBe(401);
      expect(answer.body).not.toBeInstanceOf(Array);
    }
    expect((await readFlowEvents(real, sessionId)).body).toHaveLength(1);
  });

  it('makes a failed anonymous sign-in a retry-later, never a refusal', async () => {
    const client = createNodeSupabaseClient('http://127.0.0.1:9', stack.standIn.anonKey);
    const adapter = createSupabaseAdapter(client, { log: { warn: () => {} } });
    const failure = await adapter.deliverRows('flow_events', [flowEvent(randomUUID())]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as DeliveryError).retryable).toBe(true);
  });
});

describe('the row quota', () => {
  it('is a retry-later for the sync engine: PT429 becomes a 429, the entries wait with backoff, nothing is dead-lettered', async () => {
    await stack.standIn.sql`update private.row_quotas set anonymous_per_hour = 5 where table_name = 'flow_events'`;
    try {
      const local = new BetterMindsDatabase(`quota-${randomUUID()}`);
      const { client, adapter } = visitor();
      const sessionId = randomUUID();
      const rows = Array.from({ length: 8 }, () => flowEvent(sessionId));
      const at = new Date().toISOString();
      await local.flowEvents.bulkAdd(rows);
      await local.outbox.bulkAdd(
        rows.map((row): OutboxEntryRow => ({ kind: 'flow_event', recordId: row.id, payload: row, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null })),
      );
      const handlers = await buildKindHandlers({ database: local, functions: null, supabase: adapter, getUserId: async () => null });

      // A batch of 8 over a limit of 5 is refused whole by the database.
      const { outcome, state } = await runReplay({ handlers, database: local, batchSize: 8 });
      expect(outcome.retryError?.status).toBe(429);
      expect(outcome.retryError?.message).toContain('quota exceeded: try again later');
      expect(outcome.deadLettered).toBe(0);
      expect(state.phase).toBe('retrying');
      expect(state.consecutiveFailures).toBe(1);
      expect(Date.parse(state.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
      expect(await local.outbox.count()).toBe(8);
      expect(await local.deadLetters.count()).toBe(0);

      // An hour later (the rows' server time moved back), the same entries go through.
      await stack.standIn.sql`update private.row_quotas set anonymous_per_hour = 500 where table_name = 'flow_events'`;
      const again = await runReplay({ handlers, database: local, batchSize: 8 });
      expect(again.outcome.confirmed).toBe(8);
      expect(await local.outbox.count()).toBe(0);
      const userId = (await client.auth.getSession()).data.session?.user.id ?? '';
      const [{ count }] = await stack.standIn.sql<[{ count: number }]>`select count(*)::int as count from public.flow_events where owner = ${userId}`;
      expect(count).toBe(8);
      local.close();
    } finally {
      await stack.standIn.sql`update private.row_quotas set anonymous_per_hour = 500 where table_name = 'flow_events'`;
    }
  });
});

describe('deleting my server data', () => {
  it('deletes the caller’s rows in every table and nobody else’s; without a session there is nothing to delete', async () => {
    const mine = visitor();
    const theirs = visitor();
    const sessionId = randomUUID();
    for (const who of [mine, theirs]) {
      await who.adapter.deliverRows('flow_events', [flowEvent(sessionId), flowEvent(sessionId)]);
      await who.adapter.deliverCodexVisits([{ id: randomUUID(), session_id: sessionId, user_id: null, visited_at: new Date().toISOString() }]);
    }
    const myId = (await mine.client.auth.getSession()).data.session?.user.id ?? '';
    const theirId = (await theirs.client.auth.getSession()).data.session?.user.id ?? '';
    expect(await mine.adapter.deleteMyServerData()).toMatchObject({ flow_events: 2, codex_users: 1 });
    const left = await stack.standIn.sql<{ owner: string; n: number }[]>`
      select owner::text as owner, count(*)::int as n from (
        select owner from public.flow_events union all select owner from public.codex_users) rows
      where owner in (${myId}, ${theirId}) group by owner`;
    expect(left).toEqual([{ owner: theirId, n: 3 }]);
    expect(await visitor().adapter.deleteMyServerData()).toEqual({});
  });
});
