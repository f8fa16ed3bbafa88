import type { Copy, FieldDef, SimpleFieldDef, ToolContent } from '@/content/insight/types';
import type { InsightFieldGroup, InsightFieldValue, InsightValues } from '@/db/types';
import { formatCalendarDate, formatDuration, formatMinutes } from '@/lib/format';
import { summarizeMeasureEntry } from '@/domains/measures/summarize-measure';

/** Saved answers as readable text: the same words the person chose, never HTML. Pure. */

type PickCopy = (copy: Copy) => string;
type SimpleValue = InsightFieldGroup[string];

function describeSimple(field: SimpleFieldDef, value: SimpleValue | undefined, pick: PickCopy): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'choice': {
      const ids = Array.isArray(value) ? value : [String(value)];
      if (ids.length === 0) return null;
      return ids.map((id) => {
        const option = field.options.find((candidate) => candidate.id === id);
        return option ? pick(option.label) : id;
      }).join(', ');
    }
    case 'scale':
      return typeof value === 'number' ? `${value} of ${field.max}` : null;
    case 'number':
      return typeof value === 'number' ? `${value} ${pick(field.unit)}` : null;
    case 'date':
      return typeof value === 'string' ? formatCalendarDate(value) : null;
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

export interface DescribedField {
  fieldId: string;
  label: string;
  /** One line, or several (a list), or groups of label/value pairs (a repeater). */
  text?: string;
  items?: string[];
  groups?: { label: string; text: string }[][];
}

function describeField(field: FieldDef, value: InsightFieldValue | undefined, pick: PickCopy): DescribedField | null {
  const label = pick(field.label);
  if (field.kind === 'list') {
    const items = Array.isArray(value) ? (value as string[]).filter((item) => typeof item === 'string' && item) : [];
    return items.length > 0 ? { fieldId: field.id, label, items } : null;
  }
  if (field.kind === 'repeater') {
    const groups = (Array.isArray(value) ? (value as InsightFieldGroup[]) : [])
      .map((group) =>
        field.fields
          .map((sub) => {
            const text = describeSimple(sub, group[sub.id], pick);
            return text === null ? null : { label: pick(sub.label), text };
          })
          .filter((pair): pair is { label: string; text: string } => pair !== null),
      )
      .filter((pairs) => pairs.length > 0);
    return groups.length > 0 ? { fieldId: field.id, label, groups } : null;
  }
  const text = describeSimple(field, value as SimpleValue | undefined, pick);
  return text === null ? null : { fieldId: field.id, label, text };
}

export function describeValues(fields: readonly FieldDef[], values: InsightValues, pick: PickCopy): DescribedField[] {
  return fields.map((field) => describeField(field, values[field.id], pick)).filter((item): item is DescribedField => item !== null);
}

function minutesOfDay(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

function between(start: number, end: number): number {
  return (end - start + 1440) % 1440;
}

interface SleepFigures {
  minutesInBed: number;
  minutesAsleep: number;
  /** Time asleep as a share of time in bed, 0 to 1. */
  efficiency: number;
}

/** Time in bed and estimated time asleep from one sleep-diary night; null when a time is missing. */
export function sleepFigures(values: InsightValues): SleepFigures | null {
  const bed = minutesOfDay(values.bedTime);
  const wake = minutesOfDay(values.wakeTime);
  const up = minutesOfDay(values.outOfBedTime);
  if (bed === null || wake === null || up === null) return null;
  const minutesInBed = between(bed, up);
  const toSleep = typeof values.minutesToSleep === 'number' ? values.minutesToSleep : 0;
  const awake = typeof values.minutesAwake === 'number' ? values.minutesAwake : 0;
  const minutesAsleep = Math.max(0, between(bed, wake) - toSleep - awake);
  return { minutesInBed, minutesAsleep, efficiency: minutesInBed > 0 ? Math.min(1, minutesAsleep / minutesInBed) : 0 };
}

export function allFields(tool: Pick<ToolContent, 'steps'>): FieldDef[] {
  return tool.steps.flatMap((step) => step.fields);
}

function shorten(text: string, max = 160): string {
  const single = text.replace(/\s+/g, ' ').trim();
  return single.length > max ? `${single.slice(0, max - 1).trimEnd()}…` : single;
}

/** One line that identifies an entry in a list. */
export function summarizeToolEntry(tool: ToolContent, values: InsightValues, pick: PickCopy): string {
  if (tool.measure) return summarizeMeasureEntry(tool.measure, values, pick);
  if (tool.kind === 'breathing') {
    const pattern = tool.breathing?.patterns.find((candidate) => candidate.id === values.patternId);
    const seconds = typeof values.seconds === 'number' ? values.seconds : 0;
    return [pattern ? pick(pattern.label) : null, formatDuration(seconds)].filter(Boolean).join(' · ');
  }
  if (tool.kind === 'mood') {
    const field = allFields(tool).find((candidate) => candidate.id === 'emotions');
    const words = field ? describeField(field, values.emotions, pick)?.text : undefined;
    const ratings =
      typeof values.pleasantness === 'number' && typeof values.energy === 'number'
        ? `pleasantness ${values.pleasantness} of 5, energy ${values.energy} of 5`
        : null;
    return shorten([words, ratings].filter(Boolean).join(' · '));
  }
  if (tool.id === 'sleep-diary') {
    const figures = sleepFigures(values);
    const night = typeof values.night === 'string' ? formatCalendarDate(values.night) : null;
    const asleep = figures ? `about ${formatMinutes(figures.minutesAsleep)} asleep of ${formatMinutes(figures.minutesInBed)} in bed` : null;
    return [night, asleep].filter(Boolean).join(' · ');
  }
  const fields = allFields(tool);
  const parts: string[] = [];
  for (const id of tool.summaryFields) {
    const field = fields.find((candidate) => candidate.id === id);
    if (!field) continue;
    const described = describeField(field, values[id], pick);
    if (!described) continue;
    if (described.text) parts.push(field.kind === 'scale' ? `${described.label}: ${described.text}` : described.text);
    else if (described.items) parts.push(described.items.join(', '));
    else if (described.groups) parts.push(described.groups.map((pairs) => pairs[0]?.text ?? '').filter(Boolean).join(', '));
  }
  return shorten(parts.join(' · '));
}

export function summarizeValues(fields: readonly FieldDef[], summaryFields: readonly string[], values: InsightValues, pick: PickCopy): string {
  const parts: string[] = [];
  for (const id of summaryFields) {
    const field = fields.find((candidate) => candidate.id === id);
    if (!field) continue;
    const described = describeField(field, values[id], pick);
    if (described?.text) parts.push(described.text);
    else if (described?.items) parts.push(described.items.join(', '));
  }
  return shorten(parts.join(' · '));
}
