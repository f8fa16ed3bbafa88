import { describe, expect, it } from 'vitest';
import { c } from '../../insight/copy';
import { checkCopy } from '../../insight/validate';
import { findStory, STORY_COMPOSITE_NOTICE, stories } from '../stories';
import type { Story } from '../types';
import { MIN_STORIES, validateStories } from '../validate-stories';

const paragraph = c(
  'It was a hard winter, and I did not tell anyone for a long time how low I felt.',
  'It was a hard winter. I told nobody how low I felt.',
);
const helpParagraph = c(
  'In the spring I saw my doctor, who listened and referred me for talking therapy. Slowly, things got lighter.',
  'In spring I saw my doctor. She sent me to talking therapy. Slowly, things got lighter.',
);

/** One story that passes every check; each test below breaks one thing about it. */
const valid: Story = {
  id: 'a-valid-story',
  title: c('A valid story', 'A valid story'),
  summary: c('A story that passes every check the stories make.', 'A story that passes every check.'),
  contentNotes: ['Low mood'],
  body: [paragraph, paragraph, paragraph, helpParagraph],
  helpNote: c('A doctor can help with low mood.', 'A doctor can help with low mood.'),
  minutes: 1,
};

/** Eight valid stories with distinct ids, so that the count check stays quiet unless a test is about it. */
function eightWith(change: Partial<Story>): Story[] {
  return Array.from({ length: MIN_STORIES }, (_, index) => ({ ...valid, id: `story-${index + 1}`, ...(index === 0 ? change : {}) }));
}

function problemsOf(change: Partial<Story>): string[] {
  return validateStories(eightWith(change));
}

describe('Resonance’s stories', () => {
  it('pass every check: count, ids, content notes, plain variants, safe-messaging words, help named, minutes', () => {
    expect(validateStories(stories)).toEqual([]);
  });

  it('share a composite notice that says plainly that no story is about a real person', () => {
    const problems: string[] = [];
    checkCopy('composite notice', STORY_COMPOSITE_NOTICE, problems);
    expect(problems).toEqual([]);
    expect(STORY_COMPOSITE_NOTICE.standard).toMatch(/illustrative composite/);
    expect(STORY_COMPOSITE_NOTICE.standard).toMatch(/not the story of a real person/);
    expect(STORY_COMPOSITE_NOTICE.plain).toMatch(/not about a real person/);
  });

  it('are at least eight, each found by its id', () => {
    expect(stories.length).toBeGreaterThanOrEqual(MIN_STORIES);
    for (const story of stories) expect(findStory(story.id)).toBe(story);
    expect(findStory('no-such-story')).toBeUndefined();
  });

  it('every paragraph has a plain-language variant of its own', () => {
    for (const story of stories) {
      for (const text of [story.title, story.summary, story.helpNote, ...story.body]) {
        expect(text.plain.trim()).not.toBe('');
      }
      // Titles may already be plain; the story itself is always rewritten in plain words.
      for (const text of story.body) expect(text.plain).not.toBe(text.standard);
    }
  });
});

