/**
 * A schema's problems in a form's own words. A zod message ("Too small: expected string to have >=1 characters",
 * "title must not be empty") is written for the server's logs and the contract's tests, not for the person at the
 * form: a form names each field's problem itself, and this helper is the one place that chooses which words a
 * schema's issue gets, so no form can show a schema's message by forgetting a field.
 */

/** What a failed parse reports of each problem: where it is (zod's `issue.path`). */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
}

/**
 * Each field's problem in the screen's words, by its path with `*` for any position in a list
 * (`items.*.rhythm.startDate`). A path that has no words of its own takes its nearest named parent's
 * (`specialties.3` takes `specialties`'s), and a problem found there is reported under that parent.
 */
export type ProblemWords = Readonly<Record<string, string>>;

/** The path with `*` for each position in a list, as `ProblemWords` names fields. */
function patternOf(path: readonly PropertyKey[]): string[] {
  return path.map((part) => (typeof part === 'number' ? '*' : String(part)));
}

/**
 * The problems of a failed parse, keyed by the field they belong to (`items.0.rhythm.startDate`), each in the words
 * of `words`; a problem no field claims gets `otherwise`, under the key '' (the form as a whole). Never a schema's
 * own message. The first problem of a field wins.
 */
export function formProblems(issues: readonly FieldIssue[], words: ProblemWords, otherwise: string): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const pattern = patternOf(issue.path);
    let length = pattern.length;
    while (length > 0 && !Object.hasOwn(words, pattern.slice(0, length).join('.'))) length -= 1;
    const field = issue.path.slice(0, length).map(String).join('.');
    problems[field] ??= words[pattern.slice(0, length).join('.')] ?? otherwise;
  }
  return problems;
}

/** The first of a failed parse's problems in the form's words, for a form that shows one at a time. */
export function firstFormProblem(issues: readonly FieldIssue[], words: ProblemWords, otherwise: string): string {
  return Object.values(formProblems(issues.slice(0, 1), words, otherwise))[0] ?? otherwise;
}
