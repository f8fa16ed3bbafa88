import { describe, expect, it } from 'vitest';
import { decideLocally, pruneFeedbackTimes, PROMPT_RULES, sessionGuard, type LocalPromptInput } from '../lib/prompt-rules';

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
    expect(decideLocally(input())).toEqual({ prompt: false, reason: 'no-rule-matched' });
  });

  describe('never on /admin, /login or /register', () => {
    it.each(['/admin', '/admin/dashboard', '/login', '/login/x', '/register', '/registered'])('%s', (page) => {
      expect(decideLocally(input({ page, action: 'tool_completed' }))).toEqual({ prompt: false, reason: 'blocked-page' });
    });
    it('but /chart/login does not start with /login', () => {
      expect(decideLocally(input({ page: '/chart/login', action: 'tool_completed' })).prompt).toBe(true);
    });
  });

  describe('not within 3 days of the last prompt', () => {
    it('1 ms short of 3 days: no', () => {
      expect(decideLocally(input({ action: 'tool_completed', lastPromptedAt: NOW - 3 * DAY + 1 }))).toEqual({
        prompt: false,
        reason: 'recently-prompted',
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
        reason: 'enough-feedback',
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
        reason: 'too-soon',
      });
    });
    it('30 s: yes after a tool', () => {
      expect(decideLocally(input({ action: 'tool_completed', sessionStartedAt: NOW - 30 * SECOND }))).toEqual({
        prompt: true,
        reason: 'tool-completed',
      });
    });
  });

  it('prompts when the action is tool_completed', () => {
    expect(decideLocally(input({ action: 'tool_completed' }))).toEqual({ prompt: true, reason: 'tool-completed' });
    expect(decideLocally(input({ action: 'page_view' })).prompt).toBe(false);
  });

  describe('prompts after a session of 10 minutes', () => {
    it('9:59.999: no', () => {
      expect(decideLocally(input({ sessionStartedAt: NOW - 10 * MINUTE + 1 })).prompt).toBe(false);
    });
    it('10:00: yes', () => {
      expect(decideLocally(input({ sessionStartedAt: NOW - 10 * MINUTE }))).toEqual({ prompt: true, reason: 'long-session' });
    });
  });

  describe('prompts after 5 pages viewed', () => {
    it('4 pages: no', () => {
      expect(decideLocally(input({ pageViews: 4 })).prompt).toBe(false);
    });
    it('5 pages: yes', () => {
      expect(decideLocally(input({ pageViews: 5 }))).toEqual({ prompt: true, reason: 'many-pages' });
    });
  });

  describe('on /insight/tools, /resonance and /presence, with a 15% chance', () => {
    it.each(['/insight/tools', '/resonance', '/presence'])('%s prompts when the draw is under 0.15', (page) => {
      expect(decideLocally(input({ page, random: () => 0.149 }))).toEqual({ prompt: true, reason: 'chance-page' });
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
    expect(sessionGuard({ ...clear, crisisVisitedThisSession: true })).toBe('crisis-visited');
    expect(sessionGuard({ ...clear, page: '/crisis-help' })).toBe('crisis-visited');
  });
  it('never more than once a session', () => {
    expect(sessionGuard({ ...clear, promptedThisSession: true })).toBe('already-prompted');
  });
  it('not after the person has just given feedback', () => {
    expect(sessionGuard({ ...clear, submittedThisSession: true })).toBe('already-submitted');
  });
  it('never on the blocked pages, whatever the server says', () => {
    expect(sessionGuard({ ...clear, page: '/admin/moderation' })).toBe('blocked-page');
  });
});

describe('pruneFeedbackTimes', () => {
  it('keeps only the last 7 days', () => {
    expect(pruneFeedbackTimes([NOW - 8 * DAY, NOW - 7 * DAY, NOW - 7 * DAY + 1, NOW], NOW)).toEqual([NOW - 7 * DAY + 1, NOW]);
  });
});
