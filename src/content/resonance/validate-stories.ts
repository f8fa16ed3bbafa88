import { checkCopy, collectCopies } from '../insight/validate';
import type { Copy } from '../insight/types';
import type { Story } from './types';
import { BANNED_PHRASES } from './validate-readings';

/** The issue asks for at least eight stories. */
export const MIN_STORIES = 8;

/** A story is long enough to carry a turn towards hope and help. */
const MIN_PARAGRAPHS = 4;

/** Reading speed used to check each story's minutes: about 200 words a minute, give or take. */
const WORDS_PER_MINUTE = { slowest: 130, fastest: 260 } as const;

/** Ids are parts of URLs: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a story must never say, on top of the words every text avoids (cure, streak, TODO and the rest, checked by
 * `checkCopy`, and the library's banned phrasing). Stories follow #chatsafe and Samaritans' guidance: no method or
 * means, no graphic description, nothing that presents suicide or self-harm as a solution, no stigmatising phrasing.
 * Each entry says why, so a writer who trips it knows what to change.
 */
export const STORY_FORBIDDEN: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /\bonly\s+way\s+(?:out|to\s+(?:stop|end|escape))\b/i, why: 'never present suicide or self-harm as a way out' },
  { pattern: /\b(?:it|that|this)\s+was\s+the\s+only\s+way\b/i, why: 'never present suicide or self-harm as the only way' },
  { pattern: /\bcommit(?:ted|s|ting)?\s+suicide\b/i, why: 'say "died by suicide": suicide is not a crime' },
  { pattern: /\b(?:successful|failed|unsuccessful)\s+(?:suicide|attempt)\b/i, why: 'suicide is never a success or failure' },
  { pattern: /\boverdos\w*/i, why: 'no method detail' },
  { pattern: /\bhang(?:ing|ed|s)?\b/i, why: 'no method detail' },
  { pattern: /\b(?:pills?|tablets?|painkillers?|paracetamol)\b/i, why: 'no method detail: speak of "medication" if needed' },
  { pattern: /\b(?:noose|ligature|razors?|blades?|poison\w*|lethal)\b/i, why: 'no method detail' },
  { pattern: /\b(?:slit|slash(?:ed|ing)?|stab(?:bed|bing|s)?)\b/i, why: 'no graphic description of injury' },
  { pattern: /\bjump(?:ed|ing|s)?\s+(?:off|from|in\s+front)\b/i, why: 'no method detail' },
  { pattern: /\b(?:blood|bleed\w*|wounds?|scars?)\b/i, why: 'no graphic description of injury' },
  { pattern: /\bsuicide\s+(?:note|methods?|plans?)\b|\bhow\s+to\s+(?:kill|end)\b/i, why: 'no method or plan detail' },
  { pattern: /\byou\s+missed\b/i, why: 'no guilt mechanics' },
];

/**
 * Every story says where help was found: at least one paragraph names a source of help a reader could reach too.
 * The list is what the stories use; a new kind of help is added here when a story needs it.
 */
export const HELP_SOURCES =
  /\b(?:doctor|nurse|health visitor|therap(?:y|ist)|counsell(?:or|ing)|helpline|support (?:line|group|service)|(?:bereavement|grief) (?:group|service)|mental health team|carers?[’'] (?:centre|organisation|group)|recovery (?:group|meeting)|crisis help)\b/i;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function checkStoryWords(where: string, copy: Copy, problems: string[]): void {
  for (const register of ['standard', 'plain'] as const) {
    const text = copy[register];
    for (const pattern of BANNED_PHRASES) if (pattern.test(text)) problems.push(`${where} (${register}): uses ${pattern}`);
    for (const { pattern, why } of STORY_FORBIDDEN) {
      if (pattern.test(text)) problems.push(`${where} (${register}): uses ${pattern} (${why})`);
    }
  }
}

function checkStory(story: Story, problems: string[]): void {
  const where = `story "${story.id}"`;
  if (!SLUG.test(story.id)) problems.push(`${where}: the id is not a lowercase slug`);

  const copies: { path: string; copy: Copy }[] = [];
  collectCopies(story, where, copies);
  for (const { path, copy } of copies) {
    checkCopy(path, copy, problems);
    checkStoryWords(path, copy, problems);
  }

  if (story.contentNotes.length === 0 || story.contentNotes.some((note) => !note.trim())) {
    problems.push(`${where}: content notes are missing (a story with none says "none")`);
  }
  story.contentNotes.forEach((note, index) => checkStoryWords(`${where} content note ${index + 1}`, { standard: note, plain: note }, problems));

  if (story.body.length < MIN_PARAGRAPHS) problems.push(`${where}: has ${story.body.length} paragraphs; at least ${MIN_PARAGRAPHS} are needed`);
  for (const register of ['standard', 'plain'] as const) {
    if (!story.body.some((paragraph) => HELP_SOURCES.test(paragraph[register]))) {
      problems.push(`${where}: no paragraph of the ${register} text says where help was found`);
    }
  }

  const wordCount = story.body.reduce((total, paragraph) => total + words(paragraph.standard), 0);
  const shortest = Math.max(1, Math.floor(wordCount / WORDS_PER_MINUTE.fastest));
  const longest = Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE.slowest));
  if (!Number.isInteger(story.minutes) || story.minutes < shortest || story.minutes > longest) {
    problems.push(`${where}: ${story.minutes} minutes does not fit its ${wordCount} words (${shortest} to ${longest})`);
  }
}

/** Every problem with the stories, as readable lines; [] when there are none. */
export function validateStories(stories: readonly Story[]): string[] {
  const problems: string[] = [];
  if (stories.length < MIN_STORIES) problems.push(`there are ${stories.length} stories; at least ${MIN_STORIES} are needed`);
  const seen = new Set<string>();
  for (const story of stories) {
    if (seen.has(story.id)) problems.push(`story "${story.id}": the id is used twice`);
    seen.add(story.id);
    checkStory(story, problems);
  }
  return problems;
}
