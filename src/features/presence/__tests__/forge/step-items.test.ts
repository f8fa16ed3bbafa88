import { describe, expect, it } from 'vitest';
import { planStepById } from '@/domains/safety-plan/model';
import { presetsFor } from '@/domains/safety-plan/presets';
import { addItem, itemLimits, itemsFromPlan, LIST_ITEM_MAX_LENGTH, presetIndex, stepProblem, valuesFromItems } from '../../lib/forge/step-items';

const signs = planStepById('warning-signs')!;
const helpers = planStepById('help')!;

describe('a wizard step’s items', () => {
  it('round-trips list and contact steps through the plan’s values', () => {
    expect(itemsFromPlan({ warningSigns: ['Not sleeping'] }, signs)).toEqual([{ text: 'Not sleeping', phone: '' }]);
    const contacts = itemsFromPlan({ helpers: [{ name: 'Sam', phone: '0770' }] }, helpers);
    expect(contacts).toEqual([{ text: 'Sam', phone: '0770' }]);
    expect(valuesFromItems(helpers, contacts)).toEqual({ helpers: [{ name: 'Sam', phone: '0770' }] });
  });

  it('trims, drops empty items, cuts to the limits and keeps at most the step’s number of items', () => {
    const long = 'y'.repeat(LIST_ITEM_MAX_LENGTH + 50);
    const items = [{ text: '  Walk  ', phone: '' }, { text: '   ', phone: '' }, { text: long, phone: '' }, ...Array.from({ length: 20 }, (_, i) => ({ text: `item ${i}`, phone: '' }))];
    const saved = valuesFromItems(signs, items).warningSigns as string[];
    expect(saved[0]).toBe('Walk');
    expect(saved[1]).toHaveLength(LIST_ITEM_MAX_LENGTH);
    expect(saved).toHaveLength(signs.field.maxItems);
    const phone = valuesFromItems(helpers, [{ text: 'Sam', phone: '1'.repeat(500) }]).helpers as { phone: string }[];
    expect(phone[0]!.phone).toHaveLength(itemLimits(helpers).phone);
  });

  it('adds own words, refusing empty, duplicate, too long and one too many, with the reason', () => {
    expect(addItem(signs, [], '   ')).toEqual({ ok: false, problem: 'empty' });
    expect(addItem(signs, [{ text: 'Walk', phone: '' }], ' walk ')).toEqual({ ok: false, problem: 'duplicate' });
    expect(addItem(signs, [], 'z'.repeat(LIST_ITEM_MAX_LENGTH + 1))).toEqual({ ok: false, problem: 'too-long' });
    const full = Array.from({ length: signs.field.maxItems }, (_, i) => ({ text: `s${i}`, phone: '' }));
    expect(addItem(signs, full, 'one more')).toEqual({ ok: false, problem: 'full' });
    expect(addItem(signs, [], '<b>bold</b>')).toEqual({ ok: true, items: [{ text: '<b>bold</b>', phone: '' }] });
  });

  it('finds a chosen preset in either register, and asks for one warning sign before going on', () => {
    const preset = presetsFor('warning-signs').find((one) => one.standard !== one.plain)!;
    expect(presetIndex([{ text: 'x', phone: '' }, { text: preset.plain, phone: '' }], preset)).toBe(1);
    expect(stepProblem(signs, [{ text: '  ', phone: '' }])).toBe('too-few');
    expect(stepProblem(signs, [{ text: 'Not sleeping', phone: '' }])).toBeNull();
    expect(stepProblem(helpers, [])).toBeNull();
  });
});
