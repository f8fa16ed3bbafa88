import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CATEGORIES as DEFAULT_FEEDBACK_CATEGORIES } from '@contract/category-catalogue';
import type { FeedbackCategory } from '@contract/categories';
import { db } from '@/db/database';
import { clearStorageProblem } from '@/db/storage-health';
import { evaluatePrompt, notePageView, type PromptDeps } from '../data/evaluate-prompt';
import { recordPromptInteraction } from '../data/record-prompt-interaction';
import { FeedbackClientError } from '@contract/client';
import { readDeliveryState, submissionErrorMessage, submitFeedback } from '../data/submit-feedback';
import { readPromptState } from '../data/update-prompt-state';
import { readUsageEventsEnabled, saveUsageEventsEnabled } from '../data/usage-events-setting';
import { ensureBrowsingSession, noteLowMoodCheckIn, resetBrowsingSession, updateBrowsingSession } from '../lib/browsing-session';
import { buildSubmission } from '../lib/submission';

const general = DEFAULT_FEEDBACK_CATEGORIES[0] as FeedbackCategory;

function aSubmission(id = crypto.randomUUID()) {
  return buildSubmission({
    id,
    sessionId: crypto.randomUUID(),
    category: general,
    values: { module: 'insight', title: 'Helpful', details: 'The thought record helped.', rating: 5 },
    attachments: [],
    page: { page: '/insight/tools', title: 'Tools', urlParams: {} },
    metadata: {},
    now: new Date('2025-06-01T09:00:00.000Z'),
  });
}

beforeEach(async () => {
  clearStorageProblem();
  resetBrowsingSession();
  await Promise.all([
    db.feedbackSubmissions.clear(),
    db.outbox.clear(),
    db.promptState.clear(),
    db.settings.clear(),
    db.trackingEvents.clear(),
    db.deadLetters.clear(),
    db.pendingUploads.clear(),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('submitFeedback', () => {
  it('saves the submission and its outbox entry together, and counts it for the prompt rules', async () => {
    const submission = aSubmission();
    const now = new Date('2025-06-01T09:00:05.000Z');
    const row = await submitFeedback(submission, now);

    expect(await db.feedbackSubmissions.get(submission.id)).toEqual({ ...submission, createdAt: now.toISOString(), syncedAt: null });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'feedback_submission', recordId: submission.id, attempts: 0, payload: row });
    expect(await readPromptState()).toMatchObject({ feedbackCount: 1, feedbackTimes: [now.toISOString()] });
  });

  it('saves the screenshots attached to it in the same transaction, in the order attached, offline or not', async () => {
    const submission = aSubmission();
    const now = new Date('2025-06-01T09:00:05.000Z');
    const first = new Uint8Array([137, 80, 78, 71]).buffer;
    const second = new Uint8Array([255, 216, 255]).buffer;
    await submitFeedback(submission, now, [
      { name: 'screenshot.png', type: 'image/png', bytes: first },
      { name: 'screenshot.jpg', type: 'image/jpeg', bytes: second },
    ]);

    const uploads = await db.pendingUploads.where('submissionId').equals(submission.id).sortBy('createdAt');
    expect(uploads.map(({ name, type, url }) => ({ name, type, url }))).toEqual([
      { name: 'screenshot.png', type: 'image/png', url: null },
      { name: 'screenshot.jpg', type: 'image/jpeg', url: null },
    ]);
    expect(new Set(uploads.map((upload) => upload.id)).size).toBe(2);
    expect((await db.outbox.toArray()).map((entry) => [entry.kind, entry.recordId])).toEqual([['feedback_submission', submission.id]]);
  });

  it('keeps no screenshot when the transaction fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const bytes = new Uint8Array([137, 80, 78, 71]).buffer;
    await expect(submitFeedback(aSubmission(), new Date(), [{ name: 'screenshot.png', type: 'image/png', bytes }])).rejects.toThrow();
    expect(await db.pendingUploads.count()).toBe(0);
    expect(await db.feedbackSubmissions.count()).toBe(0);
  });

  it('keeps neither the submission nor its entry when the transaction fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const submission = aSubmission();

    await expect(submitFeedback(submission)).rejects.toThrow();
    expect(await db.feedbackSubmissions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await readPromptState()).feedbackCount).toBe(0);
  });

  it('forgets feedback times older than 7 days as it counts a new one', async () => {
    await db.promptState.put({
      key: 'prompt',
      lastPromptedAt: null,
      feedbackCount: 2,
      pageViews: 0,
      toolsCompleted: 0,
      feedbackTimes: ['2025-05-01T00:00:00.000Z', '2025-05-30T00:00:00.000Z'],
    });
    await submitFeedback(aSubmission(), new Date('2025-06-01T00:00:00.000Z'));
    expect(await readPromptState()).toMatchObject({
      feedbackCount: 3,
      feedbackTimes: ['2025-05-30T00:00:00.000Z', '2025-06-01T00:00:00.000Z'],
    });
  });
});

