import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { clearStorageProblem, getStorageProblem } from '@/db/storage-health';
import { setCurrentUserId } from '../current-user';
import { recordTrackingEvent } from '../record-tracking-event';
import { recordCodexFeedback } from '../records/record-codex-feedback';
import { recordCodexQuizCompletion } from '../records/record-codex-quiz-completion';
import { recordCodexSectionCompletion } from '../records/record-codex-section-completion';
import { recordCodexVisit } from '../records/record-codex-visit';
import { recordFlowEvent } from '../records/record-flow-event';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  clearStorageProblem();
  setCurrentUserId(null);
});

describe('recording usage events', () => {
  it('stores the event and queues it for /track, with this device’s session id', async () => {
    const event = await recordTrackingEvent({ type: 'tool_completed', data: { toolId: 'breathing' } }, new Date('2025-06-01T00:00:00.000Z'));
    expect(event).toMatchObject({ type: 'tool_completed', data: { toolId: 'breathing' }, createdAt: '2025-06-01T00:00:00.000Z' });
    expect(event?.context.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.trackingEvents.get(event?.id ?? '')).toEqual(event);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ kind: 'tracking_event', recordId: event?.id, payload: event })]);
  });

  it('records and queues nothing when the person turned usage events off', async () => {
    await db.settings.put({ key: 'usageEvents', value: false });
    expect(await recordTrackingEvent({ type: 'page_view', data: { path: '/insight' } })).toBeNull();
    expect(await db.trackingEvents.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    await db.settings.put({ key: 'usageEvents', value: true });
    expect(await recordTrackingEvent({ type: 'page_view' })).not.toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('reports a full disk instead of failing silently', async () => {
    vi.spyOn(db.trackingEvents, 'add').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await recordTrackingEvent({ type: 'page_view' })).toBeNull();
    expect(getStorageProblem()?.kind).toBe('quota');
    expect(await db.outbox.count()).toBe(0);
  });
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
