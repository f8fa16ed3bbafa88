/**
 * The wizard's working copy of one plan step: an ordered list of items (a text, and a phone for the steps about
 * people and places), turned back into the plan's values when the step is saved. Pure and tested.
 */
import type { Copy } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';
import { planContacts, planListItems, type PlanStep } from '@/domains/safety-plan/model';
import { isPreset } from '@/domains/safety-plan/presets';

export interface StepItem {
  text: string;
  phone: string;
}

/** A list item's longest text (as Insight's list input allows). */
export const LIST_ITEM_MAX_LENGTH = 300;
const CONTACT_NAME_MAX_LENGTH = 200;
const CONTACT_PHONE_MAX_LENGTH = 40;

/** The longest text an item of this step may hold, and its phone's (contacts only). */
export function itemLimits({ field }: PlanStep): { text: number; phone: number } {
  if (field.kind === 'list') return { text: LIST_ITEM_MAX_LENGTH, phone: 0 };
  const name = field.fields.find((sub) => sub.id === 'name');
  const phone = field.fields.find((sub) => sub.id === 'phone');
  return {
    text: name && (name.kind === 'text' || name.kind === 'textarea') ? (name.maxLength ?? CONTACT_NAME_MAX_LENGTH) : CONTACT_NAME_MAX_LENGTH,
    phone: phone && (phone.kind === 'text' || phone.kind === 'textarea') ? (phone.maxLength ?? CONTACT_PHONE_MAX_LENGTH) : CONTACT_PHONE_MAX_LENGTH,
  };
}

/** The step's items as the plan holds them now. */
export function itemsFromPlan(values: InsightValues | undefined, { field }: PlanStep): StepItem[] {
  if (field.kind === 'list') return planListItems(values, field.id).map((text) => ({ text, phone: '' }));
  return planContacts(values, field.id).map(({ name, phone }) => ({ text: name, phone }));
}

/** What the step saves: texts trimmed and cut to their limits, empty items dropped. */
export function valuesFromItems(step: PlanStep, items: readonly StepItem[]): InsightValues {
  const limits = itemLimits(step);
  const kept = items
    .map((item) => ({ text: item.text.trim().slice(0, limits.text), phone: item.phone.trim().slice(0, limits.phone) }))
    .filter((item) => item.text !== '')
    .slice(0, step.field.maxItems);
  if (step.field.kind === 'list') return { [step.field.id]: kept.map((item) => item.text) };
  return { [step.field.id]: kept.map((item) => ({ name: item.text, phone: item.phone })) };
}

/** The index of the item a preset stands for, or -1 when it is not chosen. */
export function presetIndex(items: readonly StepItem[], preset: Copy): number {
  return items.findIndex((item) => isPreset(preset, item.text));
}

export type AddResult = { ok: true; items: StepItem[] } | { ok: false; problem: 'empty' | 'duplicate' | 'full' | 'too-long' };

/** Adds an item in the person's words (or a preset's), refusing what is empty, already there, too long, or one too many. */
export function addItem(step: PlanStep, items: readonly StepItem[], text: string): AddResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (trimmed.length > itemLimits(step).text) return { ok: false, problem: 'too-long' };
  if (items.some((item) => item.text.trim().toLowerCase() === trimmed.toLowerCase())) return { ok: false, problem: 'duplicate' };
  if (items.length >= step.field.maxItems) return { ok: false, problem: 'full' };
  return { ok: true, items: [...items, { text: trimmed, phone: '' }] };
}

/** Why the step cannot be saved yet, or null when it can (the first step asks for at least one warning sign). */
export function stepProblem(step: PlanStep, items: readonly StepItem[]): 'too-few' | null {
  const filled = items.filter((item) => item.text.trim() !== '').length;
  return filled < step.field.minItems ? 'too-few' : null;
}
