import { findJourney } from '@/content/insight/journeys';
import { paths } from './paths';

/** One item of a journey day: which journey, which day, and its place in the day's list. */
export interface JourneyStep {
  journeyId: string;
  day: number;
  index: number;
}

/** The journey page's address that also names one of its items: where a tool opened from that item returns to. */
export function journeyStepPath({ journeyId, day, index }: JourneyStep): string {
  return `${paths.journeys}?journey=${encodeURIComponent(journeyId)}&day=${day}&item=${index}`;
}

/**
 * The journey item a tool was opened from, read from its return path; null unless that item exists and is this very
 * tool, so a hand-edited address cannot tick some other step.
 */
export function journeyStepFor(toolId: string, returnTo: string | null): JourneyStep | null {
  if (!returnTo) return null;
  const url = new URL(returnTo, 'https://return.invalid');
  if (url.pathname !== paths.journeys) return null;
  const journey = findJourney(url.searchParams.get('journey') ?? '');
  const day = Number(url.searchParams.get('day'));
  const index = Number(url.searchParams.get('item'));
  if (!journey || !Number.isInteger(day) || !Number.isInteger(index)) return null;
  const item = journey.days.find((candidate) => candidate.day === day)?.items[index];
  return item?.kind === 'tool' && item.toolId === toolId ? { journeyId: journey.id, day, index } : null;
}
