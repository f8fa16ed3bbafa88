import { TRAIL_NAMES } from './trail-names';
import { flowBodySchema } from './flow-schema';
import { checkMeasureTool } from './validate-measure';
import type {
  ActivityContent,
  Copy,
  FieldDef,
  FlowContent,
  JourneyContent,
  ToolContent,
  TrailContent,
} from './types';

export interface InsightContent {
  tools: readonly ToolContent[];
  trails: readonly TrailContent[];
  journeys: readonly JourneyContent[];
  activities: readonly ActivityContent[];
  flows: readonly FlowContent[];
}

/** Plain-language sentences stay short; longer ones belong in the standard text. */
export const PLAIN_SENTENCE_MAX_WORDS = 20;

/** Words the product never uses about itself: no promises of cure, no guilt mechanics. */
const FORBIDDEN = [/\bcure[sd]?\b/i, /\bstreaks?\b/i, /\bTODO\b/, /lorem ipsum/i, /coming soon/i];

/** Trails that touch on trauma, abuse or addiction must say so before they begin. */
export const TRAILS_NEEDING_CONTENT_NOTE = ['abuse-recovery', 'addiction-recovery'] as const;

function isCopy(value: unknown): value is Copy {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Copy).standard === 'string' &&
    typeof (value as Copy).plain === 'string'
  );
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“‘(A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter(Boolean).length;
}

