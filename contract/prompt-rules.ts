/**
 * Whether to show the contextual feedback prompt (spec section 9): one pure function, `decidePrompt`, used by the
 * server's `/should-prompt` (from what the database knows of a session) and by the app's local fallback (from what
 * the device knows) when the server cannot be asked. The clock and the random draw are inputs, so every rule and
 * boundary is testable (prompt-rule-cases.ts holds the table both sides are tested with).
 *
 * In order: never on paths starting /admin, /login or /register; never for someone who opted out; never within 3
 * days of the last prompt; then our team rules: never twice in one session, never in a session that just gave
 * feedback; never after 5 or more feedbacks in 7 days; never before 30 seconds of engagement; never in a session that
 * visited crisis help (or on crisis help itself), nor after a mood check-in in the lowest pleasantness band. Then prompt if the action is tool_completed, or the session is at
 * least 10 minutes old, or at least 5 pages were viewed, or the page is /insight/tools, /resonance or /presence with
 * a 15% chance. Paths are compared without their query, fragment or trailing slash.
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
  /** Never on these path prefixes (a plain prefix, as the spec words it: /administer is excluded too). */
  blockedPrefixes: ['/admin', '/login', '/register'] as readonly string[],
} as const;

export const CRISIS_HELP_PATH = '/crisis-help';

export const PROMPT_REASONS = [
  'excluded_page',
  'opted_out',
  'prompted_recently',
  'already_prompted_this_session',
  'already_submitted_this_session',
  'enough_feedback_this_week',
  'not_engaged_yet',
  'visited_crisis_help',
  'low_mood_check_in',
  'tool_completed',
  'long_session',
  'many_pages',
  'chance_page',
  'no_trigger',
] as const;
export type PromptReason = (typeof PROMPT_REASONS)[number];

export interface PromptDecision {
  shouldPrompt: boolean;
  reason: PromptReason;
}

/** What is known of the session asking. Times are milliseconds since the epoch. */
export interface PromptFacts {
  page: string;
  action?: string | null;
  now: number;
  /** The session's first activity (server: its first tracked event; app: when the browsing session started). */
  firstActivityAt: number | null;
  pageViews: number;
  lastPromptedAt: number | null;
  promptedThisSession: boolean;
  /** Feedbacks given in the last 7 days (see countRecentFeedback). */
  feedbacksInWindow: number;
  visitedCrisisHelp: boolean;
  /** The app knows; the server does not track it and says false. */
  submittedThisSession: boolean;
  optedOut: boolean;
  /**
   * A mood check-in in this session fell in the lowest pleasantness band. Only the app knows: how someone feels is
   * never sent to the server to decide about a prompt, so the server leaves it out.
   */
  lowMoodCheckIn?: boolean;
}

/** `/resonance/?x=1#top` is `/resonance`. */
export function normalisePath(page: string): string {
  const path = page.split(/[?#]/)[0] ?? page;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function isBlockedPage(page: string): boolean {
  const path = normalisePath(page);
  return PROMPT_RULES.blockedPrefixes.some((prefix) => path.startsWith(prefix));
}

function engagedMs(facts: PromptFacts): number {
  return facts.firstActivityAt === null ? 0 : facts.now - facts.firstActivityAt;
}

interface Refusal {
  reason: PromptReason;
  /** Decided from what this device knows of its own session, before the server is asked. */
  beforeAsking: boolean;
  applies(facts: PromptFacts): boolean;
}

/** The refusals, in the order they are checked. */
const REFUSALS: readonly Refusal[] = [
  { reason: 'excluded_page', beforeAsking: true, applies: (facts) => isBlockedPage(facts.page) },
  { reason: 'opted_out', beforeAsking: false, applies: (facts) => facts.optedOut },
  {
    reason: 'prompted_recently',
    beforeAsking: false,
    applies: (facts) => facts.lastPromptedAt !== null && facts.now - facts.lastPromptedAt < PROMPT_RULES.quietPeriodMs,
  },
  { reason: 'already_prompted_this_session', beforeAsking: true, applies: (facts) => facts.promptedThisSession },
  { reason: 'already_submitted_this_session', beforeAsking: true, applies: (facts) => facts.submittedThisSession },
  {
    reason: 'enough_feedback_this_week',
    beforeAsking: false,
    applies: (facts) => facts.feedbacksInWindow >= PROMPT_RULES.maxFeedbacksInWindow,
  },
  { reason: 'not_engaged_yet', beforeAsking: true, applies: (facts) => engagedMs(facts) < PROMPT_RULES.minEngagementMs },
  {
    reason: 'visited_crisis_help',
    beforeAsking: true,
    applies: (facts) => facts.visitedCrisisHelp || normalisePath(facts.page).startsWith(CRISIS_HELP_PATH),
  },
  { reason: 'low_mood_check_in', beforeAsking: true, applies: (facts) => facts.lowMoodCheckIn === true },
];

/**
 * The refusals the app checks before asking the server (a page we never prompt on, already prompted or already
 * given feedback in this session, under 30 seconds, crisis help visited, a hard mood check-in): the first that applies, or null. Those
 * that need the person's history (opted out, the quiet period, the weekly feedback count) are the server's to
 * decide while it can answer.
 */
export function refusalBeforeAsking(facts: PromptFacts): PromptReason | null {
  return REFUSALS.find((refusal) => refusal.beforeAsking && refusal.applies(facts))?.reason ?? null;
}

export function decidePrompt(facts: PromptFacts, random: () => number): PromptDecision {
  const refusal = REFUSALS.find((candidate) => candidate.applies(facts));
  if (refusal) return { shouldPrompt: false, reason: refusal.reason };
  const yes = (reason: PromptReason): PromptDecision => ({ shouldPrompt: true, reason });
  if (facts.action === 'tool_completed') return yes('tool_completed');
  if (engagedMs(facts) >= PROMPT_RULES.longSessionMs) return yes('long_session');
  if (facts.pageViews >= PROMPT_RULES.minPageViews) return yes('many_pages');
  // The draw is taken only on the listed pages, so other pages never consume one.
  if (PROMPT_RULES.chancePages.includes(normalisePath(facts.page)) && random() < PROMPT_RULES.chance) {
    return yes('chance_page');
  }
  return { shouldPrompt: false, reason: 'no_trigger' };
}

/** Feedback times worth keeping: only those inside the 7-day window count. */
export function pruneFeedbackTimes(times: readonly number[], now: number): number[] {
  return times.filter((at) => now - at < PROMPT_RULES.feedbackWindowMs);
}

export function countRecentFeedback(times: readonly number[], now: number): number {
  return pruneFeedbackTimes(times, now).length;
}
