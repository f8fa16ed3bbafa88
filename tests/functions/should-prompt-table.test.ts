/**
 * The prompt rules' case table (contract/prompt-rule-cases.ts), the same cases the pure function is tested with, run
 * through POST /should-prompt on both databases: each case's facts are written as the server learns them (tracked
 * events, prompt interactions, submissions, preferences) and the handler must reach the same decision.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_RULE_CASES, type PromptRuleCase } from '../../contract/prompt-rule-cases.ts';
import { DATABASE_KINDS, harness, openTestDatabase, validSubmission, type Harness, type TestDatabase } from './support/backends.ts';

const serverCases = PROMPT_RULE_CASES.filter((ruleCase) => !ruleCase.appOnly);

describe.each(DATABASE_KINDS)('the prompt rule table through /should-prompt (%s database)', (kind) => {
  let database: TestDatabase;
  let h: Harness;
  let draw = 0.99;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    h = harness(database.db, { random: () => draw });
  }, 60_000);

  afterAll(async () => {
    h.cleanup();
    await database.close();
  });

  async function post(path: string, body: unknown, method = 'POST') {
    const response = await h.call(method, path, { body });
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.json)}`);
  }

  /** Writes what the server would know of a session with these facts; answers the session's id. */
  async function seed(ruleCase: PromptRuleCase, now: Date): Promise<string> {
    const sessionId = crypto.randomUUID();
    const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();
    const events: Record<string, unknown>[] = [];
    if (ruleCase.engagedMs !== null) {
      // The first activity, which is no page view; the page views follow at the same moment.
      events.push({ id: crypto.randomUUID(), type: 'user_action', timestamp: at(ruleCase.engagedMs), sessionId });
      for (let index = 0; index < ruleCase.pageViews; index += 1) {
        const page = ruleCase.visitedCrisisHelp && index === 0 ? '/crisis-help' : '/about';
        events.push({ id: crypto.randomUUID(), type: 'page_view', context: { page }, timestamp: at(ruleCase.engagedMs), sessionId });
      }
    } else if (ruleCase.pageViews > 0 || ruleCase.visitedCrisisHelp) {
      throw new Error(`${ruleCase.name}: page views need a first activity`);
    }
    if (ruleCase.visitedCrisisHelp && ruleCase.pageViews === 0) throw new Error(`${ruleCase.name}: a crisis visit is a page view`);
    if (events.length > 0) await post('/track', { events });
    if ((ruleCase.lastPromptedMsAgo !== null) !== ruleCase.promptedThisSession) {
      throw new Error(`${ruleCase.name}: the server counts this session's prompts from its last prompt (mark it appOnly)`);
    }
    if (ruleCase.lastPromptedMsAgo !== null) {
      await post('/prompt-interaction', { id: crypto.randomUUID(), type: 'prompted', timestamp: at(ruleCase.lastPromptedMsAgo), sessionId });
    }
    for (let index = 0; index < ruleCase.feedbacksInWindow; index += 1) await post('/submit', validSubmission({ sessionId }));
    if (ruleCase.optedOut) await post('/preferences', { userId: sessionId, promptOptOut: true }, 'PUT');
    return sessionId;
  }

  it.each(serverCases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_name, ruleCase) => {
    const now = new Date();
    h.clock.now = now;
    const sessionId = await seed(ruleCase, now);
    draw = ruleCase.draw;
    const response = await h.call('POST', '/should-prompt', {
      body: { sessionId, page: ruleCase.page, ...(ruleCase.action ? { action: ruleCase.action } : {}) },
    });
    draw = 0.99;
    expect(response.status).toBe(200);
    expect(response.json.data).toEqual(ruleCase.expected);
  });
});
