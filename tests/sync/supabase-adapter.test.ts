/**
 * The Supabase adapter end to end: the real supabase-js client, over HTTP, against the local Supabase stand-in
 * (tests/support/supabase-standin) on a real PostgreSQL with our migrations and row-level security applied.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSupabaseAdapter, type SupabaseAdapter } from '../../src/sync/adapters/supabase';
import type { ServerFlowEventRow } from '../../src/sync/adapters/supabase-rows';
import { DeliveryError } from '../../src/sync/delivery-error';
import { createNodeSupabaseClient } from '../support/supabase-standin/node-client.ts';
import { flowEventOf, withSupabaseStandIn } from '../support/supabase-standin/test-setup.ts';

const stack = withSupabaseStandIn();
const anonymousAdapter = (): SupabaseAdapter => stack.visitor().adapter;
const flowEvent = (sessionId: string, overrides: Partial<ServerFlowEventRow> = {}): ServerFlowEventRow =>
  flowEventOf(sessionId, { event_type: 'step_viewed', event_data: { step: 1 }, ...overrides });

describe('flows', () => {
  beforeAll(async () => {
    await stack.standIn.sql`
      insert into public.flows (id, age_tiers, tags, content, created_at) values
        ('calm-breath', '{adult}', '{calm,breathing}', '{"title":"Calm breath"}', '2025-01-01T00:00:00Z'),
        ('calm-breath', '{child,teen}', '{calm,breathing}', '{"title":"Balloon breath"}', '2025-01-02T00:00:00Z'),
        ('wind-down', '{adult}', '{sleep}', '{"title":"Wind down"}', '2025-01-03T00:00:00Z')`;
  });

  it('finds a flow by id for the adult tier by default, and for another tier when asked', async () => {
    const adapter = anonymousAdapter();
    expect((await adapter.getFlowById('calm-breath'))?.content).toEqual({ title: 'Calm breath' });
    expect((await adapter.getFlowById('calm-breath', 'child'))?.content).toEqual({ title: 'Balloon breath' });
    expect(await adapter.getFlowById('wind-down', 'child')).toBeNull();
  });

  it('finds flows by overlapping tags, and lists all flows, newest first', async () => {
    const adapter = anonymousAdapter();
    expect((await adapter.getFlowsByTags(['sleep', 'calm'])).map((flow) => flow.content)).toEqual([
      { title: 'Wind down' },
      { title: 'Balloon breath' },
      { title: 'Calm breath' },
    ]);
    expect((await adapter.getAllFlows()).map((flow) => flow.created_at)).toEqual([
      '2025-01-03T00:00:00+00:00',
      '2025-01-02T00:00:00+00:00',
      '2025-01-01T00:00:00+00:00',
    ]);
  });
});

describe('flow events', () => {
  it('inserts idempotently: delivering the same rows twice stores each once', async () => {
    const sessionId = randomUUID();
    const adapter = anonymousAdapter();
    const rows = [flowEvent(sessionId), flowEvent(sessionId)];
    await adapter.deliverRows('flow_events', rows);
    await adapter.deliverRows('flow_events', rows);
    const [{ count }] = await stack.standIn.sql<[{ count: number }]>`
      select count(*)::int as count from public.flow_events where session_id = ${sessionId}`;
    expect(count).toBe(2);
  });

  it('reads a session’s events oldest first', async () => {
    const sessionId = randomUUID();
    const adapter = anonymousAdapter();
    await adapter.deliverRows('flow_events', [
      flowEvent(sessionId, { event_type: 'second', created_at: '2025-02-02T00:00:00.000Z' }),
      flowEvent(sessionId, { event_type: 'first', created_at: '2025-02-01T00:00:00.000Z' }),
    ]);
    expect((await adapter.getFlowEventsBySession(sessionId)).map((row) => row.event_type)).toEqual(['first', 'second']);
  });

  it('shows another visitor none of that session’s events, even one who knows the session id', async () => {
    const sessionId = randomUUID();
    await anonymousAdapter().deliverRows('flow_events', [flowEvent(sessionId)]);
    const stranger = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    await stranger.auth.signInAnonymously();
    const { data, error } = await stranger.from('flow_events').select('*').eq('session_id', sessionId).setHeader('x-session-id', sessionId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('refuses, for good, a row an anonymous visitor writes in a user’s name', async () => {
    const sessionId = randomUUID();
    const [user] = await stack.standIn.sql<[{ id: string }]>`insert into auth.users (id, email) values (${randomUUID()}, ${`${randomUUID()}@example.test`}) returning id`;
    const refusal = await anonymousAdapter()
      .deliverRows('flow_events', [flowEvent(sessionId, { user_id: user.id })])
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DeliveryError);
    expect((refusal as DeliveryError).status).toBe(403);
    expect((refusal as DeliveryError).retryable).toBe(false);
  });
});

describe('codex', () => {
  it('counts visits as the spec says (insert with 1, then + 1), and never twice when a delivery is repeated', async () => {
    const sessionId = randomUUID();
    const adapter = anonymousAdapter();
    const visit = (at: string) => ({ id: randomUUID(), session_id: sessionId, user_id: null, visited_at: at });
    const first = visit('2025-03-01T10:00:00.000Z');
    await adapter.deliverCodexVisits([first]);
    expect(await adapter.getCodexUser(sessionId)).toMatchObject({ id: first.id, total_sessions: 1 });
    // The answer to the first delivery was lost: the same visit comes again.
    await adapter.deliverCodexVisits([first]);
    expect((await adapter.getCodexUser(sessionId))?.total_sessions).toBe(1);
    const later = [visit('2025-03-02T10:00:00.000Z'), visit('2025-03-03T10:00:00.000Z')];
    await adapter.deliverCodexVisits(later);
    await adapter.deliverCodexVisits(later);
    expect(await adapter.getCodexUser(sessionId)).toMatchObject({
      total_sessions: 3,
      first_seen: '2025-03-01T10:00:00+00:00',
      last_activity: '2025-03-03T10:00:00+00:00',
    });
  });

  it('computes section stats from completions, quizzes and ratings', async () => {
    const sessionId = randomUUID();
    const adapter = anonymousAdapter();
    const base = { user_id: null, session_id: sessionId, section_id: 'grounding' };
    await adapter.deliverRows('codex_section_completions', [
      { ...base, id: randomUUID(), subsection_index: 0, completion_time: 30, completed_at: new Date().toISOString() },
      { ...base, id: randomUUID(), subsection_index: 1, completion_time: 90, completed_at: new Date().toISOString() },
    ]);
    await adapter.deliverRows('codex_quiz_completions', [
      { ...base, id: randomUUID(), quiz_score: 3, total_questions: 4, time_taken: 40, attempts: 1, completed_at: new Date().toISOString() },
      { ...base, id: randomUUID(), quiz_score: 1, total_questions: 2, time_taken: 20, attempts: 2, completed_at: new Date().toISOString() },
    ]);
    await adapter.deliverRows('codex_feedback', [
      { ...base, id: randomUUID(), rating: 5, feedback_text: '<b>kept as text</b>', experience_type: 'reading', created_at: new Date().toISOString() },
      { ...base, id: randomUUID(), rating: 2, feedback_text: '', experience_type: 'quiz', created_at: new Date().toISOString() },
    ]);
    expect(await adapter.getSectionStats('grounding')).toEqual({
      totalCompletions: 2,
      averageCompletionTime: 60,
      averageQuizPercentage: 62.5,
      averageRating: 3.5,
      quizCompletions: 2,
      ratings: 2,
    });
    // Another visitor sees only their own rows (row-level security), hence no stats.
    expect((await anonymousAdapter().getSectionStats('grounding')).totalCompletions).toBe(0);
  });
});

describe('accessibility settings and auth', () => {
  let client: ReturnType<typeof createNodeSupabaseClient>;
  let adapter: SupabaseAdapter;
  let userId: string;
  const authEvents: [string, string | null][] = [];
  let stopListening: () => void = () => {};

  beforeAll(async () => {
    client = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    adapter = createSupabaseAdapter(client, { log: { warn: () => {} } });
    stopListening = adapter.onAuthStateChange((event, id) => authEvents.push([event, id]));
    userId = (await adapter.signUp(`${randomUUID()}@example.test`, 'a calm password')) ?? '';
    expect(userId).not.toBe('');
  });

  afterAll(() => stopListening());

  const settings = (updatedAt: string, overrides = {}) => ({
    user_id: userId,
    high_contrast: false,
    reduced_motion: true,
    font_size: 'large' as const,
    voice_navigation: false,
    keyboard_shortcuts: true,
    dyslexia_font: false,
    plain_language: true,
    updated_at: updatedAt,
    ...overrides,
  });

  it('tells listeners who signed in, without handing out the client', async () => {
    await vi.waitFor(() => expect(authEvents).toContainEqual(['SIGNED_IN', userId]));
    expect(authEvents[0]).toEqual(['INITIAL_SESSION', null]);
    expect(Object.values(adapter).every((value) => typeof value === 'function')).toBe(true);
    expect(adapter).not.toHaveProperty('client');
  });

  it('refuses a sign-up the auth server refuses, by throwing its error', async () => {
    await expect(adapter.signUp('not an address', 'a calm password')).rejects.toThrow();
  });

  it('knows the signed-in user, from the auth server and from the stored session', async () => {
    expect((await adapter.getCurrentUser())?.id).toBe(userId);
    expect(await adapter.getSignedInUserId()).toBe(userId);
  });

  it('treats PGRST116 (no row) as no settings, quietly', async () => {
    const warn = vi.fn();
    const quiet = createSupabaseAdapter(client, { log: { warn } });
    expect(await quiet.getAccessibilitySettings(userId)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('upserts by user_id and reads the settings back; a late older state does not overwrite a newer one', async () => {
    await adapter.deliverAccessibilitySettings(settings('2025-04-02T00:00:00.000Z'));
    await adapter.deliverAccessibilitySettings(settings('2025-04-03T00:00:00.000Z', { high_contrast: true }));
    await adapter.deliverAccessibilitySettings(settings('2025-04-01T00:00:00.000Z', { high_contrast: false, font_size: 'small' }));
    expect(await adapter.getAccessibilitySettings(userId)).toMatchObject({ high_contrast: true, font_size: 'large', plain_language: true });
  });

  it('signs out, after which there is no current user, and listeners hear it until they stop', async () => {
    await adapter.signOut();
    expect(await adapter.getCurrentUser()).toBeNull();
    expect(await adapter.getSignedInUserId()).toBeNull();
    await vi.waitFor(() => expect(authEvents.at(-1)).toEqual(['SIGNED_OUT', null]));
    stopListening();
    const heard = authEvents.length;
    await adapter.signUp(`${randomUUID()}@example.test`, 'a calm password');
    await adapter.signOut();
    expect(authEvents).toHaveLength(heard);
  });
});

describe('the stand-in itself', () => {
  it('answers an operator the app does not use with a 400', async () => {
    const client = createNodeSupabaseClient(stack.standIn.url, stack.standIn.anonKey);
    const { error, status } = await client.from('flows').select('*').gt('created_at', '2025-01-01');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('logs a database error and yields empty or null data when the database cannot be reached', async () => {
    const warn = vi.fn();
    const client = createNodeSupabaseClient('http://127.0.0.1:9', stack.standIn.anonKey);
    const offline = createSupabaseAdapter(client, { log: { warn } });
    // Both at once: the client retries a failed read three times (about 7 s) before giving up.
    const [all, one] = await Promise.all([offline.getAllFlows(), offline.getFlowById('calm-breath')]);
    expect(all).toEqual([]);
    expect(one).toBeNull();
    expect(warn).toHaveBeenCalled();
  }, 30_000);
});
