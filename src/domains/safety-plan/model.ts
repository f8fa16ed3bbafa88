/**
 * The one safety-plan model. The plan is Insight's 'safety-plan' tool (src/content/insight/tools/safety-plan.ts): a
 * single living document kept as one `insightEntries` row, one step per Stanley-Brown step plus "what matters most".
 * Insight's tool page and the forge (and its wizard) all read and write that same row through this module, so both
 * screens always show the same plan. Pure: no Dexie, no React.
 */
import { safetyPlan } from '@/content/insight/tools/safety-plan';
import type { FormStep, ListFieldDef, RepeaterFieldDef, ToolContent } from '@/content/insight/types';
import type { InsightEntryRow, InsightFieldGroup, InsightValues } from '@/db/types';

/** The tool whose steps and labels define the plan. */
const safetyPlanTool: ToolContent = safetyPlan;

export const SAFETY_PLAN_TOOL_ID = safetyPlanTool.id;

/** The kinds of field a plan step holds: a list of short texts, or contacts (a name and an optional phone). */
type PlanField = ListFieldDef | RepeaterFieldDef;

export interface PlanStep {
  readonly step: FormStep;
  readonly field: PlanField;
}

function planStepsOf(tool: ToolContent): readonly PlanStep[] {
  return tool.steps.map((step) => {
    const field = step.fields[0];
    if (!field || step.fields.length !== 1 || (field.kind !== 'list' && field.kind !== 'repeater')) {
      throw new Error(`Safety-plan step "${step.id}" must hold exactly one list or repeater field`);
    }
    return { step, field };
  });
}

/** The plan's steps in order, each with its one field. */
export const planSteps: readonly PlanStep[] = planStepsOf(safetyPlanTool);

export function planStepById(stepId: string): PlanStep | undefined {
  return planSteps.find(({ step }) => step.id === stepId);
}

/** A person or place in the plan: what the repeater steps hold. */
export interface PlanContact {
  readonly name: string;
  readonly phone: string;
}

/** The short texts of a list step; anything that is not a non-empty string (an old or damaged value) is left out. */
export function planListItems(values: InsightValues | undefined, fieldId: string): string[] {
  const value = values?.[fieldId];
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** The contacts of a repeater step; groups without a name are left out. */
export function planContacts(values: InsightValues | undefined, fieldId: string): PlanContact[] {
  const value = values?.[fieldId];
  if (!Array.isArray(value)) return [];
  return (value as unknown[])
    .filter((group): group is InsightFieldGroup => typeof group === 'object' && group !== null && !Array.isArray(group))
    .map((group) => ({ name: typeof group.name === 'string' ? group.name.trim() : '', phone: typeof group.phone === 'string' ? group.phone.trim() : '' }))
    .filter((contact) => contact.name !== '');
}

/** How many entries a step holds in the plan. */
export function countStepEntries(values: InsightValues | undefined, { field }: PlanStep): number {
  return field.kind === 'list' ? planListItems(values, field.id).length : planContacts(values, field.id).length;
}

/** True when the plan holds nothing at all (a new plan, or every entry removed). */
export function isPlanEmpty(values: InsightValues | undefined): boolean {
  return planSteps.every((step) => countStepEntries(values, step) === 0);
}

/**
 * The plan's values with one step's field replaced and every other step kept, so saving a step never loses what the
 * other steps hold (the wizard saves step by step; Insight's form saves all steps at once).
 */
export function withStepValues(current: InsightValues | undefined, { field }: PlanStep, stepValues: InsightValues): InsightValues {
  const next: InsightValues = { ...current };
  const value = stepValues[field.id];
  next[field.id] = value === undefined ? [] : value;
  return next;
}

/** The plan row, when one exists: the newest entry of the safety-plan tool. */
export type SafetyPlanRow = InsightEntryRow;
