import { optionId } from '../../../../contract/measure-scoring.ts';
import { p } from '../copy';
import type { ChoiceFieldDef } from '../types';

/*
 * A questionnaire's items as single-choice fields (native radio groups with a legend each). The published wording
 * of a validated instrument is kept word for word in both registers: changing it, even to plainer words, would
 * change what the score means. The plain-language variant is in the framing around the items and in the result.
 */

export interface AnswerOption {
  readonly value: number;
  readonly label: string;
}

/** One required single-choice field per item, ids `item1`, `item2`, ..., numbered as the published form numbers them. */
export function measureItems(items: readonly string[], options: readonly AnswerOption[]): ChoiceFieldDef[] {
  return items.map((text, index) => ({
    id: `item${index + 1}`,
    kind: 'choice',
    label: p(`${index + 1}. ${text}`),
    multiple: false,
    required: true,
    options: options.map((option) => ({ id: optionId(option.value), label: p(option.label) })),
  }));
}

/** The answer options PHQ-9 and GAD-7 share, as printed on both forms. */
export const howOftenOptions: readonly AnswerOption[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];
