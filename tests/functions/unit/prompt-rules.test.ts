import { describe, expect, it } from 'vitest';
import { decidePrompt as decideFromFacts } from '../../../contract/prompt-rules.ts';
import type { SessionKnowledge } from '../../../functions/_lib/feedback/session-records-store.ts';
import { promptFacts } from '../../../functions/_lib/feedback/track-handlers.ts';

/** The server's way in: what the database knows of a session, read as the shared rules' facts. */
function decidePrompt(request: { page: string; action?: string | null }, knowledge: SessionKnowledge, at: Date, random: () => number) {
  return decideFromFacts(promptFacts(request, knowledge, at), random);
}

const now = new Date('2026-05-01T12:00:00Z');
const engaged: SessionKnowledge = {
  firstActivityAt: new Date(now.getTime() - 60_000),
  pageViews: 1,
  lastPromptedAt: null,
  promptsThisSession: 0,
  feedbacksLastWeek: 0,
  visitedCrisisHelp: false,
  optedOut: false,
};
const never = () => 0.99;

describe('the prompt rules at their boundaries', () => {
  it('needs 30 seconds of engagement: 29,999 ms is not enough, 30,000 ms is', () => {
    const at = (ms: number) => ({ ...engaged, firstActivityAt: new Date(now.getTime() - ms) });
    expect(decidePrompt({ page: '/', action: 'tool_completed' }, at(29_999), now, never).reason).toBe('not_engaged_yet');
    expect(decidePrompt({ page: '/', action: 'tool_completed' }, at(30_000), now, never).shouldPrompt).toBe(true);
  });

  it('waits 3 days after the last prompt', () => {
    const at = (ms: number) => ({ ...engaged, lastPromptedAt: new Date(now.getTime() - ms) });
    expect(decidePrompt({ page: '/', action: 'tool_completed' }, at(3 * 86_400_000 - 1), now, never).reason).toBe(
      'prompted_recently',
    );
    expect(decidePrompt({ page: '/', action: 'tool_completed' }, at(3 * 86_400_000), now, never).shouldPrompt).toBe(true);
  });

  it('stops at 5 feedbacks in a week: 4 still prompts', () => {
    expect(decidePrompt({ page: '/', action: 'tool_completed' }, { ...engaged, feedbacksLastWeek: 4 }, now, never).shouldPrompt).toBe(true);
    expect(decidePrompt({ page: '/', action: 'tool_completed' }, { ...engaged, feedbacksLastWeek: 5 }, now, never).reason).toBe(
      'enough_feedback_this_week',
    );
  });

  it('prompts at 10 minutes exactly, not a millisecond before', () => {
    const at = (ms: number) => ({ ...engaged, firstActivityAt: new Date(now.getTime() - ms) });
    expect(decidePrompt({ page: '/' }, at(600_000), now, never).reason).toBe('long_session');
    expect(decidePrompt({ page: '/' }, at(599_999), now, never).reason).toBe('no_trigger');
  });

  it('prompts at 5 page views, not 4', () => {
    expect(decidePrompt({ page: '/' }, { ...engaged, pageViews: 5 }, now, never).reason).toBe('many_pages');
    expect(decidePrompt({ page: '/' }, { ...engaged, pageViews: 4 }, now, never).reason).toBe('no_trigger');
  });

  it('gives the listed pages a 15% chance, with or without a trailing slash or query', () => {
    for (const page of ['/insight/tools', '/resonance/', '/presence?x=1']) {
      expect(decidePrompt({ page }, engaged, now, () => 0.149).reason).toBe('chance_page');
      expect(decidePrompt({ page }, engaged, now, () => 0.15).reason).toBe('no_trigger');
    }
    expect(decidePrompt({ page: '/insight/tools/box-breathing' }, engaged, now, () => 0).reason).toBe('no_trigger');
  });

  it('excludes every path starting /admin, /login or /register, as the spec words it', () => {
    for (const page of ['/admin', '/admin/moderation', '/administer', '/login', '/register']) {
      expect(decidePrompt({ page, action: 'tool_completed' }, engaged, now, never).reason).toBe('excluded_page');
    }
    expect(decidePrompt({ page: '/chart/login', action: 'tool_completed' }, engaged, now, never).shouldPrompt).toBe(true);
  });
});
