/**
 * Whether to show the contextual feedback prompt (spec section 9), decided from what the server knows of a session.
 * In order: never on /admin, /login or /register paths; never for someone who opted out; never within 3 days of the
 * last prompt; never after 5 or more feedbacks in 7 days; never before 30 seconds of engagement. Two team rules go
 * beyond the spec: never twice in one session, and never in a session that visited crisis help. Then prompt if the
 * action is tool_completed, or the session is at least 10 minutes old, or at least 5 pages were viewed, or the page
 * is /insight/tools, /resonance or /presence with a 15% chance.
 */
export const PROMPT_RULES = {
  minDaysBetweenPrompts: 3,
  maxFeedbacksPerWeek: 5,
  minEngagementMs: 30_000,
  longSessionMs: 10 * 60_000,
  minPageViews: 5,
  chancePages: ['/insight/tools', '/resonance', '/presence'],
  chance: 0.15,
  excludedPrefixes: ['/admin', '/login', '/register'],
} as const;

export interface SessionKnowledge {
  /** The session's first recorded activity (its first tracked event). */
  firstActivityAt: Date | null;
  pageViews: number;
  lastPromptedAt: Date | null;
  /** Prompts already shown in this session. */
  promptsThisSession: number;
  feedbacksLastWeek: number;
  visitedCrisisHelp: boolean;
  optedOut: boolean;
}

export type PromptReason =
  | 'excluded_page'
  | 'opted_out'
  | 'prompted_recently'
  | 'already_prompted_this_session'
  | 'enough_feedback_this_week'
  | 'not_engaged_yet'
  | 'visited_crisis_help'
  | 'tool_completed'
  | 'long_session'
  | 'many_pages'
  | 'chance_page'
  | 'no_trigger';

export interface PromptDecision {
  shouldPrompt: boolean;
  reason: PromptReason;
}

/** The spec says "paths starting /admin, /login or /register": a plain prefix, so /administer is excluded too. */
function isExcluded(page: string): boolean {
  return PROMPT_RULES.excludedPrefixes.some((prefix) => page.startsWith(prefix));
}

function normalisePath(page: string): string {
  const path = page.split(/[?#]/)[0] ?? page;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function decidePrompt(
  request: { page: string; action?: string | null },
  knowledge: SessionKnowledge,
  now: Date,
  random: () => number,
): PromptDecision {
  const page = normalisePath(request.page);
  const no = (reason: PromptReason): PromptDecision => ({ shouldPrompt: false, reason });
  const yes = (reason: PromptReason): PromptDecision => ({ shouldPrompt: true, reason });
  if (isExcluded(page)) return no('excluded_page');
  if (knowledge.optedOut) return no('opted_out');
  if (
    knowledge.lastPromptedAt &&
    now.getTime() - knowledge.lastPromptedAt.getTime() < PROMPT_RULES.minDaysBetweenPrompts * 86_400_000
  ) {
    return no('prompted_recently');
  }
  if (knowledge.promptsThisSession > 0) return no('already_prompted_this_session');
  if (knowledge.feedbacksLastWeek >= PROMPT_RULES.maxFeedbacksPerWeek) return no('enough_feedback_this_week');
  const engagedMs = knowledge.firstActivityAt ? now.getTime() - knowledge.firstActivityAt.getTime() : 0;
  if (engagedMs < PROMPT_RULES.minEngagementMs) return no('not_engaged_yet');
  if (knowledge.visitedCrisisHelp) return no('visited_crisis_help');
  if (request.action === 'tool_completed') return yes('tool_completed');
  if (engagedMs >= PROMPT_RULES.longSessionMs) return yes('long_session');
  if (knowledge.pageViews >= PROMPT_RULES.minPageViews) return yes('many_pages');
  if ((PROMPT_RULES.chancePages as readonly string[]).includes(page) && random() < PROMPT_RULES.chance) {
    return yes('chance_page');
  }
  return no('no_trigger');
}
