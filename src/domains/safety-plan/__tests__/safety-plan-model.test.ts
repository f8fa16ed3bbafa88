import { describe, expect, it } from 'vitest';
import { planContacts, planListItems, planStepById, planSteps, withStepValues, isPlanEmpty, countStepEntries } from '../model';
import { isPreset, planPresets, presetsFor } from '../presets';
import { escapeMarkdown, safetyPlanMarkdown } from '../plan-text';
import { isReviewDue, reviewDueAt, safetyPlanReviewSchema } from '../review-reminder';
import { resumeStepIndex, withSavedStep } from '../wizard-progress';

const pick = (copy: { standard: string }) => copy.standard;

describe('the safety-plan model', () => {
  it('is Insight’s safety-plan tool, one list or contacts field per step, in the Stanley-Brown order', () => {
    expect(planSteps.map(({ step }) => step.id)).toEqual(['warning-signs', 'coping', 'distraction', 'help', 'professionals', 'environment', 'reasons']);
    expect(planSteps.map(({ field }) => field.kind)).toEqual(['list', 'list', 'repeater', 'repeater', 'repeater', 'list', 'list']);
    expect(planStepById('nope')).toBeUndefined();
  });

  it('reads list items and contacts, leaving out damaged, empty and nameless values', () => {
    const values = { warningSigns: ['Not sleeping', '', '  ', 3 as unknown as string], helpers: [{ name: ' Sam ', phone: '0770' }, { name: '', phone: '1' }, 42 as never, null as never] };
    expect(planListItems(values, 'warningSigns')).toEqual(['Not sleeping']);
    expect(planListItems(values, 'helpers')).toEqual([]);
    expect(planListItems({ warningSigns: 'not a list' }, 'warningSigns')).toEqual([]);
    expect(planContacts(values, 'helpers')).toEqual([{ name: 'Sam', phone: '0770' }]);
    expect(planContacts(undefined, 'helpers')).toEqual([]);
  });

  it('saving one step keeps every other step', () => {
    const current = { warningSigns: ['Not sleeping'], reasons: ['My dog'] };
    const coping = planStepById('coping')!;
    expect(withStepValues(current, coping, { coping: ['Walk'] })).toEqual({ warningSigns: ['Not sleeping'], reasons: ['My dog'], coping: ['Walk'] });
    expect(withStepValues(undefined, coping, {})).toEqual({ coping: [] });
    expect(isPlanEmpty({ coping: [] })).toBe(true);
    expect(isPlanEmpty(current)).toBe(false);
    expect(countStepEntries(current, planStepById('reasons')!)).toBe(1);
  });
});

describe('presets', () => {
  it('offers ordinary options for every step, each with a plain variant, and the ones the brief names for coping', () => {
    for (const { step } of planSteps) {
      const presets = presetsFor(step.id);
      expect(presets.length, step.id).toBeGreaterThanOrEqual(4);
      for (const preset of presets) {
        expect(preset.standard.trim()).not.toBe('');
        expect(preset.plain.trim()).not.toBe('');
        expect(preset.standard.length).toBeLessThanOrEqual(200);
      }
      expect(new Set(presets.map((preset) => preset.standard.toLowerCase())).size, `${step.id} has duplicates`).toBe(presets.length);
    }
    expect(presetsFor('coping').map((preset) => preset.standard)).toEqual(expect.arrayContaining(['Go for a walk', 'Listen to music', 'Take a shower', 'Slow breathing']));
    expect(Object.keys(planPresets).sort()).toEqual(planSteps.map(({ step }) => step.id).sort());
    expect(presetsFor('unknown')).toEqual([]);
  });

  it('never names a method or promises a cure (safe messaging)', () => {
    const words = Object.values(planPresets)
      .flat()
      .flatMap((preset) => [preset.standard, preset.plain])
      .join(' ')
      .toLowerCase();
    for (const banned of ['overdose', 'pills', 'rope', 'knife', 'gun', 'bridge', 'cure', 'diagnos', 'should']) expect(words).not.toContain(banned);
  });

  it('recognises a preset chosen in either register, whatever the case and spaces', () => {
    const [preset] = presetsFor('warning-signs').filter((one) => one.standard !== one.plain);
    expect(isPreset(preset!, preset!.standard)).toBe(true);
    expect(isPreset(preset!, `  ${preset!.plain.toUpperCase()} `)).toBe(true);
    expect(isPreset(preset!, 'something else')).toBe(false);
  });
});

