/**
 * How wrong passphrases slow down (docs/app-lock.md, section 5): the first five are free; after the fifth wrong one
 * in a row the next try waits 30 s, then 1, 2, 5 and 15 minutes, then an hour each time, never more.
 */

export interface WrongGuesses {
  /** Wrong passphrases in a row since the last right one. */
  count: number;
  /** When the last wrong one was tried (ms since 1970), or null. */
  lastAt: number | null;
}

export const NO_WRONG_GUESSES: WrongGuesses = { count: 0, lastAt: null };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
export const FREE_GUESSES = 5;
/** The wait after the 5th, 6th, 7th... wrong passphrase in a row; the last one repeats. */
export const WAITS_AFTER_FREE_GUESSES_MS: readonly number[] = [30 * SECOND, 1 * MINUTE, 2 * MINUTE, 5 * MINUTE, 15 * MINUTE, 60 * MINUTE];

/** How long to wait after `count` wrong passphrases in a row before the next may be tried. */
export function waitAfterWrongGuesses(count: number): number {
  if (count < FREE_GUESSES) return 0;
  const step = Math.min(count - FREE_GUESSES, WAITS_AFTER_FREE_GUESSES_MS.length - 1);
  return WAITS_AFTER_FREE_GUESSES_MS[step] ?? 0;
}

/** Milliseconds left before a passphrase may be tried at `now`; 0 when it may be tried now. */
export function waitLeft(guesses: WrongGuesses, now: number): number {
  if (guesses.lastAt === null) return 0;
  return Math.max(0, guesses.lastAt + waitAfterWrongGuesses(guesses.count) - now);
}

export function afterWrongGuess(guesses: WrongGuesses, now: number): WrongGuesses {
  return { count: guesses.count + 1, lastAt: now };
}
