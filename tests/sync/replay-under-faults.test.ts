/**
 * The replayer against both servers while they misbehave: the Supabase stand-in (real PostgreSQL, migrations and
 * row-level security) and the feedback functions' contract stand-in. 30% of requests never arrive, 5% answer 500,
 * 2% are committed but their answer is lost. Replay runs until the outbox is empty; then each server must hold
 * every record exactly once, compared by id. (The browser version of this test is tests/e2e/sync-faults.spec.ts.)
 */
import { randomUUID } from 'node:crypto';
import { Dexie } from 'dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BetterMindsDatabase } from '../../src/db/database';
import type { AccessibilitySettings, FeedbackSubmissionRow, TrackingEventRow } from '../../src/db/types';
import type { OutboxEntryRow } from '../../src/db/outbox-types';
import type { OutboxKind } from '../../src/app/outbox-registry';
import { createFeedbackFunctionsClient, type PromptInteractionBody } from '../../src/sync/adapters/feedback-functions';
import { createSupabaseAdapter } from '../../src/sync/adapters/supabase';
import type { CodexVisitPayload } from '../../src/sync/adapters/supabase-rows';
import { buildKindHandlers } from '../../src/sync/replay/build-handlers';
import { runReplay } from '../../src/sync/replay/run-replay';
import { startSupabaseDatabase, type SupabaseDatabase } from '../support/supabase-standin/database.ts';
import { createNodeSupabaseClient } from '../support/supabase-standin/node-client.ts';
import { startSupabaseStandIn, type Fault, type SupabaseStandIn } from '../support/supabase-standin/server.ts';
import { startFeedbackStandIn, type FeedbackStandIn } from './support/feedback-standin.ts';

/** Each synced Supabase table and the client key its rows are identified by. */
const SUPABASE_KEYS = [
  ['flow_events', 'id'],
  ['codex_section_completions', 'id'],
  ['codex_quiz_completions', 'id'],
  ['codex_feedback', 'id'],
  ['codex_users', 'session_id'],
  ['user_accessibility_settings', 'user_id'],
] as const;

let database: SupabaseDatabase;
let supabaseStandIn: SupabaseStandIn;
let feedback: FeedbackStandIn;

/** A seeded generator, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = seeded(20250601);
const faultCounts = { aborted: 0, serverError: 0, dropped: 0, clean: 0 };

function pickFault(): Fault {
  const roll = random();
  if (roll < 0.3) return 'reset-before';
  if (roll < 0.35) return 'error-500';
  if (roll < 0.37) return 'drop-after-commit';
  return 'none';
}

function count(fault: Fault): Fault {
  if (fault === 'reset-before') faultCounts.aborted += 1;
  else if (fault === 'error-500') faultCounts.serverError += 1;
  else if (fault === 'drop-after-commit') faultCounts.dropped += 1;
  else faultCounts.clean += 1;
  return fault;
}

/** The same faults for the feedback functions, at the fetch the adapter uses. */
const faultyFetch: typeof fetch = async (input, init) => {
  const fault = count(pickFault());
  if (fault === 'reset-before') throw new TypeError('Failed to fetch');
  if (fault === 'error-500') return new Response(JSON.stringify({ success: false, error: 'Injected' }), { status: 500 });
  const response = await fetch(input, init);
  if (fault === 'drop-after-commit') {
    await response.arrayBuffer();
    throw new TypeError('Failed to fetch');
  }
  return response;
};

beforeAll(async () => {
  database = await startSupabaseDatabase();
  supabaseStandIn = await startSupabaseStandIn({
    databaseUrl: database.url,
    fault: ({ path }) => (path.startsWith('/rest/') ? count(pickFault()) : 'none'),
  });
  feedback = await startFeedbackStandIn();
}, 60_000);

afterAll(async () => {
  try {
    await feedback?.close();
    await supabaseStandIn?.close();
  } finally {
    await database?.stop();
  }
});