describe('the review reminder', () => {
  const setting = { everyDays: 30 as const, reviewedAt: '2026-01-01T10:00:00.000Z' };

  it('is due the chosen number of days after the last review or change, whichever is later', () => {
    expect(reviewDueAt(setting, undefined)?.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(reviewDueAt(setting, '2026-01-20T10:00:00.000Z')?.toISOString()).toBe('2026-02-19T10:00:00.000Z');
    expect(reviewDueAt(setting, '2025-06-01T10:00:00.000Z')?.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(isReviewDue(setting, undefined, new Date('2026-01-31T09:59:59.999Z'))).toBe(false);
    expect(isReviewDue(setting, undefined, new Date('2026-01-31T10:00:00.000Z'))).toBe(true);
    expect(isReviewDue({ everyDays: 90, reviewedAt: setting.reviewedAt }, undefined, new Date('2026-03-01T00:00:00.000Z'))).toBe(false);
  });

  it('is never due without a reminder or with a date it cannot read', () => {
    expect(isReviewDue(undefined, '2020-01-01T00:00:00.000Z', new Date('2030-01-01'))).toBe(false);
    expect(reviewDueAt({ everyDays: 60, reviewedAt: 'yesterday' }, undefined)).toBeNull();
    expect(reviewDueAt(setting, 'garbage')?.toISOString()).toBe('2026-01-31T10:00:00.000Z');
  });

  it('accepts only the offered intervals and real dates when imported', () => {
    expect(safetyPlanReviewSchema.safeParse(setting).success).toBe(true);
    for (const bad of [{ ...setting, everyDays: 7 }, { ...setting, everyDays: '30' }, { ...setting, reviewedAt: '<script>' }, { everyDays: 30 }, null, 'x'.repeat(10_000)]) {
      expect(safetyPlanReviewSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });
});

describe('the wizard’s progress', () => {
  it('resumes at the first step not yet saved into this plan, and at the end when all are', () => {
    expect(resumeStepIndex(undefined, 'plan-1')).toBe(0);
    let progress = withSavedStep(undefined, 'plan-1', 'warning-signs');
    progress = withSavedStep(progress, 'plan-1', 'coping');
    progress = withSavedStep(progress, 'plan-1', 'coping');
    expect(progress.savedStepIds).toEqual(['warning-signs', 'coping']);
    expect(resumeStepIndex(progress, 'plan-1')).toBe(2);
    for (const { step } of planSteps) progress = withSavedStep(progress, 'plan-1', step.id);
    expect(resumeStepIndex(progress, 'plan-1')).toBe(planSteps.length);
  });

  it('ignores progress made for another plan (one since deleted) and starts a new round for a new plan', () => {
    const progress = withSavedStep(undefined, 'old-plan', 'warning-signs');
    expect(resumeStepIndex(progress, 'new-plan')).toBe(0);
    expect(resumeStepIndex(progress, undefined)).toBe(0);
    expect(withSavedStep(progress, 'new-plan', 'coping')).toEqual({ planId: 'new-plan', savedStepIds: ['coping'] });
  });
});

describe('the plan as a Markdown file', () => {
  it('lists every step with the person’s words and ends with the country’s emergency number and lines', () => {
    const text = safetyPlanMarkdown(
      { warningSigns: ['Not sleeping'], helpers: [{ name: 'Sam', phone: '07700 900123' }, { name: 'Ana', phone: '' }] },
      { pick, lastChanged: '1 May 2026', crisisCountry: 'GB' },
    );
    expect(text).toContain('# My safety plan\n\nLast changed 1 May 2026.');
    expect(text).toContain('## Step 1: My warning signs\n\n- Not sleeping\n');
    expect(text).toContain('## Step 4: People I can ask for help\n\n- Sam: 07700 900123\n- Ana\n');
    expect(text).toContain('## Step 2: Things I can do on my own\n\nNot filled in yet.');
    expect(text).toContain('I call the emergency number: 999 or 112.');
    expect(text).toContain('- Samaritans: call 116 123');
  });

  it('keeps hostile words as text: no heading, link, list or HTML can be smuggled in', () => {
    expect(escapeMarkdown('# heading')).toBe('\\# heading');
    expect(escapeMarkdown('[click](javascript:alert(1))')).toBe('\\[click\\](javascript:alert(1))');
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert(1)\\>');
    expect(escapeMarkdown('line one\n## two')).toBe('line one \\#\\# two');
    expect(escapeMarkdown('- not a list')).toBe('\\- not a list');
    const long = 'x'.repeat(100_000);
    expect(safetyPlanMarkdown({ reasons: [long] }, { pick, lastChanged: 'today', crisisCountry: 'INTL' })).toContain(long);
  });
});
