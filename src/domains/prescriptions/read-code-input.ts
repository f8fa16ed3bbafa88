/**
 * What a client typed or pasted into "Have a code from your therapist?" (issue 28): a short code (sealed, 24 symbols,
 * or an older plain one, 9), forgiving case, spaces, hyphens, O for 0 and I or L for 1; or a pasted prescription
 * link or token. Each problem gets its own plain sentence; nothing is looked up or saved here.
 */
import { looksLikeAnyShareCode, normalizeAnyShareCode } from '@contract/sealed-share-code';
import { readPrescriptionInput, tokenFromInput } from './share-codec';

export type CodeInput = { kind: 'code'; code: string } | { kind: 'link'; token: string } | { kind: 'problem'; message: string };

export const CODE_INPUT_MESSAGES = {
  empty: 'Type the code, or paste the link, that your therapist gave you.',
  typo: 'This code has a typo: one symbol is wrong or two are swapped. Check it against what your therapist gave you.',
  length: (count: number) =>
    `A code from your therapist has 24 letters and digits in groups of four (older codes have 9). This one has ${count}. Check that nothing is missing or extra.`,
  return: 'This is a return (what a client sends back), not a prescription. Ask your therapist for the prescription\'s code or link.',
  damaged: 'This link is incomplete or damaged, perhaps cut off when it was copied. Copy the whole link again.',
  newer: 'This link was made by a newer version of Better Minds. Reload the app to update it, then try again.',
  neither: 'This is neither a code nor a link from Better Minds. Check what you pasted.',
} as const;

export function readCodeInput(input: string): CodeInput {
  const trimmed = input.trim();
  if (trimmed === '') return { kind: 'problem', message: CODE_INPUT_MESSAGES.empty };
  if (looksLikeAnyShareCode(trimmed)) {
    const code = normalizeAnyShareCode(trimmed);
    return code === null ? { kind: 'problem', message: CODE_INPUT_MESSAGES.typo } : { kind: 'code', code };
  }
  // Only letters, digits, spaces and hyphens, but the wrong number of them: a code with something missing or extra.
  if (/^[0-9A-Za-z\s\-\u2010-\u2015]{1,60}$/.test(trimmed) && !trimmed.includes('.')) {
    return { kind: 'problem', message: CODE_INPUT_MESSAGES.length(trimmed.replace(/[\s\-\u2010-\u2015]/g, '').length) };
  }
  if (trimmed.includes('#') || /^\d+\./.test(trimmed)) {
    const read = readPrescriptionInput(trimmed);
    if (read.ok) return { kind: 'link', token: tokenFromInput(trimmed) ?? '' };
    if (read.problem === 'not-a-prescription') return { kind: 'problem', message: CODE_INPUT_MESSAGES.return };
    if (read.problem === 'unsupported-version') return { kind: 'problem', message: CODE_INPUT_MESSAGES.newer };
    return { kind: 'problem', message: CODE_INPUT_MESSAGES.damaged };
  }
  // A link to the journey page with a code in its path.
  const inPath = /\/journey\/([^/?#\s]+)/.exec(trimmed)?.[1];
  if (inPath) return readCodeInput(decodeURIComponent(inPath));
  return { kind: 'problem', message: CODE_INPUT_MESSAGES.neither };
}
