import { c, p } from '../copy';
import type { ChoiceOption } from '../types';

/** Pieces more than one tool uses. */

export const zeroToTen = {
  min: 0,
  max: 10,
} as const;

export const yesNoUnsure: readonly ChoiceOption[] = [
  { id: 'yes', label: c('Yes, there is something I can do', 'Yes, I can do something') },
  { id: 'no', label: c('No, it is out of my hands right now', 'No, I cannot change it now') },
  { id: 'unsure', label: p('I am not sure') },
];
