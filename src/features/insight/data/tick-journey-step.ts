import { journeyStepFor } from '../lib/journey-step';
import { toggleJourneyItem } from './toggle-journey-item';

/**
 * A tool saved from a journey ticks that journey's item for it, so the person need not tick it again on return.
 * Nothing happens when the tool was not opened from a journey item for this tool. True when an item was ticked.
 */
export async function tickJourneyStep(toolId: string, returnTo: string | null): Promise<boolean> {
  const step = journeyStepFor(toolId, returnTo);
  return step ? toggleJourneyItem(step.journeyId, step.day, step.index, true) : false;
}