describe('validateStories finds what is wrong', () => {
  it('accepts the valid example', () => {
    expect(validateStories(eightWith({}))).toEqual([]);
  });

  it('fewer than eight stories', () => {
    expect(validateStories([valid])).toEqual([`there are 1 stories; at least ${MIN_STORIES} are needed`]);
  });

  it('an id used twice, or one that is not a slug', () => {
    const twice = eightWith({});
    twice[1] = { ...valid, id: 'story-1' };
    expect(validateStories(twice)).toEqual(['story "story-1": the id is used twice']);
    expect(problemsOf({ id: 'Not A Slug' })).toEqual([expect.stringContaining('not a lowercase slug')]);
  });

  it('a story without content notes, or with a blank one', () => {
    expect(problemsOf({ contentNotes: [] })).toEqual([expect.stringContaining('content notes are missing')]);
    expect(problemsOf({ contentNotes: ['  '] })).toEqual([expect.stringContaining('content notes are missing')]);
  });

  it('a paragraph without a plain variant, one that repeats the standard unmarked, or a long plain sentence', () => {
    expect(problemsOf({ body: [paragraph, paragraph, { standard: paragraph.standard, plain: '' }, helpParagraph] })).toEqual([
      expect.stringContaining('the plain-language text is empty'),
    ]);
    expect(problemsOf({ body: [paragraph, paragraph, { standard: paragraph.standard, plain: paragraph.standard }, helpParagraph] })).toEqual([
      expect.stringContaining('without being marked as already plain'),
    ]);
    const long = 'This plain sentence goes on and on with far more than twenty words in it so that nobody could read it in one go.';
    expect(problemsOf({ body: [paragraph, paragraph, { standard: paragraph.standard, plain: long }, helpParagraph] })).toEqual([
      expect.stringContaining('more than 20 words'),
    ]);
  });

  it.each([
    ['cure', 'Therapy was the cure I needed.'],
    ['streak', 'I kept my streak going.'],
    ['TODO', 'TODO: write the ending.'],
    ['lorem ipsum', 'Lorem ipsum dolor sit amet.'],
    ['“only way out”', 'It felt like the only way out.'],
    ['“it was the only way”', 'I thought it was the only way.'],
    ['“committed suicide”', 'My uncle committed suicide.'],
    ['“successful suicide”', 'It was a successful suicide.'],
    ['overdose', 'She took an overdose.'],
    ['hanging', 'He talked about hanging.'],
    ['pills', 'I counted the pills.'],
    ['tablets', 'I saved my tablets.'],
    ['graphic injury', 'There was blood everywhere.'],
    ['“you missed”', 'You missed a day.'],
    ['stigmatising words', 'People said I was crazy.'],
  ])('banned phrasing in a paragraph: %s', (_, text) => {
    const banned = c(text, text);
    const problems = problemsOf({ body: [paragraph, paragraph, banned, helpParagraph] });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.includes('story "story-1".body[2]'))).toBe(true);
  });

  it('banned phrasing in a content note, the title or the help note', () => {
    expect(problemsOf({ contentNotes: ['An overdose'] })).toEqual([expect.stringContaining('content note 1 (standard)'), expect.stringContaining('content note 1 (plain)')]);
    expect(problemsOf({ title: c('The only way out', 'The only way out') }).length).toBeGreaterThan(0);
    expect(problemsOf({ helpNote: c('Keep your streak.', 'Keep your streak.') }).length).toBeGreaterThan(0);
  });

  it('flags a method word even in a harmless phrase, but not words that merely contain one', () => {
    const ordinary = c('Things felt more stable after a change of job, and I could hang up my coat at home.', 'Things felt steadier after a new job.');
    expect(problemsOf({ body: [paragraph, paragraph, ordinary, helpParagraph] })).toEqual([
      // "hang up my coat" is harmless, but the list keeps method words out entirely: a story says it another way.
      expect.stringContaining('/\\bhang(?:ing|ed|s)?\\b/i'),
    ]);
    const harmless = c('Things felt more stable after a change of job.', 'Things felt steadier after a new job.');
    expect(problemsOf({ body: [paragraph, paragraph, harmless, helpParagraph] })).toEqual([]);
  });

  it('a story too short to carry hope and help, or one that never says where help was found', () => {
    expect(problemsOf({ body: [paragraph, helpParagraph] })).toEqual([expect.stringContaining('has 2 paragraphs; at least 4 are needed')]);
    expect(problemsOf({ body: [paragraph, paragraph, paragraph, paragraph] })).toEqual([
      expect.stringContaining('the standard text says where help was found'),
      expect.stringContaining('the plain text says where help was found'),
    ]);
  });

  it('minutes that do not fit the length', () => {
    expect(problemsOf({ minutes: 9 })).toEqual([expect.stringContaining('9 minutes does not fit')]);
    expect(problemsOf({ minutes: 1.5 })).toEqual([expect.stringContaining('1.5 minutes does not fit')]);
  });
});
