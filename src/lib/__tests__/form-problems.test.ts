import { describe, expect, it } from 'vitest';
import { z } from '@contract/zod';
import { firstFormProblem, formProblems } from '../form-problems';

const schema = z.strictObject({
  name: z.string().min(1),
  items: z.array(z.strictObject({ title: z.string().min(1), when: z.strictObject({ from: z.string().min(1) }) })).min(1),
  id: z.string().min(1),
});

const words = {
  name: 'Enter the name your clients see.',
  items: 'Add at least one item.',
  'items.*.title': 'Enter a title for the item.',
  'items.*.when': 'Choose when it is due.',
};

function issuesOf(value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected problems');
  return parsed.error.issues;
}

describe('a schema\'s problems in a form\'s words', () => {
  it('names each field in its own words, at its own path, and never shows the schema\'s message', () => {
    const issues = issuesOf({ name: '', items: [{ title: 'ok', when: { from: 'x' } }, { title: '', when: { from: '' } }], id: '' });
    expect(issues.some((issue) => /expected string/.test(issue.message))).toBe(true);
    expect(formProblems(issues, words, 'Check the form.')).toEqual({
      name: 'Enter the name your clients see.',
      'items.1.title': 'Enter a title for the item.',
      // A field without words of its own takes its nearest named parent's, under the parent.
      'items.1.when': 'Choose when it is due.',
      // A problem no field claims is the form's, in the form's words.
      '': 'Check the form.',
    });
  });

  it('keeps the first problem of a field, and gives the first problem alone to a form that shows one', () => {
    const issues = issuesOf({ name: '', items: [], id: 'a' });
    expect(formProblems(issues, words, 'Check the form.')).toEqual({ name: 'Enter the name your clients see.', items: 'Add at least one item.' });
    expect(firstFormProblem(issues, words, 'Check the form.')).toBe('Enter the name your clients see.');
    expect(firstFormProblem([], words, 'Check the form.')).toBe('Check the form.');
  });
});
