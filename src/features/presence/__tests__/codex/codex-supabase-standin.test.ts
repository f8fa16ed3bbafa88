/**
 * The codex with Supabase configured, end to end through the real sync path: the screens' data functions write the
 * device's rows and their outbox entries, the replayer delivers them to the Supabase stand-in (real supabase-js,
 * real PostgreSQL with our migrations and row-level security), and the section stats read back from the database
 * equal the same function computed over the device's rows. A delivery repeated after a lost answer stores nothing
 * twice.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { getSessionId } from '@/db/session';
import type { OutboxEntryRow } from '@/db/outbox-types';
import { recordCodexFeedback } from '@/domains/codex-progress/data/record-codex-feedback';
import { recordCodexSectionCompletion } from '@/domains/codex-progress/data/record-codex-section-completion';
import { recordCodexVisit } from '@/domains/codex-progress/data/record-codex-visit';
import { buildKindHandlers } from '@/sync/replay/build-handlers';
import { runReplay } from '@/sync/replay/run-replay';
import { withSupabaseStandIn } from '../../../../../tests/support/supabase-standin/test-setup.ts';
import { recordQuizResult } from '../../data/codex/record-quiz-result';
import { databaseSectionStats, deviceSectionStats } from '../../data/codex/read-section-stats';

// The device believes a database is configured, so the data functions queue their rows for it.
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    config: { ...actual.config, supabase: { url: 'http://supabase.invalid', anonKey: 'anon' }, storageMode: 'database' },
  };
});

const stack = withSupabaseStandIn();
const SECTION = 'understanding-anxiety';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

async function serverCounts(sessionId: string) {
  const [row] = await stack.standIn.sql<[{ users: number; sessions: number; completions: number; quizzes: number; feedback: number }]>`
    select
      (select count(*)::int from public.codex_users where session_id = ${sessionId}) as users,
      (select coalesce(sum(total_sessions), 0)::int from public.codex_users where session_id = ${sessionId}) as sessions,
      (select count(*)::int from public.codex_section_completions where session_id = ${sessionId}) as completions,
      (select count(*)::int from public.codex_quiz_completions where session_id = ${sessionId}) as quizzes,
      (select count(*)::int from public.codex_feedback where session_id = ${sessionId}) as feedback`;
  return row;
}

describe('the codex with Supabase configured', () => {
  it('delivers every codex row exactly once and reads the section stats back', async () => {
    const { adapter } = stack.visitor();
    const sessionId = getSessionId();
    const handlers = await buildKindHandlers({ database: db, functions: null, supabase: adapter, getUserId: async () => null });

    await recordCodexVisit(new Date('2026-04-01T10:00:00.000Z'));
    await recordCodexSectionCompletion({ sectionId: SECTION, subsectionIndex: 0, completionTime: 30 });
    await recordCodexSectionCompletion({ sectionId: SECTION, subsectionIndex: 1, completionTime: 90 });
    await recordQuizResult({ sectionId: SECTION, answers: new Map([['a', true], ['b', false], ['c', true], ['d', true]]), timeTakenSeconds: 50, attempts: 1 });
    await recordQuizResult({ sectionId: SECTION, answers: new Map([['a', true], ['b', true], ['c', true], ['d', true]]), timeTakenSeconds: 35, attempts: 2 });
    await recordCodexFeedback({ sectionId: SECTION, rating: 4, feedbackText: '<script>alert(1)</script> kept as text', experienceType: 'section' });
    const queued = await db.outbox.toArray();
    expect(queued.map((entry) => entry.kind).sort()).toEqual([
      'codex_feedback',
      'codex_quiz_completion',
      'codex_quiz_completion',
      'codex_section_completion',
      'codex_section_completion',
      'codex_user',
    ]);
    // The review card of the missed question stays on the device: it is not a codex table of the spec.
    expect(await db.codexReviews.count()).toBe(1);

    const first = await runReplay({ handlers, database: db });
    expect(first.outcome.confirmed).toBe(6);
    expect(await db.outbox.count()).toBe(0);
    expect(await serverCounts(sessionId)).toEqual({ users: 1, sessions: 1, completions: 2, quizzes: 2, feedback: 1 });

    // The answers to that delivery were lost: the same entries come again, and nothing is stored twice.
    await db.outbox.bulkAdd(queued.map(({ seq: _seq, ...entry }): OutboxEntryRow => entry));
    const again = await runReplay({ handlers, database: db });
    expect(again.outcome.confirmed).toBe(6);
    expect(await serverCounts(sessionId)).toEqual({ users: 1, sessions: 1, completions: 2, quizzes: 2, feedback: 1 });
    const [stored] = await stack.standIn.sql<[{ feedback_text: string }]>`select feedback_text from public.codex_feedback where session_id = ${sessionId}`;
    expect(stored.feedback_text).toBe('<script>alert(1)</script> kept as text');

    // The stats the screen shows with a database equal the same function over the device's rows.
    const fromDatabase = await databaseSectionStats(adapter, [SECTION]);
    expect(fromDatabase.get(SECTION)).toEqual({
      totalCompletions: 2,
      averageCompletionTime: 60,
      averageQuizPercentage: 87.5,
      averageRating: 4,
      quizCompletions: 2,
      ratings: 1,
    });
    const device = {
      completions: await db.codexSectionCompletions.toArray(),
      quizzes: await db.codexQuizCompletions.toArray(),
      feedback: await db.codexFeedback.toArray(),
    };
    expect(deviceSectionStats(device, [SECTION]).get(SECTION)).toEqual(fromDatabase.get(SECTION));

    // A later visit of the same session counts once more, not twice.
    await recordCodexVisit(new Date('2026-04-02T10:00:00.000Z'));
    await runReplay({ handlers, database: db });
    expect((await serverCounts(sessionId)).sessions).toBe(2);
  });
});
