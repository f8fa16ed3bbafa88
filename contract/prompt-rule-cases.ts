/**
 * The prompt rules' case table, at every boundary: run against the pure function (prompt-rule-table.test.ts) and,
 * the same cases, through POST /should-prompt on both databases (tests/functions/should-prompt-table.test.ts).
 * Times are offsets before `now`; `draw` is what the random source answers.
 */
import type { PromptDecision, PromptFacts } from './prompt-rules.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export interface PromptRuleCase {
  name: string;
  page: string;
  action: string | null;
  /** How long ago the session's first activity was; null when nothing is known of it. */
  engagedMs: number | null;
  pageViews: number;
  lastPromptedMsAgo: number | null;
  promptedThisSession: boolean;
  feedbacksInWindow: number;
  visitedCrisisHelp: boolean;
  submittedThisSession: boolean;
  optedOut: boolean;
  draw: number;
  expected: PromptDecision;
  /**
   * Facts only the app can know (a feedback given in this browsing session), or that the server cannot hold
   * together (it counts a session's prompts from the same rows that give its last prompt): run against the pure
   * function only.
   */
  appOnly?: boolean;
}

const BASE: Omit<PromptRuleCase, 'name' | 'expected'> = {
  page: '/about',
  action: null,
  engagedMs: 31 * SECOND,
  pageViews: 2,
  lastPromptedMsAgo: null,
  promptedThisSession: false,
  feedbacksInWindow: 0,
  visitedCrisisHelp: false,
  submittedThisSession: false,
  optedOut: false,
  draw: 0.99,
};

const no = (reason: PromptDecision['reason']): PromptDecision => ({ shouldPrompt: false, reason });
const yes = (reason: PromptDecision['reason']): PromptDecision => ({ shouldPrompt: true, reason });
const tool = { action: 'tool_completed' };

function rule(name: string, overrides: Partial<PromptRuleCase>, expected: PromptDecision): PromptRuleCase {
  return { ...BASE, name, ...overrides, expected };
}

export const PROMPT_RULE_CASES: readonly PromptRuleCase[] = [
  rule('no reason to prompt', {}, no('no_trigger')),
  rule('/admin is excluded, even after a tool', { ...tool, page: '/admin' }, no('excluded_page')),
  rule('/admin/dashboard is excluded', { ...tool, page: '/admin/dashboard' }, no('excluded_page')),
  rule('/administer starts with /admin: excluded', { ...tool, page: '/administer' }, no('excluded_page')),
  rule('/login/x is excluded', { ...tool, page: '/login/x' }, no('excluded_page')),
  rule('/registered starts with /register: excluded', { ...tool, page: '/registered' }, no('excluded_page')),
  rule('/chart/login does not start with /login', { ...tool, page: '/chart/login' }, yes('tool_completed')),
  rule('opted out', { ...tool, optedOut: true }, no('opted_out')),
  rule('prompted 1 ms short of 3 days ago', { ...tool, lastPromptedMsAgo: 3 * DAY - 1, promptedThisSession: true }, no('prompted_recently')),
  rule('prompted exactly 3 days ago, in this session', { ...tool, lastPromptedMsAgo: 3 * DAY, promptedThisSession: true }, no('already_prompted_this_session')),
  rule('prompted exactly 3 days ago, in an earlier session', { ...tool, lastPromptedMsAgo: 3 * DAY, appOnly: true }, yes('tool_completed')),
  rule('already prompted in this browsing session', { ...tool, promptedThisSession: true, appOnly: true }, no('already_prompted_this_session')),
  rule('already gave feedback in this browsing session', { ...tool, submittedThisSession: true, appOnly: true }, no('already_submitted_this_session')),
  rule('5 feedbacks in the last 7 days', { ...tool, feedbacksInWindow: 5 }, no('enough_feedback_this_week')),
  rule('4 feedbacks in the last 7 days', { ...tool, feedbacksInWindow: 4 }, yes('tool_completed')),
  rule('nothing known of the session', { ...tool, engagedMs: null, pageViews: 0 }, no('not_engaged_yet')),
  rule('engaged 1 ms short of 30 seconds', { ...tool, engagedMs: 30 * SECOND - 1 }, no('not_engaged_yet')),
  rule('engaged exactly 30 seconds, after a tool', { ...tool, engagedMs: 30 * SECOND }, yes('tool_completed')),
  rule('visited crisis help in this session', { ...tool, visitedCrisisHelp: true }, no('visited_crisis_help')),
  rule('on crisis help itself', { ...tool, page: '/crisis-help' }, no('visited_crisis_help')),
  rule('another action is no trigger', { action: 'page_view' }, no('no_trigger')),
  rule('a session 1 ms short of 10 minutes', { engagedMs: 10 * MINUTE - 1 }, no('no_trigger')),
  rule('a session of exactly 10 minutes', { engagedMs: 10 * MINUTE }, yes('long_session')),
  rule('4 pages viewed', { pageViews: 4 }, no('no_trigger')),
  rule('5 pages viewed', { pageViews: 5 }, yes('many_pages')),
  rule('/presence with a draw under 0.15', { page: '/presence', draw: 0.149 }, yes('chance_page')),
  rule('/presence with a draw of 0.15', { page: '/presence', draw: 0.15 }, no('no_trigger')),
  rule('/insight/tools with a draw under 0.15', { page: '/insight/tools', draw: 0.149 }, yes('chance_page')),
  rule('/resonance/ (trailing slash) with a draw under 0.15', { page: '/resonance/', draw: 0.149 }, yes('chance_page')),
  rule('/presence?x=1 (query) with a draw under 0.15', { page: '/presence?x=1', draw: 0.149 }, yes('chance_page')),
  rule('a sub-page of a listed page never draws', { page: '/resonance/library', draw: 0 }, no('no_trigger')),
];

/** A case's facts at `now` (epoch milliseconds). */
export function factsOf(ruleCase: PromptRuleCase, now: number): PromptFacts {
  return {
    page: ruleCase.page,
    action: ruleCase.action,
    now,
    firstActivityAt: ruleCase.engagedMs === null ? null : now - ruleCase.engagedMs,
    pageViews: ruleCase.pageViews,
    lastPromptedAt: ruleCase.lastPromptedMsAgo === null ? null : now - ruleCase.lastPromptedMsAgo,
    promptedThisSession: ruleCase.promptedThisSession,
    feedbacksInWindow: ruleCase.feedbacksInWindow,
    visitedCrisisHelp: ruleCase.visitedCrisisHelp,
    submittedThisSession: ruleCase.submittedThisSession,
    optedOut: ruleCase.optedOut,
  };
}
