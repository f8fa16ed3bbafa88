import { describe, expect, it } from 'vitest';
import { TRAIL_NAMES } from '../trail-names';
import { c, p } from '../copy';
import { activities, flows, journeys, tools, trails } from '../index';
import type { ToolContent, TrailContent } from '../types';
import { validateInsightContent, type InsightContent } from '../validate';

const content: InsightContent = { tools, trails, journeys, activities, flows };

describe('Insight content', () => {
  it('passes validation: every reference exists and every text has a plain-language variant', () => {
    expect(validateInsightContent(content)).toEqual([]);
  });

  it('has at least 12 tools, the 13 trails of the spec, 4 journeys, 6 activities and 8 flows', () => {
    expect(tools.length).toBeGreaterThanOrEqual(12);
    expect(trails.map((trail) => trail.id)).toEqual([...TRAIL_NAMES]);
    expect(journeys.length).toBeGreaterThanOrEqual(4);
    expect(activities.length).toBeGreaterThanOrEqual(6);
    expect(flows.length).toBeGreaterThanOrEqual(8);
  });

  it('keeps the tools the issue names, including the shortcut’s mood check-in', () => {
    const ids = tools.map((tool) => tool.id);
    for (const id of [
      'mood-check-in',
      'thought-record',
      'paced-breathing',
      'grounding',
      'gratitude-journal',
      'values-compass',
      'worry-time',
      'activity-planning',
      'self-compassion-break',
      'sleep-diary',
      'journal',
      'safety-plan',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('offers flows in at least two age tiers, and trails on trauma or addiction say so first', () => {
    const tiers = new Set(flows.flatMap((flow) => Object.keys(flow.versions)));
    expect([...tiers].sort()).toEqual(['adult', 'child', 'teen']);
    for (const id of ['abuse-recovery', 'addiction-recovery']) {
      expect(trails.find((trail) => trail.id === id)?.contentNote?.help.length).toBeGreaterThan(0);
    }
  });

  it('reports a tool reference that does not exist', () => {
    const broken: TrailContent = {
      ...trails[0]!,
      steps: [...trails[0]!.steps, { id: 'extra', kind: 'tool', title: c('Extra', 'More'), body: [], toolId: 'no-such-tool' }],
    };
    const problems = validateInsightContent({ ...content, trails: [broken, ...trails.slice(1)] });
    expect(problems.join('\n')).toContain('uses a tool that does not exist: "no-such-tool"');
  });

  it('reports a text whose plain variant is missing or too long', () => {
    const tool: ToolContent = {
      ...tools[0]!,
      summary: { standard: 'A summary', plain: '' },
      intro: c(
        'Standard.',
        'This plain sentence goes on and on with far too many words for anyone who asked for plain language to read comfortably in one go today.',
      ),
    };
    const problems = validateInsightContent({ ...content, tools: [tool, ...tools.slice(1)] }).join('\n');
    expect(problems).toContain('summary: the plain-language text is empty');
    expect(problems).toContain('a plain-language sentence has more than 20 words');
  });

  it('reports a trail with fewer than five steps, a missing spec trail, and a promise of cure', () => {
    const short: TrailContent = { ...trails[1]!, steps: trails[1]!.steps.slice(0, 3), closing: p('This will cure you.') };
    const problems = validateInsightContent({ ...content, trails: [short, ...trails.slice(2)] }).join('\n');
    expect(problems).toContain(`trail "${short.id}" has 3 steps`);
    expect(problems).toContain('trail "muster" of the spec is missing');
    expect(problems).toMatch(/closing: uses .*cure/);
  });
});
