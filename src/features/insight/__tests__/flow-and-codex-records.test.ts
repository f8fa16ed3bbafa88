import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem } from '@/db/storage-health';
import { recordCodexFeedback } from '@/domains/codex-progress/data/record-codex-feedback';
import { recordCodexQuizCompletion } from '@/domains/codex-progress/data/record-codex-quiz-completion';
import { recordCodexSectionCompletion } from '@/domains/codex-progress/data/record-codex-section-completion';
import { recordCodexVisit } from '@/domains/codex-progress/data/record-codex-visit';
import { setCurrentUserId } from '@/sync/current-user';
import { recordFlowEvent, recordFlowEvents } from '../data/record-flow-event';

// Moved from src/sync/__tests__ (data-functions and outbox-bulk) with the writers: src/sync holds no domain writer.
const NOW = new Date('2025-06-01T00:00:00.000Z');

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
  setCurrentUserId(null);
});

describe('recording flow and codex progress', () => {
  it('stores each record locally; in local-only mode nothing is queued for Supabase', async () => {
    const event = await recordFlowEvent({ flowId: 'calm-breath', eventType: 'completed', eventData: { steps: 5 } });
    const section = await recordCodexSectionCompletion({ sectionId: 'intro', subsectionIndex: 2, completionTime: 45 });
    const quiz = await recordCodexQuizCompletion({ sectionId: 'intro', quizScore: 3, totalQuestions: 4, timeTaken: 60, attempts: 1 });
    const feedback = await recordCodexFeedback({ sectionId: 'intro', rating: 4, feedbackText: 'Clear', experienceType: 'reading' });
    expect(await db.flowEvents.get(event?.id ?? '')).toEqual(event);
    expect(await db.codexSectionCompletions.get(section?.id ?? '')).toEqual(section);
    expect(await db.codexQuizCompletions.get(quiz?.id ?? '')).toEqual(quiz);
    expect(await db.codexFeedback.get(feedback?.id ?? '')).toEqual(feedback);
    // This test build has no Supabase configuration (local-only): these never leave the device.
    expect(await db.outbox.count()).toBe(0);
  });

  it('stamps rows with the signed-in user', async () => {
    setCurrentUserId('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
    expect((await recordFlowEvent({ flowId: 'calm', eventType: 'step_viewed' }))?.user_id).toBe('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
  });

  it('counts codex visits in one local row per session', async () => {
    const first = await recordCodexVisit(new Date('2025-06-01T00:00:00.000Z'));
    const second = await recordCodexVisit(new Date('2025-06-02T00:00:00.000Z'));
    expect(second).toMatchObject({ id: first?.id, total_sessions: 2, first_seen: '2025-06-01T00:00:00.000Z', last_activity: '2025-06-02T00:00:00.000Z' });
    expect(await db.codexUsers.count()).toBe(1);
  });
});

describe('the bulk data functions', () => {
  it('record many flow events and queue each one', async () => {
    const report = await recordFlowEvents(
      Array.from({ length: 50 }, (_, index) => ({ flowId: 'calm', eventType: 'answer', eventData: { index } })),
      NOW,
    );
    expect(report.failed).toEqual([]);
    expect(report.saved).toHaveLength(50);
    expect(await db.flowEvents.count()).toBe(50);
  });
});
