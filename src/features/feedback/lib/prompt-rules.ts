/**
 * When to invite feedback: the local fallback rules of spec section 9, used when `/should-prompt` cannot be asked,
 * and the session guards we add on top (never after a visit to crisis help, never twice in one session). Pure
 * functions: the time and the random draw are passed in, so every rule and boundary is testable.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const PROMPT_RULES = {
  /** No prompt within 3 days of the last one. */
  quietPeriodMs: 3 * DAY_MS,
  /** None if 5 or more feedbacks were given in the last 7 days. */
  feedbackWindowMs: 7 * DAY_MS,
  maxFeedbacksInWindow: 5,
  /** At least 30 seconds of engagement. */
  minEngagementMs: 30_000,
  /** Then: a session of at least 10 minutes... */
  longSessionMs: 10 * 60_000,
  /** ...or at least 5 pages viewed... */
  minPageViews: 5,
  /** ...or one of these pages, with a 15% chance. */
  chancePages: ['/insight/tools', '/resonance', '/presence'] as readonly string[],
  chance: 0.15,
  /** Never on these path prefixes. */
  blockedPrefixes: ['/admin', '/login', '/register'] as readonly string[],
} as const;

export const CRISIS_HELP_PATH = '/crisis-help';

export type PromptDecisionReason =
  | 'blocked-page'
  | 'recently-prompted'
  | 'enough-feedback'
  | 'too-soon'
  | 'tool-completed'
  | 'long-session'
  | 'many-pages'
  | 'chance-page'
  | 'no-rule-matched';

export interface PromptDecision {
  prompt: boolean;
  reason: PromptDecisionReason;
}

export interface LocalPromptInput {
  page: string;
  action?: string | null;
  /** Milliseconds since the epoch, from the injected clock. */
  now: number;
  sessionStartedAt: number;
  lastPromptedAt: number | null;
  /** When feedback was given (ms since the epoch). */
  feedbackTimes: readonly number[];
  pageViews: number;
  /** A draw in [0, 1). */
  random: () => number;
}

export function isBlockedPage(page: string): boolean {
  return PROMPT_RULES.blockedPrefixes.some((prefix) => page.startsWith(prefix));
}

/** Spec section 9, in its order: three refusals, the engagement minimum, then four reasons to prompt. */
export function decideLocally(input: LocalPromptInput): PromptDecision {
  if (isBlockedPage(input.page)) return { prompt: false, reason: 'blocked-page' };
  if (input.lastPromptedAt !== null && input.now - input.lastPromptedAt < PROMPT_RULES.quietPeriodMs) {
    return { prompt: false, reason: 'recently-prompted' };
  }
  const recentFeedback = input.feedbackTimes.filter((at) => input.now - at < PROMPT_RULES.feedbackWindowMs).length;
  if (recentFeedback >= PROMPT_RULES.maxFeedbacksInWindow) return { prompt: false, reason: 'enough-feedback' };
  const engagedFor = input.now - input.sessionStartedAt;
  if (engagedFor < PROMPT_RULES.minEngagementMs) return { prompt: false, reason: 'too-soon' };

  if (input.action === 'tool_completed') return { prompt: true, reason: 'tool-completed' };
  if (engagedFor >= PROMPT_RULES.longSessionMs) return { prompt: true, reason: 'long-session' };
  if (input.pageViews >= PROMPT_RULES.minPageViews) return { prompt: true, reason: 'many-pages' };
  if (PROMPT_RULES.chancePages.includes(input.page) && input.random() < PROMPT_RULES.chance) {
    return { prompt: true, reason: 'chance-page' };
  }
  return { prompt: false, reason: 'no-rule-matched' };
}

export interface SessionGuardInput {
  page: string;
  promptedThisSession: boolean;
  crisisVisitedThisSession: boolean;
  submittedThisSession: boolean;
}

export type SessionGuardReason = 'crisis-visited' | 'already-prompted' | 'already-submitted' | 'blocked-page';

/**
 * Our guards, checked before anything else (the server's answer included): someone who went to crisis help is not
 * asked to rate the app in that session, nobody is asked twice in a session, nor after they just gave feedback.
 */
export function sessionGuard(input: SessionGuardInput): SessionGuardReason | null {
  if (input.crisisVisitedThisSession || input.page.startsWith(CRISIS_HELP_PATH)) return 'crisis-visited';
  if (input.promptedThisSession) return 'already-prompted';
  if (input.submittedThisSession) return 'already-submitted';
  if (isBlockedPage(input.page)) return 'blocked-page';
  return null;
}

/** Feedback times worth keeping: only those inside the 7-day window matter to the rules. */
export function pruneFeedbackTimes(times: readonly number[], now: number): number[] {
  return times.filter((at) => now - at < PROMPT_RULES.feedbackWindowMs);
}
