/**
 * The plan as a readable Markdown file, for "download my plan": plain text anyone can open, print or paste, with
 * the person's words as written. Markdown characters in their words are escaped so a line never turns into a heading
 * or a link by accident. Pure and tested.
 */
import { countryFor, linesFor, type CrisisLine } from '@/content/crisis-lines';
import type { Copy } from '@/content/insight/types';
import type { InsightValues } from '@/db/types';
import { planContacts, planListItems, planSteps } from './model';

/** Escapes what Markdown would read as formatting at the start of a line or inside it. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/([\\`*_[\]<>#|~])/g, '\\$1')
    .replace(/^(\s*)([-+]|\d+\.)(\s)/, '$1\\$2$3');
}

interface PlanTextOptions {
  readonly pick: (copy: Copy) => string;
  /** When the plan was last changed, already formatted for the reader. */
  readonly lastChanged: string;
  /** The country whose emergency number and crisis lines end the file (as the printed plan does). */
  readonly crisisCountry: string;
}

function crisisLineText(line: CrisisLine): string {
  const ways: string[] = [];
  if (line.phone) ways.push(`call ${line.phone.display}`);
  if (line.sms) ways.push(`text ${line.sms.display}`);
  if (ways.length === 0 && line.web) ways.push(line.web.url);
  return ways.length > 0 ? `${line.name}: ${ways.join(', or ')}` : line.name;
}

/** "If I am in danger", written out with numbers: a link is no use in a file read on another device. */
function dangerLines(code: string): string[] {
  const country = countryFor(code);
  const lines = linesFor(code);
  const local = lines.filter((line) => line.country !== 'INTL');
  const shown = local.length > 0 ? local : lines;
  return [
    country.emergency
      ? `If my life is in danger, I call the emergency number: ${country.emergency.display}.`
      : 'If my life is in danger, I call the local emergency number.',
    '',
    local.length > 0 ? 'To talk to someone now, any time:' : 'To find a crisis line near me:',
    '',
    ...shown.map((line) => `- ${escapeMarkdown(crisisLineText(line))}`),
  ];
}

/** The plan's steps as titles with their entries (contacts as "name: phone"), in order. */
function planSections(values: InsightValues | undefined, pick: (copy: Copy) => string): { title: string; items: string[] }[] {
  return planSteps.map(({ step, field }) => ({
    title: pick(step.title),
    items:
      field.kind === 'list'
        ? planListItems(values, field.id)
        : planContacts(values, field.id).map((contact) => (contact.phone ? `${contact.name}: ${contact.phone}` : contact.name)),
  }));
}

/**
 * The plan as plain text for a therapist's return (rendered as text there, so nothing is escaped): each step's title,
 * then its entries one per line. Cut to `max` characters, ending with an ellipsis, should an enormous plan not fit.
 */
export function safetyPlanText(values: InsightValues | undefined, pick: (copy: Copy) => string, max: number): string {
  const text = planSections(values, pick)
    .map(({ title, items }) => [title, ...(items.length > 0 ? items.map((item) => `- ${item}`) : ['(not filled in yet)'])].join('\n'))
    .join('\n\n');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The whole plan as Markdown, ending with where help is. */
export function safetyPlanMarkdown(values: InsightValues | undefined, { pick, lastChanged, crisisCountry }: PlanTextOptions): string {
  const lines: string[] = ['# My safety plan', '', `Last changed ${lastChanged}.`, ''];
  for (const { title, items } of planSections(values, pick)) {
    lines.push(`## ${title}`, '');
    if (items.length === 0) lines.push('Not filled in yet.');
    else lines.push(...items.map((item) => `- ${escapeMarkdown(item)}`));
    lines.push('');
  }
  lines.push('## If I am in danger', '', ...dangerLines(crisisCountry), '');
  return lines.join('\n');
}
