import { describe, expect, it } from 'vitest';
import { c, p } from '../../insight/copy';
import { codexSections, findCodexSection } from '../index';
import type { CodexQuizQuestion, CodexSection } from '../types';
import { validateCodexContent } from '../validate';

const [first, ...rest] = codexSections as [CodexSection, ...CodexSection[]];
const firstQuestion = first.quiz[0]!;

/** The real content with its first section replaced, so each test breaks exactly one thing. */
function withFirst(change: Partial<CodexSection>): CodexSection[] {
  return [{ ...first, ...change }, ...rest];
}

function withFirstQuestion(change: Partial<CodexQuizQuestion>): CodexSection[] {
  return withFirst({ quiz: [{ ...firstQuestion, ...change }, ...first.quiz.slice(1)] });
}

/** The problems found once `text` is the first paragraph of the first section. */
function problemsWithParagraph(text: ReturnType<typeof c>): string {
  const [subsection, ...others] = first.subsections;
  return validateCodexContent(withFirst({ subsections: [{ ...subsection!, body: [text, ...subsection!.body.slice(1)] }, ...others] })).join(
    '\n',
  );
}

describe('the codex content', () => {
  it('passes validation: ids, quiz answers, sources, plain variants and wording are all sound', () => {
    expect(validateCodexContent(codexSections)).toEqual([]);
  });

  it('covers the eight topics the issue names, each with the shape the codex screen expects', () => {
    expect(codexSections.map((section) => section.id).sort()).toEqual(
      [
        'understanding-anxiety',
        'thoughts-feelings-actions',
        'low-mood-and-activity',
        'sleep',
        'grief',
        'panic',
        'self-compassion',
        'finding-therapy',
      ].sort(),
    );
    for (const section of codexSections) {
      expect(section.subsections.length, section.id).toBeGreaterThanOrEqual(2);
      expect(section.subsections.length, section.id).toBeLessThanOrEqual(4);
      for (const subsection of section.subsections) {
        expect(subsection.body.length, `${section.id}/${subsection.id}`).toBeGreaterThanOrEqual(2);
        expect(subsection.body.length, `${section.id}/${subsection.id}`).toBeLessThanOrEqual(4);
      }
      for (const question of section.quiz) {
        expect(question.options.length, `${section.id}/${question.id}`).toBeGreaterThanOrEqual(3);
        expect(question.options.length, `${section.id}/${question.id}`).toBeLessThanOrEqual(4);
      }
      expect(section.sources.length, section.id).toBeGreaterThanOrEqual(2);
      expect(section.sources.length, section.id).toBeLessThanOrEqual(4);
    }
  });

  it('does not always put the right answer in the same place', () => {
    const positions = new Set(
      codexSections.flatMap((section) => section.quiz.map((question) => question.options.findIndex((option) => option.id === question.answer))),
    );
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it('points readers of the grief and low-mood sections to crisis help', () => {
    for (const id of ['grief', 'low-mood-and-activity']) {
      const text = JSON.stringify(findCodexSection(id));
      expect(text, id).toMatch(/crisis help/i);
    }
  });

  it('finds a section by id and nothing for an unknown or hostile id', () => {
    expect(findCodexSection('sleep')?.id).toBe('sleep');
    expect(findCodexSection('no-such-section')).toBeUndefined();
    expect(findCodexSection('')).toBeUndefined();
    expect(findCodexSection('__proto__')).toBeUndefined();
  });
});

describe('validateCodexContent', () => {
  it('reports fewer than eight sections', () => {
    expect(validateCodexContent(codexSections.slice(0, 7))).toContain('the codex has 7 sections; at least 8 are needed');
  });

  it('reports a section id used twice and an id that is not kebab-case', () => {
    const problems = validateCodexContent([...codexSections, { ...first }, { ...first, id: 'Bad Id' }]).join('\n');
    expect(problems).toContain(`section ids: "${first.id}" is used twice`);
    expect(problems).toContain('section ids: "Bad Id" is not a kebab-case id');
  });

  it('reports a section without subsections, a subsection without body, and repeated subsection ids', () => {
    expect(validateCodexContent(withFirst({ subsections: [] })).join('\n')).toContain(`section "${first.id}": has no subsections`);
    const subsection = first.subsections[0]!;
    const problems = validateCodexContent(withFirst({ subsections: [{ ...subsection, body: [] }, subsection] })).join('\n');
    expect(problems).toContain(`subsection "${subsection.id}": has no body`);
    expect(problems).toContain(`subsection ids: "${subsection.id}" is used twice`);
  });

  it('reports minutes that are not a positive whole number', () => {
    for (const minutes of [0, -3, 2.5, Number.NaN]) {
      expect(validateCodexContent(withFirst({ minutes })).join('\n')).toContain('minutes must be a positive whole number');
    }
  });

  it('reports an empty standard or plain text, and a plain text that copies the standard without saying so', () => {
    expect(validateCodexContent(withFirst({ summary: { standard: '', plain: 'Short.' } })).join('\n')).toContain(
      'summary: the standard text is empty',
    );
    expect(validateCodexContent(withFirst({ title: { standard: 'Title', plain: '   ' } })).join('\n')).toContain(
      'title: the plain-language text is empty',
    );
    expect(validateCodexContent(withFirst({ summary: { standard: 'Same words.', plain: 'Same words.' } })).join('\n')).toContain(
      'repeats the standard text without being marked as already plain',
    );
  });

  it('reports a plain-language sentence over twenty words, even in text marked as already plain', () => {
    const long =
      'This plain sentence keeps going with many more words than anyone who asked for plain language should ever need to read at once.';
    expect(problemsWithParagraph(c('Standard text.', long))).toContain('a plain-language sentence has more than 20 words');
    expect(problemsWithParagraph(p(long))).toContain('a plain-language sentence has more than 20 words');
    expect(problemsWithParagraph(c('Standard text.', 'Short one. Another short one. A third.'))).toBe('');
  });

  it('reports a quiz with too few or too many questions and repeated question ids', () => {
    expect(validateCodexContent(withFirst({ quiz: first.quiz.slice(0, 2) })).join('\n')).toContain('has 2 questions; 3 to 5 are needed');
    const six = [...first.quiz, ...first.quiz].slice(0, 6);
    const problems = validateCodexContent(withFirst({ quiz: six })).join('\n');
    expect(problems).toContain('has 6 questions; 3 to 5 are needed');
    expect(problems).toContain(`question ids: "${firstQuestion.id}" is used twice`);
  });

  it('reports a question with one option, repeated option ids, an answer that is not an option, and no explanation', () => {
    const option = firstQuestion.options[0]!;
    expect(validateCodexContent(withFirstQuestion({ options: [option], answer: option.id })).join('\n')).toContain(
      'needs at least two options',
    );
    expect(validateCodexContent(withFirstQuestion({ options: [option, option] })).join('\n')).toContain(`"${option.id}" is used twice`);
    expect(validateCodexContent(withFirstQuestion({ answer: 'not-an-option' })).join('\n')).toContain(
      'the answer "not-an-option" is not one of its options',
    );
    expect(validateCodexContent(withFirstQuestion({ explanation: { standard: '', plain: '' } })).join('\n')).toContain(
      `question "${firstQuestion.id}": has no explanation`,
    );
  });

  it('reports missing sources, a source without title, and URLs that are not https', () => {
    expect(validateCodexContent(withFirst({ sources: [] })).join('\n')).toContain('cites no sources');
    const problems = validateCodexContent(
      withFirst({
        sources: [
          { title: 'Plain http', url: 'http://www.nhs.uk/mental-health/' },
          { title: 'Not a URL', url: 'nhs mental health' },
          { title: 'Script', url: 'javascript:alert(1)' },
          { title: ' ', url: 'https://www.nhs.uk/' },
        ],
      }),
    ).join('\n');
    expect(problems).toContain('source "Plain http" needs an https URL');
    expect(problems).toContain('source "Not a URL" needs an https URL');
    expect(problems).toContain('source "Script" needs an https URL');
    expect(problems).toContain('a source has no title');
  });

  it.each([
    ['a promise of cure', 'Therapy will cure anxiety.'],
    ['a guilt mechanic', 'Keep your reading streak alive.'],
    ['a guilt mechanic', 'You missed yesterday’s reading.'],
    ['a placeholder', 'TODO write this.'],
    ['a placeholder', 'Lorem ipsum dolor sit amet.'],
    ['a placeholder', 'More sections coming soon.'],
    ['a promise of an outcome', 'This method is guaranteed to work.'],
    ['a promise of an outcome', 'These steps will fix your sleep.'],
    ['a promise of an outcome', 'With practice, panic goes away for good.'],
    ['a diagnosis', 'This quiz can diagnose you.'],
    ['a diagnosis', 'If this sounds familiar, you have depression.'],
    ['a diagnosis', 'You probably have an anxiety disorder.'],
    ['a diagnosis', 'You are suffering from panic disorder.'],
    ['a diagnosis', 'You are clinically depressed.'],
    ['method detail', 'People sometimes overdose when they feel this way.'],
  ])('reports %s: "%s"', (_kind, text) => {
    expect(problemsWithParagraph(c(text, 'Plain words.'))).toMatch(/body\[0\]: uses /);
    expect(problemsWithParagraph(c('Standard words.', text))).toMatch(/body\[0\]: uses /);
  });

  it('does not mistake educational wording for diagnosis or method detail', () => {
    for (const text of [
      'Depression is common, and there is effective help.',
      'Some people who have depression find that activity helps.',
      'You are not alone, and you are not to blame.',
      'Hanging out with a friend can lift your mood a little.',
      'Securing your sleep schedule helps your body clock.',
    ]) {
      expect(problemsWithParagraph(c(text, 'Plain words.'))).toBe('');
    }
  });
});
