/**
 * Builds what a client sends back to their therapist from exactly what they chose, item by item. Pure: the screen
 * shows the result in its preview and sends the same object, so the therapist sees what the preview showed.
 */
import {
  CLIENT_RETURN_VERSION,
  MAX_RETURNED_PER_ITEM,
  type ClientReturn,
  type PrescribedItem,
  type Prescription,
  type ReturnedItem,
  type ShareFacet,
} from '@contract/prescription-schemas';
import type { Copy, FieldDef } from '@/content/insight/types';
import type { PrescribedCompletionRow } from '@/db/star-chart-types';
import type { InsightValues } from '@/db/types';
import { entryFlags, readSavedResult } from '@contract/measure-scoring';
import { checkInFlags } from '@contract/risk-flags';
import { describeValues } from '@/domains/tool-entries/describe-values';

type PickCopy = (copy: Copy) => string;

/** An entry the person wrote with a prescribed tool or activity. */
export interface SourceEntry {
  id: string;
  createdAt: string;
  values: InsightValues;
}

/** What this device holds for one prescribed item. */
export interface ItemSource {
  item: PrescribedItem;
  completions: readonly PrescribedCompletionRow[];
  /** The item's entries since the prescription started, newest first (tools and activities only). */
  entries: readonly SourceEntry[];
  /** The tool's or activity's fields, to read entries and scores; null for other kinds. */
  fields: readonly FieldDef[] | null;
}

export interface ItemChoice {
  /** What is shared of the item, any of days done, scores and entries (none: nothing). */
  facets: readonly ShareFacet[];
  /** With `entries`: the ids of the entries chosen. */
  entryIds: readonly string[];
}

export const NO_CHOICE: ItemChoice = { facets: [], entryIds: [] };

/**
 * A question as the tool writes it, without the form's own markup: "(optional)" and its plain-language twin "(you
 * can skip this)" tell the person filling the form something; the therapist reading the answer needs the question.
 */
export function cleanLabel(label: string): string {
  return label.replace(/\s*\((?:optional|you can skip this)\)\s*$/i, '').trim();
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** An entry as readable text, one answer per line (lists and groups indented), exactly as it will be sent. */
export function entryAsText(fields: readonly FieldDef[], values: InsightValues, pick: PickCopy): string {
  const lines: string[] = [];
  const measured = readSavedResult(values);
  if (measured) lines.push(`Total score: ${measured.score} of ${measured.scoreMax}`);
  for (const described of describeValues(fields, values, pick)) {
    const field = { ...described, label: cleanLabel(described.label) };
    if (field.text !== undefined) lines.push(`${field.label}: ${field.text}`);
    if (field.items) lines.push(`${field.label}:`, ...field.items.map((item) => `- ${item}`));
    if (field.groups) {
      lines.push(`${field.label}:`);
      for (const group of field.groups) lines.push(...group.map((pair, index) => `${index === 0 ? '- ' : '  '}${pair.label}: ${pair.text}`));
    }
  }
  return clip(lines.join('\n'), 8000);
}

/** The numeric answers (scales and numbers) of the entries, and a questionnaire's total with its flags, oldest first. */
export function scoresOf(fields: readonly FieldDef[], entries: readonly SourceEntry[], pick: PickCopy): NonNullable<ReturnedItem['scores']> {
  const numeric = fields.filter((field) => field.kind === 'scale' || field.kind === 'number');
  const scores: NonNullable<ReturnedItem['scores']> = [];
  for (const entry of [...entries].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const measured = readSavedResult(entry.values);
    if (measured) scores.push({ at: entry.createdAt, label: 'Total score', value: measured.score, max: measured.scoreMax, ...flagsOf(entry) });
    for (const field of numeric) {
      const value = entry.values[field.id];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      scores.push({ at: entry.createdAt, label: clip(cleanLabel(pick(field.label)), 80), value, ...(field.kind === 'scale' ? { max: field.max } : {}), ...flagsOf(entry) });
    }
  }
  return scores.slice(-MAX_RETURNED_PER_ITEM);
}

/** An entry's flags (a questionnaire's, a check-in's crisis word), as a return carries them: present only when there are some. */
function flagsOf(entry: SourceEntry): { flags?: string[] } {
  const flags = [...entryFlags(entry.values), ...checkInFlags(entry.values)];
  return flags.length > 0 ? { flags } : {};
}

/** What may be shared of an item on this device: days done always, scores when it has any, entries when there are some. */
export function facetsFor(source: ItemSource): ShareFacet[] {
  const facets: ShareFacet[] = ['completions'];
  const scored = source.entries.some((entry) => readSavedResult(entry.values) !== null);
  if (scored || source.fields?.some((field) => field.kind === 'scale' || field.kind === 'number')) facets.push('scores');
  if (source.fields && source.entries.length > 0) facets.push('entries');
  return facets;
}

interface BuildReturnInput {
  id: string;
  prescription: Prescription;
  createdAt: string;
  sources: readonly ItemSource[];
  choices: Readonly<Record<string, ItemChoice>>;
  entryTitle: (item: PrescribedItem) => string;
  pick: PickCopy;
  /** The client's IANA time zone, carried so the therapist counts due days as the client's device does. */
  timeZone: string;
}

/** What was chosen of one item, or null when nothing of it is shared. */
function returnedItem(source: ItemSource, choice: ItemChoice, entryTitle: (item: PrescribedItem) => string, pick: PickCopy): ReturnedItem | null {
  const item: ReturnedItem = { itemId: source.item.id };
  if (choice.facets.includes('completions')) {
    const rows = [...source.completions].sort((a, b) => a.completedAt.localeCompare(b.completedAt)).slice(-MAX_RETURNED_PER_ITEM);
    if (rows.length > 0) {
      item.completions = rows.map((row) => row.completedAt);
      item.doneDates = [...new Set(rows.map((row) => row.dueDate))].sort();
    }
  }
  if (choice.facets.includes('scores') && source.fields) {
    const scores = scoresOf(source.fields, source.entries, pick);
    if (scores.length > 0) item.scores = scores;
  }
  if (choice.facets.includes('entries') && source.fields) {
    const fields = source.fields;
    const chosen = source.entries.filter((entry) => choice.entryIds.includes(entry.id)).slice(0, MAX_RETURNED_PER_ITEM);
    const entries = chosen.map((entry) => ({ at: entry.createdAt, title: clip(entryTitle(source.item), 120), body: entryAsText(fields, entry.values, pick), ...flagsOf(entry) }));
    if (entries.length > 0) item.entries = entries;
  }
  return item.completions || item.scores || item.entries ? item : null;
}

/** The return (format version 2) holds only the items with something chosen, and for each only what was chosen. */
export function buildClientReturn({ id, prescription, createdAt, sources, choices, entryTitle, pick, timeZone }: BuildReturnInput): ClientReturn {
  const items: ReturnedItem[] = [];
  for (const source of sources) {
    const choice = choices[source.item.id];
    const item = choice ? returnedItem(source, choice, entryTitle, pick) : null;
    if (item) items.push(item);
  }
  return { id, version: CLIENT_RETURN_VERSION, prescriptionId: prescription.id, createdAt, timeZone, items };
}
