import { ensureFeedbackIdentity } from '@/db/feedback-identity';
import { ensureBrowsingSession, updateBrowsingSession } from '../lib/browsing-session';
import { countRecentFeedback, decidePrompt, refusalBeforeAsking, type PromptFacts } from '@contract/prompt-rules';
import type { askShouldPrompt } from './ask-should-prompt';
import { countPageView, countToolCompleted, readPromptState, startPromptSession } from './update-prompt-state';
import { readUsageEventsEnabled } from './usage-events-setting';

export interface PromptDeps {
  clock: () => number;
  random: () => number;
  isOnline: () => boolean;
  askServer: typeof askShouldPrompt;
  usageEventsEnabled: () => Promise<boolean>;
}

const defaultPromptDeps: PromptDeps = {
  clock: () => Date.now(),
  random: () => Math.random(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
  // Loaded when the local rules leave the question to the server: the client brings the contract's schemas (zod),
  // which a page view that is not asked about never needs, so start-up leaves them out.
  askServer: async (...args) => (await import('./ask-should-prompt')).askShouldPrompt(...args),
  usageEventsEnabled: readUsageEventsEnabled,
};

interface PromptVerdict {
  show: boolean;
  /** Who decided: our session guards, the server, or the local fallback rules. */
  source: 'guard' | 'server' | 'local';
  /** One of the contract's PROMPT_REASONS, or server-yes / server-no. */
  reason: string;
}

/** pageViews and toolsCompleted count this browsing session: the first activity of a new session resets them. */
async function ensureSessionCounters(): Promise<void> {
  const session = ensureBrowsingSession();
  if (session.countersStarted) return;
  await startPromptSession();
  updateBrowsingSession({ countersStarted: true });
}

/** A screen was shown: counted for the "5 pages" rule. */
export async function notePageView(): Promise<void> {
  await ensureSessionCounters();
  await countPageView();
}

/** A tool was completed: counted in the local timing state. */
export async function noteToolCompleted(): Promise<void> {
  await ensureSessionCounters();
  await countToolCompleted();
}

/**
 * Should the feedback prompt appear now? Our session guards first (crisis help visited, a hard mood check-in, already asked or already
 * given feedback this session, a page where we never ask). Then the engagement minimum, checked here too so the
 * server is not asked in the first 30 seconds. Then, online and with usage events on, the server's
 * `/should-prompt`; if it cannot answer (offline, an error), or usage events are off, the local rules of spec
 * section 9 decide.
 */
export async function evaluatePrompt(
  request: { page: string; action: string | null },
  deps: PromptDeps = defaultPromptDeps,
): Promise<PromptVerdict> {
  await ensureSessionCounters();
  const session = ensureBrowsingSession(deps.clock());
  const now = deps.clock();
  const state = await readPromptState();
  const lastPromptedAt = state.lastPromptedAt ? Date.parse(state.lastPromptedAt) : null;
  const facts: PromptFacts = {
    page: request.page,
    action: request.action,
    now,
    firstActivityAt: session.startedAt,
    pageViews: state.pageViews,
    lastPromptedAt: lastPromptedAt !== null && Number.isFinite(lastPromptedAt) ? lastPromptedAt : null,
    promptedThisSession: session.prompted,
    feedbacksInWindow: countRecentFeedback(state.feedbackTimes.map((at) => Date.parse(at)).filter(Number.isFinite), now),
    visitedCrisisHelp: session.crisisVisited,
    lowMoodCheckIn: session.lowMoodCheckIn,
    submittedThisSession: session.submitted,
    // A prompt opt-out is a server-side preference; this device has none of its own.
    optedOut: false,
  };

  // What this device knows of its own session decides first; the 30-second minimum also spares the server a question.
  const refusal = refusalBeforeAsking(facts);
  if (refusal) return { show: false, source: refusal === 'not_engaged_yet' ? 'local' : 'guard', reason: refusal };

  if (deps.isOnline() && (await deps.usageEventsEnabled())) {
    try {
      const yes = await deps.askServer({ page: request.page, action: request.action, sessionId: (await ensureFeedbackIdentity()).id });
      return { show: yes, source: 'server', reason: yes ? 'server-yes' : 'server-no' };
    } catch {
      /* The local rules decide. */
    }
  }

  const decision = decidePrompt(facts, deps.random);
  return { show: decision.shouldPrompt, source: 'local', reason: decision.reason };
}
