/**
 * Official ways to find a therapist, by country, for when the directory has no one to show: cited like the crisis
 * lines, each with the page it was read on and the date it was checked (the data and the rules for adding to it are in
 * `finders.ts`). A country where we looked and found none says so plainly; a country we have not looked at yet gets no
 * invented link: the directory says so and points to the person's doctor or local health service instead.
 */
import type { CrisisCountryCode, CrisisSource } from '../crisis-lines';
import { therapyFinders } from './finders';
import type { TherapyFinder } from './types';

export { therapyFinders, therapyFindersNoneFound } from './finders';
export type { TherapyFinder } from './types';


export function therapyFindersFor(code: CrisisCountryCode): readonly TherapyFinder[] {
  return therapyFinders[code] ?? [];
}

/** ISO date (yyyy-mm-dd), a real day. */
function isIsoDate(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}

function isHttps(value: unknown): boolean {
  return typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);
}

function isText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * What is wrong with an entry, in words (empty when nothing is): the content test runs it over every entry, so an
 * entry without its source (a named publisher and an https page) or the date it was checked is refused, as a crisis
 * line is.
 */
export function therapyFinderProblems(entry: unknown): string[] {
  if (typeof entry !== 'object' || entry === null) return ['not an object'];
  const finder = entry as Partial<Record<keyof TherapyFinder, unknown>>;
  const problems: string[] = [];
  if (!isText(finder.name)) problems.push('no name');
  if (!isHttps(finder.url)) problems.push('no https link');
  if (!isText(finder.description)) problems.push('no description');
  const source = finder.source as Partial<CrisisSource> | undefined;
  if (typeof source !== 'object' || source === null) problems.push('no source');
  else {
    if (!isText(source.name)) problems.push('no source name');
    if (!isHttps(source.url)) problems.push('no https source page');
  }
  if (!isIsoDate(finder.checked)) problems.push('no date checked (yyyy-mm-dd)');
  return problems;
}