describe('readDeliveryState: what the thank-you screen says', () => {
  it('is waiting while the entry is in the outbox, with the last error, and sent once it is gone', async () => {
    const submission = aSubmission();
    await submitFeedback(submission);
    expect(await readDeliveryState(submission.id)).toEqual({ status: 'waiting', attempts: 0, lastError: null });

    await db.outbox.where('recordId').equals(submission.id).modify({ attempts: 2, lastError: 'HTTP 503' });
    // Not the server's words: the person is told 'Submission failed' (spec section 8), never 'HTTP 503'.
    expect(await readDeliveryState(submission.id)).toEqual({ status: 'waiting', attempts: 2, lastError: 'Submission failed' });
    await db.outbox.where('recordId').equals(submission.id).modify({ lastError: 'Network error' });
    expect(await readDeliveryState(submission.id)).toEqual({ status: 'waiting', attempts: 2, lastError: 'Network error' });

    await db.outbox.where('recordId').equals(submission.id).delete();
    expect(await readDeliveryState(submission.id)).toEqual({ status: 'sent' });
  });

  it("is refused, with the server's error, when the server turned it down for good", async () => {
    const submission = aSubmission();
    await submitFeedback(submission);
    await db.outbox.clear();
    await db.deadLetters.add({
      kind: 'feedback_submission',
      recordId: submission.id,
      payload: submission,
      createdAt: new Date().toISOString(),
      failedAt: new Date().toISOString(),
      attempts: 1,
      status: 400,
      error: 'Title is required',
    });
    expect(await readDeliveryState(submission.id)).toEqual({ status: 'refused', error: 'Title is required' });
  });

  it.each([
    ['HTTP 400', 400],
    ['Refused by the server', 200],
    ['Unexpected answer (HTTP 200)', 200],
    ['', 422],
  ])("is refused with 'Submission failed' when the server gave no message (%j)", async (error, status) => {
    const submission = aSubmission();
    await submitFeedback(submission);
    await db.outbox.clear();
    const at = new Date().toISOString();
    await db.deadLetters.add({
      kind: 'feedback_submission',
      recordId: submission.id,
      payload: submission,
      createdAt: at,
      failedAt: at,
      attempts: 1,
      status,
      error,
    });
    expect(await readDeliveryState(submission.id)).toEqual({ status: 'refused', error: 'Submission failed' });
  });
});

describe('submissionErrorMessage: spec section 8', () => {
  it("gives the server's error as it is", () => {
    expect(submissionErrorMessage(new Error('Title is required'))).toBe('Title is required');
    expect(submissionErrorMessage(new FeedbackClientError('Too many requests', 'http', 429, 'Too many requests'))).toBe('Too many requests');
  });

  it("says 'Submission failed' for a refusal without a message, never 'HTTP {status}'", () => {
    expect(submissionErrorMessage(new FeedbackClientError('HTTP 400', 'http', 400))).toBe('Submission failed');
    expect(submissionErrorMessage(new Error('HTTP 500'))).toBe('Submission failed');
    expect(submissionErrorMessage(new Error('   '))).toBe('Submission failed');
  });

  it.each([['a string', 'boom'], ['an object', { reason: 'x' }], ['undefined', undefined], ['null', null], ['a number', 42]])(
    "says 'Unknown error occurred' for %s, which is not an Error",
    (_what, thrown) => {
      expect(submissionErrorMessage(thrown)).toBe('Unknown error occurred');
    },
  );
});

describe('recordPromptInteraction', () => {
  it("'prompted' sets lastPromptedAt and queues the interaction in one go", async () => {
    const now = new Date('2025-06-01T12:00:00.000Z');
    await recordPromptInteraction('prompted', '/presence', now);
    expect((await readPromptState()).lastPromptedAt).toBe(now.toISOString());
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'prompt_interaction' });
    expect(entry?.payload).toMatchObject({ type: 'prompted', timestamp: now.toISOString(), page: '/presence' });
    expect(entry?.recordId).toBe((entry?.payload as { id: string }).id);
  });

  it.each(['opened', 'dismissed', 'submitted'] as const)("'%s' is queued and leaves lastPromptedAt alone", async (type) => {
    await recordPromptInteraction(type, '/about');
    expect((await readPromptState()).lastPromptedAt).toBeNull();
    expect((await db.outbox.toArray()).map((entry) => (entry.payload as { type: string }).type)).toEqual([type]);
  });

  it('with usage events off, keeps the local timing but sends nothing', async () => {
    await saveUsageEventsEnabled(false);
    await recordPromptInteraction('prompted', '/presence');
    expect((await readPromptState()).lastPromptedAt).not.toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the usage events setting', () => {
  it('is on unless turned off', async () => {
    expect(await readUsageEventsEnabled()).toBe(true);
    await saveUsageEventsEnabled(false);
    expect(await readUsageEventsEnabled()).toBe(false);
    await saveUsageEventsEnabled(true);
    expect(await readUsageEventsEnabled()).toBe(true);
  });

  it('turned off, discards usage events and prompt answers not yet sent, but never feedback', async () => {
    const submission = aSubmission();
    await submitFeedback(submission);
    await recordPromptInteraction('dismissed', '/');
    await db.outbox.add({
      kind: 'tracking_event',
      recordId: 'event-1',
      payload: {},
      createdAt: new Date().toISOString(),
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
      lastError: null,
    });
    await saveUsageEventsEnabled(false);
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual(['feedback_submission']);
  });
});

