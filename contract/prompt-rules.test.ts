import { describe, expect, it } from 'vitest';
import {
  countRecentFeedback,
  decidePrompt,
  pruneFeedbackTimes,
  PROMPT_RULES,
  refusalBeforeAsking,
  type PromptDecision,
  type PromptReason,
} from './prompt-rules.ts';

/** What the app's local fallback knows (src/features/feedback/data/evaluate-prompt.ts reads these from the device). */
interface LocalPromptInput {
  page: string;
  action?: string | null;
  now: number;
  sessionStartedAt: number;
  lastPromptedAt: number | null;
  feedbackTimes: readonly number[];
  pageViews: number;
  random: () => number;
}

/** The shared rules, asked the way the app's local fallback asks them (nothing known of this session's guards). */
function decideLocally(input: LocalPromptInput): { prompt: boolean; reason: PromptDecision['reason'] } {
  const decision = decidePrompt(
    {
      page: input.page,
      action: input.action ?? null,
      now: input.now,
      firstActivityAt: input.sessionStartedAt,
      pageViews: input.pageViews,
      lastPromptedAt: input.lastPromptedAt,
      promptedThisSession: false,
      feedbacksInWindow: countRecentFeedback(input.feedbackTimes, input.now),
      visitedCrisisHelp: false,
      submittedThisSession: false,
      optedOut: false,
    },
    input.random,
  );
  return { prompt: decision.shouldPrompt, reason: decision.reason };
}

