import { describe, expect, it } from 'vitest';
import { factsOf, PROMPT_RULE_CASES } from './prompt-rule-cases.ts';
import { decidePrompt } from './prompt-rules.ts';

/** A controlled clock: every case is an offset from this moment. */
const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);

describe('the prompt rules, case by case at their boundaries', () => {
  it.each(PROMPT_RULE_CASES.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', (_name, ruleCase) => {
    let draws = 0;
    const random = () => {
      draws += 1;
      return ruleCase.draw;
    };
    const decision = decidePrompt(factsOf(ruleCase, NOW), random);
    expect(decision).toEqual(ruleCase.expected);
    // The draw is taken at most once, and only where it can decide.
    expect(draws).toBe(decision.reason === 'chance_page' ? 1 : Math.min(draws, 1));
  });
});