describe('evaluatePrompt', () => {
  const T0 = Date.UTC(2025, 5, 1, 8, 0, 0);
  let now = T0;
  const askServer = vi.fn<PromptDeps['askServer']>();
  const deps: PromptDeps = {
    clock: () => now,
    random: () => 0.99,
    isOnline: () => true,
    askServer,
    usageEventsEnabled: readUsageEventsEnabled,
  };

  beforeEach(() => {
    now = T0;
    askServer.mockReset();
    ensureBrowsingSession(T0);
  });

  it('does not ask anyone in the first 30 seconds', async () => {
    now = T0 + 29_000;
    expect(await evaluatePrompt({ page: '/presence', action: 'tool_completed' }, deps)).toMatchObject({ show: false, reason: 'not_engaged_yet' });
    expect(askServer).not.toHaveBeenCalled();
  });

  it("online, asks /should-prompt and follows its answer", async () => {
    now = T0 + 60_000;
    askServer.mockResolvedValueOnce(true);
    expect(await evaluatePrompt({ page: '/presence', action: null }, deps)).toEqual({ show: true, source: 'server', reason: 'server-yes' });
    expect(askServer).toHaveBeenCalledWith({ page: '/presence', action: null, sessionId: expect.any(String) });
    askServer.mockResolvedValueOnce(false);
    expect(await evaluatePrompt({ page: '/presence', action: 'tool_completed' }, deps)).toMatchObject({ show: false, source: 'server' });
  });

  it('when the server cannot answer, the local rules decide', async () => {
    now = T0 + 60_000;
    askServer.mockRejectedValue(new Error('Network error'));
    expect(await evaluatePrompt({ page: '/about', action: 'tool_completed' }, deps)).toEqual({
      show: true,
      source: 'local',
      reason: 'tool_completed',
    });
    expect(await evaluatePrompt({ page: '/about', action: null }, deps)).toMatchObject({ show: false, source: 'local' });
  });

  it('offline, or with usage events off, never asks the server', async () => {
    now = T0 + 11 * 60_000;
    expect(await evaluatePrompt({ page: '/about', action: null }, { ...deps, isOnline: () => false })).toEqual({
      show: true,
      source: 'local',
      reason: 'long_session',
    });
    await saveUsageEventsEnabled(false);
    expect(await evaluatePrompt({ page: '/about', action: null }, deps)).toMatchObject({ show: true, source: 'local' });
    expect(askServer).not.toHaveBeenCalled();
  });

  it('local rules read the 3-day quiet period from the last prompt', async () => {
    now = T0 + 60_000;
    await recordPromptInteraction('prompted', '/about', new Date(now - 2 * 24 * 3600_000));
    const offline = { ...deps, isOnline: () => false };
    expect(await evaluatePrompt({ page: '/about', action: 'tool_completed' }, offline)).toMatchObject({
      show: false,
      reason: 'prompted_recently',
    });
  });

  it('after a mood check-in in the lowest pleasantness band, the answer is no without asking, for the rest of the session', async () => {
    now = T0 + 11 * 60_000;
    askServer.mockResolvedValue(true);
    noteLowMoodCheckIn();
    for (const page of ['/insight/tools/mood-check-in', '/presence', '/about']) {
      expect(await evaluatePrompt({ page, action: 'tool_completed' }, deps)).toEqual({ show: false, source: 'guard', reason: 'low_mood_check_in' });
    }
    expect(askServer).not.toHaveBeenCalled();
  });

  it('after a visit to crisis help, or once already asked this session, the answer is no without asking', async () => {
    now = T0 + 60_000;
    askServer.mockResolvedValue(true);
    updateBrowsingSession({ crisisVisited: true });
    expect(await evaluatePrompt({ page: '/presence', action: 'tool_completed' }, deps)).toEqual({
      show: false,
      source: 'guard',
      reason: 'visited_crisis_help',
    });
    resetBrowsingSession();
    ensureBrowsingSession(T0);
    updateBrowsingSession({ prompted: true });
    expect(await evaluatePrompt({ page: '/presence', action: 'tool_completed' }, deps)).toMatchObject({
      show: false,
      reason: 'already_prompted_this_session',
    });
    expect(askServer).not.toHaveBeenCalled();
  });

  it('counts page views per browsing session: 5 pages prompt, and a new session starts again from zero', async () => {
    now = T0 + 60_000;
    const offline = { ...deps, isOnline: () => false };
    for (let page = 0; page < 4; page += 1) await notePageView();
    expect(await evaluatePrompt({ page: '/about', action: null }, offline)).toMatchObject({ show: false });
    await notePageView();
    expect((await readPromptState()).pageViews).toBe(5);
    expect(await evaluatePrompt({ page: '/about', action: null }, offline)).toMatchObject({ show: true, reason: 'many_pages' });

    resetBrowsingSession();
    ensureBrowsingSession(T0);
    await notePageView();
    expect((await readPromptState()).pageViews).toBe(1);
  });
});
