import { describe, expect, it } from 'vitest';
import { PHQ9_ITEM9_FLAG } from '../../../../contract/measure-scoring.ts';
import { findTool } from '../tools';
import { gad7 } from '../tools/gad-7';
import { phq9 } from '../tools/phq-9';
import { who5 } from '../tools/who-5';
import type { ChoiceFieldDef, ToolContent } from '../types';
import { checkMeasureTool } from '../validate-measure';
import { measureFraming } from '../measure-framing';
import { checkCopy } from '../validate';

function items(tool: ToolContent): ChoiceFieldDef[] {
  return tool.steps.flatMap((step) => step.fields).filter((field): field is ChoiceFieldDef => field.kind === 'choice');
}

describe('the scored questionnaires', () => {
  it.each([phq9, gad7, who5])('$id is listed with the tools and passes its own checks', (tool) => {
    expect(findTool(tool.id)).toBe(tool);
    expect(checkMeasureTool(tool)).toEqual([]);
    expect(tool.measure?.source.checked).toBe('2026-11-27');
  });

  it('frames every result as a measure, not a diagnosis, in both registers', () => {
    const problems: string[] = [];
    checkCopy('framing', measureFraming.notDiagnosis, problems);
    expect(problems).toEqual([]);
    expect(measureFraming.notDiagnosis.standard).toMatch(/^This is a measure, not a diagnosis\./);
    expect(measureFraming.notDiagnosis.plain).toMatch(/^This is a measure, not a diagnosis\./);
  });

  it('asks PHQ-9’s nine items with its four answers, item 9 word for word and flagged', () => {
    const fields = items(phq9);
    expect(fields).toHaveLength(9);
    expect(fields[8]?.label.standard).toBe('9. Thoughts that you would be better off dead or of hurting yourself in some way');
    expect(fields[0]?.options.map((option) => option.label.standard)).toEqual(['Not at all', 'Several days', 'More than half the days', 'Nearly every day']);
    expect(phq9.measure?.scoring.flags).toEqual([{ id: PHQ9_ITEM9_FLAG, itemId: 'item9', above: 0 }]);
    expect(phq9.crisisNote).toBe(true);
  });

  it('asks GAD-7’s seven items and WHO-5’s five, WHO-5 from "All of the time" (5) to "At no time" (0)', () => {
    expect(items(gad7).map((field) => field.label.standard)[0]).toBe('1. Feeling nervous, anxious or on edge');
    expect(items(gad7)).toHaveLength(7);
    const who = items(who5);
    expect(who).toHaveLength(5);
    expect(who[0]?.options.map((option) => [option.id, option.label.standard])).toEqual([
      ['5', 'All of the time'],
      ['4', 'Most of the time'],
      ['3', 'More than half of the time'],
      ['2', 'Less than half of the time'],
      ['1', 'Some of the time'],
      ['0', 'At no time'],
    ]);
  });

  it('reports an item missing, an answer the scoring does not know, an unnamed band and a source without a date', () => {
    const [first, ...rest] = items(gad7);
    if (!first || !gad7.measure) throw new Error('GAD-7 has items and a measure');
    const broken: ToolContent = {
      ...gad7,
      steps: [{ id: 'items', title: gad7.steps[0]!.title, fields: [{ ...first, options: first.options.slice(0, 3) }, ...rest.slice(1)] }],
      measure: { ...gad7.measure, bands: gad7.measure.bands.slice(1), source: { ...gad7.measure.source, checked: 'lately' } },
    };
    const problems = checkMeasureTool(broken).join('\n');
    expect(problems).toContain('are not its items');
    expect(problems).toContain('item "item1" offers 0,1,2, not 0,1,2,3');
    expect(problems).toContain('band "minimal" has no name');
    expect(problems).toContain('the date checked is not a YYYY-MM-DD date');
  });
});
