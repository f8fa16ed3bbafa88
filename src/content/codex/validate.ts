import { checkCopy, collectCopies } from '../insight/validate';
import type { Copy } from '../insight/types';
import type { CodexSection } from './types';

/** The issue asks for at least eight sections. */
export const MIN_CODEX_SECTIONS = 8;
export const MIN_QUIZ_QUESTIONS = 3;
export const MAX_QUIZ_QUESTIONS = 5;

/** Ids are database keys and parts of URLs: lower-case words joined by hyphens. */
const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What the codex must never say, on top of the words every text avoids (cure, streak and the rest, checked by
 * `checkCopy`). The codex educates: it never tells a reader what they have, never promises an outcome, and never
 * describes a means of self-harm. Each entry says why, so a writer who trips it knows what to change.
 */
export const CODEX_FORBIDDEN: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /\bdiagnos(?:e|es|ing)\s+you\b/i, why: 'the codex cannot diagnose anyone' },
  {
    pattern:
      /\byou(?:'ve|\s+(?:(?:probably|may|might|likely|clearly|definitely)\s+)?(?:have|suffer\s+from|are\s+suffering\s+from))\s+(?:got\s+)?(?:an?\s+)?(?:clinical\s+)?(?:depression|anxiety\s+disorder|panic\s+disorder|insomnia|ptsd|ocd|bipolar|[a-z]+\s+disorder)\b/i,
    why: 'telling a reader what condition they have is diagnosis',
  },
  {
    pattern: /\byou(?:'re|\s+are)\s+(?:clinically\s+)?(?:depressed|bipolar|mentally\s+ill|an\s+anxious\s+person)\b/i,
    why: 'labelling the reader is diagnosis',
  },
  { pattern: /\bguarantee[sd]?\b/i, why: 'no promise of an outcome' },
  { pattern: /\b(?:will|can)\s+(?:fix|heal|end)\s+(?:your|it|this)\b/i, why: 'no promise of an outcome' },
  { pattern: /\bgo(?:es)?\s+away\s+(?:forever|for\s+good|completely)\b/i, why: 'no promise of an outcome' },
  { pattern: /\byou\s+missed\b/i, why: 'no guilt mechanics' },
  {
    pattern: /\b(?:overdos\w*|lethal|noose|ligature|hang(?:ing|ed)\s+(?:yourself|themselves|myself|himself|herself)|suicide\s+methods?|methods?\s+of\s+suicide|how\s+to\s+(?:kill|end)\b)/i,
    why: 'no method detail (safe-messaging guidance)',
  },
];

function checkUnique(ids: readonly string[], what: string, problems: string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${what}: "${id}" is used twice`);
    seen.add(id);
  }
}

function checkIds(ids: readonly string[], what: string, problems: string[]): void {
  checkUnique(ids, what, problems);
  for (const id of ids) if (!KEBAB_CASE.test(id)) problems.push(`${what}: "${id}" is not a kebab-case id`);
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function checkCodexWords(path: string, copy: Copy, problems: string[]): void {
  for (const { pattern, why } of CODEX_FORBIDDEN) {
    if (pattern.test(copy.standard) || pattern.test(copy.plain)) problems.push(`${path}: uses ${pattern} (${why})`);
  }
}

function checkQuiz(section: CodexSection, problems: string[]): void {
  const where = `section "${section.id}" quiz`;
  const { quiz } = section;
  if (quiz.length < MIN_QUIZ_QUESTIONS || quiz.length > MAX_QUIZ_QUESTIONS) {
    problems.push(`${where}: has ${quiz.length} questions; ${MIN_QUIZ_QUESTIONS} to ${MAX_QUIZ_QUESTIONS} are needed`);
  }
  checkIds(
    quiz.map((question) => question.id),
    `${where} question ids`,
    problems,
  );
  for (const question of quiz) {
    const at = `${where} question "${question.id}"`;
    if (question.options.length < 2) problems.push(`${at}: needs at least two options`);
    const optionIds = question.options.map((option) => option.id);
    checkIds(optionIds, `${at} option ids`, problems);
    if (!optionIds.includes(question.answer)) problems.push(`${at}: the answer "${question.answer}" is not one of its options`);
    if (!question.explanation.standard.trim() || !question.explanation.plain.trim()) {
      problems.push(`${at}: has no explanation`);
    }
  }
}

/** Checks the codex as a whole; returns every problem found (an empty list means it is sound). */
export function validateCodexContent(sections: readonly CodexSection[]): string[] {
  const problems: string[] = [];
  if (sections.length < MIN_CODEX_SECTIONS) {
    problems.push(`the codex has ${sections.length} sections; at least ${MIN_CODEX_SECTIONS} are needed`);
  }
  checkIds(
    sections.map((section) => section.id),
    'section ids',
    problems,
  );

  for (const section of sections) {
    const where = `section "${section.id}"`;
    const copies: { path: string; copy: Copy }[] = [];
    collectCopies(section, where, copies);
    for (const { path, copy } of copies) {
      checkCopy(path, copy, problems);
      checkCodexWords(path, copy, problems);
    }
    if (!(Number.isInteger(section.minutes) && section.minutes > 0)) problems.push(`${where}: minutes must be a positive whole number`);
    if (section.subsections.length === 0) problems.push(`${where}: has no subsections`);
    checkIds(
      section.subsections.map((subsection) => subsection.id),
      `${where} subsection ids`,
      problems,
    );
    for (const subsection of section.subsections) {
      if (subsection.body.length === 0) problems.push(`${where} subsection "${subsection.id}": has no body`);
      const link = subsection.appLink;
      // An app path only: a link out of the app belongs in the sources, with its title.
      if (link && !/^\/[a-z0-9-/]*$/.test(link.path)) problems.push(`${where} subsection "${subsection.id}": appLink "${link.path}" is not an app path`);
      if (link) checkCopy(`${where} subsection "${subsection.id}" appLink`, link.label, problems);
    }
    checkQuiz(section, problems);
    if (section.sources.length === 0) problems.push(`${where}: cites no sources`);
    for (const source of section.sources) {
      if (!source.title.trim()) problems.push(`${where}: a source has no title`);
      if (!isHttpsUrl(source.url)) problems.push(`${where}: source "${source.title}" needs an https URL, not "${source.url}"`);
    }
  }
  return problems;
}
