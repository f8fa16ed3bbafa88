import type { Copy } from '../insight/types';
import type { Reading } from './types';

/** Plain-language sentences stay short (the same rule as Insight's content). */
export const PLAIN_SENTENCE_MAX_WORDS = 20;

/** Reading speed used to check each reading's minutes: about 200 words a minute, give or take. */
const WORDS_PER_MINUTE = { slowest: 130, fastest: 260 } as const;

const OWN_CREDIT = /^Written for Better Minds\b/;
const GUTENBERG_EBOOK = /^https:\/\/www\.gutenberg\.org\/ebooks\/\d+$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Phrasing the library never uses: no promises of cure, no guilt mechanics, no language that stigmatises or that
 * safe-messaging guidance (Samaritans, reportingonsuicide.org) asks writers to avoid, and no placeholder text.
 */
export const BANNED_PHRASES: readonly RegExp[] = [
  /\bcure[sd]?\b/i,
  /\bstreaks?\b/i,
  /\byou missed\b/i,
  /\bcommit(?:ted|s)? suicide\b/i,
  /\b(?:successful|failed|unsuccessful) (?:suicide|attempt)\b/i,
  /\bsnap out of it\b/i,
  /\bjust cheer up\b/i,
  /\b(?:crazy|insane|psycho|lunatic)\b/i,
  /\bTODO\b/,
  /lorem ipsum/i,
  /coming soon/i,
];

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function checkText(where: string, text: string, problems: string[]): void {
  for (const pattern of BANNED_PHRASES) if (pattern.test(text)) problems.push(`${where}: uses ${pattern}`);
}

function checkCopy(where: string, copy: Copy, problems: string[]): void {
  if (!copy.standard.trim()) problems.push(`${where}: the standard text is empty`);
  if (!copy.plain.trim()) problems.push(`${where}: the plain-language variant is empty`);
  if (copy.standard === copy.plain && !copy.alreadyPlain) {
    problems.push(`${where}: the plain variant repeats the standard text without being marked as already plain`);
  }
  if (copy.alreadyPlain && copy.standard !== copy.plain) problems.push(`${where}: marked as already plain but the texts differ`);
  for (const sentence of sentences(copy.plain)) {
    if (words(sentence) > PLAIN_SENTENCE_MAX_WORDS) {
      problems.push(`${where}: a plain sentence has more than ${PLAIN_SENTENCE_MAX_WORDS} words: "${sentence}"`);
    }
  }
  checkText(`${where} (standard)`, copy.standard, problems);
  checkText(`${where} (plain)`, copy.plain, problems);
}

function checkSource(reading: Reading, problems: string[]): void {
  const where = `reading "${reading.id}" source`;
  const { credit, url, licence } = reading.source;
  if (licence === 'own') {
    if (!OWN_CREDIT.test(credit)) problems.push(`${where}: our own readings are credited "Written for Better Minds"`);
    return;
  }
  if (!/(?<!ebook )\b1[0-8]\d\d\b/.test(credit)) problems.push(`${where}: a public-domain text names its year of publication (before 1900)`);
  if (credit.length < 40) problems.push(`${where}: a public-domain text names its author, title, edition or translator`);
  if (!url || !GUTENBERG_EBOOK.test(url)) problems.push(`${where}: a public-domain text links to its Project Gutenberg ebook`);
  if (url && !credit.includes(url.split('/').pop() ?? '')) problems.push(`${where}: the credit names the ebook the link points to`);
}

/** Every problem with the library's readings, as readable lines; [] when there are none. */
export function validateReadings(readings: readonly Reading[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const reading of readings) {
    const where = `reading "${reading.id}"`;
    if (!SLUG.test(reading.id)) problems.push(`${where}: the id is not a lowercase slug`);
    if (seen.has(reading.id)) problems.push(`${where}: the id is used twice`);
    seen.add(reading.id);
    if (!reading.title.trim()) problems.push(`${where}: no title`);
    if (!reading.author.trim()) problems.push(`${where}: no author`);
    checkText(`${where} title`, reading.title, problems);
    checkCopy(`${where} summary`, reading.summary, problems);
    if (reading.contentNotes.length === 0 || reading.contentNotes.some((note) => !note.trim())) {
      problems.push(`${where}: content notes are missing (a reading with none says "none")`);
    }
    reading.contentNotes.forEach((note, index) => checkText(`${where} content note ${index + 1}`, note, problems));
    if (reading.paragraphs.length === 0) problems.push(`${where}: no paragraphs`);
    reading.paragraphs.forEach((paragraph, index) => checkCopy(`${where} paragraph ${index + 1}`, paragraph, problems));
    checkSource(reading, problems);
    const wordCount = reading.paragraphs.reduce((total, paragraph) => total + words(paragraph.standard), 0);
    const shortest = Math.max(1, Math.floor(wordCount / WORDS_PER_MINUTE.fastest));
    const longest = Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE.slowest));
    if (!Number.isInteger(reading.minutes) || reading.minutes < shortest || reading.minutes > longest) {
      problems.push(`${where}: ${reading.minutes} minutes does not fit its ${wordCount} words (${shortest} to ${longest})`);
    }
  }
  return problems;
}