/** The refusals the app checks before asking the server, for an engaged session. */
function sessionGuard(input: {
  page: string;
  promptedThisSession: boolean;
  crisisVisitedThisSession: boolean;
  submittedThisSession: boolean;
  lowMoodCheckIn?: boolean;
}): PromptReason | null {
  return refusalBeforeAsking({
    page: input.page,
    now: NOW,
    firstActivityAt: NOW - 60 * SECOND,
    pageViews: 0,
    lastPromptedAt: null,
    promptedThisSession: input.promptedThisSession,
    feedbacksInWindow: 0,
    visitedCrisisHelp: input.crisisVisitedThisSession,
    submittedThisSession: input.submittedThisSession,
    optedOut: false,
    lowMoodCheckIn: input.lowMoodCheckIn,
  });
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
/** The controllable clock: every case is an offset from this moment. */
const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

/** Engaged for 31 s, never prompted, no feedback, two pages, an ordinary page, a draw that never wins. */
function input(overrides: Partial<LocalPromptInput> = {}): LocalPromptInput {
  return {
    page: '/about',
    action: null,
    now: NOW,
    sessionStartedAt: NOW - 31 * SECOND,
    lastPromptedAt: null,
    feedbackTimes: [],
    pageViews: 2,
    random: () => 0.99,
    ...overrides,
  };
}

describe('the local fallback prompt rules (spec section 9)', () => {
  it('uses the spec figures', () => {
    expect(PROMPT_RULES).toMatchObject({
      quietPeriodMs: 3 * DAY,
      feedbackWindowMs: 7 * DAY,
      maxFeedbacksInWindow: 5,
      minEngagementMs: 30 * SECOND,
      longSessionMs: 10 * MINUTE,
      minPageViews: 5,
      chance: 0.15,
    });
    expect(PROMPT_RULES.chancePages).toEqual(['/insight/tools', '/resonance', '/presence']);
    expect(PROMPT_RULES.blockedPrefixes).toEqual(['/admin', '/login', '/register']);
  });

  it('without any reason to prompt, does not prompt', () => {
    expect(decideLocally(input())).toEqual({ prompt: false, reason: 'no_trigger' });
  });

  describe('never on /admin, /login or /register', () => {
    it.each(['/admin', '/admin/dashboard', '/login', '/login/x', '/register', '/registered'])('%s', (page) => {
      expect(decideLocally(input({ page, action: 'tool_completed' }))).toEqual({ prompt: false, reason: 'excluded_page' });
    });
    it('but /chart/login does not start with /login', () => {
      expect(decideLocally(input({ page: '/chart/login', action: 'tool_completed' })).prompt).toBe(true);
    });
  });

  describe('not within 3 days of the last prompt', () => {
    it('1 ms short of 3 days: no', () => {
      expect(decideLocally(input({ action: 'tool_completed', lastPromptedAt: NOW - 3 * DAY + 1 }))).toEqual({
        prompt: false,
        reason: 'prompted_recently',
      });
    });
    it('exactly 3 days: yes', () => {
      expect(decideLocally(input({ action: 'tool_completed', lastPromptedAt: NOW - 3 * DAY })).prompt).toBe(true);
    });
  });

  describe('not when 5 or more feedbacks were given in the last 7 days', () => {
    it('5 in the window: no', () => {
      const times = [1, 2, 3, 4, 5].map((days) => NOW - days * DAY);
      expect(decideLocally(input({ action: 'tool_completed', feedbackTimes: times }))).toEqual({
        prompt: false,
        reason: 'enough_feedback_this_week',
      });
    });
    it('4 in the window: yes', () => {
      const times = [1, 2, 3, 4].map((days) => NOW - days * DAY);
      expect(decideLocally(input({ action: 'tool_completed', feedbackTimes: times })).prompt).toBe(true);
    });
    it('one of five exactly 7 days old no longer counts', () => {
      const times = [1, 2, 3, 4].map((days) => NOW - days * DAY).concat(NOW - 7 * DAY);
      expect(decideLocally(input({ action: 'tool_completed', feedbackTimes: times })).prompt).toBe(true);
    });
  });

  describe('needs at least 30 seconds of engagement', () => {
    it('29.999 s: no, even after a tool', () => {
      expect(decideLocally(input({ action: 'tool_completed', sessionStartedAt: NOW - 30 * SECOND + 1 }))).toEqual({
        prompt: false,
        reason: 'not_engaged_yet',
      });
    });
    it('30 s: yes after a tool', () => {
      expect(decideLocally(input({ action: 'tool_completed', sessionStartedAt: NOW - 30 * SECOND }))).toEqual({
        prompt: true,
        reason: 'tool_completed',
      });
    });
  });

  it('prompts when the action is tool_completed', () => {
    expect(decideLocally(input({ action: 'tool_completed' }))).toEqual({ prompt: true, reason: 'tool_completed' });
    expect(decideLocally(input({ action: 'page_view' })).prompt).toBe(false);
  });

  describe('prompts after a session of 10 minutes', () => {
    it('9:59.999: no', () => {
      expect(decideLocally(input({ sessionStartedAt: NOW - 10 * MINUTE + 1 })).prompt).toBe(false);
    });
    it('10:00: yes', () => {
      expect(decideLocally(input({ sessionStartedAt: NOW - 10 * MINUTE }))).toEqual({ prompt: true, reason: 'long_session' });
    });
  });

  describe('prompts after 5 pages viewed', () => {
    it('4 pages: no', () => {
      expect(decideLocally(input({ pageViews: 4 })).prompt).toBe(false);
    });
    it('5 pages: yes', () => {
      expect(decideLocally(input({ pageViews: 5 }))).toEqual({ prompt: true, reason: 'many_pages' });
    });
  });

  describe('on /insight/tools, /resonance and /presence, with a 15% chance', () => {
    it.each(['/insight/tools', '/resonance', '/presence'])('%s prompts when the draw is under 0.15', (page) => {
      expect(decideLocally(input({ page, random: () => 0.149 }))).toEqual({ prompt: true, reason: 'chance_page' });
    });
    it.each(['/insight/tools', '/resonance', '/presence'])('%s does not when the draw is 0.15', (page) => {
      expect(decideLocally(input({ page, random: () => 0.15 })).prompt).toBe(false);
    });
    it('other pages never draw, sub-pages included', () => {
      let draws = 0;
      const random = () => {
        draws += 1;
        return 0;
      };
      expect(decideLocally(input({ page: '/resonance/library', random })).prompt).toBe(false);
      expect(decideLocally(input({ page: '/', random })).prompt).toBe(false);
      expect(draws).toBe(0);
    });
    it('over 1,000 draws, about 15% prompt', () => {
      let seed = 42;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      let prompted = 0;
      for (let i = 0; i < 1000; i += 1) if (decideLocally(input({ page: '/presence', random })).prompt) prompted += 1;
      expect(prompted).toBeGreaterThan(110);
      expect(prompted).toBeLessThan(190);
    });
  });
});

describe('our session guards, beyond the spec', () => {
  const clear = { page: '/about', promptedThisSession: false, crisisVisitedThisSession: false, submittedThisSession: false };
  it('let an ordinary page through', () => {
    expect(sessionGuard(clear)).toBeNull();
  });
  it('never after a visit to crisis help in this session, nor on crisis help itself', () => {
    expect(sessionGuard({ ...clear, crisisVisitedThisSession: true })).toBe('visited_crisis_help');
    expect(sessionGuard({ ...clear, page: '/crisis-help' })).toBe('visited_crisis_help');
  });
  it('never after a mood check-in in the lowest pleasantness band in this session, even after finishing a tool', () => {
    expect(sessionGuard({ ...clear, lowMoodCheckIn: true })).toBe('low_mood_check_in');
    expect(sessionGuard({ ...clear, lowMoodCheckIn: false })).toBeNull();
    const facts = {
      page: '/insight/tools/mood-check-in',
      action: 'tool_completed',
      now: NOW,
      firstActivityAt: NOW - 11 * MINUTE,
      pageViews: 9,
      lastPromptedAt: null,
      promptedThisSession: false,
      feedbacksInWindow: 0,
      visitedCrisisHelp: false,
      submittedThisSession: false,
      optedOut: false,
    };
    expect(decidePrompt({ ...facts, lowMoodCheckIn: true }, () => 0)).toEqual({ shouldPrompt: false, reason: 'low_mood_check_in' });
    expect(decidePrompt(facts, () => 0).shouldPrompt).toBe(true);
  });
  it('never more than once a session', () => {
    expect(sessionGuard({ ...clear, promptedThisSession: true })).toBe('already_prompted_this_session');
  });
  it('not after the person has just given feedback', () => {
    expect(sessionGuard({ ...clear, submittedThisSession: true })).toBe('already_submitted_this_session');
  });
  it('never on the blocked pages, whatever the server says', () => {
    expect(sessionGuard({ ...clear, page: '/admin/moderation' })).toBe('excluded_page');
  });
});

describe('pruneFeedbackTimes', () => {
  it('keeps only the last 7 days', () => {
    expect(pruneFeedbackTimes([NOW - 8 * DAY, NOW - 7 * DAY, NOW - 7 * DAY + 1, NOW], NOW)).toEqual([NOW - 7 * DAY + 1, NOW]);
  });
});