/** Every Copy anywhere inside `value`, with the path that leads to it. */
export function collectCopies(value: unknown, path: string, out: { path: string; copy: Copy }[]): void {
  if (isCopy(value)) {
    out.push({ path, copy: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectCopies(item, `${path}[${index}]`, out));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collectCopies(child, `${path}.${key}`, out);
  }
}

export function checkCopy(path: string, copy: Copy, problems: string[]): void {
  if (!copy.standard.trim()) problems.push(`${path}: the standard text is empty`);
  if (!copy.plain.trim()) problems.push(`${path}: the plain-language text is empty`);
  if (copy.standard === copy.plain && !copy.alreadyPlain) {
    problems.push(`${path}: the plain text repeats the standard text without being marked as already plain`);
  }
  if (copy.alreadyPlain && copy.standard !== copy.plain) {
    problems.push(`${path}: marked as already plain but the two texts differ`);
  }
  for (const sentence of sentences(copy.plain)) {
    if (wordCount(sentence) > PLAIN_SENTENCE_MAX_WORDS) {
      problems.push(`${path}: a plain-language sentence has more than ${PLAIN_SENTENCE_MAX_WORDS} words: "${sentence}"`);
    }
  }
  for (const pattern of FORBIDDEN) {
    if (pattern.test(copy.standard) || pattern.test(copy.plain)) problems.push(`${path}: uses ${pattern}`);
  }
}

function checkUnique(ids: readonly string[], what: string, problems: string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${what}: "${id}" is used twice`);
    seen.add(id);
  }
}

function checkFields(owner: string, fields: readonly FieldDef[], problems: string[]): void {
  checkUnique(
    fields.map((field) => field.id),
    `${owner} field ids`,
    problems,
  );
  for (const field of fields) {
    const where = `${owner} field "${field.id}"`;
    if (field.kind === 'scale' && !(field.min < field.max)) problems.push(`${where}: min must be below max`);
    if (field.kind === 'number' && !(field.min < field.max)) problems.push(`${where}: min must be below max`);
    if ((field.kind === 'list' || field.kind === 'repeater') && !(field.minItems <= field.maxItems && field.maxItems > 0)) {
      problems.push(`${where}: item limits are inconsistent`);
    }
    if (field.kind === 'choice') {
      if (field.options.length < 2) problems.push(`${where}: needs at least two options`);
      checkUnique(
        field.options.map((option) => option.id),
        `${where} options`,
        problems,
      );
      const groups = new Set((field.groups ?? []).map((group) => group.id));
      for (const option of field.options) {
        if (option.group !== undefined && !groups.has(option.group)) {
          problems.push(`${where}: option "${option.id}" names a group that does not exist`);
        }
      }
    }
    if (field.kind === 'repeater') checkFields(where, field.fields, problems);
  }
}

/** Checks Insight's content as a whole; returns every problem found (an empty list means it is sound). */
export function validateInsightContent(content: InsightContent): string[] {
  const problems: string[] = [];
  const copies: { path: string; copy: Copy }[] = [];
  collectCopies(content, 'content', copies);
  for (const { path, copy } of copies) checkCopy(path, copy, problems);

  const toolIds = new Set(content.tools.map((tool) => tool.id));
  const activityIds = new Set(content.activities.map((activity) => activity.id));
  const flowIds = new Set(content.flows.map((flow) => flow.id));
  const trailSteps = new Map(content.trails.map((trail) => [trail.id, new Set(trail.steps.map((step) => step.id))]));

  checkUnique(
    content.tools.map((tool) => tool.id),
    'tool ids',
    problems,
  );
  for (const tool of content.tools) {
    const allFields = tool.steps.flatMap((step) => step.fields);
    checkUnique(
      tool.steps.map((step) => step.id),
      `tool "${tool.id}" step ids`,
      problems,
    );
    checkFields(`tool "${tool.id}"`, allFields, problems);
    if (tool.steps.length === 0) problems.push(`tool "${tool.id}" has no steps`);
    const fieldIds = new Set(allFields.map((field) => field.id));
    const summaryFromBreathing = tool.kind === 'breathing' ? ['patternId', 'seconds'] : [];
    for (const id of tool.summaryFields) {
      if (!fieldIds.has(id) && !summaryFromBreathing.includes(id)) problems.push(`tool "${tool.id}": summary field "${id}" does not exist`);
    }
    if (tool.kind === 'breathing' && (!tool.breathing || tool.breathing.patterns.length === 0)) {
      problems.push(`tool "${tool.id}": a breathing tool needs patterns`);
    }
    if (tool.minutes <= 0) problems.push(`tool "${tool.id}": minutes must be positive`);
    problems.push(...checkMeasureTool(tool));
  }

  const trailIds = content.trails.map((trail) => trail.id);
  checkUnique(trailIds, 'trail ids', problems);
  for (const name of TRAIL_NAMES) if (!trailIds.includes(name)) problems.push(`trail "${name}" of the spec is missing`);
  for (const id of trailIds) {
    if (!(TRAIL_NAMES as readonly string[]).includes(id)) problems.push(`trail "${id}" is not one of the spec's trails`);
  }
  for (const trail of content.trails) {
    if (trail.steps.length < 5) problems.push(`trail "${trail.id}" has ${trail.steps.length} steps; at least 5 are needed`);
    checkUnique(
      trail.steps.map((step) => step.id),
      `trail "${trail.id}" step ids`,
      problems,
    );
    for (const step of trail.steps) {
      if (step.kind === 'tool' && !toolIds.has(step.toolId)) {
        problems.push(`trail "${trail.id}" step "${step.id}" uses a tool that does not exist: "${step.toolId}"`);
      }
      if (step.kind === 'activity' && !activityIds.has(step.activityId)) {
        problems.push(`trail "${trail.id}" step "${step.id}" uses an activity that does not exist: "${step.activityId}"`);
      }
    }
    if ((TRAILS_NEEDING_CONTENT_NOTE as readonly string[]).includes(trail.id)) {
      if (!trail.contentNote || trail.contentNote.help.length === 0) {
        problems.push(`trail "${trail.id}" touches on trauma or addiction but has no content note with specialist help`);
      }
    }
  }
  if (content.trails.find((trail) => trail.id === 'muster')?.flag !== 'musterSet') {
    problems.push('the muster trail must follow the musterSet flag');
  }

  checkUnique(
    content.journeys.map((journey) => journey.id),
    'journey ids',
    problems,
  );
  for (const journey of content.journeys) {
    journey.days.forEach((day, index) => {
      if (day.day !== index + 1) problems.push(`journey "${journey.id}": day ${day.day} is out of order`);
      if (day.items.length === 0) problems.push(`journey "${journey.id}" day ${day.day} has nothing in it`);
      for (const item of day.items) {
        const where = `journey "${journey.id}" day ${day.day}`;
        if (item.kind === 'tool' && !toolIds.has(item.toolId)) problems.push(`${where}: tool "${item.toolId}" does not exist`);
        if (item.kind === 'activity' && !activityIds.has(item.activityId)) {
          problems.push(`${where}: activity "${item.activityId}" does not exist`);
        }
        if (item.kind === 'flow' && !flowIds.has(item.flowId)) problems.push(`${where}: flow "${item.flowId}" does not exist`);
        if (item.kind === 'trail-step' && !trailSteps.get(item.trailId)?.has(item.stepId)) {
          problems.push(`${where}: trail step "${item.trailId}/${item.stepId}" does not exist`);
        }
      }
    });
  }

  checkUnique(
    content.activities.map((activity) => activity.id),
    'activity ids',
    problems,
  );
  for (const activity of content.activities) {
    checkFields(`activity "${activity.id}"`, activity.fields, problems);
    const fieldIds = new Set(activity.fields.map((field) => field.id));
    for (const id of activity.summaryFields) {
      if (!fieldIds.has(id)) problems.push(`activity "${activity.id}": summary field "${id}" does not exist`);
    }
    if (activity.kind === 'imagery' && activity.script.length < 3) {
      problems.push(`activity "${activity.id}": an imagery script needs at least three parts`);
    }
  }

  checkUnique(
    content.flows.map((flow) => flow.id),
    'flow ids',
    problems,
  );
  for (const flow of content.flows) {
    const tiers = Object.keys(flow.versions);
    if (tiers.length < 2) problems.push(`flow "${flow.id}" has versions for ${tiers.length} age tier(s); at least 2 are needed`);
    if (!flowBodySchema.safeParse({ title: flow.title, summary: flow.summary, versions: flow.versions }).success) {
      problems.push(`flow "${flow.id}" does not match the flow schema`);
    }
    if (Number.isNaN(Date.parse(flow.createdAt))) problems.push(`flow "${flow.id}": createdAt is not a date`);
    for (const [tier, version] of Object.entries(flow.versions)) {
      checkUnique(
        version.steps.map((step) => step.id),
        `flow "${flow.id}" (${tier}) step ids`,
        problems,
      );
    }
  }

  return problems;
}
