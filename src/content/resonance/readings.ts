import { dickinsonHope } from './readings/dickinson-hope';
import { meditationsRetreat } from './readings/meditations-retreat';
import { onAskingForHelp } from './readings/on-asking-for-help';
import { onHardDays } from './readings/on-hard-days';
import { onRest } from './readings/on-rest';
import { whitmanAstronomer } from './readings/whitman-astronomer';
import type { Reading } from './types';

/** The library's readings, in the order the library lists them: our own first, then the public-domain texts. */
export const readings: readonly Reading[] = [onRest, onHardDays, onAskingForHelp, dickinsonHope, meditationsRetreat, whitmanAstronomer];

export function findReading(readingId: string): Reading | undefined {
  return readings.find((reading) => reading.id === readingId);
}
