import type { Copy } from './types';

/** Text in two registers: the standard wording and its plain-language variant. When a writer gives the same
 * words for both, the text is already plain and is marked so. */
export function c(standard: string, plain: string): Copy {
  return standard === plain ? { standard, plain, alreadyPlain: true } : { standard, plain };
}

/** Text that is already plain: the same words serve both registers. */
export function p(text: string): Copy {
  return { standard: text, plain: text, alreadyPlain: true };
}
