import type { CrisisSource } from '../crisis-lines';

/** One official way to find a therapist in a country, with the page it was checked on. */
export interface TherapyFinder {
  /** What it is, as a person would recognise it. */
  name: string;
  /** Where to go (https). */
  url: string;
  /** One sentence: what it does and for whom. */
  description: string;
  source: CrisisSource;
  /** ISO date (yyyy-mm-dd) it was last checked against `source`. */
  checked: string;
}
