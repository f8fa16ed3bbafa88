// @vitest-environment jsdom
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen } from '@testing-library/react';
import { OFFLINE_CATEGORIES as DEFAULT_FEEDBACK_CATEGORIES } from '@contract/category-catalogue';
import type { FeedbackCategory } from '@contract/categories';
import { db } from '@/db/database';
import { ThankYouStep } from '../components/ThankYouStep';
import { submitFeedback } from '../data/submit-feedback';
import { buildSubmission, type FeedbackSubmission } from '../lib/submission';

const general = DEFAULT_FEEDBACK_CATEGORIES[0] as FeedbackCategory;
const COUNT_LINE = /pieces? of feedback ha(s|ve) reached our team/;

configure({ asyncUtilTimeout: 8000 });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers GET /submission-total with `answer`; any other request fails the test. */
function stubAnalytics(answer: () => Response | Promise<Response>) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      if (!url.includes('/submission-total')) throw new Error(`Unexpected request ${url}`);
      return answer();
    }),
  );
  return requests;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

async function saved(): Promise<FeedbackSubmission> {
  const submission = buildSubmission({
    id: crypto.randomUUID(),
    sessionId: crypto.randomUUID(),
    category: general,
    values: { module: 'insight', title: 'Helpful', details: 'The thought record helped.', rating: 4 },
    attachments: [],
    page: { page: '/insight/tools', title: 'Tools', urlParams: {} },
    metadata: {},
    now: new Date(),
  });
  await submitFeedback(submission);
  return submission;
}

function renderThanks(submission: FeedbackSubmission) {
  render(
    <ThankYouStep titleId="thanks" headingRef={createRef()} submission={submission} category={general} onContinue={() => {}} />,
  );
}

beforeEach(async () => {
  await Promise.all([db.feedbackSubmissions.clear(), db.outbox.clear(), db.promptState.clear(), db.deadLetters.clear()]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('the thank-you screen', () => {
  it('shows the real submission count the server reports, formatted like 2,847', async () => {
    setOnline(true);
    stubAnalytics(() => json(200, { success: true, data: { totals: { submissions: 2847 } } }));
    renderThanks(await saved());
    expect(await screen.findByText(/2,847 pieces of feedback have reached our team/)).toBeTruthy();
  });

  it('reads naturally when the count is 1: one piece has, and no crowd of one', async () => {
    setOnline(true);
    stubAnalytics(() => json(200, { success: true, data: { totals: { submissions: 1 } } }));
    renderThanks(await saved());
    const line = await screen.findByText(COUNT_LINE);
    expect(line.textContent).toBe(
      '1 piece of feedback has reached our team so far. Thank you for helping to shape Better Minds.',
    );
  });

  it('leaves the count line out offline, without asking the server', async () => {
    setOnline(false);
    const requests = stubAnalytics(() => json(200, { success: true, data: { totals: { submissions: 2847 } } }));
    renderThanks(await saved());
    expect(await screen.findByText(/You are offline, so it is saved on this device/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(COUNT_LINE)).toBeNull();
    expect(screen.queryByText(/2,847/)).toBeNull();
    expect(requests).toEqual([]);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['the feedback functions cannot be reached (local only)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => json(500, { success: false, error: 'Database unavailable' })],
    ['the answer has no figure', () => json(200, { success: true, data: { totals: {} } })],
  ])('leaves the count line out when the count is unknown: %s', async (_case, answer) => {
    setOnline(true);
    const requests = stubAnalytics(answer);
    renderThanks(await saved());
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(COUNT_LINE)).toBeNull();
    expect(screen.queryByText(/2,847/)).toBeNull();
  });

  it("says 'Submission failed' when the server refused it without a message, never 'HTTP {status}'", async () => {
    setOnline(true);
    stubAnalytics(() => json(500, {}));
    const submission = await saved();
    await db.outbox.clear();
    const at = new Date().toISOString();
    await db.deadLetters.add({
      kind: 'feedback_submission',
      recordId: submission.id,
      payload: submission,
      createdAt: at,
      failedAt: at,
      attempts: 1,
      status: 400,
      error: 'HTTP 400',
    });
    renderThanks(submission);
    expect(await screen.findByText('It could not be sent: Submission failed. It is still saved on this device.')).toBeTruthy();
    expect(screen.queryByText(/HTTP 400/)).toBeNull();
  });
});