describe('replay under faults', () => {
  it('delivers 700 mixed records exactly once through aborted, failing and unanswered requests', async () => {
    const local = new BetterMindsDatabase(`replay-faults-${randomUUID()}`);
    const client = createNodeSupabaseClient(supabaseStandIn.url, supabaseStandIn.anonKey);
    const signedUp = await client.auth.signUp({ email: `${randomUUID()}@example.test`, password: 'steady breathing' });
    const userId = signedUp.data.user?.id ?? '';
    expect(userId).not.toBe('');
    const sessionId = randomUUID();

    const handlers = await buildKindHandlers({
      database: local,
      functions: createFeedbackFunctionsClient({ baseUrl: feedback.base, fetch: faultyFetch }),
      supabase: createSupabaseAdapter(client, { log: { warn: () => {} } }),
      getUserId: async () => userId,
    });

    const expected = new Map<OutboxKind, Set<string>>();
    const entries: OutboxEntryRow[] = [];
    const queue = (kind: OutboxKind, recordId: string, payload: unknown) => {
      const at = new Date(Date.UTC(2025, 5, 1, 0, 0, entries.length)).toISOString();
      entries.push({ kind, recordId, payload, createdAt: at, attempts: 0, nextAttemptAt: at, lastError: null });
      if (!expected.has(kind)) expected.set(kind, new Set());
      expected.get(kind)?.add(recordId);
    };
    let latestSettings: AccessibilitySettings | null = null;
    for (let index = 0; index < 700; index++) {
      const id = randomUUID();
      const at = new Date(Date.UTC(2025, 5, 1, 0, 0, index)).toISOString();
      const slot = index % 10;
      if (slot < 3) {
        const event: TrackingEventRow = { id, type: 'page_view', data: { index }, context: { sessionId }, createdAt: at };
        queue('tracking_event', id, event);
      } else if (slot < 5) {
        queue('flow_event', id, { id, flow_id: 'calm-breath', session_id: sessionId, event_type: 'step_viewed', event_data: { index }, user_id: null, created_at: at });
      } else if (slot === 5) {
        const submission: FeedbackSubmissionRow = {
          id,
          sessionId,
          category: 'general',
          subcategory: null,
          type: 'other',
          rating: 4,
          title: `Feedback ${index}`,
          message: 'It helped.',
          context: { module: 'general', submissionTimestamp: at },
          metadata: {},
          attachments: [],
          createdAt: at,
          syncedAt: null,
        };
        await local.feedbackSubmissions.put(submission);
        queue('feedback_submission', id, submission);
      } else if (slot === 6) {
        queue('codex_section_completion', id, { id, user_id: null, session_id: sessionId, section_id: 'intro', subsection_index: index % 4, completion_time: 12, completed_at: at });
      } else if (slot === 7) {
        const visit: CodexVisitPayload = { id, session_id: sessionId, user_id: null, visited_at: at };
        queue('codex_user', id, visit);
      } else if (slot === 8) {
        const interaction: PromptInteractionBody = { id, type: 'dismissed', timestamp: at, sessionId, page: '/insight' };
        queue(index % 20 === 8 ? 'prompt_interaction' : 'codex_feedback', id, index % 20 === 8 ? interaction : {
          id, user_id: userId, session_id: sessionId, section_id: 'intro', rating: 1 + (index % 5), feedback_text: 'Thanks', experience_type: 'reading', created_at: at,
        });
      } else {
        latestSettings = {
          user_id: null,
          high_contrast: index % 2 === 0,
          reduced_motion: false,
          font_size: 'large',
          voice_navigation: false,
          keyboard_shortcuts: true,
          dyslexia_font: index % 3 === 0,
          plain_language: false,
          updated_at: at,
        };
        queue('accessibility_settings', userId, latestSettings);
      }
    }
    await local.outbox.bulkAdd(entries);

    let runs = 0;
    while ((await local.outbox.count()) > 0 && runs < 400) {
      runs += 1;
      await runReplay({ database: local, handlers, locks: null, log: { warn: () => {} } });
    }
    expect(await local.outbox.count()).toBe(0);
    expect(await local.table('deadLetters').count()).toBe(0);

    const ids = async (table: string, where: 'session' | 'user' = 'session') =>
      (
        await supabaseStandIn.sql.unsafe<{ id: string }[]>(
          `select id::text from public.${table} where ${where === 'session' ? 'session_id' : 'user_id'} = $1`,
          [where === 'session' ? sessionId : userId],
        )
      )
        .map((row) => row.id)
        .sort();
    const sorted = (kind: OutboxKind) => [...(expected.get(kind) ?? [])].sort();

    expect([...feedback.submissions.keys()].sort()).toEqual(sorted('feedback_submission'));
    expect([...feedback.events.keys()].sort()).toEqual(sorted('tracking_event'));
    expect([...feedback.promptInteractions.keys()].sort()).toEqual(sorted('prompt_interaction'));
    expect(await ids('flow_events')).toEqual(sorted('flow_event'));
    expect(await ids('codex_section_completions')).toEqual(sorted('codex_section_completion'));
    expect(await ids('codex_feedback')).toEqual(sorted('codex_feedback'));
    const [codexUser] = await supabaseStandIn.sql<[{ total_sessions: number }]>`
      select total_sessions from public.codex_users where session_id = ${sessionId}`;
    expect(codexUser.total_sessions).toBe(expected.get('codex_user')?.size);
    const [settings] = await supabaseStandIn.sql<[{ high_contrast: boolean; dyslexia_font: boolean; updated_at: Date }]>`
      select high_contrast, dyslexia_font, updated_at from public.user_accessibility_settings where user_id = ${userId}`;
    expect(settings).toMatchObject({ high_contrast: latestSettings?.high_contrast, dyslexia_font: latestSettings?.dyslexia_font });
    expect(settings.updated_at.toISOString()).toBe(latestSettings?.updated_at);
    // Sent submissions are marked as sent locally.
    expect(await local.feedbackSubmissions.filter((row) => row.syncedAt === null).count()).toBe(0);

    // No record was created twice. The feedback stand-in counts, per id, the deliveries that created a record; in
    // PostgreSQL the primary keys would refuse a second row, so each table's rows must have distinct ids, and the
    // visit count must be the number of distinct visits (a visit counted twice would raise it).
    const createdTwice = [...feedback.created].filter(([, times]) => times > 1);
    expect(createdTwice).toEqual([]);
    expect(Math.max(...feedback.created.values())).toBe(1);
    for (const [kind, ids] of [
      ['feedback_submission', feedback.submissions],
      ['tracking_event', feedback.events],
      ['prompt_interaction', feedback.promptInteractions],
    ] as const) {
      for (const id of ids.keys()) expect(feedback.created.get(id), `${kind} ${id}`).toBe(1);
    }
    for (const [table, key] of SUPABASE_KEYS) {
      const [counts] = await supabaseStandIn.sql.unsafe<[{ rows: number; distinct_keys: number }]>(
        `select count(*)::int as rows, count(distinct ${key})::int as distinct_keys from public.${table}`,
      );
      expect(counts.rows, table).toBe(counts.distinct_keys);
    }
    const [visitRows] = await supabaseStandIn.sql<[{ rows: number }]>`
      select count(*)::int as rows from public.codex_users where session_id = ${sessionId}`;
    expect(visitRows.rows).toBe(1);
    const distinctVisits = new Set(entries.filter((entry) => entry.kind === 'codex_user').map((entry) => entry.recordId)).size;
    expect(codexUser.total_sessions).toBe(distinctVisits);

    const repeats = [...feedback.deliveries.values()].filter((times) => times > 1).length;
    console.log(
      `replay under faults: ${entries.length} records, ${runs} runs; requests: ${faultCounts.clean} clean, ${faultCounts.aborted} aborted, ` +
        `${faultCounts.serverError} answered 500, ${faultCounts.dropped} committed with the answer dropped; ` +
        `${repeats} feedback-function records arrived more than once and are held once (created once each: ${feedback.created.size})`,
    );
    expect(faultCounts.aborted).toBeGreaterThan(0);
    expect(faultCounts.serverError + faultCounts.dropped).toBeGreaterThan(0);
    local.close();
    await Dexie.delete(local.name);
  }, 120_000);
});
